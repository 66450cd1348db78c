import type { AimdSweepReport } from '../families/aimd/sweep/claims';
import {
  pointAt,
  pointOnLine,
  theorem1,
  utilizationIntervals,
} from '../families/aimd/sweep/claims';
import type { SweepPreset } from '../families/aimd/sweepUi/PresetLinks';
import { claim, inRange, near } from '../kit/claim';

/** The smallest N whose Theorem 1 reaches 90 %, by hand: N(1+β)/(1−β) ≥ 9. */
const nFor90 = (beta: number) => Math.ceil((9 * (1 - beta)) / (1 + beta) - 1e-12);

/**
 * Lab 2's "try this" links: the paper's figures, one sweep URL each. Each claim is checked on some
 * of the sweep's N, which give exactly the link's numbers there (a point's seeds hash its values).
 */
export const SOCKETS_PRESETS: readonly SweepPreset[] = [
  {
    id: 'fig2',
    label: 'Fig. 2: utilization vs N, β = ½',
    what: 'One flow cut per event climbs as 1 − 1/(1 + 3N): 90 % at N = 3. Synchronized flows stay at 75 % whatever N.',
    query: 'lab=sockets&beta=0.5',
    claim: claim({
      run: 'sweep=n:1,2,3,20',
      check: (r: AimdSweepReport) => [
        ...[1, 2, 3, 20].map((n) => pointOnLine(r, 'rate-proportional', [n], theorem1(n, 0.5))),
        ...[1, 2, 3, 20].map((n) => pointOnLine(r, 'synchronized', [n], 0.75)),
        near(
          'smallest N reaching 90 %, simulated',
          r.readout.find((x) => x.policy === 'rate-proportional' && x.target === 0.9)?.simulated,
          3,
          0,
        ),
        utilizationIntervals(r),
      ],
    }),
  },
  {
    id: 'beta-family',
    label: 'A family of β: 0.3, 0.5, 0.8',
    what: 'One panel per β on the same axes: a gentler decrease needs fewer sockets for 90 % (5 at β = 0.3, 3 at ½, 1 at 0.8).',
    query: 'lab=sockets&sweep2=beta:0.3,0.5,0.8',
    claim: claim({
      run: 'sweep=n:1..5',
      check: (r: AimdSweepReport) => [
        ...[0.3, 0.5, 0.8].map((beta) =>
          near(
            `smallest N reaching 90 % at β = ${beta}, simulated`,
            r.readout.find(
              (x) => x.policy === 'rate-proportional' && x.series === beta && x.target === 0.9,
            )?.simulated,
            nFor90(beta),
            0,
          ),
        ),
        ...[0.3, 0.5, 0.8].map((beta) =>
          pointOnLine(r, 'rate-proportional', [5, beta], theorem1(5, beta)),
        ),
        utilizationIntervals(r),
      ],
    }),
  },
  {
    id: 'fig11',
    label: 'Fig. 11-like: rate-independent vs largest-rate, N up to 100',
    what: 'Two very different ways of picking the flow to cut, one curve: both on Theorem 1 at every N, the insensitivity of Theorem 1.',
    query: 'lab=sockets&policies=rate-independent,largest-rate&sweep=n:1..100&reps=3',
    claim: claim({
      run: 'sweep=n:1,10,100',
      check: (r: AimdSweepReport) => [
        ...[1, 10, 100].flatMap((n) => [
          pointOnLine(r, 'rate-independent', [n], theorem1(n, 0.5)),
          pointOnLine(r, 'largest-rate', [n], theorem1(n, 0.5)),
        ]),
        utilizationIntervals(r),
      ],
    }),
  },
  {
    id: 'all-policies',
    label: 'All six policies, N = 1 … 10',
    what: 'The four one-flow policies on Theorem 1, synchronized on eq. (6), independent in between (no closed form).',
    query: 'lab=sockets&policies=all&sweep=n:1..10',
    claim: claim({
      run: 'sweep=n:2,10',
      check: (r: AimdSweepReport) =>
        [2, 10].flatMap((n) => [
          ...(['rate-proportional', 'largest-rate', 'rate-independent', 'beatdown'] as const).map(
            (p) => pointOnLine(r, p, [n], theorem1(n, 0.5)),
          ),
          pointOnLine(r, 'synchronized', [n], 0.75),
          inRange(
            `independent at ${n}, between eq. (6) and Theorem 1`,
            pointAt(r, 'independent', n)?.utilization.mean,
            0.75,
            theorem1(n, 0.5),
          ),
        ]),
    }),
  },
];
