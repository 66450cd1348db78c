import { OKABE_ITO, flowColor } from '../../charts/palette';
import type { AlgorithmSpec } from '../../engines/fluid/algorithms';
import { defaultRttMs, type Network } from '../../engines/fluid/network';

/**
 * Sources that are copies of each other (same algorithm, routes, RTTs, start and stop) start from
 * the same state and follow the same trajectory, so the picture, the charts and the totals show
 * each group once ("mp ×5"). The report and the CSV still list every source.
 */
export interface SourceGroup {
  /** indices into Network.sources, in order */
  members: number[];
  /** the members' common name, e.g. "mp" for mp1 … mp5 */
  label: string;
  algorithm: AlgorithmSpec;
  multipath: boolean;
  routes: { links: number[]; rttMs: number }[];
  startS: number;
  stopS: number;
}

/** One drawn route: a route of a group, with its colour and the flat route index of each member. */
export interface RouteClass {
  group: number;
  /** 0-based route index within the source */
  route: number;
  /** flat route indices (as in the compiled network) of every member's copy of this route */
  flat: number[];
  color: string;
  label: string;
}

const keyOf = (net: Network, i: number): string => {
  const s = net.sources[i];
  return JSON.stringify([
    s.algorithm,
    s.routes.map((r) => [r.links, r.rttMs ?? defaultRttMs(net, r)]),
    s.startS ?? 0,
    s.stopS ?? null,
  ]);
};

/** "mp1", "mp2" → "mp"; "s1-1", "s1-2" → "s1"; otherwise the common prefix or the first id. */
export function commonLabel(ids: readonly string[]): string {
  if (ids.length === 1) return ids[0];
  let prefix = ids[0];
  for (const id of ids) while (!id.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const trimmed = prefix.replace(/[-_.]?\d*$/, '').replace(/[-_.]$/, '');
  return trimmed === '' ? ids[0] : trimmed;
}

export function sourceGroups(net: Network): SourceGroup[] {
  const byKey = new Map<string, number[]>();
  net.sources.forEach((_, i) => {
    const k = keyOf(net, i);
    const list = byKey.get(k);
    if (list) list.push(i);
    else byKey.set(k, [i]);
  });
  return [...byKey.values()].map((members) => {
    const s = net.sources[members[0]];
    return {
      members,
      label: commonLabel(members.map((i) => net.sources[i].id)),
      algorithm: s.algorithm,
      multipath: s.algorithm.name !== 'tcp',
      routes: s.routes.map((r) => ({ links: r.links, rttMs: r.rttMs ?? defaultRttMs(net, r) })),
      startS: s.startS ?? 0,
      stopS: s.stopS ?? Infinity,
    };
  });
}

/** Flat route index of the first route of every source. */
export function routeOffsets(net: Network): number[] {
  const out: number[] = [];
  let r = 0;
  for (const s of net.sources) {
    out.push(r);
    r += s.routes.length;
  }
  return out;
}

/** "mp ×5" or "sp" */
export const groupName = (g: SourceGroup): string =>
  g.members.length > 1 ? `${g.label} ×${g.members.length}` : g.label;

/** Every group's routes in order, coloured with the palette (the picture and the charts agree). */
export function routeClasses(net: Network, groups: readonly SourceGroup[]): RouteClass[] {
  const offsets = routeOffsets(net);
  const out: RouteClass[] = [];
  groups.forEach((g, gi) =>
    g.routes.forEach((r, j) => {
      const links = r.links.map((l) => net.links[l]?.id ?? `#${l + 1}`).join('→');
      out.push({
        group: gi,
        route: j,
        flat: g.members.map((m) => offsets[m] + j),
        color: flowColor(out.length),
        label:
          g.routes.length > 1 ? `${g.label} route ${j + 1} (${links})` : `${g.label} (${links})`,
      });
    }),
  );
  return out;
}

/** Link colours for the prices chart and the picture: from the other end of the palette. */
const LINK_COLORS = [
  OKABE_ITO.blue,
  OKABE_ITO.vermillion,
  OKABE_ITO.reddishPurple,
  OKABE_ITO.grey,
  OKABE_ITO.bluishGreen,
  OKABE_ITO.skyBlue,
  OKABE_ITO.orange,
];
export const linkColor = (l: number): string => LINK_COLORS[l % LINK_COLORS.length];

/** The load of each link (the sum of the rates of the routes through it), rates in flat order. */
export function linkLoads(net: Network, x: ArrayLike<number>): Float64Array {
  const load = new Float64Array(net.links.length);
  let r = 0;
  for (const s of net.sources)
    for (const route of s.routes) {
      for (const l of route.links) load[l] += x[r];
      r++;
    }
  return load;
}

/** Whether every MP-TCP source's routes have the same RTT (Sec. IV's orderings assume it). */
export const equalRtts = (groups: readonly SourceGroup[]): boolean =>
  groups.every((g) => !g.multipath || g.routes.every((r) => r.rttMs === g.routes[0].rttMs));
