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
  return {
    flows: Array.from(drawn, (flow, j) => ({ flow, xy: Float64Array.from(flows[j]) })),
    sum: Float64Array.from(sum),
    queue: Float64Array.from(queue),
    cwndMax: max.cwnd,
    sumMax: max.sum,
    queueMax: max.queue,
  };
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
