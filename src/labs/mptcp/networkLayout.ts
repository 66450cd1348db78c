import type { Network } from '../../engines/fluid/network';
import { groupName, linkColor, type RouteClass, type SourceGroup } from './groups';
import { algorithmLabel } from './algorithmLabels';
import { sig } from '../../format/numbers';

/**
 * The network picture's geometry (SVG user units): sources on the left, links as pipes in columns
 * (a link after another on some route sits in a later column), a receivers bar on the right, and
 * each drawn route as a path from its source through its links' pipes, one lane per route.
 */
export interface SourceBox {
  x: number;
  y: number;
  w: number;
  h: number;
  name: string;
  detail: string;
  timing: string | null;
  multipath: boolean;
}

export interface LinkBox {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
  id: string;
  label: string;
  color: string;
}

export interface RoutePath {
  d: string;
  color: string;
  multipath: boolean;
  label: string;
  /** the route's last point (at the receivers bar) */
  end: [number, number];
}

export interface NetworkLayout {
  width: number;
  height: number;
  sources: SourceBox[];
  links: LinkBox[];
  routes: RoutePath[];
  receiver: { x: number; y1: number; y2: number };
}

const SRC_X = 8;
const SRC_W = 160;
const LINK_W = 180;
const GAP = 90;
const LANE = 10;
const LABEL_H = 20;
const LINK_GAP = 30;
const PAD = 10;

/** Column of each link: after every link that precedes it on some route (cycles are cut). */
export function linkColumns(net: Network, groups: readonly SourceGroup[]): number[] {
  const L = net.links.length;
  const col = new Array<number>(L).fill(0);
  for (let pass = 0; pass < L; pass++) {
    let changed = false;
    for (const g of groups)
      for (const r of g.routes)
        for (let k = 1; k < r.links.length; k++) {
          const want = Math.min(L - 1, col[r.links[k - 1]] + 1);
          if (col[r.links[k]] < want) {
            col[r.links[k]] = want;
            changed = true;
          }
        }
    if (!changed) break;
  }
  // close up empty columns
  const used = [...new Set(col)].sort((a, b) => a - b);
  return col.map((c) => used.indexOf(c));
}

const fmtMs = (v: number) => `${sig(v, 4)} ms`;
const fmtMbps = (v: number) => `${sig(v, 4)} Mbit/s`;

function timingOf(g: SourceGroup): string | null {
  if (g.startS === 0 && g.stopS === Infinity) return null;
  const stop = g.stopS === Infinity ? '∞' : String(g.stopS);
  return `on [${g.startS}, ${stop}) s`;
}

/** A path through points, horizontal tangents between them (straight where y does not change). */
function pathThrough(pts: readonly [number, number][]): string {
  let d = `M${pts[0][0]},${pts[0][1]}`;
  for (let k = 1; k < pts.length; k++) {
    const [x0, y0] = pts[k - 1];
    const [x1, y1] = pts[k];
    if (y0 === y1 || x1 <= x0) d += ` L${x1},${y1}`;
    else {
      const m = (x0 + x1) / 2;
      d += ` C${m},${y0} ${m},${y1} ${x1},${y1}`;
    }
  }
  return d;
}

export function networkLayout(
  net: Network,
  groups: readonly SourceGroup[],
  classes: readonly RouteClass[],
): NetworkLayout {
  const cols = linkColumns(net, groups);
  const nCols = Math.max(1, ...cols.map((c) => c + 1));
  // lanes: the classes through each link, in class order
  const lanes = net.links.map(() => [] as number[]);
  classes.forEach((c, k) => {
    for (const l of groups[c.group].routes[c.route].links) lanes[l].push(k);
  });
  // order the links of a column by the mean position of the routes through them (fewer crossings)
  const bary = lanes.map((ks, l) =>
    ks.length === 0 ? 1e9 + l : ks.reduce((a, k) => a + k, 0) / ks.length,
  );
  const columns = Array.from({ length: nCols }, (_, c) =>
    net.links
      .map((_, l) => l)
      .filter((l) => cols[l] === c)
      .sort((a, b) => bary[a] - bary[b] || a - b),
  );
  const boxH = (l: number) => Math.max(2, lanes[l].length) * LANE + 8;
  const colHeight = (ls: number[]) =>
    ls.reduce((a, l) => a + LABEL_H + boxH(l) + LINK_GAP, 0) - LINK_GAP;
  const srcH = (g: SourceGroup) => Math.max(timingOf(g) ? 58 : 44, g.routes.length * 14 + 16);
  const srcTotal = groups.reduce((a, g) => a + srcH(g) + 12, 0) - 12;
  // the last link's price label sits under its pipe
  const height = Math.max(srcTotal, ...columns.map(colHeight)) + 2 * PAD + 16;

  let y = (height - 16 - srcTotal) / 2;
  const sources: SourceBox[] = groups.map((g) => {
    const box: SourceBox = {
      x: SRC_X,
      y,
      w: SRC_W,
      h: srcH(g),
      name: groupName(g),
      detail: g.multipath ? algorithmLabel(g.algorithm.name) : 'TCP, one route',
      timing: timingOf(g),
      multipath: g.multipath,
    };
    y += box.h + 12;
    return box;
  });

  const links: LinkBox[] = [];
  const colX = (c: number) => SRC_X + SRC_W + GAP + c * (LINK_W + GAP);
  columns.forEach((ls, c) => {
    let ly = (height - 16 - colHeight(ls)) / 2;
    for (const l of ls) {
      const link = net.links[l];
      links[l] = {
        index: l,
        x: colX(c),
        y: ly + LABEL_H,
        w: LINK_W,
        h: boxH(l),
        id: link.id,
        label: `${link.id} · ${fmtMbps(link.capacityMbps)} · ${fmtMs(link.delayMs)}`,
        color: linkColor(l),
      };
      ly += LABEL_H + boxH(l) + LINK_GAP;
    }
  });

  const recvX = colX(nCols - 1) + LINK_W + GAP * 0.7;
  const laneY = (l: number, k: number) => {
    const b = links[l];
    const i = lanes[l].indexOf(k);
    return b.y + b.h / 2 + (i - (lanes[l].length - 1) / 2) * LANE;
  };
  const routes: RoutePath[] = classes.map((c, k) => {
    const g = groups[c.group];
    const s = sources[c.group];
    const portY = s.y + ((c.route + 1) * s.h) / (g.routes.length + 1);
    const pts: [number, number][] = [[s.x + s.w, portY]];
    for (const l of g.routes[c.route].links) {
      const yy = laneY(l, k);
      pts.push([links[l].x, yy], [links[l].x + links[l].w, yy]);
    }
    const last = pts[pts.length - 1];
    pts.push([recvX, last[1]]);
    return {
      d: pathThrough(pts),
      color: c.color,
      multipath: g.multipath,
      label: c.label,
      end: [recvX, last[1]],
    };
  });
  const ends = routes.map((r) => r.end[1]);
  return {
    width: recvX + 30,
    height,
    sources,
    links,
    routes,
    receiver: {
      x: recvX,
      y1: Math.min(...ends, height / 2) - 10,
      y2: Math.max(...ends, height / 2) + 10,
    },
  };
}
