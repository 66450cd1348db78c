import type { TraceChunk } from '../../../engines/packet/measure/traces';
import type { PacketSummary } from '../../../engines/packet/summary';
import type { DumbbellFrame, FrameStats, TraceFrame, UtilizationPoint } from './protocol';

/** Flows whose cwnd is drawn: the first ten (one colour each, see colors.ts). */
export function defaultDrawnFlows(n: number): number[] {
  return Array.from({ length: Math.min(n, 10) }, (_, i) => i);
}

/**
 * The trace interval for a live view: eight samples per mean RTT, so that every window change
 * of congestion avoidance (one per RTT) is seen, clamped to [0.1 ms, 50 ms].
 */
export function traceIntervalFor(meanRtt: number): number {
  return Math.min(0.05, Math.max(1e-4, meanRtt / 8));
}

const finiteOr = (v: number, fallback: number) => (Number.isFinite(v) ? v : fallback);
const orNull = (v: number) => (Number.isFinite(v) ? v : null);

/**
 * Frame statistics from the engine's summary, the numbers unchanged (the lab shows what `npm run
 * sim` prints); only their containers change, and the per-flow NaNs of an empty measured window
 * become zeros (utilization null says the window is empty).
 */
export function toFrameStats(s: PacketSummary): FrameStats {
  const n = s.flows.length;
  const per = (pick: (k: number) => number) => {
    const out = new Float64Array(n);
    for (let k = 0; k < n; k++) out[k] = finiteOr(pick(k), 0);
    return out;
  };
  const g = s.signalGivenWindow;
  return {
    time: s.time,
    measuredTime: s.measuredTime,
    utilization: s.measuredTime > 0 ? orNull(s.utilization) : null,
    throughput: s.measuredTime > 0 ? orNull(s.throughput) : null,
    packets: s.packets,
    drops: s.drops,
    queueDrops: s.queueDrops,
    lossDrops: s.lossDrops,
    timeouts: s.timeouts,
    fastRetransmits: s.fastRetransmits,
    flowThroughput: per((k) => s.flows[k].throughput),
    flowCwnd: per((k) => s.flows[k].cwnd),
    flowDrops: per((k) => s.flows[k].drops),
    flowTimeouts: per((k) => s.flows[k].timeouts),
    flowFastRetransmits: per((k) => s.flows[k].fastRetransmits),
    syncCounts: Float64Array.from(s.sync.counts),
    syncEvents: s.sync.events,
    syncMeanM: s.sync.events > 0 ? orNull(s.sync.meanM) : null,
    signalW: Float64Array.from(g.w),
    signalHits: Float64Array.from(g.signalled),
    signalTotal: Float64Array.from(g.total),
  };
}

/** The running-utilization sample of a frame at simulated time `time` (null while unmeasured). */
export function utilizationPoint(stats: FrameStats, time: number): UtilizationPoint | null {
  return stats.utilization === null ? null : { time, value: stats.utilization };
}

/** Drops drained with no sample to travel with: they go with the next frame that has one. */
export interface CarriedDrops {
  t: number[];
  flow: number[];
}

/**
 * The drawn flows' columns of a drained chunk, with every flow's drops (null when it holds no
 * sample: its drops wait in `carried`).
 */
export function traceFrame(
  chunk: TraceChunk | null,
  drawn: Int32Array,
  carried: CarriedDrops = { t: [], flow: [] },
): TraceFrame | null {
  if (chunk !== null)
    for (let k = 0; k < chunk.dropT.length; k++) {
      carried.t.push(chunk.dropT[k]);
      carried.flow.push(chunk.dropFlow[k]);
    }
  if (chunk === null || chunk.t.length === 0) return null;
  const dropT = Float64Array.from(carried.t);
  const dropFlow = Int32Array.from(carried.flow);
  carried.t.length = 0;
  carried.flow.length = 0;
  const rows = chunk.t.length;
  const m = drawn.length;
  const cwnd = new Float64Array(rows * m);
  for (let k = 0; k < rows; k++)
    for (let j = 0; j < m; j++) cwnd[k * m + j] = chunk.cwnd[k * chunk.flows + drawn[j]];
  // the modules' values of the drawn flows only
  const all = chunk.internalColumns;
  const kept: number[] = [];
  const drawnSet = new Set(drawn);
  all.forEach((c, i) => {
    if (drawnSet.has(c.flow)) kept.push(i);
  });
  const width = kept.length;
  const internals = new Float64Array(rows * width);
  for (let k = 0; k < rows; k++)
    for (let j = 0; j < width; j++)
      internals[k * width + j] = chunk.internals[k * all.length + kept[j]];
  return {
    flows: drawn.slice(),
    t: chunk.t,
    cwnd,
    sum: chunk.sum,
    queue: chunk.queue,
    internalColumns: kept.map((i) => all[i]),
    internals,
    gap: chunk.overwritten > 0,
    dropT,
    dropFlow,
  };
}

/** Every typed array's buffer in a frame, once each: what Comlink.transfer moves. */
export function frameTransferables(frame: DumbbellFrame): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  const add = (a: { buffer: ArrayBufferLike }) => {
    if (a.buffer instanceof ArrayBuffer) out.add(a.buffer);
  };
  for (const s of frame.warmup ? [frame.stats, frame.warmup.stats] : [frame.stats])
    [
      s.flowThroughput,
      s.flowCwnd,
      s.flowDrops,
      s.flowTimeouts,
      s.flowFastRetransmits,
      s.syncCounts,
      s.signalW,
      s.signalHits,
      s.signalTotal,
    ].forEach(add);
  const t = frame.traces;
  if (t) [t.flows, t.t, t.cwnd, t.sum, t.queue, t.internals, t.dropT, t.dropFlow].forEach(add);
  return [...out];
}
