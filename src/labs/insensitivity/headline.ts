import { sig } from '../../format/numbers';
import type { HeadlineState } from '../../worker/headline';
import type { LabHeadline } from '../kit/contract';
import { finalFigure, reportPoints, type PointsByIndex } from '../families/aimd/sweep/headline';
import { enumeratePoints, runnableSweep } from '../families/aimd/sweep/plan';
import type { SweepSpec } from '../families/aimd/sweep/spec';

/**
 * Lab 3's claim is that the mean does not move: over σ (Example 1) the aggregate stays on Theorem
 * 1's line, and under every policy that cuts one flow per event the mean is the same. The
 * headline is the largest gap between a point's simulated utilization and its closed form
 * (Theorem 1, or eq. (6) for synchronized flows), relative to it, over the points that have one:
 * near zero, whatever σ or the policy. Final once every point is in.
 */
export function insensitivityHeadline(s: SweepSpec, byIndex: PointsByIndex): HeadlineState {
  const points = enumeratePoints(runnableSweep(s));
  let done = 0;
  let gap: number | null = null;
  for (const p of points) {
    const r = byIndex[p.index];
    if (!r) continue;
    done++;
    if (r.theory === null || !(r.theory > 0)) continue;
    const g = Math.abs(r.utilization.mean - r.theory) / r.theory;
    if (Number.isFinite(g)) gap = Math.max(gap ?? 0, g);
  }
  const final = done === points.length;
  const figure =
    gap !== null
      ? { value: gap, interval: null }
      : final
        ? { value: null, interval: null, text: 'no point has a closed form' }
        : null;
  return { figure, final, progress: points.length > 0 ? done / points.length : 1 };
}

/** What the points range over: "the 19 values of σ", "the 6 policies". */
function over(s: SweepSpec): string {
  const count = enumeratePoints(runnableSweep(s)).length;
  if (s.sweep === null) return `the ${count} policies`;
  const symbol = s.sweep.param === 'sigma' ? 'σ' : s.sweep.param === 'beta' ? 'β' : s.sweep.param;
  return `the ${count} points of the ${symbol} sweep`;
}

export const INSENSITIVITY_HEADLINE: LabHeadline<SweepSpec> = {
  label: (s) =>
    `Largest gap between the simulated utilization and its closed form (Theorem 1 or eq. (6)) over ${over(s)}`,
  format: (v) => `${sig(100 * v, 2)} %`,
  fromReport: (report, s) => finalFigure(insensitivityHeadline(s, reportPoints(report))),
};
