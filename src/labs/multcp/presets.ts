import type { SweepReport } from '../../sweep/output';
import type { Claim } from '../kit/claim';
import { atLeast, atMost, claim, inRange, less, near, rateIntervals } from '../kit/claim';
import type { TryThis } from '../kit/contract';
import { tryThisLink } from '../kit/tryThisLink';
import type { GainRow } from './gain';
import { MULTCP_SCHEMA, type MultcpView } from './scenario';
import type { MultcpPointResult } from './sweep/results';

/** A "try this" link and the view it opens (the theory panel lists each view's own first). */
export interface MultcpPreset extends TryThis {
  view: MultcpView;
  claim: Claim;
}

const entry = (
  id: string,
  label: string,
  what: string,
  query: string,
  promise: Claim,
): MultcpPreset => {
  const link = tryThisLink(MULTCP_SCHEMA, { id, label, what, query, claim: promise });
  return { id, label, what, query: link.query, claim: promise, view: link.scenario.view };
};

/** What the claims read of the command line's reports, view by view. */
interface GainReport {
  annexB: { gain: number };
  slowStart: { catchUpRtts: number; boostWindow: number };
  paper000: { maxGap: { ratio: number } };
  rows: GainRow[];
}
type Allocation = 'weightedProportional' | 'proportional' | 'maxMin';
interface FairnessReport {
  flows: { id: string; rate: Record<Allocation, number> }[];
}
interface RbufferReport {
  tcp: { lossLimitedKBps: number; kneeKB: number };
  multcp: { kneeKB: number } | null;
  curve: { bufferKB: number; tcpKBps: number; multcpKBps?: number }[];
}
type Packet = SweepReport<MultcpPointResult> & { allocations?: Record<Allocation, number[]> };

/** Annex B by hand: T(N)/T₁ = (2/√3)√(N(N − ¼)). */
const annexB = (n: number) => (2 / Math.sqrt(3)) * Math.sqrt(n * (n - 0.25));
const rate = (r: FairnessReport, id: string, a: Allocation) =>
  r.flows.find((f) => f.id === id)?.rate[a];
const at = (r: Packet, series: string | null, ...coords: number[]) =>
  r.points.find((p) => p.series === series && coords.every((c, k) => p.coords[k] === c));
/** Every utilization interval of a packet view inside [0, 1]. */
const intervals = (r: Packet) =>
  rateIntervals(
    'utilization',
    r.points.map((p) => ({
      at: `${p.series} ${p.coords.join(', ')}`,
      ci95: p.value?.ci95 ?? null,
    })),
    1,
  );

/** "Try this": paper 004's points and paper 000's comparison, each one URL. */
export const MULTCP_PRESETS: readonly MultcpPreset[] = [
  entry(
    'gain',
    'The gain of MulTCP(N), N = 1 … 10',
    'Annex B: T(N)/T₁ = (2/√3)√(N(N − ¼)) is 1 at N = 1 and runs above N (by 14 % at N = 10); paper 000 puts MulTCP within 2.1 % of N flows.',
    'lab=multcp',
    claim({
      check: (r: GainReport) => [
        near('gain at N = 1', r.rows[0].gain, 1, 1e-12),
        near('gain at N = 10 over 10, minus 1', r.rows[9].gain / 10 - 1, annexB(10) / 10 - 1, 1e-9),
        inRange('… which is', r.rows[9].gain / 10 - 1, 0.135, 0.145),
        // paper 000: 1 − 1/(4N) against 1 − 1/(1 + 3N), largest at N = 2: (7/8)/(6/7) = 49/48
        near(
          'paper 000: largest ratio of MulTCP to N flows',
          r.paper000.maxGap.ratio,
          49 / 48,
          1e-9,
        ),
      ],
    }),
  ),
  entry(
    'gain-large',
    'Large N: 15 % above the ideal',
    'up to N = 100: the gain approaches (2/√3)(N − ⅛), 15.5 % above N, while paper 000’s gap closes again.',
    'lab=multcp&nmax=100&n=50',
    claim({
      check: (r: GainReport) => {
        const last = r.rows[r.rows.length - 1];
        return [
          near(
            'N = 100: gain over (2/√3)(N − ⅛)',
            last.gain / ((2 / Math.sqrt(3)) * (100 - 1 / 8)),
            1,
            1e-4,
          ),
          inRange('N = 100: gain over N, minus 1', last.gain / 100 - 1, 0.15, 0.155),
          atMost('N = 100: paper 000’s ratio, minus 1', last.ratio - 1, 0.001),
        ];
      },
    }),
  ),
  entry(
    'beta',
    'Paper 000 with β = 0.3',
    'the gap between MulTCP and N flows is (1 − β)²/(8(1 + β)) at N = 2: 4.7 % for β = 0.3, over paper 000’s 2.5 % (which is for β = ½).',
    'lab=multcp&beta=0.3',
    claim({
      check: (r: GainReport) => {
        const two = r.rows.find((x) => x.n === 2);
        const beta = 0.3;
        return [
          near(
            'ratio at N = 2, minus 1',
            (two?.ratio ?? NaN) - 1,
            (1 - beta) ** 2 / (8 * (1 + beta)),
            1e-12,
          ),
          atLeast('… over paper 000’s bound for β = ½', (two?.ratio ?? NaN) - 1, 0.025),
        ];
      },
    }),
  ),
  entry(
    'slow-start',
    'Slow start of MulTCP(10)',
    'three packets per ACK until w₁₀ = 512: MulTCP catches up with 10 TCPs after k₁₀ = 5.7 RTTs.',
    'lab=multcp&n=10',
    claim({
      check: (r: GainReport) => {
        // slow start: ×3 per RTT for MulTCP, ×2 for each TCP: 3^k = N 2^k at k = log N / log 1.5
        const k = Math.log(10) / Math.log(1.5);
        return [
          near('k₁₀, RTTs', r.slowStart.catchUpRtts, k, 1e-9),
          near('w₁₀ = 3^k₁₀', r.slowStart.boostWindow, 3 ** k, 1e-6),
          inRange('… which is', r.slowStart.boostWindow, 512, 513),
        ];
      },
    }),
  ),
  entry(
    'one-link',
    'One link, weights 1, 2, 3',
    'weighted proportional fairness on one bottleneck is rates in proportion to N: 2, 4, 6 of 12 Mbit/s; proportional and max-min give 4 each.',
    'lab=multcp&view=fairness',
    claim({
      check: (r: FairnessReport) => [
        ...(['a', 'b', 'c'] as const).map((id, k) =>
          near(
            `${id}: weighted proportional`,
            rate(r, id, 'weightedProportional'),
            2 * (k + 1),
            1e-9,
          ),
        ),
        ...['a', 'b', 'c'].flatMap((id) => [
          near(`${id}: proportional`, rate(r, id, 'proportional'), 4, 1e-9),
          near(`${id}: max-min`, rate(r, id, 'maxMin'), 4, 1e-9),
        ]),
      ],
    }),
  ),
  entry(
    'fig6',
    'Fig. 6: a further bottleneck',
    'flow a pays N = 4 yet gets less than b (N = 1) on link 1: link 2 charges it too. Rates at one bottleneck do not reveal N (Sec. 5).',
    'lab=multcp&view=fairness&links=10,2&flows=a:1-2:4,b:1:1,c:2:1',
    claim({
      check: (r: FairnessReport) => [
        less(
          'weighted proportional: a (N = 4), then b (N = 1)',
          rate(r, 'a', 'weightedProportional'),
          rate(r, 'b', 'weightedProportional'),
        ),
        near(
          'link 1 full',
          (rate(r, 'a', 'weightedProportional') ?? NaN) +
            (rate(r, 'b', 'weightedProportional') ?? NaN),
          10,
          1e-9,
        ),
      ],
    }),
  ),
  entry(
    'line',
    'Two-link line network',
    'a long flow over both links against one short flow on each: proportional fairness gives it 1/3 of a link, max-min 1/2.',
    'lab=multcp&view=fairness&links=10,10&flows=long:1-2:1,s1:1:1,s2:2:1',
    claim({
      check: (r: FairnessReport) => [
        near('long flow, proportional', rate(r, 'long', 'proportional'), 10 / 3, 1e-9),
        near('long flow, max-min', rate(r, 'long', 'maxMin'), 5, 1e-9),
      ],
    }),
  ),
  entry(
    'line-weighted',
    'The line network, long flow N = 2',
    'paying twice buys the long flow its max-min share: weighted proportional = max-min = 5, 5, 5.',
    'lab=multcp&view=fairness&links=10,10&flows=long:1-2:2,s1:1:1,s2:2:1',
    claim({
      check: (r: FairnessReport) =>
        ['long', 's1', 's2'].flatMap((id) => [
          near(`${id}: weighted proportional`, rate(r, id, 'weightedProportional'), 5, 1e-9),
          near(`${id}: max-min`, rate(r, id, 'maxMin'), 5, 1e-9),
        ]),
    }),
  ),
  entry(
    'rbuffer',
    'Fig. 2: throughput vs receive buffer',
    'T = B_R/R rises linearly until the losses take over at the knee (6.3 kB here, 6 kB in the paper’s measurement).',
    'lab=multcp&view=rbuffer',
    claim({
      check: (r: RbufferReport) => {
        // Annex B at N = 1: √(3/2) MSS/(R√p) = 1.2247 × 512 B / (0.1 s × 0.1) = 62.7 kB/s
        const tLoss = (Math.sqrt(1.5) * 512) / (0.1 * Math.sqrt(0.01)) / 1000;
        const below = r.curve.filter((c) => c.bufferKB < r.tcp.kneeKB);
        return [
          near('loss-limited throughput, kB/s', r.tcp.lossLimitedKBps, tLoss, 1e-9),
          near('knee, kB', r.tcp.kneeKB, tLoss * 0.1, 1e-9),
          atMost(
            'below the knee: largest |T − B_R/R|, kB/s',
            Math.max(...below.map((c) => Math.abs(c.tcpKBps - c.bufferKB / 0.1))),
            1e-9,
          ),
        ];
      },
    }),
  ),
  entry(
    'rbuffer-multcp',
    'Receive buffer and MulTCP(4)',
    'below the knee the buffer caps MulTCP exactly as it caps one TCP; MulTCP’s knee is 4.5 times further out.',
    'lab=multcp&view=rbuffer&rn=4&brmax=40',
    claim({
      check: (r: RbufferReport) => {
        const below = r.curve.filter((c) => c.bufferKB < r.tcp.kneeKB);
        return [
          atMost(
            'below one TCP’s knee: largest |MulTCP − TCP|, kB/s',
            Math.max(...below.map((c) => Math.abs((c.multcpKBps ?? NaN) - c.tcpKBps))),
            1e-9,
          ),
          near(
            'MulTCP’s knee over one TCP’s',
            (r.multcp?.kneeKB ?? NaN) / r.tcp.kneeKB,
            annexB(4),
            1e-9,
          ),
        ];
      },
    }),
  ),
  entry(
    'fig4',
    'Fig. 4: MulTCP(N) against one TCP, packet by packet',
    'one MulTCP(N) and one TCP among 20 on a RED bottleneck: SACK follows N further than Tahoe, Reno and NewReno, which stall in timeouts; N separate TCPs keep ≈ N.',
    'lab=multcp&view=fig4',
    claim({
      // N = 4: every series with the link's replications
      run: 'sweep=n:4',
      check: (r: Packet) => {
        const g = (series: string) => at(r, series, 4)?.value;
        return [
          ...['tahoe', 'reno', 'newreno'].map((f) =>
            less(
              `N = 4: MulTCP over ${f}’s interval top, then over SACK’s bottom`,
              g(`multcp-${f}`)?.ci95?.[1],
              g('multcp-sack')?.ci95?.[0],
            ),
          ),
          inRange('N = 4: four separate Reno TCPs’ gain', g('tcps-reno')?.mean, 3.4, 4.6),
        ];
      },
    }),
  ),
  entry(
    'fig5',
    'Fig. 5: fairness among 22 MulTCP(N)s',
    'the spread of RTT × throughput grows with N; the pairs of equal RTT separate unfairness from the RTT normalization’s bias.',
    'lab=multcp&view=fig5',
    claim({
      run: 'sweep=n:1,10',
      check: (r: Packet) => {
        const sack = (n: number) => at(r, 'multcp-sack', n);
        return [
          less(
            'SACK: spread at N = 1, then at N = 10',
            sack(1)?.value?.mean,
            sack(10)?.value?.mean,
          ),
          less(
            'N = 10, SACK: spread within equal-RTT pairs, then over all',
            sack(10)?.pairSpread?.mean,
            sack(10)?.value?.mean,
          ),
        ];
      },
    }),
  ),
  entry(
    'util',
    'Paper 000 at packet level: one MulTCP(N) vs N TCPs',
    'on a small DropTail buffer MulTCP(N) over SACK runs above 1 − 1/(4N); N TCPs lose together and stay well below Theorem 1.',
    'lab=multcp&view=util',
    claim({
      run: 'sweep=n:4,10',
      check: (r: Packet) =>
        [4, 10].flatMap((n) => [
          atLeast(
            `N = ${n}: MulTCP’s utilization over 1 − 1/(4N)`,
            (at(r, 'multcp', n)?.value?.mean ?? NaN) / (1 - 1 / (4 * n)),
            1,
          ),
          atMost(
            `N = ${n}: N TCPs’ utilization over Theorem 1`,
            (at(r, 'tcps', n)?.value?.mean ?? NaN) / (1 - 1 / (1 + 3 * n)),
            0.92,
          ),
          intervals(r),
        ]),
    }),
  ),
  entry(
    'util-reno',
    'The same over Reno: one flow, N losses, timeouts',
    'MulTCP(N) over Reno loses about N packets at each overflow and times out: the link idles as N grows, where N Reno TCPs do not.',
    'lab=multcp&view=util&tcp=reno',
    claim({
      run: 'sweep=n:2,8',
      check: (r: Packet) => [
        less(
          'MulTCP over Reno: utilization at N = 8, then at N = 2',
          at(r, 'multcp', 8)?.value?.mean,
          at(r, 'multcp', 2)?.value?.mean,
        ),
        atMost('N = 8: MulTCP over Reno’s utilization', at(r, 'multcp', 8)?.value?.mean, 0.2),
        atLeast('N = 8: eight Reno TCPs’ utilization', at(r, 'tcps', 8)?.value?.mean, 0.8),
        atLeast('N = 8: MulTCP’s timeouts per run', at(r, 'multcp', 8)?.timeouts, 100),
      ],
    }),
  ),
  entry(
    'wpf-fig6',
    'Fig. 6 with packets: N = 4 behind a further bottleneck',
    'MulTCP(4) over two links gets less than a plain TCP on the first one, as the allocations say.',
    'lab=multcp&view=wpf&links=10,2&flows=a:1-2:4,b:1:1,c:2:1',
    claim({
      check: (r: Packet) => {
        const [a, b] = r.points[0]?.flows ?? [];
        return [
          less(
            'a’s interval top (MulTCP(4), two links), then b’s bottom',
            a?.ci95?.[1],
            b?.ci95?.[0],
          ),
          near(
            'a over its weighted proportional share',
            (a?.mean ?? NaN) / (r.allocations?.weightedProportional[0] ?? NaN),
            1,
            0.1,
          ),
        ];
      },
    }),
  ),
  entry(
    'wpf-line',
    'The line network with packets, long flow N = 2',
    'weighted proportional fairness gives 5, 5, 5; MulTCP’s losses charge the long route √(p₁ + p₂), not p₁ + p₂: it gets more.',
    'lab=multcp&view=wpf&links=10,10&flows=long:1-2:2,s1:1:1,s2:2:1',
    claim({
      check: (r: Packet) => [
        less(
          'weighted proportional 5, then the long flow’s interval bottom',
          5,
          r.points[0]?.flows?.[0]?.ci95?.[0],
        ),
      ],
    }),
  ),
  entry(
    'wpf-droptail',
    'Weights 1, 2, 3 on one DropTail link',
    'with RED the rates follow N; with DropTail the flows lose together and the larger windows take more than their N.',
    'lab=multcp&view=wpf&linkq=droptail',
    claim({
      also: ['lab=multcp&view=wpf'],
      check: (r: Packet, red: Packet) => {
        const x = (p: Packet) => (p.points[0]?.flows ?? []).map((f) => f.mean);
        return [
          ...x(red).map((v, k) =>
            near(`RED: flow N = ${k + 1} over 2N Mbit/s`, v / (2 * (k + 1)), 1, 0.15),
          ),
          atLeast('DropTail: N = 3 over N = 1, throughput', x(r)[2] / x(r)[0], 6),
        ];
      },
    }),
  ),
  entry(
    'rwnd',
    'Fig. 2 with packets: throughput vs receive window',
    'one TCP with 1 % random loss: T = B_R/R well below the knee, a rounded corner, then the loss-limited plateau a few per cent under Annex B’s.',
    'lab=multcp&view=rwnd',
    claim({
      run: 'sweep=rwnd:2,39',
      check: (r: Packet) => [
        near(
          'rwnd 2: T over B_R/R',
          (at(r, 'tcp', 2)?.value?.mean ?? NaN) / (at(r, 'tcp', 2)?.theory ?? NaN),
          1,
          0.06,
        ),
        inRange(
          'rwnd 39: T over Annex B’s plateau',
          (at(r, 'tcp', 39)?.value?.mean ?? NaN) / (at(r, 'tcp', 39)?.theory ?? NaN),
          0.9,
          1,
        ),
      ],
    }),
  ),
  entry(
    'rwnd-annexb',
    'Annex B against packets: MulTCP(4), p = 0.2 %',
    'far beyond their knees the plateaus of one TCP and of MulTCP(4) sit within a few per cent of Annex B’s T(N); near a knee the swinging window still hits the buffer.',
    'lab=multcp&view=rwnd&p=0.002&rn=4&brmax=200&sweep=rwnd:20..380/10&t=600',
    claim({
      run: 'sweep=rwnd:140,380',
      check: (r: Packet) => {
        const ratio = (s: string, w: number) =>
          (at(r, s, w)?.value?.mean ?? NaN) / (at(r, s, w)?.theory ?? NaN);
        return [
          near('rwnd 380: one TCP over Annex B', ratio('tcp', 380), 1, 0.04),
          near('rwnd 380: MulTCP(4) over Annex B', ratio('multcp', 380), 1, 0.04),
          atMost(
            'rwnd 140 (near MulTCP’s knee): MulTCP(4) over Annex B',
            ratio('multcp', 140),
            0.9,
          ),
        ];
      },
    }),
  ),
];
