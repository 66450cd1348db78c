import { studentTQuantile } from '../engines/common/studentT';

/** A mean over replications and its 95 % interval (null when there is none to give). */
export interface Estimate {
  mean: number;
  ci95: [number, number] | null;
}

/**
 * Student's t(0.975, df) to 10 significant digits. studentTQuantile is good to a few parts in
 * 1e8, and its last bits follow the engine's Math.exp: Node 20 and Chromium 156 differ in the
 * last bit for 44 of df = 1..999, which made the CSV's intervals differ between the CLI and the
 * browser. Rounded, each df up to 999 is at least 2,000 ulps from a rounding boundary: the same
 * number in every engine (tests/sweep/tQuantile.test.ts checks the margin).
 */
export function tQuantile975(df: number): number {
  return Number(studentTQuantile(0.975, df).toPrecision(10));
}

/** The values a quantity can take: a utilization [0, 1], a throughput [0, Infinity). */
export type Range = readonly [number, number];

/** Any real number: a quantity with no bound of its own. */
export const ANY: Range = [-Infinity, Infinity];
/** A fraction of the capacity, a share, a probability. */
export const FRACTION: Range = [0, 1];
/** A rate, a window, a count. */
export const NONNEGATIVE: Range = [0, Infinity];

/**
 * Combining replications: each run's statistic is exact for its own path, and the runs are
 * independent (their seeds are hashed apart), so the spread of the run means gives the
 * interval: mean +- t(0.975, r - 1) s / sqrt(r), Student's t with r - 1 degrees of freedom,
 * intersected with the quantity's `range`. The mean is inside the range, so cutting off what lies
 * outside it loses no coverage, and a few runs of a full link no longer read "utilization up to
 * 1.03" (nor a throughput from -2.6 Mbit/s). The interval always holds the mean (a packet
 * engine's utilization, counted as ns-2 counts departures, can pass 1 by a packet).
 */
export function acrossReps(values: readonly number[], range: Range = ANY): Estimate {
  const r = values.length;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / r;
  if (r < 2) return { mean, ci95: null };
  let ss = 0;
  for (const v of values) ss += (v - mean) * (v - mean);
  const half = tQuantile975(r - 1) * Math.sqrt(ss / (r - 1) / r);
  const low = Math.min(Math.max(mean - half, range[0]), mean);
  const high = Math.max(Math.min(mean + half, range[1]), mean);
  return { mean, ci95: [low, high] };
}

/** Element-wise mean of equal-length arrays (histograms over replications). */
export function meanArrays(arrays: readonly (readonly number[])[]): number[] {
  const out = new Array<number>(arrays[0]?.length ?? 0).fill(0);
  for (const a of arrays) for (let k = 0; k < out.length; k++) out[k] += a[k] / arrays.length;
  return out;
}
