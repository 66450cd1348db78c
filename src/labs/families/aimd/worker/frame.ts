import type { AimdSummary } from '../../../../engines/aimd/statistics';
import type { AimdFrame, FrameStats, UtilizationPoint } from './protocol';

/**
 * Frame statistics from the engine's summary, unchanged except for their containers: the numbers
 * are the summary's own, so the lab shows exactly what `npm run sim` prints for the same scenario.
 * Per-flow nulls (the warm-up, when the measured window is empty) become zeros, as FrameStats says.
 */
export function toFrameStats(summary: AimdSummary): FrameStats {
  const n = summary.flows.length;
  const throughput = new Float64Array(n);
  const secondMoment = new Float64Array(n);
  const signals = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const f = summary.flows[i];
    throughput[i] = f.throughput ?? 0;
    secondMoment[i] = f.secondMoment ?? 0;
    signals[i] = f.signals;
  }
  return {
    measuredEvents: summary.measuredEvents,
    measuredTime: summary.measuredTime,
    utilization: summary.utilization,
    ci95: summary.utilizationCI95,
    aggregateSecondMoment: summary.aggregateSecondMoment,
    throughput,
    secondMoment,
    signals,
    aggregateHistogram: Float64Array.from(summary.histograms.aggregate),
    flow1Histogram: Float64Array.from(summary.histograms.flow1),
  };
}

/** The running-utilization sample of a frame taken at simulated time `time` (null in the warm-up). */
export function utilizationPoint(stats: FrameStats, time: number): UtilizationPoint | null {
  if (stats.utilization === null) return null;
  return {
    time,
    value: stats.utilization,
    lo: stats.ci95 ? stats.ci95[0] : null,
    hi: stats.ci95 ? stats.ci95[1] : null,
  };
}

/**
 * Every typed array's buffer in a frame, once each: what `Comlink.transfer` moves instead of
 * copying. A buffer listed twice would make postMessage throw, hence the set.
 */
export function frameTransferables(frame: AimdFrame): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  const add = (a: { buffer: ArrayBufferLike }) => {
    if (a.buffer instanceof ArrayBuffer) out.add(a.buffer);
  };
  for (const s of frame.warmup ? [frame.stats, frame.warmup.stats] : [frame.stats])
    [s.throughput, s.secondMoment, s.signals, s.aggregateHistogram, s.flow1Histogram].forEach(add);
  const t = frame.tail;
  if (t) {
    [t.flows, t.startRates].forEach(add);
    const e = t.events;
    [e.time, e.aggregateAfter, e.tagFlow, e.tagRate, e.tagSpan].forEach(add);
    const c = t.cuts;
    [c.event, c.time, c.flow, c.before, c.after, c.span].forEach(add);
  }
  return [...out];
}
