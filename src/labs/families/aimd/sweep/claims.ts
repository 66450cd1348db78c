import type { PolicyName } from '../../../../engines/aimd/params';
import { intervalsWithin, onLine, type Finding } from '../../../kit/claim';
import type { SweepReport } from '../../../../sweep/output';
import type { ReadoutRow } from './readout';
import type { PointResult } from './results';

/**
 * What the "try this" claims of the AIMD model's sweeps read in the command line's report: a
 * point by its policy and swept values, Theorem 1 by hand, the readouts.
 */
export type AimdSweepReport = SweepReport<PointResult> & { readout: ReadoutRow[] };

/** Theorem 1 (eq. 5), written out again so that a claim does not check the code by itself. */
export const theorem1 = (n: number, beta: number) => 1 - 1 / (1 + (n * (1 + beta)) / (1 - beta));

export function pointAt(
  r: AimdSweepReport,
  policy: PolicyName,
  ...coords: number[]
): PointResult | undefined {
  return r.points.find((p) => p.policy === policy && coords.every((c, k) => p.coords[k] === c));
}

const label = (policy: string, coords: readonly number[]) => `${policy} at ${coords.join(', ')}`;

/** A point's utilization on a line (Theorem 1, eq. 6): a finding, failing if the point is missing. */
export function pointOnLine(
  r: AimdSweepReport,
  policy: PolicyName,
  coords: readonly number[],
  line: number,
): Finding {
  return onLine(label(policy, coords), pointAt(r, policy, ...coords)?.utilization, line);
}

/** Every utilization interval of the sweep inside [0, 1]. */
export const utilizationIntervals = (r: AimdSweepReport): Finding =>
  intervalsWithin(
    'utilization',
    r.points.map((p) => ({ at: label(p.policy, p.coords), ci95: p.utilization.ci95 })),
    0,
    1,
  );
