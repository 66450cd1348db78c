import { CHART_FG, CHART_MUTED, THEORY_COLOR } from '../../charts';
import { difference, fixed, sig } from '../../format/numbers';
import type { Domain, LineSeries, ReferenceLine, TooltipRow } from '../../charts';
import type { PolicyName } from '../../engines/aimd/params';
import { axisValues } from '../../sweep/axis';
import type { PointResult } from '../families/aimd/sweep/results';
import { theoryCurves, type TheoryCurve } from '../families/aimd/sweep/readout';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { POLICY_COLORS } from '../families/aimd/sweepUi/policies';
import { axisTitle, paddedDomain, paramSymbol } from '../families/aimd/sweepUi/axes';
import { seedRows } from '../kit/seeds';
import { unionDomain } from '../kit/sweep/pairRun';
import { seriesKeyOf, type SeriesKeyItem } from '../kit/sweep/seriesKey';

/**
 * Lab 2's charts from the sweep's results: one panel per value of the second axis (a family of
 * beta, say), in each the simulated points of every policy with their 95 % intervals, and the
 * theory over N (Theorem 1, eq. (6), MulTCP). Pure: the page only draws what this returns.
 */
export interface SocketsPanel {
  key: string;
  /** "β = 0.3" for a member of a family; null for the only panel */
  title: string | null;
  /**
   * the policies, then the theory curves (drawn over the points, so that a curve the points
   * confirm is still seen; never picked by the hover)
   */
  series: LineSeries[];
  references: ReferenceLine[];
}

/** An entry of the key shared by a family's panels (their own legends are off). */
export type KeyItem = SeriesKeyItem;

export interface SocketsView {
  xLabel: string;
  /** a family's shared key (empty for a single chart, whose legend is its own) */
  key: KeyItem[];
  xDomain: Domain;
  /**
   * from the theory curves (known before any point) and the points, with room below the lowest
   * (eq. (6) would sit on the frame), shared by a family's panels; null: automatic
   */
  yDomain: Domain | null;
  panels: SocketsPanel[];
}

/** What predicts a point of this policy: Theorem 1 or eq. (6), by name. */
export function theoryName(policy: PolicyName): string {
  return policy === 'synchronized' ? 'eq. (6)' : 'Theorem 1';
}

/**
 * The chart's subtitle: what the points are, and where each run's seed is (a replication replays
 * alone in the Loss-policies lab: its scenario at the point, with that seed).
 */
export const SWEEP_SUBTITLE =
  'Points: mean over replications with 95 % intervals; dashed: theory. Hover a point for its numbers and its runs’ seeds (each replays alone in the Loss-policies lab with seed=).';

/**
 * The tooltip rows a point adds to "N", "utilization" and "interval": theory and difference, the
 * replications and their seeds.
 */
export function pointRows(r: PointResult): TooltipRow[] {
  const rows: TooltipRow[] =
    r.theory === null
      ? [{ label: 'theory', value: 'none (several cuts per event)' }]
      : [
          { label: `theory (${theoryName(r.policy)})`, value: fixed(r.theory, 5) },
          { label: 'difference', value: difference(r.utilization.mean, r.theory) },
        ];
  rows.push(...seedRows(r.runs.map((x) => x.seed)));
  return rows;
}

/** A policy's points in one panel, sorted by x, with error bars and hover rows. */
export function policySeries(
  results: readonly PointResult[],
  policy: PolicyName,
  member: number | null,
): LineSeries {
  const mine = results
    .filter((r) => r.policy === policy && (member === null || r.coords[1] === member))
    .filter((r) => Number.isFinite(r.utilization.mean))
    .sort((a, b) => a.coords[0] - b.coords[0]);
  const points = new Float64Array(2 * mine.length);
  const errors = new Float64Array(2 * mine.length);
  mine.forEach((r, k) => {
    const m = r.utilization.mean;
    const ci = r.utilization.ci95;
    const ok = ci !== null && Number.isFinite(ci[0]) && Number.isFinite(ci[1]);
    points[2 * k] = r.coords[0];
    points[2 * k + 1] = m;
    errors[2 * k] = ok ? ci[0] : m;
    errors[2 * k + 1] = ok ? ci[1] : m;
  });
  return {
    id: `policy-${policy}${member === null ? '' : `-${member}`}`,
    label: policy,
    color: POLICY_COLORS[policy],
    points,
    errors,
    showPoints: true,
    width: 1.5,
    details: mine.map(pointRows),
  };
}

const interleave = (xs: readonly number[], ys: readonly number[]): Float64Array => {
  const out = new Float64Array(2 * xs.length);
  xs.forEach((x, k) => {
    out[2 * k] = x;
    out[2 * k + 1] = ys[k];
  });
  return out;
};

/**
 * eq. (6)'s line: in the foreground colour, since a dashed line in the theory colour is Theorem
 * 1's, which the legend names.
 */
export const EQ6_COLOR = CHART_FG;

/** Theorem 1 and MulTCP as curves over N; eq. (6) as a labelled line (EQ6_COLOR). */
export function theoryOverN(
  curve: TheoryCurve,
  short6 = false,
): {
  series: LineSeries[];
  references: ReferenceLine[];
} {
  return {
    series: [
      {
        id: `theorem1-${curve.beta}`,
        label: 'Theorem 1 (one flow cut per event)',
        color: THEORY_COLOR,
        points: interleave(curve.n, curve.theorem1),
        dashed: true,
        hoverable: false,
      },
      {
        id: `multcp-${curve.beta}`,
        label: 'MulTCP 1 − (1 − β)/(2N)',
        color: CHART_MUTED,
        points: interleave(curve.n, curve.multcp),
        dashed: true,
        hoverable: false,
      },
    ],
    references: [
      {
        y: curve.synchronized[0],
        color: EQ6_COLOR,
        label: short6
          ? `eq. (6): ${sig(curve.synchronized[0], 6)}`
          : `eq. (6), synchronized: (1 + β)/2 = ${sig(curve.synchronized[0], 6)}`,
      },
    ],
  };
}

/** Without n on the x axis: each policy's theory values at its points, dashed in its colour. */
function theoryAtPoints(
  series: LineSeries,
  results: readonly PointResult[],
  policy: PolicyName,
  member: number | null,
): LineSeries | null {
  const mine = results
    .filter(
      (r) =>
        r.policy === policy && r.theory !== null && (member === null || r.coords[1] === member),
    )
    .sort((a, b) => a.coords[0] - b.coords[0]);
  if (mine.length === 0) return null;
  return {
    id: `${series.id}-theory`,
    label: `${series.label}: ${theoryName(policy)}`,
    color: series.color,
    points: interleave(
      mine.map((r) => r.coords[0]),
      mine.map((r) => r.theory as number),
    ),
    dashed: true,
    hoverable: false,
  };
}

/** The y range shared by a family's panels: every point, interval and curve, to 0.05. */
export function sharedYDomain(panels: readonly SocketsPanel[]): Domain | null {
  let lo = Infinity;
  let hi = -Infinity;
  const take = (v: number) => {
    if (!Number.isFinite(v)) return;
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  };
  for (const p of panels) {
    for (const s of p.series) {
      for (let k = 1; k < s.points.length; k += 2) take(s.points[k]);
      if (s.errors) for (const v of s.errors) take(v);
    }
    for (const r of p.references) if (r.y !== undefined) take(r.y);
  }
  if (!(lo <= hi)) return null;
  const a = Math.max(0, Math.floor(lo * 20 - 0.25) / 20);
  const b = hi <= 1 ? 1 : Math.min(Math.ceil(hi * 20) / 20, 1.1);
  return [a, Math.max(b, a + 0.05)];
}

export function socketsView(spec: SweepSpec, results: readonly PointResult[]): SocketsView {
  const xAxis = spec.sweep;
  const xLabel = xAxis ? axisTitle(xAxis.param) : '';
  const xDomain = paddedDomain(xAxis ? axisValues(xAxis) : [0]);
  const members = spec.sweep2 ? axisValues(spec.sweep2) : [null];
  const curves = xAxis?.param === 'n' ? theoryCurves(spec) : [];
  const panels = members.map((member): SocketsPanel => {
    const data = spec.policies.map((p) => policySeries(results, p, member));
    const curve =
      spec.sweep2?.param === 'beta'
        ? (curves.find((c) => c.beta === member) ?? curves[0])
        : curves[0];
    const { series: theory, references } = curve
      ? theoryOverN(curve, members.length > 1)
      : {
          series: data
            .map((s, k) => theoryAtPoints(s, results, spec.policies[k], member))
            .filter((s): s is LineSeries => s !== null),
          references: [],
        };
    const title =
      member !== null && spec.sweep2
        ? `${paramSymbol(spec.sweep2.param)} = ${sig(member, 6)}`
        : null;
    return { key: String(member), title, series: [...data, ...theory], references };
  });
  const family = panels.length > 1;
  return {
    xLabel,
    key: family ? familyKey(panels[0]) : [],
    xDomain,
    yDomain: sharedYDomain(panels),
    panels,
  };
}

/** The key of a family: the first panel's series, and eq. (6) when it is drawn. */
export function familyKey(panel: SocketsPanel): KeyItem[] {
  const items = seriesKeyOf(panel.series);
  if (panel.references.length > 0)
    items.push({ label: 'eq. (6), synchronized: (1 + β)/2', color: EQ6_COLOR, dashed: true });
  return items;
}

/**
 * Compare mode: one y range for both sides' charts, so that equal heights mean equal
 * utilizations (null when the two sweeps have different x axes: nothing to line up).
 */
export function pairYDomain(
  a: SweepSpec,
  ra: readonly PointResult[],
  b: SweepSpec,
  rb: readonly PointResult[],
): Domain | null {
  if (a.sweep?.param !== b.sweep?.param) return null;
  return unionDomain(socketsView(a, ra).yDomain, socketsView(b, rb).yDomain);
}
