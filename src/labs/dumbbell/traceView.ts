import type { DumbbellScenario } from '../families/packet/scenario';
import { dumbbellTheory } from './theory';
import type { TraceFrame } from './worker/protocol';

/**
 * The trace charts' data for a visible time range: one polyline per drawn flow's cwnd, the sum of
 * all windows and the bottleneck's queue, as interleaved (t, y) arrays for the canvas layer. Pure:
 * the page only draws what this returns.
 */
export interface TraceView {
  flows: { flow: number; xy: Float64Array }[];
  sum: Float64Array;
  queue: Float64Array;
  /**
   * the drops in the range (Figs. 18-19): (t, flow number from 1) per drawn flow, then one more
   * entry (flow null) for the flows not drawn
   */
  drops: { flow: number | null; xy: Float64Array }[];
  /** drops in the range, all flows */
  dropCount: number;
  /** the largest value of each in the range (0 when empty), for the y axes */
  cwndMax: number;
  sumMax: number;
  queueMax: number;
}

/**
 * Calls `emit` for every sample in [x0, x1], the last one before and the first one after (so that
 * lines reach both edges of a chart), in time order.
 */
export function forEachSampleAround(
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
  emit: (chunk: TraceFrame, k: number) => void,
): void {
  let before: [TraceFrame, number] | null = null;
  for (const c of chunks) {
    const n = c.t.length;
    if (n === 0) continue;
    if (c.t[n - 1] < x0) {
      before = [c, n - 1];
      continue;
    }
    for (let k = 0; k < n; k++) {
      if (c.t[k] < x0) {
        before = [c, k];
        continue;
      }
      if (before) {
        emit(before[0], before[1]);
        before = null;
      }
      emit(c, k);
      if (c.t[k] > x1) return;
    }
  }
}

export function traceView(chunks: readonly TraceFrame[], x0: number, x1: number): TraceView {
  const drawn = chunks.at(-1)?.flows ?? new Int32Array(0);
  const m = drawn.length;
  const flows: number[][] = Array.from({ length: m }, () => []);
  const sum: number[] = [];
  const queue: number[] = [];
  const max = { cwnd: 0, sum: 0, queue: 0 };
  let emitted = false;
  const emit = (c: TraceFrame, k: number) => {
    const t = c.t[k];
    // samples were lost before this chunk: a NaN breaks every line there
    if (emitted && c.gap && k === 0) {
      for (const f of flows) f.push(t, NaN);
      sum.push(t, NaN);
      queue.push(t, NaN);
    }
    emitted = true;
    for (let j = 0; j < m; j++) {
      const w = c.cwnd[k * c.flows.length + j];
      flows[j].push(t, w);
      max.cwnd = Math.max(max.cwnd, w);
    }
    sum.push(t, c.sum[k]);
    queue.push(t, c.queue[k]);
    max.sum = Math.max(max.sum, c.sum[k]);
    max.queue = Math.max(max.queue, c.queue[k]);
  };
  forEachSampleAround(chunks, x0, x1, emit);
  const drops = dropsIn(chunks, drawn, x0, x1);
  return {
    flows: Array.from(drawn, (flow, j) => ({ flow, xy: Float64Array.from(flows[j]) })),
    drops: drops.series,
    dropCount: drops.count,
    sum: Float64Array.from(sum),
    queue: Float64Array.from(queue),
    cwndMax: max.cwnd,
    sumMax: max.sum,
    queueMax: max.queue,
  };
}

/** The chunks' drops in [x0, x1] as dots at (t, flow + 1): each drawn flow's, then the others'. */
function dropsIn(
  chunks: readonly TraceFrame[],
  drawn: Int32Array,
  x0: number,
  x1: number,
): { series: TraceView['drops']; count: number } {
  const slot = new Map<number, number>();
  drawn.forEach((f, j) => slot.set(f, j));
  const xy: number[][] = Array.from({ length: drawn.length + 1 }, () => []);
  let count = 0;
  for (const c of chunks)
    for (let k = 0; k < c.dropT.length; k++) {
      const t = c.dropT[k];
      if (t < x0 || t > x1) continue;
      const f = c.dropFlow[k];
      xy[slot.get(f) ?? drawn.length].push(t, f + 1);
      count++;
    }
  // dots need no order, but the canvas layer wants x never decreasing
  const sorted = (a: number[]) => {
    const idx = Array.from({ length: a.length / 2 }, (_, i) => i).sort(
      (p, q) => a[2 * p] - a[2 * q],
    );
    return Float64Array.from(idx.flatMap((i) => [a[2 * i], a[2 * i + 1]]));
  };
  const series: TraceView['drops'] = Array.from(drawn, (flow, j) => ({ flow, xy: sorted(xy[j]) }));
  series.push({ flow: null, xy: sorted(xy[drawn.length]) });
  return { series, count };
}

/**
 * How much simulated time the traces show: about six of one flow's sawteeth, at least 30 s. A
 * flow's window peaks near its share of the pipe (bandwidth-delay product plus buffer) and grows
 * one packet per RTT after halving, so a tooth lasts about half that many RTTs.
 */
export function liveWindow(s: DumbbellScenario): number {
  const { bdp } = dumbbellTheory(s);
  const meanRtt = s.rtt.reduce((a, b) => a + b, 0) / s.rtt.length / 1000;
  const queue = s.queue === 'threshold' ? s.th : s.buffer;
  const tooth = (0.5 * (bdp + queue) * meanRtt) / s.n;
  const w = 6 * tooth;
  return Math.min(600, Math.max(30, Number.isFinite(w) ? w : 30));
}

/** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten that is >= x. */
export function niceCeiling(x: number): number {
  if (!(x > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((k) => k * p >= x * (1 - 1e-12)) ?? 10;
  return step * p;
}
