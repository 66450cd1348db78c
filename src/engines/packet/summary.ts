/**
 * The results of a packet-level run as a plain JSON-able object. Rates are measured at the
 * monitored link (the dumbbell's bottleneck) after the warm-up, in bits on the wire (1040-byte
 * packets by default), exactly as ns-2's queue monitor counts `bdepartures_`: a packet counts when
 * its transmission starts. What is undefined is NaN (null once in JSON): rates and average windows
 * before the warm-up ends, the mean of M without congestion events, the throughput of a flow whose
 * route has no queue.
 */
import type { LinkServer } from './queues/linkServer';
import type { PacketSimulation } from './simulation';

export interface DropRecord {
  t: number;
  flow: number;
  seq: number;
  link: number;
  cause: 'queue' | 'loss' | 'scripted';
}

export interface FlowSummary {
  /** Mbit/s on the wire after the warm-up, at the flow's first queue (the dumbbell's bottleneck) */
  throughput: number;
  /** time-average cwnd after the warm-up, packets */
  cwnd: number;
  /** drops on the flow's routes over the whole run: all causes, queue, random loss */
  drops: number;
  queueDrops: number;
  lossDrops: number;
  timeouts: number;
  fastRetransmits: number;
  /** packets sent again (sequence numbers at or below the highest sent) */
  retransmits: number;
  /** propagation RTT, s */
  rtt: number;
  /** start and stop times, s (stop null: never stopped) */
  start: number;
  stop: number | null;
  /** time the flow was active after the warm-up: from max(start, warm-up) to min(stop, now), s */
  activeTime: number;
  /** Mbit/s on the wire over its active time (bytes after the warm-up / activeTime) */
  activeThroughput: number;
}

/** A source (host): its flows (MP-TCP subflows, or one single-path flow) taken together. */
export interface SourceSummary {
  /** the source id of `params.source` (for a flow without one, -1 - its index) */
  id: number;
  flows: number[];
  /** Σ of its flows' throughput, Mbit/s */
  throughput: number;
  /** Σ of its flows' bytes over the time any of them was active, Mbit/s */
  activeThroughput: number;
}

export interface PacketSummary {
  /** simulated time reached, s */
  time: number;
  /** time measured (after the warm-up), s */
  measuredTime: number;
  /** bytes that left the monitored link after the warm-up × 8 / (capacity × measured time) */
  utilization: number;
  /** aggregate throughput at the monitored link after the warm-up, Mbit/s */
  throughput: number;
  /** packets that left the monitored link over the whole run (data, SYNs and retransmissions) */
  packets: number;
  drops: number;
  queueDrops: number;
  lossDrops: number;
  /** ACKs dropped by a finite reverse queue */
  ackDrops: number;
  timeouts: number;
  fastRetransmits: number;
  retransmits: number;
  flows: FlowSummary[];
  /** per source (paper 002's MP-TCP users): the sums of their subflows */
  sources: SourceSummary[];
  /** paper 000 Fig. 17: congestion events (queue drops clumped by `gap` s), counts[m-1] = events with M = m */
  sync: { gap: number; events: number; counts: number[]; meanM: number };
  /** paper 000 Figs. 13-14: flow-bins of length `bin` s by window w at the bin start, signalled or not */
  signalGivenWindow: { bin: number; w: number[]; signalled: number[]; total: number[] };
  /** events processed */
  events: number;
}

/** What a link has sent by `now`: departures counted at acceptance minus those not started yet. */
function departures(q: LinkServer | null, now: number, n: number) {
  const out = { packets: 0, measuredBytes: 0, flowBytes: new Float64Array(n) };
  if (!q) return out;
  q.advance(now);
  const pending = { bytes: 0, measuredBytes: 0, measured: 0, flowBytes: new Float64Array(n) };
  out.packets = q.departedPackets - q.pendingDepartures(now, pending);
  out.measuredBytes = q.measuredBytes - pending.measuredBytes;
  for (let f = 0; f < n; f++) out.flowBytes[f] = q.flowBytes[f] - pending.flowBytes[f];
  return out;
}

export function summarize(sim: PacketSimulation): PacketSummary {
  const p = sim.params;
  const n = sim.flowCount;
  const now = sim.now;
  const measuredTime = Math.max(0, now - p.warmup);
  const capacity = sim.topology.links[sim.topology.monitor].capacity;
  const mon = departures(sim.monitor, now, n);
  // once per queue, not per flow: every flow of a dumbbell measures at the one bottleneck, and
  // pendingDepartures walks its whole buffer (O(N × B) per summary otherwise)
  const byQueue = new Map<LinkServer, ReturnType<typeof departures>>();
  const flowBytes = sim.flowQueue.map((q, f) => {
    if (!q) return NaN;
    let d = byQueue.get(q);
    if (d === undefined) byQueue.set(q, (d = departures(q, now, n)));
    return d.flowBytes[f];
  });
  const mbps = (bytes: number) => (measuredTime > 0 ? (bytes * 8) / measuredTime / 1e6 : NaN);
  const from = (f: number) => Math.max(sim.startAt[f], p.warmup);
  const until = (f: number) => Math.min(sim.stopAt[f], now);
  const activeTime = (f: number) => Math.max(0, until(f) - from(f));
  const flows: FlowSummary[] = sim.senders.map((s, f) => ({
    throughput: mbps(flowBytes[f]),
    cwnd: sim.cwndAverage.mean(f, now),
    drops: sim.queueDrops[f] + sim.lossDrops[f] + sim.forcedDrops[f],
    queueDrops: sim.queueDrops[f],
    lossDrops: sim.lossDrops[f],
    timeouts: s.timeouts,
    fastRetransmits: s.fastRetransmits,
    retransmits: s.retransmits,
    rtt: sim.rtt[f],
    start: sim.startAt[f],
    stop: sim.stopAt[f] < Infinity ? sim.stopAt[f] : null,
    activeTime: activeTime(f),
    activeThroughput: activeTime(f) > 0 ? (flowBytes[f] * 8) / activeTime(f) / 1e6 : NaN,
  }));
  const groups = new Map<number, number[]>();
  for (let f = 0; f < n; f++) {
    const id = p.source === null ? -1 - f : p.source[f];
    groups.set(id, [...(groups.get(id) ?? []), f]);
  }
  const sources: SourceSummary[] = [...groups].map(([id, members]) => {
    const span =
      Math.max(...members.map(until)) - Math.max(p.warmup, Math.min(...members.map(from)));
    const bytes = members.reduce((a, f) => a + flowBytes[f], 0);
    return {
      id,
      flows: members,
      throughput: members.reduce((a, f) => a + flows[f].throughput, 0),
      activeThroughput: span > 0 ? (bytes * 8) / span / 1e6 : NaN,
    };
  });
  const total = (
    k: 'drops' | 'queueDrops' | 'lossDrops' | 'timeouts' | 'fastRetransmits' | 'retransmits',
  ) => flows.reduce((a, x) => a + x[k], 0);
  const sync = sim.sync.snapshot();
  return {
    time: now,
    measuredTime,
    utilization: measuredTime > 0 ? (mon.measuredBytes * 8) / (capacity * measuredTime) : NaN,
    throughput: mbps(mon.measuredBytes),
    packets: mon.packets,
    drops: total('drops'),
    queueDrops: total('queueDrops'),
    lossDrops: total('lossDrops'),
    ackDrops: sim.network.ackDrops,
    timeouts: total('timeouts'),
    fastRetransmits: total('fastRetransmits'),
    retransmits: total('retransmits'),
    flows,
    sources,
    sync: { gap: sim.sync.gap, ...sync },
    signalGivenWindow: { bin: sim.signal.width, ...sim.signal.snapshot() },
    events: sim.events,
  };
}
