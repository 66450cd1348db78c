import type { RttStats, Series } from '../types';

/**
 * The summaries every text reader makes of its samples, in one place so that they agree: RTT
 * statistics over the samples, the time-weighted mean of a window, throughput in Mbit/s.
 */

/** min / mean / max of RTT samples in ms; null when there is none. */
export function rttStats(values: readonly number[]): RttStats | null {
  if (values.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
    sum += v;
  }
  return { min, mean: sum / values.length, max, samples: values.length };
}

/**
 * The mean of a sampled value over time. With `weights` (iperf3: each interval's length), the
 * weighted mean. Without, each sample holds until the next one (a step function, as cwnd does
 * between two looks at it), so the last sample has no weight; when all samples share one time
 * (one sample), their plain mean.
 */
export function timeWeightedMean(series: Series, weights?: readonly number[]): number | null {
  const { t, v } = series;
  if (v.length === 0) return null;
  let sum = 0;
  let total = 0;
  for (let k = 0; k < v.length; k++) {
    const w = weights ? weights[k] : k + 1 < v.length ? t[k + 1] - t[k] : 0;
    if (w > 0) {
      sum += v[k] * w;
      total += w;
    }
  }
  if (total > 0) return sum / total;
  return v.reduce((a, b) => a + b, 0) / v.length;
}

/** bytes over seconds, in Mbit/s; 0 over no time. */
export function mbps(bytes: number, seconds: number): number {
  return seconds > 0 ? (bytes * 8) / seconds / 1e6 : 0;
}

export const emptySeries = (): Series => ({ t: [], v: [] });

/** A finite number, or undefined (JSON's text may hold anything). */
export function finite(x: unknown): number | undefined {
  return typeof x === 'number' && Number.isFinite(x) ? x : undefined;
}
