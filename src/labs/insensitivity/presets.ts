import type { PolicyName } from '../../engines/aimd/params';
import type { AimdSweepReport } from '../families/aimd/sweep/claims';
import {
  pointAt,
  pointOnLine,
  theorem1,
  utilizationIntervals,
} from '../families/aimd/sweep/claims';
import type { SweepPreset } from '../families/aimd/sweepUi/PresetLinks';
import type { Finding } from '../kit/claim';
import { atLeast, claim, inRange, less, onLine } from '../kit/claim';

const ONE_FLOW: readonly PolicyName[] = [
  'rate-proportional',
  'largest-rate',
  'rate-independent',
  'beatdown',
];

/**
 * Theorem 2 (N = 2, β = ½): E[X₁²]/c² per policy, as the paper gives it, except beatdown: the
 * exact path's 28/111 (Appendix E's sawtooth), where the paper's proof gives 1/3.
 */
const THEOREM2: Partial<Record<PolicyName, number>> = {
  'rate-independent': 5 / 24,
  'rate-proportional': 679 / 3396,
  'largest-rate': 4 / 21,
  beatdown: 28 / 111,
};

/** Class 1 (flows 1-2) over class 2 (flows 3-4) throughput at one σ (and β). */
const classRatio = (r: AimdSweepReport, sigma: number) => {
  const c = pointAt(r, 'rate-independent', sigma)?.detail?.classes;
  return c ? c[0].mean / c[1].mean : null;
};

/** Class 1's interval above class 2's, or below it: the classes split. */
const classesSplit = (r: AimdSweepReport, sigma: number, firstAbove: boolean): Finding => {
  const c = pointAt(r, 'rate-independent', sigma)?.detail?.classes;
  const [hi, lo] = firstAbove ? [c?.[0], c?.[1]] : [c?.[1], c?.[0]];
  return less(
    `σ = ${sigma}: class ${firstAbove ? 2 : 1}'s upper bound below class ${firstAbove ? 1 : 2}'s lower bound`,
    lo?.ci95?.[1],
    hi?.ci95?.[0],
  );
};

/**
 * Lab 3's "try this" links. Sweeps over σ are checked at some of their σ, which give exactly the
 * link's numbers there (a point's seeds hash its values).
 */
export const INSENSITIVITY_PRESETS: readonly SweepPreset[] = [
  {
    id: 'fig3',
    label: 'Fig. 3: Example 1, σ from 0.05 to 0.95',
    what: 'Four flows, flows 1–2 picked with probability σ/2 each: the classes split (the rarely picked class gets more), the aggregate stays on Theorem 1 (92.3 %).',
    query: 'lab=insensitivity',
    claim: claim({
      run: 'sweep=sigma:0.05,0.5,0.95',
      check: (r: AimdSweepReport) => [
        ...[0.05, 0.5, 0.95].map((s) => pointOnLine(r, 'rate-independent', [s], theorem1(4, 0.5))),
        classesSplit(r, 0.05, true),
        classesSplit(r, 0.95, false),
        utilizationIntervals(r),
      ],
    }),
  },
  {
    id: 'compare-n2',
    label: 'Policy comparison, N = 2 (Theorem 2)',
    what: 'All six policies on one scenario: the four one-flow policies share the mean 6/7, their second moments differ, each on Theorem 2 (5/24, 679/3396, 4/21; beatdown’s exact path 28/111, not the paper’s 1/3).',
    query: 'lab=insensitivity&n=2&sweep=none&policies=all',
    claim: claim({
      check: (r: AimdSweepReport) =>
        ONE_FLOW.flatMap((p) => [
          pointOnLine(r, p, [], theorem1(2, 0.5)),
          // Theorem 2 within 1 % (the mission's bar) or the replications' interval
          onLine(`${p}: E[X₁²]/c²`, pointAt(r, p)?.detail?.flow1SecondMoment, THEOREM2[p]!, 0.01),
        ]),
    }),
  },
  {
    id: 'compare-n10',
    label: 'Policy comparison, N = 10',
    what: 'With more flows the one-flow means move together towards 1 (Theorem 1: 96.8 %); the distributions still differ: flow 1’s second moment is 30 % higher under beatdown than under largest-rate.',
    query: 'lab=insensitivity&n=10&sweep=none&policies=all',
    claim: claim({
      check: (r: AimdSweepReport) => {
        const m = (p: PolicyName) => pointAt(r, p)?.detail?.flow1SecondMoment;
        return [
          ...ONE_FLOW.map((p) => pointOnLine(r, p, [], theorem1(10, 0.5))),
          less(
            'largest-rate’s E[x₁²] interval below beatdown’s',
            m('largest-rate')?.ci95?.[1],
            m('beatdown')?.ci95?.[0],
          ),
          atLeast(
            'beatdown’s E[x₁²] over largest-rate’s',
            (m('beatdown')?.mean ?? NaN) / (m('largest-rate')?.mean ?? NaN),
            1.2,
          ),
        ];
      },
    }),
  },
  {
    id: 'example1-beta08',
    label: 'Example 1 with β = 0.8',
    what: 'A gentler decrease: the classes split even more (at σ = 0.05 flows 1-2 get 13 times what flows 3-4 get, 8 times with β = ½), and the aggregate sits on a higher Theorem 1 line (97.3 %).',
    query: 'lab=insensitivity&beta=0.8',
    claim: claim({
      run: 'sweep=sigma:0.05,0.95',
      also: ['lab=insensitivity&sweep=sigma:0.05'],
      check: (r: AimdSweepReport, half: AimdSweepReport) => [
        ...[0.05, 0.95].map((s) => pointOnLine(r, 'rate-independent', [s], theorem1(4, 0.8))),
        inRange('σ = 0.05: class 1 over class 2, β = 0.8', classRatio(r, 0.05), 12, 14),
        inRange('σ = 0.05: class 1 over class 2, β = ½', classRatio(half, 0.05), 7, 9),
        classesSplit(r, 0.05, true),
        utilizationIntervals(r),
      ],
    }),
  },
];
