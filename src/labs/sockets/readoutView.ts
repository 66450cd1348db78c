import type { PointResult } from '../families/aimd/sweep/results';
import { smallestNReadout, type ReadoutRow } from '../families/aimd/sweep/readout';
import { axisValues } from '../../sweep/axis';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { percent, sig } from '../../format/numbers';
import { paramSymbol } from '../families/aimd/sweepUi/axes';
import { theoryName } from './socketsData';

/**
 * The lecture question, "the smallest N reaching 90 % (95 %) utilization", as table rows: from
 * theory (Theorem 1, eq. (6)), from MulTCP, and from the simulated points (the smallest swept N
 * whose 95 % interval reaches the target).
 */
export interface ReadoutLine {
  key: string;
  policy: string;
  /** the family member ("β = 0.3"), empty without a second axis */
  member: string;
  target: string;
  theory: string;
  multcp: string;
  simulated: string;
  /** the simulated answer agrees with theory (both found and equal) */
  agrees: boolean;
}

export function theoryText(r: ReadoutRow, beta: number): string {
  if (!r.theoryApplies) return 'no closed form';
  if (r.theory === null)
    return r.policy === 'synchronized' ? `never (eq. (6): ${percent((1 + beta) / 2, 1)})` : 'never';
  return `${r.theory} (${theoryName(r.policy)})`;
}

export function simulatedText(r: ReadoutRow, nMax: number): string {
  if (r.simulated !== null) return r.complete ? String(r.simulated) : '…';
  return r.complete ? `not up to N = ${nMax}` : '…';
}

export function readoutLines(
  spec: SweepSpec,
  byIndex: readonly (PointResult | undefined)[],
): ReadoutLine[] {
  const nAxis = [spec.sweep, spec.sweep2].find((a) => a?.param === 'n');
  if (!nAxis) return [];
  const nMax = Math.max(...axisValues(nAxis));
  const other = spec.sweep?.param === 'n' ? spec.sweep2 : spec.sweep;
  return smallestNReadout(spec, byIndex).map((r) => ({
    key: `${r.policy}|${r.series}|${r.target}`,
    policy: r.policy,
    member: r.series !== null && other ? `${paramSymbol(other.param)} = ${sig(r.series, 6)}` : '',
    target: percent(r.target, 0),
    theory: theoryText(r, other?.param === 'beta' && r.series !== null ? r.series : spec.beta[0]),
    multcp: r.multcp === null ? 'never' : String(r.multcp),
    simulated: simulatedText(r, nMax),
    agrees: r.complete && r.simulated !== null && r.simulated === r.theory,
  }));
}
