import { CHART_FG, flowColor } from '../../charts';
import { difference, fixed, percent, sig } from '../../format/numbers';
import type { Domain, LineSeries, ReferenceLine, TooltipRow } from '../../charts';
import type { PolicyName } from '../../engines/aimd/params';
import { axisValues } from '../../sweep/axis';
import type { Estimate, PointResult } from '../families/aimd/sweep/results';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { axisTitle, paddedDomain, paramSymbol } from '../families/aimd/sweepUi/axes';
import { POLICY_COLORS } from '../families/aimd/sweepUi/policies';
import { seedRows } from '../kit/seeds';

/**
 * Example 1 (Fig. 3) from the sweep's results: the two classes' throughputs and the aggregate
 * against the swept parameter (sigma), with Theorem 1's line. Pure: the page only draws it.
 */
export interface Example1View {
  xLabel: string;
  xDomain: Domain;
  series: LineSeries[];
  references: ReferenceLine[];
}

type Part = 'aggregate' | 'class1' | 'class2';

/** Class 1 takes flow 1's colour, class 2 flow N's first of the other half (flow 3 for N = 4). */
export const CLASS_COLORS: Record<Exclude<Part, 'aggregate'>, string> = {
  class1: flowColor(0),
  class2: flowColor(2),
};

export function classLabel(part: Exclude<Part, 'aggregate'>, n: number | null): string {
  if (n === null) return part === 'class1' ? 'class 1 (first ⌊N/2⌋ flows)' : 'class 2 (the others)';
  const k = Math.floor(n / 2);
  const range = (a: number, b: number) => (a === b ? `flow ${a}` : `flows ${a}–${b}`);
  return part === 'class1' ? `class 1 (${range(1, k)})` : `class 2 (${range(k + 1, n)})`;
}

const estimateOf = (r: PointResult, part: Part): Estimate | null =>
  part === 'aggregate' ? r.utilization : (r.detail?.classes[part === 'class1' ? 0 : 1] ?? null);

/** The chart's subtitle: what the points are, and where each run's seed is. */
export const EXAMPLE1_SUBTITLE =
  'Class throughputs and the aggregate (fractions of c), means with 95 % intervals. Hover a point for its numbers and its runs’ seeds (each replays alone in the Loss-policies lab with seed=).';

/**
 * The hover rows of one vertex: the theory and difference (aggregate), or the share (class); then
 * the point's replications and their seeds.
 */
export function example1Rows(r: PointResult, part: Part): TooltipRow[] {
  const seeds = seedRows(r.runs.map((x) => x.seed));
  if (part === 'aggregate')
    return r.theory === null
      ? [{ label: 'theory', value: 'none (several cuts per event)' }, ...seeds]
      : [
          { label: 'Theorem 1', value: fixed(r.theory, 5) },
          { label: 'difference', value: difference(r.utilization.mean, r.theory) },
          ...seeds,
        ];
  const e = estimateOf(r, part);
  const share = e && r.utilization.mean > 0 ? e.mean / r.utilization.mean : null;
  return [{ label: 'share of the aggregate', value: percent(share, 1) }, ...seeds];
}

function partSeries(
  spec: SweepSpec,
  results: readonly PointResult[],
  policy: PolicyName,
  member: number | null,
  part: Part,
): LineSeries {
  const mine = results
    .filter((r) => r.policy === policy && (member === null || r.coords[1] === member))
    .filter((r) => Number.isFinite(estimateOf(r, part)?.mean ?? Number.NaN))
    .sort((a, b) => a.coords[0] - b.coords[0]);
  const points = new Float64Array(2 * mine.length);
  const errors = new Float64Array(2 * mine.length);
  mine.forEach((r, k) => {
    const e = estimateOf(r, part) as Estimate;
    const ok = e.ci95 !== null && Number.isFinite(e.ci95[0]) && Number.isFinite(e.ci95[1]);
    points[2 * k] = r.coords[0];
    points[2 * k + 1] = e.mean;
    errors[2 * k] = ok ? (e.ci95 as [number, number])[0] : e.mean;
    errors[2 * k + 1] = ok ? (e.ci95 as [number, number])[1] : e.mean;
  });
  const several = spec.policies.length > 1 || spec.sweep2 !== null;
  const nFixed = spec.sweep?.param === 'n' || spec.sweep2?.param === 'n' ? null : spec.n;
  const name = part === 'aggregate' ? 'aggregate E[X]/c' : classLabel(part, nFixed);
  const prefix = [
    spec.policies.length > 1 ? policy : null,
    member !== null && spec.sweep2 ? `${paramSymbol(spec.sweep2.param)} = ${sig(member, 6)}` : null,
  ].filter((s) => s !== null);
  const color =
    part === 'aggregate' ? (several ? POLICY_COLORS[policy] : CHART_FG) : CLASS_COLORS[part];
  return {
    id: `${part}-${policy}-${member}`,
    label: prefix.length ? `${prefix.join(', ')}: ${name}` : name,
    color,
    points,
    errors,
    showPoints: true,
    width: part === 'aggregate' ? 2 : 1.5,
    details: mine.map((r) => example1Rows(r, part)),
  };
}

/** The one theory value of all the points, when they share one (Theorem 1 across sigma). */
export function commonTheory(results: readonly PointResult[]): number | null {
  let value: number | null = null;
  for (const r of results) {
    if (r.theory === null) return null;
    if (value === null) value = r.theory;
    else if (Math.abs(r.theory - value) > 1e-12) return null;
  }
  return value;
}

export function example1View(
  spec: SweepSpec,
  results: readonly PointResult[],
  marker: number | null,
): Example1View {
  const axis = spec.sweep;
  const members = spec.sweep2 ? axisValues(spec.sweep2) : [null];
  const series: LineSeries[] = [];
  for (const policy of spec.policies)
    for (const member of members)
      for (const part of ['class1', 'class2', 'aggregate'] as const)
        series.push(partSeries(spec, results, policy, member, part));
  const references: ReferenceLine[] = [];
  const theory = commonTheory(results);
  if (theory !== null) references.push({ y: theory, label: `Theorem 1: ${fixed(theory, 5)}` });
  if (marker !== null && axis?.param === 'sigma')
    references.push({
      x: marker,
      label: `σ = ${sig(marker, 6)} (live run)`,
      color: 'var(--muted)',
    });
  return {
    xLabel: axis ? axisTitle(axis.param) : '',
    xDomain: axis?.param === 'sigma' ? [0, 1] : paddedDomain(axis ? axisValues(axis) : [0]),
    series,
    references,
  };
}
