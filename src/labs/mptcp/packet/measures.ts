import { convergenceTime } from '../../../engines/fluid/metrics';
import { RESPONSIVENESS_TIMING } from '../../../engines/fluid/presets';
import { binEnd, THROUGHPUT_BIN, type WindowRun } from './windowRun';

/**
 * What the lab reads off a window-level run besides the engine's summary: Table IV's convergence
 * time and single-path throughput from the per-bin throughput, and the MP-TCP source's throughput
 * against one TCP's (RFC 6356's goal) with a batch-means interval.
 */

export interface PacketResponsiveness {
  /** footnote 2, as the fluid lab computes it, on 1 s bins: s after 80 s, null when never (one run) */
  convergenceTime: number | null;
  /** average of the watched route over the last 10 s, Mbit/s */
  finalAverage: number;
  /** the bin, s */
  resolution: number;
  /** mean single-path throughput over [40 s, 80 s), Mbit/s */
  spAverage: number;
}

/**
 * Convergence after the single-path flows leave (80 s) of the MP-TCP traffic that shared their
 * links (the watched flows' throughput summed: one flow's per-second throughput on a shared link
 * fluctuates by more than 10 % forever, their sum settles); and the single-path sources' mean over
 * [40 s, 80 s). With one watched flow (Table IV) this is the fluid lab's measure on 1 s bins.
 */
export function responsivenessOf(
  run: WindowRun,
  watched: readonly number[],
  singleFlows: readonly number[],
): PacketResponsiveness {
  const { spStartS: from, spStopS: to } = RESPONSIVENESS_TIMING;
  const bins = run.binsDone;
  const t = Array.from({ length: bins }, (_, b) => binEnd(b));
  const v = t.map((_, b) => watched.reduce((a, f) => a + run.rate(b, f), 0));
  const ct = convergenceTime(t, v, to);
  let sum = 0;
  let count = 0;
  for (let b = 0; b < bins; b++)
    if (binEnd(b) > from && binEnd(b) <= to) {
      for (const f of singleFlows) sum += run.rate(b, f);
      count++;
    }
  return {
    convergenceTime: watched.length > 0 && bins > 0 ? ct.time : null,
    finalAverage: ct.finalAverage,
    resolution: THROUGHPUT_BIN,
    spAverage: count > 0 && singleFlows.length > 0 ? sum / count / singleFlows.length : NaN,
  };
}

/** Student's t, 97.5 % quantile, for batches − 1 degrees of freedom (10 batches: 9). */
const T975_9 = 2.262;
export const RATIO_BATCHES = 10;

export interface TcpRatio {
  /** mean MP-TCP source throughput / mean single-path throughput, from the bins after the warm-up */
  ratio: number;
  /** 95 % interval from RATIO_BATCHES batch means (a ratio estimator) */
  lo: number;
  hi: number;
  batches: number;
}

/**
 * How much an MP-TCP source takes against one TCP flow (RFC 6356's goal: no more than one TCP on
 * a shared bottleneck): the ratio of the mean MP-TCP source's throughput to the mean single-path
 * source's, with a 95 % batch-means interval; null without both kinds or with under 20 bins.
 */
export function tcpRatioOf(
  run: WindowRun,
  mpFlows: readonly number[][],
  spFlows: readonly number[][],
): TcpRatio | null {
  const first = Math.ceil(run.setup.warmup / THROUGHPUT_BIN - 1e-9);
  const bins = run.binsDone - first;
  if (mpFlows.length === 0 || spFlows.length === 0 || bins < 2 * RATIO_BATCHES) return null;
  const size = Math.floor(bins / RATIO_BATCHES);
  const mean = (groups: readonly number[][], b: number) =>
    groups.reduce((a, fl) => a + fl.reduce((x, f) => x + run.rate(b, f), 0), 0) / groups.length;
  const mp = new Float64Array(RATIO_BATCHES);
  const sp = new Float64Array(RATIO_BATCHES);
  for (let k = 0; k < RATIO_BATCHES; k++)
    for (let b = first + k * size; b < first + (k + 1) * size; b++) {
      mp[k] += mean(mpFlows, b);
      sp[k] += mean(spFlows, b);
    }
  const sum = (a: Float64Array) => a.reduce((x, y) => x + y, 0);
  const ratio = sum(mp) / sum(sp);
  const spMean = sum(sp) / RATIO_BATCHES;
  const d = Array.from(mp, (m, k) => (m - ratio * sp[k]) / spMean);
  const dm = d.reduce((a, b) => a + b, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, b) => a + (b - dm) ** 2, 0) / (d.length - 1));
  const half = (T975_9 * sd) / Math.sqrt(RATIO_BATCHES);
  // a ratio of throughputs is never negative: the interval stops at 0 (net=responsiveness, where
  // the sources come and go, read a lower end below 0)
  return { ratio, lo: Math.max(0, ratio - half), hi: ratio + half, batches: RATIO_BATCHES };
}
