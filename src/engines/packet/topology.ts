/**
 * Networks: links with a capacity, a propagation delay, a queue discipline and an optional random
 * loss; flows with a forward route (data) and a reverse route (ACKs), each a list of link indices.
 * The dumbbell of paper 000 Sec. V (and of ns-2's `dumbbell.tcl`) is one builder; a two-link
 * MP-TCP network is another list of links and routes.
 */
import type { LossPolicy, PacketParams } from './params';

export type QueueSpec =
  /** ns-2 Queue/DropTail: `buffer` packets including the one in transmission (at most buffer-1 wait) */
  | { kind: 'droptail'; buffer: number }
  /** ns-2 2.35 Queue/RED (queue/red.cc); thresholds in packets as thresh_/maxthresh_ */
  | {
      kind: 'red';
      buffer: number;
      minThresh: number;
      maxThresh: number;
      maxP: number;
      weight: number;
      gentle: boolean;
      wait: boolean;
      /** queue_in_bytes_ and bytes_ (ns-2 2.35's defaults) */
      bytes: boolean;
      meanPktSize: number;
    }
  /** paper 000 Sec. V-D: unbounded buffer, one signalled flow per congestion event */
  | { kind: 'threshold'; threshold: number; hold: number; policy: LossPolicy };

export interface LinkSpec {
  /** bit/s */
  capacity: number;
  /** propagation delay, s */
  delay: number;
  /** null or absent: an unbounded FIFO */
  queue?: QueueSpec | null;
  /** Bernoulli loss probability per data packet, applied before the queue (ns-2 `lossmodel`) */
  loss?: number;
  /**
   * Serialization and delay only, without queueing between different flows (each flow's packets
   * stay in order and never overlap): no events, for links that are lightly used by construction,
   * such as the reverse bottleneck that carries only ACKs.
   */
  uncongested?: boolean;
}

export interface FlowRoute {
  forward: number[];
  reverse: number[];
}

export interface TopologySpec {
  links: LinkSpec[];
  flows: FlowRoute[];
  /** the link whose departures and drops are measured (utilization, throughput, sync, P(signal|w)) */
  monitor: number;
}

/** Two-way propagation delay of a flow: the sum of its links' delays, both directions. */
export function propagationRtt(t: TopologySpec, f: number): number {
  let s = 0;
  for (const l of t.flows[f].forward) s += t.links[l].delay;
  for (const l of t.flows[f].reverse) s += t.links[l].delay;
  return s;
}

/** The queue of the bottleneck as the flat parameters describe it. */
export function bottleneckQueue(p: PacketParams, meanRtt: number): QueueSpec {
  switch (p.queue) {
    case 'droptail':
      return { kind: 'droptail', buffer: p.buffer };
    case 'red':
      return {
        kind: 'red',
        buffer: p.buffer,
        minThresh: p.redMin ?? 0.6 * p.buffer,
        maxThresh: p.redMax ?? 0.8 * p.buffer,
        maxP: p.redMaxP,
        weight: p.redWeight,
        gentle: p.redGentle,
        wait: p.redWait,
        bytes: p.redMode === 'bytes',
        meanPktSize: p.redMeanPktSize,
      };
    case 'threshold':
      return {
        kind: 'threshold',
        threshold: p.threshold,
        hold: p.hold * meanRtt,
        policy: p.policy,
      };
  }
}

/** Per-flow RTTs of the flat parameters: one value for all, or one per flow. */
export function flowRtts(p: PacketParams): number[] {
  return p.rtt.length === 1 ? new Array<number>(p.n).fill(p.rtt[0]) : p.rtt.slice();
}

/**
 * The dumbbell of `dumbbell.tcl`: sender i -> r0 -> r1 -> receiver i. Link 0 is the bottleneck
 * r0->r1, link 1 its reverse r1->r0 (ACKs), then four access links per flow (in, out, out-reverse,
 * in-reverse) of accessFactor × capacity. The one-way delay rtt/2 is split in three equal parts
 * (access in, bottleneck, access out), as in the script. With unequal RTTs the bottleneck gets a
 * third of the smallest one-way delay and each flow's access links share the rest equally.
 */
export function buildDumbbell(p: PacketParams): TopologySpec {
  const rtts = flowRtts(p);
  const meanRtt = rtts.reduce((a, b) => a + b, 0) / rtts.length;
  const dB = rtts.reduce((a, b) => Math.min(a, b), Infinity) / 2 / 3;
  const links: LinkSpec[] = [
    { capacity: p.capacity, delay: dB, queue: bottleneckQueue(p, meanRtt), loss: p.loss },
    p.reverseBuffer === null
      ? { capacity: p.capacity, delay: dB, uncongested: true }
      : { capacity: p.capacity, delay: dB, queue: { kind: 'droptail', buffer: p.reverseBuffer } },
  ];
  const flows: FlowRoute[] = [];
  const access = p.accessFactor * p.capacity;
  for (let i = 0; i < p.n; i++) {
    const dA = (rtts[i] / 2 - dB) / 2;
    const base = links.length;
    links.push(
      { capacity: access, delay: dA },
      { capacity: access, delay: dA },
      { capacity: access, delay: dA },
      { capacity: access, delay: dA },
    );
    flows.push({ forward: [base, 0, base + 1], reverse: [base + 2, 1, base + 3] });
  }
  return { links, flows, monitor: 0 };
}
