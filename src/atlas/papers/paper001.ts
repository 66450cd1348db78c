import type { AtlasPaper } from '../types';

/** Paper 001: a throughput model of N parallel TCP connections with a buffer, against ns-2. */
export const PAPER_001: AtlasPaper = {
  id: '001',
  title: 'Throughput modeling of TCP parallelization',
  authors: 'Chan, Liu, Yen',
  items: [
    {
      id: 'eq1',
      label: 'Sec. 2, eq. (1)',
      caption: 'Hacker et al.’s upper bound: N connections give MSS/RTT · Σ 1/√pᵢ.',
      kind: 'model',
      links: [{ lab: 'buffer', id: 'hacker' }],
      paper: '"The upper bound is useful when the network is not congested."',
      differs: null,
    },
    {
      id: 'eq2',
      label: 'Sec. 2, eq. (2)',
      caption:
        'Wu et al.’s model: each of N connections gets (3B/4N)(B²T² + 2BTQ + Q²)/(B²T² + BTQ + Q²).',
      kind: 'model',
      links: [{ lab: 'buffer', id: 'fig4b' }],
      paper:
        'At 45 Mbit/s, RTT 0.1 s, Q = BDP, N = 1 … 50 "the average prediction is 37Mbps" where ns-2 gives 44; at 100 Mbit/s, N = 1 … 100, 83 against 98 Mbit/s.',
      differs:
        'At Q = BT eq. (2) is algebraically the whole link (N · (3B/4N) · 4/3 = B): 45 and 100 Mbit/s, as the link shows. The paper’s 37 and 83 come out when the pipe and the buffer are counted in units 8 apart (bits against bytes, BT/Q = 8 or 1/8): (3B/4) · 81/73 = 0.832 B, 37.45 and 83.22 Mbit/s for every N (tests/engines/models/parallelTcp/wuPaperNumbers.test.ts; the lab’s theory panel says so).',
    },
    {
      id: 'fig1',
      label: 'Fig. 1',
      caption: 'Packets in transit during slow start for one connection.',
      kind: 'illustration',
      links: [{ lab: 'buffer', id: 'phases' }],
      paper:
        'Slow start doubles the window each round, Y_SS = N(2^U_SS − 1) packets in U_SS = min{1 + log₂((BT + Q)/N), 1 + log₂ SSTHRESH} rounds (eqs. 5-7).',
      differs:
        'Drawn from the model in the Buffer lab’s “The model’s phases” chart, at the page’s N: the N connections together, N · 2^k packets in round k, up to N · SSTHRESH or the pipe BT + Q, whichever eq. (6) says stops it. When the pipe stops it U_SS is not a whole number, and the chart’s first round is that fraction of a round, so that the rounds add up to eqs. (5) and (8) (tests/engines/models/parallelTcp/chanRounds.test.ts).',
    },
    {
      id: 'fig2',
      label: 'Fig. 2',
      caption: 'The congestion window of parallel TCP in congestion avoidance.',
      kind: 'illustration',
      links: [{ lab: 'buffer', id: 'phases' }],
      paper:
        'In congestion avoidance the N windows together grow by N packets per round, from (BT + Q)/2 up to BT + Q, and one more round passes before the loss is perceived.',
      differs:
        'Drawn from the model in the Buffer lab’s “The model’s phases” chart, at the page’s N, followed by the fast retransmit/recovery round (eqs. 15-16), over time rather than rounds: a round lasts T + jN/B while the queue builds (eq. 12). U_CA = (BT + Q)/(2N) + 1 is seldom a whole number: the chart keeps the rounds the paper pins (BT + Q, then BT + Q + N) and makes the first round the fraction, so that the rounds add up to eqs. (10) and (14) and, with eq. (17)’s m, to the lab’s throughput (tests/engines/models/parallelTcp/chanRounds.test.ts, tests/labs/buffer/phasesView.test.ts).',
    },
    {
      id: 'fig3',
      label: 'Fig. 3',
      caption:
        'The dumbbell: S → R0 → R1 → D, DropTail routers, bottleneck L2, access links 100 Mbit/s.',
      kind: 'illustration',
      links: [{ lab: 'dumbbell', id: 'paper001' }],
      paper:
        'TCP SACK, 300 s runs, all connections starting together; segments of 1 KB, SSTHRESH 32 KB; T1, T3 and 100 Mbit/s bottlenecks, results shown for T3 (45 Mbit/s).',
      differs: null,
    },
    {
      id: 'fig4a',
      label: 'Fig. 4(a)',
      caption: 'Throughput against N at 45 Mbit/s, RTT 0.1 s, Q = 50 KB: the model and ns-2.',
      kind: 'simulation',
      links: [
        { lab: 'buffer', id: 'fig4a' },
        { lab: 'dumbbell', id: 'paper001' },
      ],
      paper:
        'Model and ns-2 differ by 0 % to 5.8 %; the utilization stays below 88 %; "with N equal to 1, the utilization of simulated results only equal to 76%"; it rises with N.',
      differs:
        'At N = 1 the simulation gives 81.5 %, not 76 %; ns-2 2.35 with TCP-SACK on the stated setup gives 81.3 % (shared/ref/ns2, seed001-45M-100ms.jsonl), so the paper’s 76 % comes from a setting its text does not state. The rest agrees: below 88 % (87.0 % at N = 50) and the model within 5 % of the simulation.',
    },
    {
      id: 'fig4b',
      label: 'Fig. 4(b)',
      caption: 'The same with Q = BDP.',
      kind: 'simulation',
      links: [{ lab: 'buffer', id: 'fig4b' }],
      paper:
        '"Except the result with N equal to 1, the difference ratio in the throughput between the model and the simulation is less than 1.5%."',
      differs: null,
    },
    {
      id: 'fig5',
      label: 'Fig. 5',
      caption: 'Throughput against N at 45 Mbit/s, Q = BDP, RTT 30, 50, 80 and 100 ms.',
      kind: 'simulation',
      links: [{ lab: 'buffer', id: 'fig5' }],
      paper:
        'At 30 ms "the maximum percentage of the difference between the model and the simulation is 5%", growing with N; at 100 ms it is 1 % (N = 1 aside).',
      differs: null,
    },
  ],
};
