/**
 * A packet-level run that a live view or a CLI drives: built from plain parameters, advanced in
 * slices of simulated time (`runUntil`), one event (`step`) or one drop (`runUntilDrop`) at a time;
 * it never reads a clock. Same parameters, same results, bit for bit.
 */
import type { WindowState, CcFactory } from './cc/congestionControl';
import {
  buildAckNoise,
  buildQueues,
  buildReceivers,
  buildSenders,
  resolveParams,
  startTimes,
  stream,
  STREAM_LOSS,
  topologyOf,
} from './build';
import { Clock } from './clock';
import { CwndAverage } from './measure/cwndAverage';
import { SignalGivenWindow } from './measure/signalGivenWindow';
import { SyncEvents } from './measure/syncEvents';
import { TraceInputs } from './measure/traceInputs';
import { Traces, type TraceChunk } from './measure/traces';
import {
  DROP_LOSS,
  DROP_QUEUE,
  EV_ACK,
  EV_ACK_HOP,
  EV_DATA,
  EV_DELACK,
  EV_RTO,
  EV_SAMPLE,
  EV_START,
  EV_STOP,
  type DropObserver,
} from './events';
import { Network } from './network';
import type { PacketParams } from './params';
import type { LinkServer } from './queues/linkServer';
import type { FlowRateView } from './queues/thresholdDropper';
import { summarize, type DropRecord, type PacketSummary } from './summary';
import type { TcpSender } from './tcp/sender';
import { propagationRtt, type TopologySpec } from './topology';

/**
 * What an event of the event list was: `start` (a flow starts), `data` (a data packet reaches a queue
 * of its route), `ack-hop` (an ACK reaches a queue of its reverse route), `ack` (an ACK reaches its
 * sender), `rto` (a retransmission-timer entry: it may be stale or early, and fire nothing),
 * `sample` (a trace sample), `delack` (a delayed-ACK timer entry), `stop` (a flow stops).
 */
export type PacketEventKind =
  'start' | 'data' | 'ack-hop' | 'ack' | 'rto' | 'sample' | 'delack' | 'stop';

/** The event `PacketSimulation.lastEvent` describes. */
export interface PacketEvent {
  kind: PacketEventKind;
  /** the flow it concerns (for `data` and `ack-hop`, the flow whose route the hop is on); -1 for `sample` */
  flow: number;
  /** `data`: the packet's sequence number; `ack`, `ack-hop`: the cumulative ACK it carries; else -1 */
  seq: number;
  /** when it happened, s */
  t: number;
}

/** Event kinds by their code in the event list (events.ts: EV_START = 0 ... EV_STOP = 7). */
const EVENT_KINDS: readonly PacketEventKind[] = [
  'start',
  'data',
  'ack-hop',
  'ack',
  'rto',
  'sample',
  'delack',
  'stop',
];

export interface PacketSimulationOptions {
  /** congestion-control modules beyond the built-in ones, by name */
  congestionControls?: Readonly<Record<string, CcFactory>>;
  /** test hook: drop these transmissions at the first queue they meet (count: how many, default 1) */
  scriptedDrops?: readonly { flow: number; seq: number; count?: number }[];
}

export class PacketSimulation implements DropObserver, FlowRateView {
  readonly params: PacketParams;
  readonly topology: TopologySpec;
  readonly flowCount: number;
  /** propagation RTT of each flow, s */
  readonly rtt: Float64Array;
  readonly meanRtt: number;
  readonly startAt: Float64Array;
  /** stop time of each flow, s (Infinity: never) */
  readonly stopAt: Float64Array;
  readonly senders: TcpSender[];
  readonly windows: WindowState[];
  readonly network: Network;
  /** the simulation clock shared by the network and the senders */
  readonly clock = new Clock();
  /** the measured link's transmitter */
  readonly monitor: LinkServer | null;
  /** each flow's first queue on its forward route, where its throughput is measured (null: none) */
  readonly flowQueue: (LinkServer | null)[];
  /** events processed */
  events = 0;
  // per-flow drops anywhere on the route, by cause
  readonly queueDrops: Float64Array;
  readonly lossDrops: Float64Array;
  readonly forcedDrops: Float64Array;
  cwndAverage!: CwndAverage;
  readonly sync: SyncEvents;
  readonly signal: SignalGivenWindow;
  readonly traces: Traces | null;
  private readonly startedFlag: Uint8Array;
  /** the last drop anywhere (for step-by-drop views) */
  lastDrop: DropRecord | null = null;
  private dropCount = 0;
  private samples = 0;
  private readonly traceInputs: TraceInputs;
  /** the flow of each hop of the network's flat hop list (forward and reverse routes) */
  private readonly hopFlow: Int32Array;
  /** the last event, one object refilled when `lastEvent` is read (no allocation per event) */
  private readonly event: PacketEvent = { kind: 'start', flow: -1, seq: -1, t: 0 };
  // the last event's time, payloads and, for an ACK, the cumulative ACK it carries
  private lastT = 0.5; // non-integer: an unboxed double field
  private lastA = 0;
  private lastB = 0;
  private lastAckNo = -1;

  constructor(params: Partial<PacketParams>, options: PacketSimulationOptions = {}) {
    const p = resolveParams(params);
    this.params = p;
    const topo = topologyOf(p);
    this.topology = topo;
    const n = topo.flows.length;
    this.flowCount = n;
    this.rtt = Float64Array.from({ length: n }, (_, f) => propagationRtt(topo, f));
    this.meanRtt = this.rtt.reduce((a, b) => a + b, 0) / n;
    this.startAt = startTimes(p, n);
    this.stopAt = Float64Array.from({ length: n }, (_, f) => p.stop?.[f] ?? Infinity);
    this.startedFlag = new Uint8Array(n);
    this.queueDrops = new Float64Array(n);
    this.lossDrops = new Float64Array(n);
    this.forcedDrops = new Float64Array(n);
    this.clock.now = 0;
    this.sync = new SyncEvents(n, p.syncGap * this.meanRtt, p.warmup);
    this.signal = new SignalGivenWindow(n, p.signalBin * this.meanRtt, p.warmup, this.clock);
    const { servers, disciplines } = buildQueues(topo, p.warmup, this, p.seed, this.meanRtt);
    this.monitor = servers[topo.monitor];
    this.flowQueue = topo.flows.map((r) => {
      const l = r.forward.find((k) => servers[k] !== null);
      return l === undefined ? null : servers[l];
    });
    const sackBlocks = p.sackBlocks;
    this.network = new Network(
      {
        topology: topo,
        dataBytes: new Array<number>(n).fill(p.pktSize + p.header),
        synBytes: p.header,
        syn: p.syn,
        sackBlocks,
        delayedAck: p.delayedAck,
        delAckInterval: p.delAckInterval,
        ackNoise: buildAckNoise(p, n),
      },
      servers,
      disciplines,
      buildReceivers(p, n),
      stream(p.seed, STREAM_LOSS),
      this,
      this.clock,
    );
    if (options.scriptedDrops && options.scriptedDrops.length > 0) {
      const m = new Map<number, number>();
      for (const d of options.scriptedDrops) {
        const key = d.flow * 2147483648 + d.seq;
        m.set(key, (m.get(key) ?? 0) + (d.count ?? 1));
      }
      this.network.forcedDrops = m;
    }
    this.hopFlow = hopFlows(topo, this.network);
    this.senders = buildSenders(p, n, this.network, options.congestionControls ?? {}, this.clock);
    this.windows = this.senders.map((s) => s.w);
    this.cwndAverage = new CwndAverage(n, p.warmup, this.clock, this.windows);
    const heap = this.network.heap;
    for (let f = 0; f < n; f++) heap.push(this.startAt[f], (f << 3) | EV_START, 0);
    for (let f = 0; f < n; f++) {
      if (this.stopAt[f] < Infinity) heap.push(this.stopAt[f], (f << 3) | EV_STOP, 0);
    }
    this.traceInputs = new TraceInputs(this.senders, p.pktSize, p.syn);
    this.traces =
      p.traceInterval > 0 ? new Traces(n, p.traceCapacity, this.traceInputs.columns) : null;
    if (this.traces) heap.push(0, EV_SAMPLE, 0);
  }

  /** simulated time reached, s */
  get now(): number {
    return this.clock.now;
  }

  get done(): boolean {
    return this.now >= this.params.duration;
  }

  /**
   * The event processed last (null before the first), for step-by-step views: what it was, the flow
   * it concerns, its packet or ACK number, its time. The same object is refilled by every event:
   * copy it to keep it. What the event changed is read from the senders (cwnd, counters) as usual.
   */
  get lastEvent(): Readonly<PacketEvent> | null {
    if (this.events === 0) return null;
    const kind = this.lastA & 7;
    const id = this.lastA >> 3;
    const ev = this.event;
    ev.kind = EVENT_KINDS[kind];
    ev.t = this.lastT;
    ev.flow =
      kind === EV_DATA || kind === EV_ACK_HOP ? this.hopFlow[id] : kind === EV_SAMPLE ? -1 : id;
    ev.seq = kind === EV_DATA ? this.lastB : this.lastAckNo;
    return ev;
  }

  /** Processes every event up to `until` (capped at the duration); the clock then reads `until`. */
  runUntil(until: number): void {
    const end = Math.min(until, this.params.duration);
    const heap = this.network.heap;
    while (heap.popBy(end)) this.dispatch();
    if (end > this.clock.now) this.clock.now = end;
  }

  /** Runs to the end. */
  run(): PacketSummary {
    this.runUntil(this.params.duration);
    return this.summary();
  }

  /** Processes one event (false when there is none left before the end). */
  step(): boolean {
    if (!this.network.heap.popBy(this.params.duration)) {
      this.clock.now = this.params.duration;
      return false;
    }
    this.dispatch();
    return true;
  }

  /** Runs until the next packet drop (or `until`); returns it, or null when none happened. */
  runUntilDrop(until = this.params.duration): DropRecord | null {
    const before = this.dropCount;
    const end = Math.min(until, this.params.duration);
    const heap = this.network.heap;
    while (heap.popBy(end)) {
      this.dispatch();
      if (this.dropCount !== before) return this.lastDrop;
    }
    if (end > this.clock.now) this.clock.now = end;
    return null;
  }

  /** Processes the event just popped from the event list. */
  private dispatch(): void {
    const net = this.network;
    const t = net.heap.poppedTime;
    const a = net.heap.poppedA;
    const b = net.heap.poppedB;
    this.clock.now = t;
    this.events++;
    const id = a >> 3;
    const kind = a & 7;
    // what `lastEvent` describes, kept raw: the object is filled only when a view asks
    this.lastT = t;
    this.lastA = a;
    this.lastB = b;
    this.lastAckNo = kind === EV_ACK || kind === EV_ACK_HOP ? net.ackNumber(b) : -1;
    switch (kind) {
      case EV_DATA:
        net.dataArrives(id, b);
        break;
      case EV_ACK: {
        // b is the ACK's token (Network.emitAck): its pool slot, if any, is free once read
        const slot = net.ackSlot(b);
        this.senders[id].recv(this.lastAckNo, net.acks, slot);
        if (slot >= 0) net.acks.release(slot);
        this.afterSender(id);
        break;
      }
      case EV_ACK_HOP:
        net.ackArrives(id, b);
        break;
      case EV_RTO: {
        const s = this.senders[id];
        if (net.rtoFires(s)) {
          s.rtoArmed = false;
          if (s.finished) break; // stopped, all acknowledged: the timer just lapses
          s.timeout();
          this.afterSender(id);
        }
        break;
      }
      case EV_STOP:
        this.senders[id].stop();
        break;
      case EV_START:
        this.startedFlag[id] = 1;
        this.signal.start(id);
        this.cwndAverage.note(id);
        this.senders[id].start();
        this.afterSender(id);
        break;
      case EV_DELACK:
        net.delayedAckExpires(id, b);
        break;
      case EV_SAMPLE:
        this.sample();
        break;
    }
  }

  /** A sender acted now: record a window change. */
  private afterSender(f: number): void {
    const prev = this.cwndAverage.value(f);
    if (this.windows[f].cwnd !== prev) {
      this.signal.advance(f, Math.floor(prev));
      this.cwndAverage.note(f);
    }
  }

  private sample(): void {
    const t = this.clock.now;
    const traces = this.traces as Traces;
    let queue = 0;
    if (this.monitor) {
      this.monitor.advance(t);
      queue = this.monitor.count;
    }
    const inputs = this.traceInputs;
    inputs.update();
    traces.record(t, this.cwndAverage.values(), queue, inputs.acked, inputs.values);
    const p = this.params;
    // sample k at k × interval (no drift from repeated additions)
    const next = ++this.samples * p.traceInterval;
    if (next <= p.duration) this.network.heap.push(next, EV_SAMPLE, 0);
  }

  /** DropObserver: a packet was dropped at link `link`. */
  onDrop(link: number, flow: number, seq: number, t: number, cause: number): void {
    this.dropCount++;
    this.lastDrop = {
      t,
      flow,
      seq,
      link,
      cause: cause === DROP_QUEUE ? 'queue' : cause === DROP_LOSS ? 'loss' : 'scripted',
    };
    if (cause === DROP_QUEUE) this.queueDrops[flow]++;
    else if (cause === DROP_LOSS) this.lossDrops[flow]++;
    else this.forcedDrops[flow]++;
    this.traces?.recordDrop(t, flow);
    if (link !== this.topology.monitor) return;
    if (cause === DROP_QUEUE) this.sync.drop(flow, t);
    if (t !== this.clock.now) return; // a drop computed ahead of time (an access link's loss)
    this.signal.advance(flow, Math.floor(this.cwndAverage.value(flow)));
    this.signal.signal(flow);
  }

  /** FlowRateView (for the threshold-dropper): has the flow started, and its rate cwnd / RTT. */
  started(flow: number): boolean {
    return this.startedFlag[flow] === 1;
  }

  rate(flow: number): number {
    return this.windows[flow].cwnd / this.rtt[flow];
  }

  /** Samples recorded since the last call (empty when traceInterval is 0). */
  drainTraces(): TraceChunk | null {
    return this.traces ? this.traces.drain() : null;
  }

  /** Everything measured so far, as a plain JSON-able object. */
  summary(): PacketSummary {
    for (let f = 0; f < this.flowCount; f++) {
      if (this.startedFlag[f] === 1) this.signal.advance(f, Math.floor(this.cwndAverage.value(f)));
    }
    return summarize(this);
  }
}

/** The flow of every hop in the network's flat list: flow f's forward hops from fwdStart[f], reverse from revStart[f]. */
function hopFlows(topo: TopologySpec, net: Network): Int32Array {
  let hops = 0;
  for (const r of topo.flows) hops += r.forward.length + r.reverse.length;
  const out = new Int32Array(hops);
  topo.flows.forEach((r, f) => {
    out.fill(f, net.fwdStart[f], net.fwdStart[f] + r.forward.length);
    out.fill(f, net.revStart[f], net.revStart[f] + r.reverse.length);
  });
  return out;
}
