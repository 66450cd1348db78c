import { atLeast, atMost, claim, inRange, less, near } from '../kit/claim';
import {
  annexB,
  entry,
  rate,
  type FairnessReport,
  type GainReport,
  type MultcpPreset,
  type RbufferReport,
} from './presetParts';

/** The closed forms' links: Annex B's gain, paper 000's comparison, Annex A's allocations, Sec. 3's buffer. */
export const CLOSED_FORM_PRESETS: readonly MultcpPreset[] = [
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
];
