import type { SinglePathCc } from '../families/packet/ccModules';
import { forEachSampleAround } from './traceView';
import type { TraceFrame } from './worker/protocol';

/** The internals view's data (internalsView.ts) and the helpers its panels share. */

export interface InternalsSeries {
  id: string;
  label: string;
  color: string;
  /** interleaved t, y (NaN breaks the line) */
  points: Float64Array;
  dashed?: boolean;
  width?: number;
}

export interface InternalsPanel {
  id: string;
  module: SinglePathCc;
  title: string;
  subtitle: string;
  yLabel: string;
  series: InternalsSeries[];
  references: { y: number; label: string }[];
  /** the largest finite value drawn or referenced (0 when none) */
  yMax: number;
  /** no series has two finite points yet */
  empty: boolean;
  /** panels with the same row share one line of the page */
  row: string;
}

export type Column = { flow: number; name: string };
export const key = (flow: number, name: string) => `${flow}:${name}`;

/**
 * The samples of some columns in [x0, x1] with one on each side (as traceView), each as (t, y)
 * pairs; `cwnd` columns are the drawn flows' windows. `derive` sees every row from the first kept
 * one (CUBIC's epochs start before the range).
 */
interface Rows {
  t: number[];
  values: Map<string, number[]>;
}

export function rowsOf(
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
  wanted: Column[],
): Rows {
  const out: Rows = { t: [], values: new Map(wanted.map((c) => [key(c.flow, c.name), []])) };
  const targets = wanted.map((c) => out.values.get(key(c.flow, c.name)) as number[]);
  // where each wanted column sits in a chunk (-1: not there), looked up once per chunk
  let chunk: TraceFrame | null = null;
  let where: { cwnd: boolean; at: number }[] = [];
  let emitted = false;
  const emit = (c: TraceFrame, k: number) => {
    if (c !== chunk) {
      chunk = c;
      where = wanted.map((col) =>
        col.name === 'cwnd'
          ? { cwnd: true, at: c.flows.indexOf(col.flow) }
          : {
              cwnd: false,
              at: c.internalColumns.findIndex((x) => x.flow === col.flow && x.name === col.name),
            },
      );
    }
    if (emitted && c.gap && k === 0) {
      out.t.push(c.t[k]);
      for (const v of targets) v.push(NaN);
    }
    emitted = true;
    out.t.push(c.t[k]);
    const w = c.internalColumns.length;
    const m = c.flows.length;
    for (let i = 0; i < targets.length; i++) {
      const { cwnd, at } = where[i];
      targets[i].push(at < 0 ? NaN : cwnd ? c.cwnd[k * m + at] : c.internals[k * w + at]);
    }
  };
  forEachSampleAround(chunks, x0, x1, emit);
  return out;
}

export function pairs(t: readonly number[], y: readonly number[], scale = 1): Float64Array {
  const out = new Float64Array(2 * t.length);
  for (let k = 0; k < t.length; k++) {
    out[2 * k] = t[k];
    out[2 * k + 1] = y[k] * scale;
  }
  return out;
}

function finitePoints(xy: Float64Array): number {
  let n = 0;
  for (let k = 1; k < xy.length; k += 2) if (Number.isFinite(xy[k])) n++;
  return n;
}

export function panel(p: Omit<InternalsPanel, 'yMax' | 'empty'>): InternalsPanel {
  let yMax = 0;
  for (const s of p.series)
    for (let k = 1; k < s.points.length; k += 2)
      if (Number.isFinite(s.points[k]) && s.points[k] > yMax) yMax = s.points[k];
  for (const r of p.references) if (r.y > yMax) yMax = r.y;
  const empty = p.series.every((s) => finitePoints(s.points) < 2);
  return { ...p, yMax, empty };
}
