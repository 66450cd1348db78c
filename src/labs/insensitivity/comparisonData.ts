import type { HistogramSeries, ReferenceLine, TooltipRow } from '../../charts';
import { DASH, difference, estimateText, fixed } from '../../format/numbers';
import { ONE_FLOW_POLICIES, type PolicyName } from '../../engines/aimd/params';
import type { PointResult } from '../families/aimd/sweep/results';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { POLICY_COLORS } from '../families/aimd/sweepUi/policies';
import { seedList, seedRows, seedsText } from '../kit/seeds';

/**
 * The policy comparison (one scenario under several policies, `sweep=none`): the table of means,
 * second moments and Theorem 2, the bars and the overlaid histograms. Pure.
 */
export interface ComparisonRow {
  policy: PolicyName;
  color: string;
  utilization: string;
  theory: string;
  difference: string;
  aggregateM2: string;
  flow1M2: string;
  /** Theorem 2 as printed in the paper, and the exact value of the model's sawtooth */
  paper: string;
  exact: string;
  /** the simulated E[X1^2] minus the exact value (else the paper's) */
  theorem2Difference: string;
}

/** The fractions of Theorem 2 (N = 2, beta = 1/2), as the paper prints them and as they are. */
const PAPER_FRACTIONS: Partial<Record<PolicyName, string>> = {
  'rate-independent': '5/24',
  'rate-proportional': '679/3396',
  'largest-rate': '4/21',
  beatdown: '1/3',
};
const EXACT_FRACTIONS: Partial<Record<PolicyName, string>> = {
  ...PAPER_FRACTIONS,
  beatdown: '28/111',
};

const withFraction = (v: number | null | undefined, fraction: string | undefined, half: boolean) =>
  v === null || v === undefined
    ? DASH
    : half && fraction
      ? `${fraction} ≈ ${fixed(v, 5)}`
      : fixed(v, 5);

export function theoryText(r: PointResult): string {
  if (r.theory === null) return 'none: can cut several flows';
  return `${r.policy === 'synchronized' ? 'eq. (6)' : 'Theorem 1'}: ${fixed(r.theory, 5)}`;
}

export function comparisonRows(spec: SweepSpec, results: readonly PointResult[]): ComparisonRow[] {
  const half = spec.beta.length === 1 && spec.beta[0] === 0.5;
  return results.map((r) => {
    const d = r.detail;
    const t2 = d?.theorem2 ?? null;
    const reference = t2 ? (t2.exact ?? t2.paper) : null;
    return {
      policy: r.policy,
      color: POLICY_COLORS[r.policy],
      utilization: estimateText(r.utilization, 5),
      theory: theoryText(r),
      difference: difference(r.utilization.mean, r.theory),
      aggregateM2: fixed(d?.aggregateSecondMoment.mean, 5),
      flow1M2: estimateText(d?.flow1SecondMoment, 5),
      paper: withFraction(t2?.paper, PAPER_FRACTIONS[r.policy], half),
      exact: withFraction(t2?.exact, EXACT_FRACTIONS[r.policy], half),
      theorem2Difference: difference(d?.flow1SecondMoment.mean, reference),
    };
  });
}

/** Whether Theorem 2's columns have anything to say (N = 2, identical flows). */
export const hasTheorem2 = (results: readonly PointResult[]): boolean =>
  results.some((r) => r.detail?.theorem2 != null);

/** Category labels short enough for six bars side by side (the hover and the table say more). */
const BAR_LABELS: Record<PolicyName, string> = {
  'rate-proportional': 'rate-prop.',
  'largest-rate': 'largest-rate',
  'rate-independent': 'rate-indep.',
  beatdown: 'beatdown',
  synchronized: 'synchronized',
  independent: 'independent',
};

/**
 * The mean utilization per policy as bars, with Theorem 1 and eq. (6) as lines. Synchronized
 * comes last: its bar ends on the eq. (6) line, so that the line's label (at the right end)
 * sits on the background, not over another bar.
 */
export function utilizationBars(all: readonly PointResult[]): {
  categories: string[];
  values: number[];
  colors: string[];
  references: ReferenceLine[];
  /** each bar's hover rows: its replications and their seeds */
  details: TooltipRow[][];
} {
  const results = [
    ...all.filter((r) => r.policy !== 'synchronized'),
    ...all.filter((r) => r.policy === 'synchronized'),
  ];
  const references: ReferenceLine[] = [];
  const one = results.find((r) => ONE_FLOW_POLICIES.includes(r.policy) && r.theory !== null);
  if (one)
    references.push({ y: one.theory as number, label: `Theorem 1: ${fixed(one.theory, 5)}` });
  const sync = results.find((r) => r.policy === 'synchronized' && r.theory !== null);
  if (sync && (!one || Math.abs((sync.theory as number) - (one.theory as number)) > 1e-9))
    references.push({ y: sync.theory as number, label: `eq. (6): ${fixed(sync.theory, 5)}` });
  return {
    categories: results.map((r) => BAR_LABELS[r.policy]),
    values: results.map((r) => (Number.isFinite(r.utilization.mean) ? r.utilization.mean : NaN)),
    colors: results.map((r) => POLICY_COLORS[r.policy]),
    references,
    details: results.map((r) => seedRows(r.runs.map((x) => x.seed))),
  };
}

/**
 * The line under the table of means: how many replications each policy ran and on which seeds.
 * The seeds hash the point's swept values and the replication's number, not the policy, so the
 * policies run on the same seeds (common random numbers); each run replays alone in the
 * Loss-policies lab with its seed. Empty before the first point.
 */
export function seedsNote(results: readonly PointResult[]): string {
  const lists = results.filter((r) => r.runs.length > 0).map((r) => r.runs.map((x) => x.seed));
  if (lists.length === 0) return '';
  const replay = 'each replays alone in the Loss-policies lab with seed=';
  const same = lists.every((l) => seedList(l) === seedList(lists[0]));
  const k = lists[0].length;
  const reps = k === 1 ? 'One run per policy' : `${k} replications per policy`;
  if (same)
    return lists.length === 1
      ? `${reps}, ${seedsText(lists[0])} (${replay}).`
      : `${reps}, on the same ${seedsText(lists[0])} for every policy (${replay}).`;
  const each = results
    .filter((r) => r.runs.length > 0)
    .map((r) => `${r.policy}: ${seedList(r.runs.map((x) => x.seed))}`);
  return `Seeds per policy: ${each.join('; ')} (${replay}).`;
}

/** The time-stationary histograms of each policy, overlaid (outlines in the policies' colours). */
export function policyHistograms(
  results: readonly PointResult[],
  which: 'aggregate' | 'flow1',
): HistogramSeries[] {
  return results
    .filter((r) => r.detail !== null)
    .map((r) => ({
      id: `${which}-${r.policy}`,
      label: r.policy,
      color: POLICY_COLORS[r.policy],
      fractions: (r.detail as NonNullable<PointResult['detail']>).histograms[which],
      lo: 0,
      hi: 1,
      filled: false,
    }));
}

/**
 * The sentence under the bars: which policies share the mean and which do not, from the results
 * themselves (never "five": independent can cut several flows per event).
 */
export function meanSummary(results: readonly PointResult[]): string {
  const one = results.filter((r) => ONE_FLOW_POLICIES.includes(r.policy));
  const parts: string[] = [];
  if (one.length > 0) {
    const t = one[0].theory;
    const names =
      one.length === 1
        ? 'The one-flow policy'
        : `The ${one.length} policies that cut one flow per event`;
    parts.push(
      `${names} ${one.length === 1 ? 'reaches' : 'share'} the mean of Theorem 1${t === null ? '' : ` (${fixed(t, 5)})`}, whichever flow they cut.`,
    );
  }
  const sync = results.find((r) => r.policy === 'synchronized');
  if (sync && sync.theory !== null)
    parts.push(`Synchronized cuts every flow: eq. (6), ${fixed(sync.theory, 5)}.`);
  if (results.some((r) => r.policy === 'independent'))
    parts.push('Independent can cut several flows per event: no closed form for its mean.');
  return parts.join(' ');
}
