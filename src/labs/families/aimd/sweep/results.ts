import type { PolicyName } from '../../../../engines/aimd/params';

/**
 * What a sweep produces per point: exact statistics of each replication (the engine's), combined
 * across replications. Plain data (structured-clone friendly): it crosses worker boundaries as is.
 */

import type { Estimate } from '../../../../sweep/aggregate';

export type { Estimate };

export interface RunResult {
  /** the replication's seed: `lab=aimd&...&seed=<it>` replays the run in the Loss-policies lab */
  seed: number;
  utilization: number;
}

/** Lab 3's extra results per point. */
export interface PointDetail {
  /** class throughputs / c: flows 1..floor(N/2), then the rest (Example 1's two classes) */
  classes: [Estimate, Estimate];
  /** time average of (X/c)^2, X the aggregate rate */
  aggregateSecondMoment: Estimate;
  /** time average of (x_1/c)^2 */
  flow1SecondMoment: Estimate;
  /** time-stationary distributions over [0, c] (fractions of time per bin), averaged over reps */
  histograms: { bins: number; aggregate: number[]; flow1: number[] };
  /** Theorem 2's E[X_1^2]/c^2 where it applies (N = 2, identical flows): the paper's, the exact */
  theorem2: { paper: number | null; exact: number | null } | null;
}

export interface PointResult {
  index: number;
  policy: PolicyName;
  /** the swept values, one per axis */
  coords: number[];
  /** time-average utilization E[X]/c; the interval is across replications (reps >= 2) or, with
   * one replication, the run's own batch-means interval */
  utilization: Estimate;
  /** Theorem 1 (one flow cut per event) or eq. (6) (synchronized); null where neither applies */
  theory: number | null;
  runs: RunResult[];
  /** only for a lab whose sweep asks for it (SweepSpec.detail: Lab 3) */
  detail: PointDetail | null;
}
