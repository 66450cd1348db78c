/**
 * Paper 000's Figs. 8-9 in numbers: whether the windows rise and fall together. Two measures,
 * computed the same way for the engine's run and for ns-2 2.35's traces (bench/ns2Sync.ts):
 * - the mean fraction of the N flows that lose a packet per congestion event, E[M]/N (Fig. 17's
 *   M, drops clumped by the sync gap): 1 when every flow is cut at every event, 1/N under (ONE);
 * - the range of Σ cwnd after the warm-up, its 5th and 95th percentiles: with synchronized
 *   windows the sum moves as one window does, from about β times its peak to the peak (with
 *   β = ½ a trough near half the peak); when one flow of N is cut per event the sum loses about
 *   (1 − β)/N of itself, and stays within a few per cent of its peak.
 */

/** The p-quantile (0 ≤ p ≤ 1) of the values, linear between order statistics (R's type 7). */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  return s[lo] + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]) - s[lo]);
}

export interface WindowSumRange {
  /** Σ cwnd's 5th and 95th percentiles over the samples at or after `from`, packets */
  low: number;
  high: number;
  /** low / high: near β (½) for synchronized windows, near 1 for one flow cut per event */
  ratio: number;
}

/** The range of the window sum sampled at `time` (s), after `from` (the warm-up). */
export function windowSumRange(
  time: readonly number[],
  sum: readonly number[],
  from: number,
): WindowSumRange {
  const after = sum.filter((_, k) => time[k] >= from);
  const low = quantile(after, 0.05);
  const high = quantile(after, 0.95);
  return { low, high, ratio: low / high };
}

/** E[M]/N: the mean fraction of the flows that lose a packet per congestion event. */
export const cutFraction = (sync: { meanM: number | null }, n: number): number =>
  sync.meanM === null ? NaN : sync.meanM / n;
