import type { PacketSimulation } from '../../../engines/packet/simulation';
import type { DropRecord } from '../../../engines/packet/summary';
import type { CongestionStep, PacketStep } from './protocol';

/**
 * Step mode, written from the engine's public state: what the last `step()` processed from
 * `PacketSimulation.lastEvent` (its kind, flow, packet), its effects from the senders' counters
 * before and after.
 */

/** Events looked through at most for one that shows (trace samples and stale timers do not). */
const MAX_QUIET_EVENTS = 100_000;
const LISTED_FLOWS = 12;

/** Packets at the bottleneck now (the link's queue is brought up to the clock first). */
export function bottleneckQueue(sim: PacketSimulation): number {
  const q = sim.monitor;
  if (!q) return 0;
  q.advance(sim.now);
  return q.count;
}

interface SenderMark {
  cwnd: number;
  maxSeq: number;
  retransmits: number;
  fastRetransmits: number;
  timeouts: number;
}

function mark(sim: PacketSimulation, f: number): SenderMark {
  const s = sim.senders[f];
  return {
    cwnd: sim.windows[f].cwnd,
    maxSeq: s.maxSeq,
    retransmits: s.retransmits,
    fastRetransmits: s.fastRetransmits,
    timeouts: s.timeouts,
  };
}

/**
 * Runs events until one that shows: a flow starts, a packet reaches the bottleneck (queued or
 * dropped), an ACK reaches its sender, a timer expires. Null when the run is over.
 */
export function stepPacket(sim: PacketSimulation): PacketStep | null {
  for (let k = 0; k < MAX_QUIET_EVENTS; k++) {
    // every flow's state before the event, since which flow it concerns is known only after
    const before = sim.senders.map((_, f) => mark(sim, f));
    const dropBefore = sim.lastDrop;
    if (!sim.step()) return null;
    const e = sim.lastEvent;
    if (e === null) return null;
    const flow = e.flow;
    let event: PacketStep['event'];
    let seq: number | null = null;
    if (e.kind === 'data') {
      event = 'arrival';
      seq = e.seq;
    } else if (e.kind === 'ack') {
      event = 'ack';
      seq = e.seq;
    } else if (e.kind === 'start') event = 'start';
    else if (e.kind === 'delack') event = 'delack';
    else if (e.kind === 'rto' && sim.senders[flow].timeouts > before[flow].timeouts)
      event = 'timeout';
    else continue; // a trace sample, a stale timer entry, an ACK between hops, a stop
    const was = before[flow];
    const now = mark(sim, flow);
    const drop = sim.lastDrop !== dropBefore ? sim.lastDrop : null;
    return {
      kind: 'packet',
      time: sim.now,
      event,
      flow,
      seq,
      dupAcks: sim.senders[flow].dupAcks,
      cwndBefore: was.cwnd,
      cwndAfter: now.cwnd,
      sent: Math.max(0, now.maxSeq - was.maxSeq) + (now.retransmits - was.retransmits),
      fastRetransmit: now.fastRetransmits > was.fastRetransmits,
      timeout: now.timeouts > was.timeouts,
      dropped: drop === null ? null : drop.cause === 'loss' ? 'loss' : 'queue',
      queue: bottleneckQueue(sim),
    };
  }
  return null;
}

/**
 * Runs to the next drop, then on while drops follow within the sync measure's gap (syncgap x mean
 * RTT, as Fig. 17 clumps them): one congestion event, with the flows it hit. The search for the
 * first drop is cut in slices and stops at `deadline` (wall clock), so that a run without drops
 * (a buffer larger than the windows) cannot hold the worker.
 */
export function stepCongestion(
  sim: PacketSimulation,
  clock: () => number,
  deadline: number,
): CongestionStep | null {
  if (sim.done) return null;
  const gap = sim.sync.gap;
  const slice = Math.max(gap, 10 * sim.meanRtt);
  let first: DropRecord | null = null;
  while (!sim.done && first === null) {
    first = sim.runUntilDrop(sim.now + slice);
    if (first === null && clock() >= deadline) break;
  }
  if (first === null)
    return {
      kind: 'congestion',
      found: false,
      time: sim.now,
      end: sim.now,
      gap,
      drops: 0,
      lossDrops: 0,
      flowCount: 0,
      flows: [],
      queue: bottleneckQueue(sim),
    };
  const queue = bottleneckQueue(sim);
  // the windows at the first drop: a window is cut only when the loss is detected, later
  const cwndAtDrop = Float64Array.from(sim.windows, (w) => w.cwnd);
  const perFlow = new Map<number, number>();
  let drops = 0;
  let lossDrops = 0;
  const record = (d: DropRecord) => {
    drops++;
    if (d.cause === 'loss') lossDrops++;
    perFlow.set(d.flow, (perFlow.get(d.flow) ?? 0) + 1);
  };
  record(first);
  let last = first.t;
  for (;;) {
    const d = sim.runUntilDrop(last + gap);
    if (d === null) break;
    record(d);
    last = d.t;
  }
  const flows = [...perFlow.entries()].slice(0, LISTED_FLOWS).map(([flow, count]) => ({
    flow,
    drops: count,
    cwndBefore: cwndAtDrop[flow],
    cwndAfter: sim.windows[flow].cwnd,
  }));
  return {
    kind: 'congestion',
    found: true,
    time: first.t,
    end: last,
    gap,
    drops,
    lossDrops,
    flowCount: perFlow.size,
    flows,
    queue,
  };
}
