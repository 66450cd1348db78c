import type { TryThis } from '../kit/contract';
import { atLeast, atMost, claim, inRange, near } from '../kit/claim';
import { tryThisLink } from '../kit/tryThisLink';
import {
  biggest,
  bufferDrainMs,
  dataConnections,
  decreaseRatios,
  jainIndex,
  median,
  payloadCapacity,
  type TraceReport,
} from './claims';
import { TRACE_SCHEMA } from './scenario';
import type { TraceSetReport } from '../../trace/set';

/** Packets the bottleneck dropped in the Reno recording (tc -s qdisc after the run, tc.txt). */
const RENO_DROPS = 39;
/** ... and in the recording of 8 Reno flows (tests/fixtures/traces/ns/parallel-reno/n8/tc.txt). */
const RENO8_DROPS = 418;

/**
 * The Traces lab's "try this" links: each a shipped recording, and a caption that its data
 * bears out (tests/labs/trace/tryThis.test.ts reads the traces as `npm run sim` does).
 */
export const TRACE_PRESETS: readonly TryThis[] = [
  tryThisLink(TRACE_SCHEMA, {
    id: 'reno-halves',
    label: "Reno's window halves at each loss (tcp_probe)",
    what: 'The kernel’s own cwnd, at every ACK: at each of the 13 loss events the window falls to about half of what it was, then climbs a packet per RTT: the saw-tooth of AIMD.',
    query: 'lab=trace&example=reno-probe',
    claim: claim({
      check: (r: TraceReport) => {
        const ratios = decreaseRatios(biggest(r)!);
        return [
          atLeast('loss events of the Reno flow', ratios.length, 10),
          near('median cwnd after / before a loss', median(ratios), 0.5, 0.05),
          inRange('smallest cwnd after / before', Math.min(...ratios), 0.35, 0.6),
          inRange('largest cwnd after / before', Math.max(...ratios), 0.35, 0.6),
        ];
      },
    }),
  }),
  tryThisLink(TRACE_SCHEMA, {
    id: 'cubic-share',
    label: '4 CUBIC flows share the 10 Mbit/s bottleneck',
    what: 'Together the four flows fill the link (about 9.5 Mbit/s of payload: 10 Mbit/s less 66 header bytes per 1514-byte frame); each gets a share, not an equal one over 4 s.',
    query: 'lab=trace&example=cubic4-pcap',
    claim: claim({
      check: (r: TraceReport) => {
        const rates = dataConnections(r).map((c) => c.throughput);
        return [
          near('data connections', rates.length, 4, 0),
          near(
            'summed throughput, Mbit/s (the payload a full link carries)',
            rates.reduce((a, x) => a + x, 0),
            payloadCapacity(),
            0.2,
          ),
          atLeast('the smallest share, Mbit/s', Math.min(...rates), 0.5),
          inRange("Jain's fairness index", jainIndex(rates), 0.8, 1),
        ];
      },
    }),
  }),
  tryThisLink(TRACE_SCHEMA, {
    id: 'buffer-rtt',
    label: 'The buffer is the RTT (ss)',
    what: 'The path’s own RTT is 0.06 ms; with the 20-packet buffer full, ss reads up to 24 ms: the 30 280 bytes of the queue take 24.2 ms to drain at 10 Mbit/s.',
    query: 'lab=trace&example=reno-ss',
    claim: claim({
      check: (r: TraceReport) => {
        const c = biggest(r);
        return [
          atMost('smallest RTT, ms (the empty path)', c?.rtt?.min, 1),
          near(
            'largest RTT, ms (against the full buffer’s drain time)',
            c?.rtt?.max,
            bufferDrainMs(),
            1.5,
          ),
        ];
      },
    }),
  }),
  tryThisLink(TRACE_SCHEMA, {
    id: 'every-drop',
    label: 'Every drop is a retransmission (pcap)',
    what: 'The sender’s capture retransmits 39 packets: exactly the 39 the bottleneck’s queue dropped (tc’s counter, recorded apart), and nothing more.',
    query: 'lab=trace&example=reno-pcap',
    claim: claim({
      check: (r: TraceReport) => [
        near('retransmitted packets in the capture', biggest(r)?.retransmissions, RENO_DROPS, 0),
      ],
    }),
  }),
  tryThisLink(TRACE_SCHEMA, {
    id: 'four-tools',
    label: 'One flow, four tools (iperf3, pcap, ss, tcp_probe)',
    what: 'The same Reno flow as iperf3 reports it, and as the capture, ss and tcp_probe saw it at the same time: the same 9.6-9.8 Mbit/s, within 3 %.',
    query: 'lab=trace&example=reno-iperf3',
    claim: claim({
      also: [
        'lab=trace&example=reno-pcap',
        'lab=trace&example=reno-ss',
        'lab=trace&example=reno-probe',
      ],
      check: (...reports: TraceReport[]) => {
        const rates = reports.map((r) => biggest(r)?.throughput ?? NaN);
        const spread = Math.max(...rates) / Math.min(...rates) - 1;
        return [
          ...rates.map((x, k) =>
            inRange(
              `throughput, ${['iperf3', 'pcap', 'ss', 'tcp_probe'][k]}, Mbit/s`,
              x,
              9,
              payloadCapacity() * 1.03,
            ),
          ),
          atMost('largest over smallest, less 1', spread, 0.03),
        ];
      },
    }),
  }),
  tryThisLink(TRACE_SCHEMA, {
    id: 'congestion-events',
    label: 'Which flows a congestion event hits (Figs. 17-19)',
    what: 'Eight Reno flows through one DropTail buffer: grouped within an RTT, their 277 loss events make 87 congestion events, and an event hits 2.9 of the 8 on average; all 8 only twice. As paper 000 measured on PlanetLab, M is a small fraction of N: the flows are far from the synchronized losses of eq. (6). The fit panel draws the CCDF (Fig. 17) and the loss events over time (Figs. 18-19).',
    query: 'lab=trace&example=reno8-pcap',
    claim: claim({
      check: (r: TraceReport) => {
        const n = dataConnections(r).length;
        const events = r.measures?.congestionEvents;
        const losses = dataConnections(r).reduce((a, c) => a + c.lossEvents.length, 0);
        const all = events?.ccdf.find((x) => x.m === n)?.p ?? 0;
        return [
          near('data connections', n, 8, 0),
          // each loss event is at least one packet the queue dropped (tc's own count)
          inRange('loss events, all connections', losses, 8, RENO8_DROPS),
          atLeast(
            'loss events of the least hit connection',
            Math.min(...dataConnections(r).map((c) => c.lossEvents.length)),
            20,
          ),
          atMost('connections hit per congestion event, over N', (events?.meanHit ?? NaN) / n, 0.5),
          atLeast('connections hit per congestion event', events?.meanHit ?? null, 1),
          atMost('share of events that hit every connection', all, 0.05),
        ];
      },
    }),
  }),
  tryThisLink(TRACE_SCHEMA, {
    id: 'throughput-vs-n',
    label: 'Throughput against N: 1, 2, 4, 8 Reno flows (Fig. 15)',
    what: 'Four captures of 1, 2, 4 and 8 Reno flows through the same 10 Mbit/s bottleneck: together they carry 9.0-9.6 Mbit/s at every N, the link’s 9.56 Mbit/s of payload, so each flow’s share falls as 1/N (9.56, 4.76, 2.39, 1.19 Mbit/s), and each sees more loss events (6.2 a second alone, 11.3 among 8). Theorem 1 (dashed) has the aggregate grow with N; the 20-packet buffer keeps even one flow’s link full.',
    query: 'lab=trace&example=parallel-reno',
    claim: claim({
      check: (r: TraceSetReport) => {
        const rows = r.throughputVsN;
        const one = rows.find((x) => x.n === 1);
        const eight = rows.find((x) => x.n === 8);
        const ratio = (a: number | null | undefined, b: number | null | undefined) =>
          a != null && b != null && b > 0 ? a / b : null;
        return [
          near('traces, one each for N = 1, 2, 4, 8', rows.length, 4, 0),
          ...rows.map((x) =>
            inRange(
              `aggregate at N = ${x.n} over the link’s payload rate (${payloadCapacity().toFixed(2)} Mbit/s)`,
              ratio(x.aggregateMbps, payloadCapacity()),
              0.93,
              1.01,
            ),
          ),
          ...rows
            .filter((x) => x.n > 1)
            .map((x) =>
              near(
                `per-connection throughput × N at N = ${x.n}, over N = 1’s`,
                ratio((x.perConnectionMbps ?? NaN) * x.n, one?.perConnectionMbps),
                1,
                0.02,
              ),
            ),
          atLeast(
            'loss events per connection per s, N = 8 over N = 1',
            ratio(eight?.lossEventsPerConnectionPerSecond, one?.lossEventsPerConnectionPerSecond),
            1.5,
          ),
          atLeast(
            'aggregate at N = 1 over Theorem 1 there (pinned at N = 8)',
            ratio(one?.aggregateMbps, one?.theorem1Mbps),
            1.2,
          ),
        ];
      },
    }),
  }),
];
