import { PacketSimulation } from '../../../engines/packet';
import type { Series } from '../../../trace/types';
import { toPacketParams } from '../../families/packet/params';
import type { DumbbellScenario } from '../../families/packet/scenario';
import { throughputBins } from './bins';
import { highest, lowest } from './extremes';
import { groupLossEvents } from './lossEvents';

/**
 * The twin run: the packet engine on the twin's scenario, sampled every `interval` into the series
 * a trace reader gives a connection, on the trace's time axis (s from its first record), so that
 * both are drawn on the same axes:
 * - cwnd: the sender's window, packets; flight: the packets sent and not yet acknowledged (the
 *   highest sent less the highest cumulative ACK), what a capture reads as the window;
 * - rtt: the flow's base RTT plus the bottleneck queue's delay at the sample, queue x wire bits /
 *   capacity, in ms. A packet that reaches the queue then finds q packets in the system: it waits
 *   for the rest of the one in transmission and the q - 1 behind it, then is sent in one frame's
 *   time: between q and q + 1 frames, so q frames is its delay within one packet;
 * - throughput: delivered (acknowledged) payload bytes in bins of the flow's mean RTT, Mbit/s,
 *   the pcap reader's bins (bins.ts);
 * - lossEvents: its drops grouped one per window (lossEvents.ts).
 * Pure and DOM-free: a worker calls it as the command line does.
 */

export interface TwinFlowSummary {
  /** when the flow starts and stops sending, trace time (s) */
  start: number;
  end: number;
  /** time averages over [start, end], packets */
  meanCwnd: number | null;
  meanFlight: number | null;
  /** the mean RTT its packets saw (the samples weighted by the packets sent), ms */
  meanRttMs: number | null;
  /** delivered payload over [start, end], Mbit/s */
  throughputMbps: number | null;
  bytesSent: number;
  bytesDelivered: number;
  drops: number;
  lossEvents: number;
  lossEventsPerSecond: number | null;
  /** loss events per packet sent (the fit's p) */
  lossRate: number | null;
}

export interface TwinFlow {
  cwnd: Series;
  flight: Series;
  rtt: Series;
  throughput: Series;
  lossEvents: number[];
  summary: TwinFlowSummary;
}

export interface TwinRun {
  /** the sample interval, s */
  interval: number;
  /** trace time of the twin's 0, s */
  origin: number;
  duration: number;
  flows: TwinFlow[];
  /** all flows' delivered payload over the run, Mbit/s */
  aggregateMbps: number | null;
  /** the capacity's payload share: cap x pkt / (pkt + header), Mbit/s */
  payloadMbps: number;
  utilization: number | null;
}

export interface RunTwinOptions {
  /** trace time of the twin's 0 (TwinScenario.origin) */
  origin?: number;
  /** sample interval, s (default: see sampleInterval) */
  interval?: number;
}

/** Samples a run keeps at most, whatever its length. */
export const MAX_SAMPLES = 50_000;

/**
 * 1 ms, or a tenth of the smallest RTT with a full queue when that is shorter (a faster link's
 * sawtooth is quicker), and never more than MAX_SAMPLES samples.
 */
export function sampleInterval(s: DumbbellScenario): number {
  const frame = ((s.pkt + s.header) * 8) / (s.cap * 1e6);
  const fullRtt = lowest(s.rtt) / 1000 + s.buffer * frame;
  return Math.max(Math.min(1e-3, fullRtt / 10), s.t / MAX_SAMPLES);
}

const orNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** What one flow accumulates, sample by sample. */
class FlowTrack {
  readonly cwnd: Series = { t: [], v: [] };
  readonly flight: Series = { t: [], v: [] };
  readonly rtt: Series = { t: [], v: [] };
  /** the sample times (twin time) and the bytes delivered since the previous sample */
  readonly at: number[] = [];
  readonly delivered: number[] = [];
  readonly drops: number[] = [];
  cwndSum = 0;
  flightSum = 0;
  samples = 0;
  rttWeighted = 0;
  sentWeight = 0;
  lastAcked = 0;
  lastSent = 0;

  constructor(
    readonly start: number,
    readonly end: number,
    readonly baseMs: number,
  ) {}
}

export function runTwin(scenario: DumbbellScenario, options: RunTwinOptions = {}): TwinRun {
  const origin = options.origin ?? 0;
  const interval = options.interval ?? sampleInterval(scenario);
  const sim = new PacketSimulation(toPacketParams(scenario, 0));
  const p = sim.params;
  const n = sim.flowCount;
  const frameMs = (((p.pktSize + p.header) * 8) / p.capacity) * 1000;
  const duration = p.duration;
  const tracks = Array.from(
    { length: n },
    (_, f) => new FlowTrack(sim.startAt[f], Math.min(sim.stopAt[f], duration), sim.rtt[f] * 1000),
  );
  // with a SYN, packet 0 carries no data: data packets are 1 .. maxSeq
  const firstData = p.syn ? 0 : 1;
  const packets = (seq: number) => Math.max(0, seq + firstData);

  const sample = (t: number) => {
    let queue = 0;
    if (sim.monitor) {
      sim.monitor.advance(t);
      queue = sim.monitor.count;
    }
    for (let f = 0; f < n; f++) {
      const tr = tracks[f];
      const s = sim.senders[f];
      const acked = packets(s.highestAck) * p.pktSize;
      const sent = packets(s.maxSeq) * p.pktSize;
      const newly = acked - tr.lastAcked;
      const newlySent = sent - tr.lastSent;
      tr.lastAcked = acked;
      tr.lastSent = sent;
      if (!(t > tr.start && t <= tr.end + 1e-12)) continue;
      const cwnd = sim.windows[f].cwnd;
      const flight = Math.max(0, packets(s.maxSeq) - packets(s.highestAck));
      const rtt = tr.baseMs + queue * frameMs;
      const shown = origin + t;
      tr.cwnd.t.push(shown);
      tr.cwnd.v.push(cwnd);
      tr.flight.t.push(shown);
      tr.flight.v.push(flight);
      tr.rtt.t.push(shown);
      tr.rtt.v.push(rtt);
      tr.at.push(t);
      tr.delivered.push(newly);
      tr.cwndSum += cwnd;
      tr.flightSum += flight;
      tr.samples++;
      tr.rttWeighted += rtt * newlySent;
      tr.sentWeight += newlySent;
    }
  };

  const advanceTo = (until: number) => {
    for (;;) {
      const d = sim.runUntilDrop(until);
      if (d === null) return;
      if (d.cause !== 'scripted') tracks[d.flow].drops.push(d.t);
    }
  };

  const count = Math.floor(duration / interval + 1e-9);
  for (let k = 1; k <= count; k++) {
    advanceTo(k * interval);
    sample(k * interval);
  }
  if (duration - count * interval > 1e-12) {
    advanceTo(duration);
    sample(duration);
  }

  const fullQueueMs = p.buffer * frameMs;
  let delivered = 0;
  const flows = tracks.map((tr, f): TwinFlow => {
    const span = tr.end - tr.start;
    const s = sim.senders[f];
    const bytesDelivered = packets(s.highestAck) * p.pktSize;
    const bytesSent = packets(s.maxSeq) * p.pktSize;
    delivered += bytesDelivered;
    const meanRttMs = tr.sentWeight > 0 ? tr.rttWeighted / tr.sentWeight : null;
    const events = groupLossEvents(tr.drops, (tr.baseMs + fullQueueMs) / 1000);
    const bin = meanRttMs ?? tr.baseMs + fullQueueMs;
    return {
      cwnd: tr.cwnd,
      flight: tr.flight,
      rtt: tr.rtt,
      throughput: throughputBins(
        tr.at,
        tr.delivered,
        interval,
        tr.start,
        tr.end,
        bin / 1000,
        origin,
      ),
      lossEvents: events.map((t) => origin + t),
      summary: {
        start: origin + tr.start,
        end: origin + tr.end,
        meanCwnd: tr.samples > 0 ? tr.cwndSum / tr.samples : null,
        meanFlight: tr.samples > 0 ? tr.flightSum / tr.samples : null,
        meanRttMs,
        throughputMbps: span > 0 ? orNull((bytesDelivered * 8) / span / 1e6) : null,
        bytesSent,
        bytesDelivered,
        drops: tr.drops.length,
        lossEvents: events.length,
        lossEventsPerSecond: span > 0 ? orNull(events.length / span) : null,
        lossRate: bytesSent > 0 ? orNull(events.length / (bytesSent / p.pktSize)) : null,
      },
    };
  });
  const payloadMbps = (p.capacity * p.pktSize) / (p.pktSize + p.header) / 1e6;
  const first = lowest(tracks.map((t) => t.start));
  const last = highest(tracks.map((t) => t.end));
  const aggregateMbps = last > first ? orNull((delivered * 8) / (last - first) / 1e6) : null;
  return {
    interval,
    origin,
    duration,
    flows,
    aggregateMbps,
    payloadMbps,
    utilization: aggregateMbps === null ? null : orNull(aggregateMbps / payloadMbps),
  };
}
