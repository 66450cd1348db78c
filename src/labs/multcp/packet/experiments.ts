import type { CcSpec, Flavour, PacketParams } from '../../../engines/packet/params';
import type { MulFlow } from '../network';
import type { PacketFields } from './fields';
import { measuredRun } from './measure';
import { fig3Rtts, fig3Topology, HEADER, PAYLOAD, wpfTopology } from './networks';

/**
 * One replication of each packet experiment (one seed): the engine's parameters, the run, and
 * the statistic the view draws. Pure and synchronous: the sweep's point runner calls these in
 * the browser's workers, the CLI's threads and the tests alike.
 */

const multcp = (n: number): CcSpec => ({ name: 'multcp', weight: n });
const RENO: CcSpec = { name: 'reno' };
const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

type Run = Pick<PacketFields, 't' | 'warmup'>;
const common = (s: Run, seed: number): Partial<PacketParams> => ({
  duration: s.t,
  warmup: s.warmup,
  seed,
  pktSize: PAYLOAD,
  header: HEADER,
  // every sender starts within the first 2 s (the warm-up absorbs the slow starts)
  startSpread: 2,
});

export interface Fig4Run {
  /** T(MulTCP) / T(TCP), or the N TCPs' sum over the reference TCP */
  gain: number;
  /** Mbit/s of the MulTCP (or the N TCPs together) and of the reference TCP */
  multcp: number;
  tcp: number;
  /** timeouts of the MulTCP (or the N TCPs together) and of the reference TCP */
  multcpTimeouts: number;
  tcpTimeouts: number;
  utilization: number;
}

/**
 * Fig. 4: MulTCP(N) (or, `separate`, N TCPs on the MulTCP's path: N an integer) and one TCP on the
 * middle pair of Fig. 3's RTTs, with bg background TCPs on the other pairs; every sender uses the
 * same flavour.
 */
export function fig4Run(
  s: PacketFields,
  n: number,
  flavour: Flavour,
  separate: boolean,
  seed: number,
): Fig4Run {
  const base = fig3Rtts(s);
  const k = separate ? n : 1;
  const rtts = [...Array<number>(k).fill(base[0]), ...base.slice(1)];
  const cc = rtts.map((_, f) => (f < k && !separate ? multcp(n) : RENO));
  const run = measuredRun({
    ...common(s, seed),
    topology: fig3Topology(s, rtts),
    flavour,
    cc,
  });
  const sum = (xs: number[]) => xs.slice(0, k).reduce((a, x) => a + x, 0);
  return {
    gain: sum(run.mbps) / run.mbps[k],
    multcp: sum(run.mbps),
    tcp: run.mbps[k],
    multcpTimeouts: sum(run.timeouts),
    tcpTimeouts: run.timeouts[k],
    utilization: run.utilization,
  };
}

export interface Fig5Run {
  /** the standard deviation of RTT × throughput over its mean (paper 004's Fig. 5) */
  spread: number;
  /** the same within the pairs of equal RTT: sqrt(mean of (x1 - x2)^2 / 2) over the mean */
  pairSpread: number;
  /** mean throughput per flow, Mbit/s */
  meanMbps: number;
  /** mean timeouts per flow */
  timeouts: number;
  utilization: number;
}

/** Fig. 5: bg + 2 MulTCP(N)s of one flavour on Fig. 3's network. */
export function fig5Run(s: PacketFields, n: number, flavour: Flavour, seed: number): Fig5Run {
  const rtts = fig3Rtts(s);
  const run = measuredRun({
    ...common(s, seed),
    topology: fig3Topology(s, rtts),
    flavour,
    cc: multcp(n),
  });
  const x = run.mbps.map((v, f) => v * rtts[f]);
  const m = mean(x);
  const sd = Math.sqrt(x.reduce((a, v) => a + (v - m) ** 2, 0) / (x.length - 1));
  let pairs = 0;
  for (let f = 0; f + 1 < x.length; f += 2) pairs += (x[f] - x[f + 1]) ** 2 / 2;
  return {
    spread: sd / m,
    pairSpread: Math.sqrt(pairs / Math.floor(x.length / 2)) / m,
    meanMbps: mean(run.mbps),
    timeouts: mean(run.timeouts),
    utilization: run.utilization,
  };
}

export interface UtilRun {
  utilization: number;
  /** timeouts of all the flows together */
  timeouts: number;
  /** after the warm-up: the flows losing a packet per congestion event, and the packets lost */
  flowsPerEvent: number;
  dropsPerEvent: number;
}

/**
 * Paper 000's view: MulTCP(N) alone, or N TCPs (`separate`), on a dumbbell of cap Mbit/s, RTT rtt
 * ms, a DropTail buffer of `buffer` packets (ns-2's dumbbell: access links 10 × cap).
 */
export function utilRun(
  s: PacketFields & { rtt: number },
  n: number,
  flavour: Flavour,
  separate: boolean,
  seed: number,
): UtilRun {
  const summary = measuredRun({
    ...common(s, seed),
    n: separate ? n : 1,
    rtt: [s.rtt / 1000],
    capacity: s.cap * 1e6,
    buffer: s.buffer,
    queue: 'droptail',
    flavour,
    cc: separate ? RENO : multcp(n),
  });
  const drops = summary.queueDropsMeasured.reduce((a, x) => a + x, 0);
  return {
    utilization: summary.utilization,
    timeouts: summary.timeouts.reduce((a, x) => a + x, 0),
    flowsPerEvent: summary.flowsPerEvent,
    dropsPerEvent: summary.events > 0 ? drops / summary.events : NaN,
  };
}

/** The wpf view: every flow a MulTCP(N_i) on its route; Mbit/s on the wire per flow. */
export function wpfRun(
  s: PacketFields & { links: number[]; flows: MulFlow[]; rtt: number },
  seed: number,
): { mbps: number[]; timeouts: number[]; flowsPerEvent: number } {
  const run = measuredRun({
    ...common(s, seed),
    topology: wpfTopology(s.links, s.flows, s.rtt, s.linkq),
    flavour: s.tcp,
    cc: s.flows.map((f) => multcp(Math.max(1, f.weight))),
  });
  return { mbps: run.mbps, timeouts: run.timeouts, flowsPerEvent: run.flowsPerEvent };
}

/**
 * Fig. 2 at packet level: one TCP (or MulTCP(rn)) with a receive window of `rwnd` packets of pkt
 * bytes, random loss p on a 100 Mbit/s link with a 10,000-packet buffer (no queue losses), RTT
 * rtt ms; kB/s of payload.
 */
export function rwndRun(
  s: PacketFields & { p: number; rtt: number; pkt: number; rn: number },
  rwnd: number,
  isMultcp: boolean,
  seed: number,
): { kBps: number; timeouts: number } {
  const run = measuredRun({
    ...common(s, seed),
    pktSize: s.pkt,
    n: 1,
    rtt: [s.rtt / 1000],
    capacity: 100e6,
    buffer: 10_000,
    queue: 'droptail',
    loss: s.p,
    flavour: s.tcp,
    cc: isMultcp ? multcp(s.rn) : RENO,
    rwnd,
    start: [0],
  });
  return { kBps: run.kBps[0], timeouts: run.timeouts[0] };
}
