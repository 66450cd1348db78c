import { flowColor } from '../../charts/palette';
import type { FairnessNetwork } from '../../engines/models/fairness';

/**
 * The fairness network's picture as geometry (SVG user units): one column per link (its name and
 * capacity on top, its price under the weighted allocation below), one row per flow, and each
 * flow's route as thick bars over the columns of its links joined by a thin line (a route that
 * skips a link passes over it thin). It is the link-by-flow incidence matrix drawn: which flows
 * meet on which link is what every allocation depends on.
 */
export interface PictureRow {
  id: string;
  label: string;
  color: string;
  y: number;
  /** the thin line from the first to the last of its columns */
  span: [number, number];
  bars: { x: number; w: number }[];
}

export interface PictureColumn {
  id: string;
  x: number;
  w: number;
  capacity: string;
}

export interface PictureLayout {
  width: number;
  height: number;
  top: number;
  bottom: number;
  rows: PictureRow[];
  columns: PictureColumn[];
  labelW: number;
  rowH: number;
}

const LABEL_W = 96;
const COL_W = 88;
const GAP = 8;
const ROW_H = 24;
const HEAD = 44;
const FOOT = 26;
const RIGHT = 112;

export function pictureLayout(net: FairnessNetwork): PictureLayout {
  const columns = net.links.map((l, k) => ({
    id: l.id,
    x: LABEL_W + k * COL_W + GAP / 2,
    w: COL_W - GAP,
    capacity: `${Number(l.capacityMbps.toPrecision(4))} Mbit/s`,
  }));
  const rows = net.flows.map((f, i): PictureRow => {
    const cols = [...f.links].sort((a, b) => a - b);
    const first = columns[cols[0]];
    const last = columns[cols[cols.length - 1]];
    return {
      id: f.id,
      label: `${f.id} · N = ${Number((f.weight ?? 1).toPrecision(4))}`,
      color: flowColor(i),
      y: HEAD + i * ROW_H + ROW_H / 2,
      span: [first.x, last.x + last.w],
      bars: cols.map((l) => ({ x: columns[l].x, w: columns[l].w })),
    };
  });
  const bottom = HEAD + net.flows.length * ROW_H;
  return {
    width: LABEL_W + net.links.length * COL_W + RIGHT,
    height: bottom + FOOT,
    top: HEAD,
    bottom,
    rows,
    columns,
    labelW: LABEL_W,
    rowH: ROW_H,
  };
}
