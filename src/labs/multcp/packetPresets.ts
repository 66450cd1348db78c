import { atLeast, atMost, claim, inRange, less, near } from '../kit/claim';
import { at, entry, intervals, type MultcpPreset, type Packet } from './presetParts';

/** The packet-level links: Figs. 4-5, paper 000's utilization, Annex A on MulTCP flows, Fig. 2. */
export const PACKET_PRESETS: readonly MultcpPreset[] = [
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
          // "which stall in timeouts": each times out half as often again as its reference TCP
          ...['tahoe', 'reno', 'newreno'].map((f) => {
            const p = at(r, `multcp-${f}`, 4);
            return atLeast(
              `N = 4: MulTCP over ${f}’s timeouts over its reference TCP’s`,
              (p?.timeouts ?? NaN) / (p?.refTimeouts ?? NaN),
              1.5,
            );
          }),
        ];
      },
    }),
  ),
  entry(
    'fig4-pipe',
    'Fig. 4’s SACK plateau moves with the capacity',
    'the paper does not give its network, and the plateau is the network’s: on a 50 Mbit/s bottleneck instead of 10 (five times the pipe for each of the 22 flows) MulTCP(10) over SACK gains about 6.6 instead of 4.1 (means of three runs, whose intervals still overlap), timing out less than half as often (about 66 against 177 times in a 300 s run).',
    'lab=multcp&view=fig4&flavours=sack&ntcps=none&cap=50',
    claim({
      run: 'sweep=n:10',
      also: ['lab=multcp&view=fig4&flavours=sack&ntcps=none&sweep=n:10'],
      check: (r: Packet, narrow: Packet) => {
        const wide = at(r, 'multcp-sack', 10);
        const base = at(narrow, 'multcp-sack', 10);
        return [
          atLeast('50 Mbit/s, N = 10: gain', wide?.value?.mean, 5.5),
          atMost('10 Mbit/s, N = 10: gain', base?.value?.mean, 5),
          atMost(
            'N = 10: MulTCP’s timeouts at 50 Mbit/s over those at 10',
            (wide?.timeouts ?? NaN) / (base?.timeouts ?? NaN),
            0.5,
          ),
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
          // "N TCPs lose together": most of them lose a packet in each congestion event
          atLeast(
            `N = ${n}: the TCPs losing a packet per congestion event, over N`,
            (at(r, 'tcps', n)?.flowsPerEvent ?? NaN) / n,
            0.8,
          ),
          intervals(r),
        ]),
    }),
  ),
  entry(
    'util-reno',
    'The same over Reno: one flow, N losses, timeouts',
    'MulTCP(N) over Reno loses several packets of its one window at each overflow and times out: the link idles as N grows, where N Reno TCPs do not.',
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
        atLeast('N = 8: MulTCP’s packets lost per overflow', at(r, 'multcp', 8)?.dropsPerEvent, 3),
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
          // "the flows lose together": nearly all three lose a packet in each congestion event
          atLeast(
            'DropTail: flows losing a packet per congestion event',
            r.points[0]?.flowsPerEvent,
            2.4,
          ),
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
