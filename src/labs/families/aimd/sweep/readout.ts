import type { PolicyName } from '../../../../engines/aimd/params';
import { multcp, synchronizedUtilization, theorem1 } from '../../../../engines/aimd/theory';
import { theoryOf } from '../report';
import { axisValues } from '../../../../sweep/axis';
import { sweepAxes } from '../../../../sweep/plan';
import { enumeratePoints, pointScenario, type SweepPoint } from './plan';
import type { PointResult } from './results';
import type { SweepSpec } from './spec';

/**
 * Lab 2's readouts: the theory curves over N and "the smallest N reaching 90 % (95 %)
 * utilization", from theory and from the simulated points. Both need n to be swept.
 */

/** Smallest integer N >= 1 with f(N) >= target, f non-decreasing; null if none up to 2^30. */
export function smallestN(f: (n: number) => number, target: number): number | null {
  const reaches = (n: number) => f(n) >= target - 1e-12; // closed forms: 1 - 1/10 is 0.9
  if (reaches(1)) return 1;
  let lo = 1;
  let hi = 2;
  while (!reaches(hi)) {
    if (hi >= 2 ** 30) return null;
    lo = hi;
    hi *= 2;
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (reaches(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

export interface TheoryCurve {
  beta: number;
  /** the N of the curve: every integer of the swept span (or the swept values, when very wide) */
  n: number[];
  /** Theorem 1, eq. (5): one flow cut per congestion event */
  theorem1: number[];
  /** eq. (6): every flow cut at every event */
  synchronized: number[];
  /** MulTCP(N) as one AIMD flow: 1 - (1 - beta)/(2N) */
  multcp: number[];
}

const nAxisIndex = (s: SweepSpec) => sweepAxes(s).findIndex((a) => a.param === 'n');

export function theoryCurves(s: SweepSpec): TheoryCurve[] {
  const axes = sweepAxes(s);
  const k = nAxisIndex(s);
  if (k < 0) return [];
  const swept = axisValues(axes[k]);
  const lo = Math.min(...swept);
  const hi = Math.max(...swept);
  const ns = hi - lo <= 2000 ? Array.from({ length: hi - lo + 1 }, (_, j) => lo + j) : swept;
  const betaAxis = axes.find((a) => a.param === 'beta');
  const betas = betaAxis ? axisValues(betaAxis) : [s.beta[0]];
  return betas.map((beta) => ({
    beta,
    n: ns,
    theorem1: ns.map((n) => theorem1(n, beta)),
    synchronized: ns.map(() => synchronizedUtilization(beta)),
    multcp: ns.map((n) => multcp(n, beta)),
  }));
}

export interface ReadoutRow {
  policy: PolicyName;
  /** the other axis's value for this series (e.g. beta), null with n as the only axis */
  series: number | null;
  target: number;
  /** whether a closed form predicts this series (Theorem 1, or eq. (6) for synchronized) */
  theoryApplies: boolean;
  /** smallest N reaching the target in theory; null when it never does (or no theory applies) */
  theory: number | null;
  /** the same for MulTCP(N): 1 - (1 - beta)/(2N) */
  multcp: number | null;
  /**
   * smallest swept N not significantly below the target: its 95 % interval reaches it (its mean,
   * without an interval). Where theory hits the target exactly (N = 3 for 90 % at beta = 1/2),
   * half the simulated means fall just below it; the interval says the point is on target.
   * null if no swept N does (yet).
   */
  simulated: number | null;
  /** false while a point that could change `simulated` has not completed */
  complete: boolean;
}

/**
 * The readout for each series (policy, and the other axis's value) and each target. `results`
 * may be partial (a running sweep): indexed by point index, missing points undefined.
 */
export function smallestNReadout(
  s: SweepSpec,
  results: readonly (PointResult | undefined)[],
  targets: readonly number[] = [0.9, 0.95],
): ReadoutRow[] {
  const k = nAxisIndex(s);
  if (k < 0) return [];
  const series = new Map<string, SweepPoint[]>();
  for (const p of enumeratePoints(s)) {
    const other = p.coords.length > 1 ? p.coords[1 - k] : null;
    const key = `${p.series}|${other}`;
    series.set(key, [...(series.get(key) ?? []), p]);
  }
  const rows: ReadoutRow[] = [];
  for (const points of series.values()) {
    const sorted = [...points].sort((a, b) => a.coords[k] - b.coords[k]);
    const probe = pointScenario(s, {
      ...sorted[0],
      coords: sorted[0].coords.map((v, j) => (j === k ? 2 : v)),
    });
    const t = theoryOf(probe);
    const beta = probe.beta[0];
    for (const target of targets) {
      let simulated: number | null = null;
      let complete = true;
      for (const p of sorted) {
        const r = results[p.index];
        if (!r) complete = false;
        // (rounding tolerance: a deterministic run at exactly the target, e.g. synchronized
        // flows with beta = 0.8 at 90 %, gives 0.8999999999983 with a zero-width interval)
        else if ((r.utilization.ci95?.[1] ?? r.utilization.mean) >= target - 1e-9) {
          simulated = p.coords[k];
          break;
        }
      }
      const theory = t.theorem1.applies
        ? smallestN((n) => theorem1(n, beta), target)
        : t.synchronized.applies
          ? smallestN(() => synchronizedUtilization(beta), target)
          : null;
      rows.push({
        policy: sorted[0].series,
        series: sorted[0].coords.length > 1 ? sorted[0].coords[1 - k] : null,
        target,
        theoryApplies: t.theorem1.applies || t.synchronized.applies,
        theory,
        multcp: t.multcp.applies ? smallestN((n) => multcp(n, beta), target) : null,
        simulated,
        complete,
      });
    }
  }
  return rows;
}
