import type { SweepReport } from '../../sweep/output';
import type { Finding } from '../kit/claim';
import { atLeast, atMost, claim, inRange, less, near, rateIntervals } from '../kit/claim';
import type { TryThis } from '../kit/contract';
import { tryThisLink } from '../kit/tryThisLink';
import { CC_PRESETS } from './ccPresets';
import { NS2_SYNC } from './ns2Sync';
import type { DumbbellReport } from './report';
import { signalHalves } from './signalMeasures';
import { DUMBBELL_SPEC_SCHEMA, signalRatio } from './sweep/definition';
import type { DumbbellPointResult } from './sweep/results';
import { cutFraction, windowSumRange } from './syncMeasures';

type Sweep = SweepReport<DumbbellPointResult>;

/** Theorem 1 with β = ½, by hand. */
const theorem1 = (n: number) => 1 - 1 / (1 + 3 * n);

const pointAt = (r: Sweep, ...coords: number[]) =>
  r.points.find((p) => coords.every((c, k) => p.coords[k] === c));
const at = (coords: readonly number[]) => coords.join(', ');
/** P(signal | w) in one number at a point (signalRatio: upper half of the windows over lower). */
const ratioAt = (r: Sweep, ...coords: number[]) => {
  const p = pointAt(r, ...coords);
  return p ? signalRatio(p) : null;
};

/** Every interval of the sweep inside [0, 1]. */
const intervals = (r: Sweep): Finding =>
  rateIntervals(
    'utilization',
    r.points.map((p) => ({ at: at(p.coords), ci95: p.utilization.ci95 })),
    1,
  );

/**
 * The engine beside ns-2 2.35 where ns-2 measured the same setup (ns2Reference.ts): ns-2 uses its
 * own start times, so the two differ by what the start times change (a few thousandths here).
 */
const besideNs2 = (r: Sweep, tol: number): Finding[] =>
  r.points
    .filter((p) => p.ns2 !== null)
    .map((p) => near(`${at(p.coords)}: engine minus ns-2`, p.utilization.mean - p.ns2!, 0, tol));

/** The ns-2 runs recorded for Figs. 8-9's link and for the paper's b = 5 (bench/ns2Sync.ts). */
const ns2Sync = (query: string) =>
  NS2_SYNC.find((x) => x.query === query && x.starts === 'engine')!;
const FIG8_NS2 = ns2Sync('n=10&buffer=20');
const B5_NS2 = ns2Sync('n=10&buffer=5');

/**
 * "Try this": paper 000's Sec. V figures, paper 001's setup, and paper 003's and 004's congestion
 * controls on a real queue, each one URL. Sweeps are checked at some of their points, which give
 * exactly the link's numbers there (a point's seeds hash its values); each sweep has the fewest
 * replications (at least 3) that keep every interval of its curve inside [0, 1].
 */
export const DUMBBELL_PRESETS: readonly TryThis[] = [
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig8',
    label: 'Figs. 8-9: DropTail, b = 20, N = 10',
    what: 'ten flows through a 20-packet DropTail buffer: the windows rise and fall together (nearly every flow loses a packet at every congestion event, and the sum of the windows swings from about 95 to 170 packets as one window would), so ten flows do little better than one (86 % against 83 %). ns-2 2.35 on the same setup gives the same. (The paper’s Fig. 9 says b = 5: on this 10 Mbit/s dumbbell both simulators then cut only a third of the flows per event.)',
    query: 'lab=dumbbell&n=10&buffer=20',
    claim: claim({
      path: true,
      also: ['lab=dumbbell&n=1&buffer=20', 'lab=dumbbell&n=10&buffer=5'],
      check: (r: DumbbellReport, one: DumbbellReport, b5: DumbbellReport) => {
        const cut = cutFraction(r.summary.sync, r.summary.flows.length);
        const sum = windowSumRange(r.path!.time, r.path!.sum, r.scenario.warmup as number);
        return [
          // 3 of 4 flows cut per event: the sum loses at least 3/8 of itself, not far from one
          // window's 1/2 (with one flow of 10 cut it would lose 1/20); b = 5 gives 1/3
          atLeast('mean fraction of the flows cut per congestion event', cut, 0.75),
          // one window's sawtooth from ½ to 1 of its peak: low/high ≈ 0.55; one flow of N cut
          // per event: about 1 − 1/(2N) = 0.95
          atMost('Σ cwnd: 5th over 95th percentile', sum.ratio, 0.65),
          inRange('Σ cwnd: 5th percentile, packets', sum.low, 85, 105),
          inRange('Σ cwnd: 95th percentile, packets', sum.high, 160, 180),
          inRange('utilization, N = 10', r.summary.utilization, 0.85, 0.87),
          inRange('utilization, N = 1', one.summary.utilization, 0.82, 0.84),
          inRange(
            'b = 5: mean fraction of the flows cut per event',
            cutFraction(b5.summary.sync, b5.summary.flows.length),
            0.25,
            0.45,
          ),
          atLeast('ns-2 2.35 (recorded): fraction cut per event', FIG8_NS2.cutFraction, 0.75),
          inRange(
            'b = 5, ns-2 2.35 (recorded): fraction cut per event',
            B5_NS2.cutFraction,
            0.25,
            0.45,
          ),
          near('engine minus ns-2: fraction cut per event', cut - FIG8_NS2.cutFraction, 0, 0.05),
          near(
            'engine minus ns-2: utilization',
            r.summary.utilization - FIG8_NS2.utilization,
            0,
            0.01,
          ),
        ];
      },
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig12',
    label: 'Fig. 12: threshold-dropper, Th = 3',
    what: 'the same ten flows with paper 000’s threshold-dropper at the paper’s Th = 3: one flow signalled per congestion event (in over 90 % of them), the windows no longer move together, the sum stays high (its 5th percentile over 80 % of its 95th) and the link full.',
    query: 'lab=dumbbell&n=10&queue=threshold&th=3',
    claim: claim({
      path: true,
      check: (r: DumbbellReport) => {
        const s = r.summary.sync;
        const sum = windowSumRange(r.path!.time, r.path!.sum, r.scenario.warmup as number);
        return [
          atLeast(
            'fraction of congestion events with one flow signalled',
            s.counts[0] / s.events,
            0.9,
          ),
          atLeast('Σ cwnd: 5th over 95th percentile', sum.ratio, 0.8),
          atLeast('utilization', r.summary.utilization, 0.99),
        ];
      },
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig7',
    label: 'Fig. 7: DropTail, utilization vs N for b = 5, 20, 100',
    what: 'small buffers fall below Theorem 1 (b = 5 at N = 10: about 87 % against 97 %), a buffer near the bandwidth-delay product rises above it (99 %); ns-2 2.35 beside each point, within 0.01.',
    query: 'lab=dumbbell&sweep=n:1..10&sweep2=buffer:5,20,100&reps=3',
    claim: claim({
      // N = 10 (b = 20 at N = 10 is Figs. 8-9's link, checked there)
      run: 'sweep=n:10&sweep2=buffer:5,100',
      check: (r: Sweep) => [
        less(
          'b = 5, N = 10: interval’s top, then Theorem 1',
          pointAt(r, 10, 5)?.utilization.ci95?.[1],
          theorem1(10),
        ),
        less(
          'b = 100, N = 10: Theorem 1, then the interval’s bottom',
          theorem1(10),
          pointAt(r, 10, 100)?.utilization.ci95?.[0],
        ),
        ...besideNs2(r, 0.01),
        intervals(r),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig10',
    label: 'Fig. 10: RED, utilization vs N',
    what: 'with b = 100 RED’s utilization rises with N as Theorem 1 does, less than 3 % below it from N = 4 on, where DropTail with the same buffer stays flat near 99 %; with b = 20 RED (ns-2’s byte mode) stays near 80-85 %. ns-2 2.35 beside each point.',
    query: 'lab=dumbbell&queue=red&sweep=n:1..10&sweep2=buffer:20,100&reps=3',
    claim: claim({
      // N = 4 with b = 100 (where the 3 % starts) and N = 10 with b = 20
      run: 'sweep=n:4,10&sweep2=buffer:100',
      also: ['lab=dumbbell&queue=red&sweep=n:10&sweep2=buffer:20&reps=3'],
      check: (r: Sweep, b20: Sweep) => [
        ...[4, 10].map((n) =>
          inRange(
            `b = 100, N = ${n}: utilization over Theorem 1`,
            (pointAt(r, n, 100)?.utilization.mean ?? NaN) / theorem1(n),
            0.97,
            1,
          ),
        ),
        inRange('b = 20, N = 10: utilization', pointAt(b20, 10, 20)?.utilization.mean, 0.8, 0.85),
        ...besideNs2(b20, 0.01),
        intervals(b20),
        ...besideNs2(r, 0.01),
        intervals(r),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig11',
    label: 'Fig. 11: threshold-dropper, rate-independent and largest-rate',
    what: 'assumption ONE enforced (one flow signalled per congestion event), both panels of the figure on one chart: utilization within 4 % of Theorem 1 up to N = 6 and the two policies within 0.02 of each other at every N checked, the insensitivity of Theorem 1; at N = 10 the link is full (over 99 %), as the paper notes from N = 8 on. Th = 5: with the paper’s Th = 3 and few flows the link is far from full (N = 4: 57 %, below even synchronized flows’ 75 %).',
    query: 'lab=dumbbell&queue=threshold&sweep=n:1..10&selects=uniform,largest-rate&reps=5',
    claim: claim({
      // N = 4 and 10 with the first three of the link's five replications (the same seeds)
      run: 'sweep=n:4,10&reps=3',
      also: ['lab=dumbbell&n=4&queue=threshold&th=3'],
      check: (r: Sweep, th3: DumbbellReport) => {
        const at = (n: number, policy: string) =>
          r.points.find((p) => p.coords[0] === n && p.series === policy);
        return [
          ...(['uniform', 'largest-rate'] as const).flatMap((policy) => [
            ...[4, 10].map((n) =>
              atMost(
                `${policy}, N = ${n}: flows signalled per congestion event`,
                at(n, policy)?.syncMeanM,
                1.1,
              ),
            ),
            near(
              `${policy}, N = 4: utilization minus Theorem 1`,
              (at(4, policy)?.utilization.mean ?? NaN) - theorem1(4),
              0,
              0.04,
            ),
            atLeast(`${policy}, N = 10: utilization`, at(10, policy)?.utilization.mean, 0.99),
          ]),
          ...[4, 10].map((n) =>
            near(
              `N = ${n}: largest-rate minus rate-independent`,
              (at(n, 'largest-rate')?.utilization.mean ?? NaN) -
                (at(n, 'uniform')?.utilization.mean ?? NaN),
              0,
              0.02,
            ),
          ),
          intervals(r),
          atMost('Th = 3, N = 4: utilization', th3.summary.utilization, 0.75),
        ];
      },
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig13',
    label: 'Fig. 13: P(signal | w), DropTail b = 10',
    what: 'how likely a flow is to lose a packet given its window: a flow-bin whose window is above the median (12 packets) is signalled about 9 times as often as one below it, more steeply than rate-proportional losses (in proportion to the window) would give.',
    query: 'lab=dumbbell&n=10&buffer=10&t=2000&warmup=200',
    claim: claim({
      // the first 1000 s of the run: 11,000 flow-bins on each side of the median
      run: 't=1000',
      check: (r: DumbbellReport) => {
        const h = signalHalves(r.summary.signalGivenWindow);
        return [
          atLeast(
            'P(signal), upper half over lower half of the windows',
            h.high.p / h.low.p,
            2 * (h.high.meanWindow / h.low.meanWindow),
          ),
          atLeast('difference of the halves in standard errors', h.z, 4),
        ];
      },
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig13-panels',
    label: 'Fig. 13 as printed: P(signal | w), b = 5, 10, 15, 20',
    what: 'the paper’s four DropTail panels: with b = 5 a flow is about as likely to lose a packet whatever its window (ratio about 1, a third of the ten flows cut per event); from b = 10 on, a flow above the median window is 10-17 times as likely as one below it, with 8-9 of the 10 flows cut per event.',
    query: 'lab=dumbbell&sweep=buffer:5,10,15,20&t=2000&warmup=200&reps=1',
    claim: claim({
      // the first 1000 s: the ratios within 5 % of the whole run's
      run: 't=1000',
      check: (r: Sweep) => [
        inRange('b = 5: P(signal), upper half over lower half', ratioAt(r, 5), 0.8, 1.5),
        atMost('b = 5: flows cut per congestion event', pointAt(r, 5)?.syncMeanM, 4),
        ...[10, 15, 20].flatMap((b) => [
          atLeast(`b = ${b}: P(signal), upper half over lower half`, ratioAt(r, b), 5),
          atLeast(`b = ${b}: flows cut per congestion event`, pointAt(r, b)?.syncMeanM, 7),
        ]),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig14-panels',
    label: 'Fig. 14 as printed: RED, b = 5, 10, 15, 20',
    what: 'the same four panels with RED (ns-2’s byte mode): up to b = 10 RED drops about at random whatever the window (ratio 1.0-1.3); with b = 15 a flow above the median window is about 5 times as likely to lose a packet, with b = 20 over 20 times.',
    query: 'lab=dumbbell&queue=red&sweep=buffer:5,10,15,20&t=2000&warmup=200&reps=1',
    claim: claim({
      run: 't=1000',
      check: (r: Sweep) => [
        inRange('b = 5: P(signal), upper half over lower half', ratioAt(r, 5), 0.8, 1.5),
        inRange('b = 10: P(signal), upper half over lower half', ratioAt(r, 10), 0.8, 1.8),
        atLeast('b = 15: P(signal), upper half over lower half', ratioAt(r, 15), 3),
        atLeast('b = 20: P(signal), upper half over lower half', ratioAt(r, 20), 20),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'fig14',
    label: 'Fig. 14: P(signal | w), RED b = 20',
    what: 'the same question with RED (thresholds 0.6 and 0.8 of 20, in ns-2’s byte mode): a flow-bin above the median window is signalled over 20 times as often as one below it, far more steeply than in proportion to the window; with b = 10 RED drops almost at random (1.2 times, for windows 2.4 times larger).',
    query: 'lab=dumbbell&n=10&queue=red&buffer=20&t=2000&warmup=200',
    claim: claim({
      run: 't=1000',
      also: ['lab=dumbbell&n=10&queue=red&buffer=10&t=1000&warmup=200'],
      check: (r: DumbbellReport, b10: DumbbellReport) => {
        const h = signalHalves(r.summary.signalGivenWindow);
        const h10 = signalHalves(b10.summary.signalGivenWindow);
        return [
          atLeast('b = 20: P(signal), upper half over lower half', h.high.p / h.low.p, 20),
          atLeast('b = 20: difference of the halves in standard errors', h.z, 4),
          inRange('b = 10: P(signal), upper half over lower half', h10.high.p / h10.low.p, 1, 1.5),
          atLeast(
            'b = 10: window ratio of the halves over their P(signal) ratio',
            h10.high.meanWindow / h10.low.meanWindow / (h10.high.p / h10.low.p),
            1.5,
          ),
        ];
      },
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'paper001',
    label: "Paper 001's setup: 45 Mbit/s, 100 ms, Q = 50",
    what: 'utilization vs the number of parallel connections on a fast link with a small buffer (paper 001, Fig. 4): from 81 % with one connection to 87 % with 50, far below Theorem 1; ns-2 2.35 beside each point, within 0.01.',
    query: 'lab=dumbbell&cap=45&rtt=100&buffer=50&t=300&warmup=50&sweep=n:1,2,4,8,16,32,50&reps=3',
    claim: claim({
      run: 'sweep=n:1,50',
      check: (r: Sweep) => [
        inRange('N = 1: utilization', pointAt(r, 1)?.utilization.mean, 0.8, 0.83),
        inRange('N = 50: utilization', pointAt(r, 50)?.utilization.mean, 0.86, 0.88),
        atLeast(
          'N = 50: Theorem 1 minus utilization',
          theorem1(50) - (pointAt(r, 50)?.utilization.mean ?? NaN),
          0.1,
        ),
        ...besideNs2(r, 0.01),
        intervals(r),
      ],
    }),
  }),
  ...CC_PRESETS,
];
