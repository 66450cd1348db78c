import type { AtlasPaper } from '../types';

/** Paper 000: the model of N AIMD flows, Theorems 1-2, and its ns-2 and PlanetLab validation. */
export const PAPER_000: AtlasPaper = {
  id: '000',
  title: 'Parallel TCP sockets: simple model, throughput and validation',
  authors: 'Altman, Barman, Tuffin, Vojnović (INFOCOM 2006)',
  items: [
    {
      id: 'fig1',
      label: 'Fig. 1',
      caption: 'Sample paths of three AIMD connections competing for a link.',
      kind: 'model',
      links: [{ lab: 'aimd', id: 'fig1' }],
      paper:
        'The rates grow linearly and one connection is halved at each link congestion time. The conclusion: "90% utilization would already be achieved by as few as 3 sockets" (Theorem 1 at N = 3: 1 − 1/(1 + 3N) = 0.9).',
      differs: null,
    },
    {
      id: 'fig2',
      label: 'Fig. 2',
      caption: 'Throughput of N identical AIMD connections against N, β = ½ (Theorem 1).',
      kind: 'model',
      links: [
        { lab: 'sockets', id: 'fig2' },
        { lab: 'sockets', id: 'beta-family' },
      ],
      paper:
        'Theorem 1: the mean utilization is 1 − 1/(1 + N(1 + β)/(1 − β)) for any policy that signals one connection per congestion event: 0.75, 0.857, 0.9 at N = 1, 2, 3 for β = ½. Synchronized losses (policy ALL) give (1 + β)/2 = 0.75 whatever N (eq. 6); one-flow policies gain 2/(1 + β) = 4/3 over it as N grows.',
      differs: null,
    },
    {
      id: 'fig3',
      label: 'Fig. 3',
      caption: 'Example 1: two classes of two connections, the first picked with probability σ.',
      kind: 'model',
      links: [
        { lab: 'insensitivity', id: 'fig3' },
        { lab: 'insensitivity', id: 'example1-beta08' },
      ],
      paper:
        'The classes attain throughputs that depend on σ, but the aggregate is insensitive: the dots sit on Theorem 1’s line (12/13 = 0.923 for N = 4, β = ½) for every σ.',
      differs: null,
    },
    {
      id: 'fig4',
      label: 'Fig. 4',
      caption: 'Sample paths of Example 1: σ = ½ (left) and σ = ⅛ (right).',
      kind: 'model',
      links: [
        { lab: 'aimd', id: 'fig4-left' },
        { lab: 'aimd', id: 'fig4-right' },
      ],
      paper:
        'A connection is picked from [σ, σ, 1 − σ, 1 − σ]/2: with σ = ½ each has the same chance, with σ = ⅛ two connections are picked more often than the other two and get less.',
      differs: null,
    },
    {
      id: 'fig5',
      label: 'Fig. 5',
      caption: 'Sample paths of two AIMD flows under the beatdown policy.',
      kind: 'model',
      links: [
        { lab: 'aimd', id: 'fig5' },
        { lab: 'insensitivity', id: 'compare-n2' },
      ],
      paper:
        'The flow picked keeps being cut until it reaches zero; the mean stays on Theorem 1 (6/7 for N = 2), and Sec. IV-B gives flow 1’s second moment E[X₁²]/c² = 1/3.',
      differs:
        'E[X₁²]/c² is 28/111 = 0.2523 on the exact path, not the paper’s 1/3: the links’ claims check the simulated value against 28/111 within 0.001 and its distance from 1/3 (tests/labs/aimd/tryThis.test.ts, tests/labs/insensitivity/tryThis.test.ts); the mean agrees.',
    },
    {
      id: 'fig6',
      label: 'Fig. 6',
      caption: 'The ns-2 setup: N TCP-SACK connections through one bottleneck.',
      kind: 'illustration',
      links: [{ lab: 'dumbbell', id: 'fig8' }],
      paper:
        'DropTail or RED bottleneck; 1000-byte payloads, maximum window 20000 packets, 2000 s runs with the first 1000 s truncated, start times uniform in [0, 4] s; round-trip time 120 ms (Figs. 8 and 13). The capacity is not stated.',
      differs:
        'The lab draws this dumbbell with 10 Mbit/s (the paper does not say) and runs 600 s with 300 s of warm-up by default; ns-2 2.35 on the same setup moves by about 0.0004 in utilization between start-time seeds, and the engine agrees with it within 0.01 at every point of Figs. 7 and 10 (the links’ claims, beside ns-2’s recorded runs).',
    },
    {
      id: 'fig7',
      label: 'Fig. 7',
      caption: 'DropTail: time-average send rate over capacity against N, buffers b as marked.',
      kind: 'simulation',
      links: [{ lab: 'dumbbell', id: 'fig7' }],
      paper:
        '"For small buffer lengths, the achieved throughput is smaller than predicted by the analysis … the larger the buffer is, the larger the throughput is. If buffer length is sufficiently large, throughput is larger than predicted by the analysis."',
      differs: null,
    },
    {
      id: 'fig8',
      label: 'Fig. 8',
      caption: 'Sum of the congestion windows, N = 5 and N = 10, DropTail, RTT 120 ms.',
      kind: 'simulation',
      links: [{ lab: 'dumbbell', id: 'fig8' }],
      paper:
        '"The sum of congestion windows essentially evolves over time as congestion window of a single TCP connection, which indicates synchronization."',
      differs: null,
    },
    {
      id: 'fig9',
      label: 'Fig. 9',
      caption: 'Synchronization in a DropTail bottleneck with N = 10 and b = 5.',
      kind: 'simulation',
      links: [{ lab: 'dumbbell', id: 'fig8' }],
      paper: 'The individual windows of the ten connections, synchronized, with b = 5.',
      differs:
        'With b = 5 on this 10 Mbit/s dumbbell only a third of the flows are cut per congestion event (0.34), in the engine and in ns-2 2.35 alike (recorded runs, bench/ns2Sync.ts); the windows move together with b = 20, which the link shows. The paper’s capacity is not stated, so which of its setups gave b = 5 synchronized is open.',
    },
    {
      id: 'fig10',
      label: 'Fig. 10',
      caption: 'RED: time-average send rate over capacity against N, buffers as marked.',
      kind: 'simulation',
      links: [{ lab: 'dumbbell', id: 'fig10' }],
      paper: '"The results exhibit reasonable conformance to Theorem 1."',
      differs:
        'With b = 100 RED follows Theorem 1 (within 3 % from N = 4 on); with b = 20 it stays near 80-85 %: ns-2’s RED counts bytes by default (a buffer of 20 holds about 10 of these packets), and ns-2 2.35 gives the same numbers within 0.01 (the link’s claim, beside ns-2’s recorded runs).',
    },
    {
      id: 'fig11',
      label: 'Fig. 11',
      caption:
        'Threshold-dropper: throughput over capacity against N, rate-independent (left) and largest-rate (right).',
      kind: 'simulation',
      links: [{ lab: 'dumbbell', id: 'fig11' }],
      paper:
        '"A good qualitative conformance with Theorem 1, in particular when the number of connections is not too large. For sufficiently large number of connections, the throughput is essentially equal to the link capacity … the queue does not deplete." Both policies match: insensitivity.',
      differs:
        'The link uses Th = 5: with the paper’s Th = 3 this dumbbell reaches only 57 % at N = 4, below even synchronized flows’ 75 % (the claim measures it; why Th = 3 works in the paper’s network and not here is open). Both policies are on one chart, on the same seeds.',
    },
    {
      id: 'fig12',
      label: 'Fig. 12',
      caption: 'Threshold-dropper, Th = 3: the ten windows (top) and their sum (bottom).',
      kind: 'simulation',
      links: [{ lab: 'dumbbell', id: 'fig12' }],
      paper: '"The results suggest absence of synchronization" (compare with Fig. 8).',
      differs: null,
    },
    {
      id: 'fig13',
      label: 'Fig. 13',
      caption: 'Empirical P(signal | w) against the window w, DropTail, N = 10, b = 5, 10, 15, 20.',
      kind: 'simulation',
      links: [
        { lab: 'dumbbell', id: 'fig13-panels' },
        { lab: 'dumbbell', id: 'fig13' },
      ],
      paper:
        '"Some of the results suggest the larger the congestion window of a connection just before a link loss event is, the more likely the connection is signalled a congestion indication."',
      differs: null,
    },
    {
      id: 'fig14',
      label: 'Fig. 14',
      caption: 'The same as Fig. 13 for RED.',
      kind: 'simulation',
      links: [
        { lab: 'dumbbell', id: 'fig14-panels' },
        { lab: 'dumbbell', id: 'fig14' },
      ],
      paper: 'As Fig. 13: in some panels larger windows are signalled more often.',
      differs: null,
    },
    {
      id: 'table1',
      label: 'Table I',
      caption: 'The PlanetLab paths measured: hosts and round-trip times.',
      kind: 'measurement',
      links: [],
      paper: 'Reference data, as the paper prints it (measured with ping).',
      reference: {
        columns: ['path', 'source host', 'destination host', 'RTT'],
        rows: [
          [
            'umass-berkeley',
            'planetlab1.cs.umass.edu',
            'planetlab2.millenium.berkeley.edu',
            '97 ms',
          ],
          ['inria-stanford', 'planetlab3.inria.fr', 'planetlab-2.stanford.edu', '194.7 ms'],
          ['cornell-greece', 'planetlab4-dsl.cs.cornell.edu', 'planet2.ics.forth.gr', '337.9 ms'],
          ['LAN', 'einat.inria.fr', 'titeuf.inria.fr', '1.6 ms'],
        ],
      },
      differs: null,
    },
    {
      id: 'fig15',
      label: 'Figs. 15-16',
      caption:
        'Throughput with N parallel iperf connections on four paths, 10 measurements per N, with Theorem 1 fitted at N = 50.',
      kind: 'measurement',
      links: [
        { lab: 'sockets', id: 'fig2' },
        { lab: 'trace', id: 'throughput-vs-n' },
      ],
      paper:
        'Measurements (box plots; the values are in the figure only): "The measurement results exhibit qualitative growth of the throughput with N as predicted by the analysis"; inria-stanford conforms particularly well with Theorem 1, fortiche-titeuf suggests buffer saturation.',
      differs:
        'A measurement: the app draws Theorem 1 (the first link), and the same measure made on the project’s own captures of 1, 2, 4 and 8 parallel Reno transfers through a 10 Mbit/s bottleneck (the second; any user’s captures open there too), not the paper’s PlanetLab boxes, which its text does not give. Through a 20-packet buffer one flow already fills the link, so the measured aggregate is flat in N, above Theorem 1 at small N: the buffer saturation the paper sees on fortiche-titeuf.',
    },
    {
      id: 'fig17',
      label: 'Fig. 17',
      caption:
        'Complementary distribution of M_n, the connections that lose a packet in a congestion event, N = 10, measured paths.',
      kind: 'measurement',
      links: [
        { lab: 'dumbbell', id: 'fig12' },
        { lab: 'trace', id: 'congestion-events' },
      ],
      paper:
        '"We observe that M_n is a small fraction of N = 10 on almost all paths" (tcpdump captures of 10 parallel iperf connections; values in the figure only).',
      differs:
        'A measurement: the app shows P(M ≥ m) from its simulated dumbbell (the first link’s statistics view, with ONE enforced), and from the project’s capture of 8 parallel Reno connections through one DropTail buffer (the second link’s fit panel: the same measure on any capture one opens), not from the paper’s captures. There too M is a small fraction of N: 2.9 of 8 on average.',
    },
    {
      id: 'fig18',
      label: 'Figs. 18-19',
      caption: 'Loss events over time for each of the 10 connections, measured paths.',
      kind: 'measurement',
      links: [
        { lab: 'dumbbell', id: 'fig12' },
        { lab: 'dumbbell', id: 'fig8' },
        { lab: 'trace', id: 'congestion-events' },
      ],
      paper:
        '"Losses do not appear being clustered together, which suggests absence or weak TCP window synchronization."',
      differs:
        'A measurement: the app draws loss events over time (a dot per dropped packet on its flow’s row, the "Loss events" chart) from its simulated dumbbell: scattered with one flow signalled per event (Fig. 12’s link), in columns with synchronized DropTail losses (Fig. 8’s); and from the project’s capture of 8 parallel Reno connections (the third link’s fit panel, a row per connection, as on any capture one opens), not from the paper’s captures.',
    },
  ],
};
