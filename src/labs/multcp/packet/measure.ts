import type { PacketParams } from '../../../engines/packet/params';
import { PacketSimulation } from '../../../engines/packet/simulation';

/**
 * One packet-level run measured as the packet views count: each flow's throughput is the data it
 * had acknowledged between the warm-up and the end (the sender's highest cumulative ACK), so a
 * packet dropped further down a route or sent twice counts once: in Mbit/s on the wire
 * (`wire` bytes per packet) and in kB/s of payload (`payload` bytes per packet).
 */
export interface MeasuredRun {
  /** per flow, Mbit/s on the wire */
  mbps: number[];
  /** per flow, kB/s of payload */
  kBps: number[];
  /** per flow, timeouts over the whole run */
  timeouts: number[];
  /** the monitored link's utilization after the warm-up (the engine's count, retransmissions in) */
  utilization: number;
  /** per flow, drops over the whole run (queue and random loss) */
  drops: number[];
  /** per flow, queue drops after the warm-up */
  queueDropsMeasured: number[];
  /**
   * congestion events after the warm-up at the monitored link (queue drops clumped within a mean
   * RTT), and the mean number of flows losing a packet in one
   */
  events: number;
  flowsPerEvent: number;
}

export function measuredRun(params: Partial<PacketParams>): MeasuredRun {
  const sim = new PacketSimulation({ ...params, traceInterval: 0 });
  const p = sim.params;
  sim.runUntil(p.warmup);
  const from = sim.senders.map((s) => s.highestAck);
  const queueDropsBefore = Array.from(sim.queueDrops);
  const summary = sim.run();
  const span = p.duration - p.warmup;
  const acked = sim.senders.map((s, f) => Math.max(0, s.highestAck - Math.max(0, from[f])));
  return {
    mbps: acked.map((a) => (a * (p.pktSize + p.header) * 8) / span / 1e6),
    kBps: acked.map((a) => (a * p.pktSize) / span / 1000),
    timeouts: summary.flows.map((f) => f.timeouts),
    utilization: summary.utilization,
    drops: summary.flows.map((f) => f.drops),
    queueDropsMeasured: Array.from(sim.queueDrops, (d, f) => d - queueDropsBefore[f]),
    events: summary.sync.events,
    flowsPerEvent: summary.sync.meanM,
  };
}
