import type { AtlasPaper } from '../types';

/** Paper 004: weighted proportional fairness by receive buffers (Sec. 3) and by MulTCP (Sec. 4). */
export const PAPER_004: AtlasPaper = {
  id: '004',
  title:
    'Differentiated end-to-end Internet services using a weighted proportional fair sharing TCP',
  authors: 'Crowcroft, Oechslin (University College London)',
  items: [
    {
      id: 'fig1',
      label: 'Figure 1',
      caption: 'The study case: the configuration of the UK WWW cache service.',
      kind: 'measurement',
      links: [],
      paper:
        'Reference data, as the paper describes the configuration (the figure itself gives no numbers): the shared bottleneck is the transatlantic link, and the cache servers sit at the receiving end of the TCP connections.',
      reference: {
        columns: ['part', 'as the paper states it'],
        rows: [
          ['cache servers', 'a few coordinating cache servers scattered throughout the UK'],
          [
            'root server',
            'fetches data from the US over a dedicated transatlantic link, usually less congested than the link used for general traffic',
          ],
          ['bottleneck', 'the transatlantic link to the US'],
          [
            'direction of the data',
            'towards the cache servers, at the receiving end of the TCP connections',
          ],
          [
            'national network',
            'considered uncongested: documents already in the cache are not considered',
          ],
        ],
      },
      differs:
        'A real service’s configuration, reference only: the app does not model the cache system. Its receive-buffer view takes the case the configuration motivates, connections that end at one host and share one bottleneck (Sec. 3).',
    },
    {
      id: 'fig2',
      label: 'Figure 2',
      caption:
        'Throughput against the receive buffer size, measured on a prototype cache server over a long-distance link.',
      kind: 'measurement',
      links: [
        { lab: 'multcp', id: 'rbuffer' },
        { lab: 'multcp', id: 'rbuffer-multcp' },
        { lab: 'multcp', id: 'rwnd' },
        { lab: 'multcp', id: 'rwnd-annexb' },
      ],
      paper:
        'The receive buffer caps the throughput, T ≤ B_R/R. Measured: "the throughput increases linearly with the receive buffer size up to a size of 6kB. At that point the throughput starts to be limited by the losses"; variations of the network load explain the plot above 6 kB and small non-linearities below (values in the figure only).',
      differs:
        'A measurement: the paper gives neither the loss rate nor the RTT. The model takes p = 1 %, R = 100 ms and 512-byte packets, which put the knee at 6.3 kB beside the paper’s 6 kB (src/labs/multcp/scenario.ts; the rbuffer claim checks the knee against Annex B). The packet runs follow B_R/R below the knee and level off a few per cent under Annex B; the load’s variations are not modelled.',
    },
    {
      id: 'fig3',
      label: 'Figure 3',
      caption:
        'The network of the simulations; the routers use RED with thresh = 5, maxthresh = 15 and limit = 20.',
      kind: 'illustration',
      links: [
        { lab: 'multcp', id: 'fig4' },
        { lab: 'multcp', id: 'fig5' },
      ],
      paper:
        'One MulTCP connection and one TCP connection share a bottleneck with 20 other TCP flows (22 connections); "the exact setup of the simulation is given in Figure 4.1", which the text does not contain.',
      differs:
        'The paper gives the RED queue but no capacities or delays: the lab builds a 10 Mbit/s bottleneck, the 22 senders in 11 pairs of equal RTT from 40 to 160 ms, access links 10 times the bottleneck, RED max_p 0.1 and weight 0.002, and states them on the page and in the JSON (src/labs/multcp/packet/networks.ts).',
    },
    {
      id: 'fig4',
      label: 'Figure 4',
      caption:
        'Gain in throughput of one MulTCP(N) over one TCP against N, over Tahoe, Reno, NewReno and SACK.',
      kind: 'simulation',
      links: [
        { lab: 'multcp', id: 'fig4' },
        { lab: 'multcp', id: 'fig4-pipe' },
        { lab: 'multcp', id: 'gain' },
        { lab: 'multcp', id: 'util-reno' },
        { lab: 'dumbbell', id: 'multcp4' },
      ],
      paper:
        'Annex B: T = (2/√3)√(N(N − ¼)) T₁ ≈ N T₁ for 1 ≤ N ≤ 10. Simulated: "For N between one and two, a MulTCP flow gets about N times the throughput of one TCP flow. Except for TCP Sack, however, the throughput does not go above 2.5 for any larger N", because of timeouts; SACK "can increase its rate proportionally to N up to a factor of 10".',
      differs:
        'Tahoe, Reno and NewReno saturate as the paper says (over Reno below 2 at N = 8, where 8 separate Reno TCPs get about 8: one control loop and its timeouts; tests/labs/multcp/fig4.packet.test.ts). SACK’s plateau sits below the paper’s, about 4.1 at N = 10 where the paper has about N, and the paper’s network (its "Figure 4.1") is not given: the plateau moves with it. With five times the capacity (50 Mbit/s, the same 22 flows) MulTCP(10) over SACK gains about 6.6 and times out less than half as often (the fig4-pipe link’s claim measures both), so the paper’s larger gain fits a roomier pipe per flow than this lab’s default. Annex B’s exact gain is 14 % above N at N = 10 (the gain link): the paper’s ≈ N is its approximation.',
    },
    {
      id: 'fig5',
      label: 'Figure 5',
      caption:
        'Fairness among 22 MulTCP(N)s with the same N: standard deviation of RTT × throughput over its mean, against N.',
      kind: 'simulation',
      links: [{ lab: 'multcp', id: 'fig5' }],
      paper:
        '"For N small, the standard deviation is between 5 and 10 percent of the mean rate. As N increases, the standard deviation of the throughput increases meaning that network is getting less and less fair", probably because more aggressive TCPs generate bursts of losses.',
      differs: null,
    },
    {
      id: 'fig6',
      label: 'Figure 6',
      caption: 'Throughput and bottlenecks: a flow that crosses a further bottleneck.',
      kind: 'illustration',
      links: [
        { lab: 'multcp', id: 'fig6' },
        { lab: 'multcp', id: 'wpf-fig6' },
      ],
      paper:
        '"The fact that a flow only uses a small portion of a bottleneck (1) can be due to the fact that it has to cross a further bottleneck (2)": rates measured at one bottleneck do not reveal the multiplier N, which needs all bottlenecks or a trace of the flow (Sec. 5).',
      differs: null,
    },
  ],
};
