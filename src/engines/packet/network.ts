/**
 * Moving packets along routes, with as few events as the arithmetic allows.
 *
 * A link that only one flow uses in one direction (an access link), or that is declared
 * `uncongested`, is a FIFO with an unbounded buffer whose input is that flow's own packets in order:
 * the packet leaves at max(arrival, previous departure) + size/capacity and arrives downstream
 * `delay` later, computed on the spot without an event. Only a link where flows meet in a queue
 * (or that may drop) needs its arrivals processed in time order: each packet then costs one event
 * there. Downstream of the last such link a flow's packets keep their order, so the receiver's state
 * only depends on that order: the receiver and the ACK are computed when the packet leaves the last
 * queue, and the ACK's arrival at the sender is the second event. On the dumbbell a data packet
 * costs two events: its arrival at the bottleneck queue and its ACK's arrival at the sender.
 */
import type { Clock } from './clock';
import { delayLines } from './delayLines';
import { EventHeap } from './eventHeap';
import {
  DROP_FORCED,
  DROP_LOSS,
  DROP_QUEUE,
  EV_ACK,
  EV_ACK_HOP,
  EV_DATA,
  EV_DELACK,
  EV_RTO,
  type DropObserver,
} from './events';
import type { QueueDiscipline } from './queues/discipline';
import type { LinkServer } from './queues/linkServer';
import { AckPool } from './tcp/ackPool';
import type { TcpReceiver } from './tcp/receiver';
import type { SenderHost } from './tcp/sender';
import type { TopologySpec } from './topology';
import type { Xoshiro128 } from '../common/rng';
import type { AckNoise } from './ackNoise';

export interface NetworkConfig {
  topology: TopologySpec;
  /** data packet size on the wire per flow (payload + header) */
  dataBytes: number[];
  /** size of the SYN (packet 0) when `syn` */
  synBytes: number;
  syn: boolean;
  sackBlocks: number;
  delayedAck: boolean;
  delAckInterval: number;
  /** RTT noise (paper 003 Sec. 6.4) on the ACKs' way back; null: none */
  ackNoise?: AckNoise | null;
}

export class Network implements SenderHost {
  /** the event list, with a stream per delay line (delayLines.ts) */
  readonly heap: EventHeap;
  readonly acks: AckPool;
  private readonly capacity: Float64Array;
  private readonly delay: Float64Array;
  private readonly loss: Float64Array;
  // hops of all routes, flat: forward hops of flow f from fwdStart[f], reverse from revStart[f]
  private readonly hopLink: Int32Array;
  private readonly hopEvent: Uint8Array;
  private readonly hopLast: Float64Array;
  private readonly hopFlow: Int32Array;
  private readonly hopEnd: Int32Array;
  readonly fwdStart: Int32Array;
  readonly revStart: Int32Array;
  private readonly dataBytes: Int32Array;
  /** time of the live RTO entry of each flow in the heap (+Infinity: none) */
  private readonly rtoAt: Float64Array;
  // delayed ACKs (ns-2 DelAckSink): one pending ACK per flow
  private readonly delPending: Uint8Array;
  private readonly delExpiry: Float64Array;
  private readonly delSeq: Int32Array;
  private readonly delGen: Int32Array;
  /** scripted drops for tests: flow * 2^31 + seq -> how many transmissions of it to drop */
  forcedDrops: Map<number, number> | null = null;
  readonly linkDrops: Float64Array;
  ackDrops = 0;
  /** time of the packet being carried along event-free hops (a field, not an argument: no boxing) */
  private t = 0.5;
  private readonly noise: AckNoise | null;
  /** the event list's stream of the arrivals at each queue hop, and of each flow's ACKs (delayLines.ts) */
  private readonly hopStream: Int32Array;
  private readonly ackStream: Int32Array;

  constructor(
    private readonly cfg: NetworkConfig,
    readonly servers: (LinkServer | null)[],
    readonly disciplines: (QueueDiscipline | null)[],
    readonly receivers: TcpReceiver[],
    private readonly lossRng: Xoshiro128,
    private readonly dropObserver: DropObserver,
    private readonly clock: Clock,
  ) {
    const topo = cfg.topology;
    const nl = topo.links.length;
    this.capacity = Float64Array.from(topo.links, (l) => l.capacity);
    this.delay = Float64Array.from(topo.links, (l) => l.delay);
    this.loss = Float64Array.from(topo.links, (l) => l.loss ?? 0);
    this.linkDrops = new Float64Array(nl);
    const nf = topo.flows.length;
    let hops = 0;
    for (const r of topo.flows) hops += r.forward.length + r.reverse.length;
    this.hopLink = new Int32Array(hops);
    this.hopEvent = new Uint8Array(hops);
    this.hopLast = new Float64Array(hops);
    this.hopFlow = new Int32Array(hops);
    this.hopEnd = new Int32Array(hops);
    this.fwdStart = new Int32Array(nf);
    this.revStart = new Int32Array(nf);
    let h = 0;
    topo.flows.forEach((r, f) => {
      for (const [route, start] of [
        [r.forward, this.fwdStart],
        [r.reverse, this.revStart],
      ] as const) {
        start[f] = h;
        const end = h + route.length;
        for (const l of route) {
          this.hopLink[h] = l;
          this.hopEvent[h] = servers[l] !== null ? 1 : 0;
          this.hopFlow[h] = f;
          this.hopEnd[h] = end;
          h++;
        }
      }
    });
    this.noise = cfg.ackNoise ?? null;
    const lines = delayLines(
      topo,
      this.hopEvent,
      this.fwdStart,
      this.revStart,
      cfg.dataBytes,
      this.noise !== null,
    );
    this.heap = new EventHeap(1024, lines.count);
    this.hopStream = lines.hopStream;
    this.ackStream = lines.ackStream;
    this.dataBytes = Int32Array.from(cfg.dataBytes);
    this.acks = new AckPool(cfg.sackBlocks, 256);
    this.rtoAt = new Float64Array(nf).fill(Infinity);
    this.delPending = new Uint8Array(nf);
    this.delExpiry = new Float64Array(nf);
    this.delSeq = new Int32Array(nf);
    this.delGen = new Int32Array(nf);
  }

  /** SenderHost: a sender hands packet `seq` to its first link now. */
  sendData(flow: number, seq: number): void {
    this.t = this.clock.now;
    this.carryData(this.fwdStart[flow], seq);
  }

  /** SenderHost: keep one heap entry per flow, no later than the deadline (lazy re-arming). */
  armRto(s: { readonly flow: number; readonly rtoDeadline: number }): void {
    if (s.rtoDeadline < this.rtoAt[s.flow]) {
      this.rtoAt[s.flow] = s.rtoDeadline;
      this.heap.push(s.rtoDeadline, (s.flow << 3) | EV_RTO, 0);
    }
  }

  /**
   * An RTO entry of the sender's flow left the heap now: true if its timer really expires. A stale
   * entry is ignored; an early one (the deadline moved later since) is pushed again at the deadline.
   */
  rtoFires(s: {
    readonly flow: number;
    readonly rtoArmed: boolean;
    readonly rtoDeadline: number;
  }): boolean {
    const t = this.clock.now;
    if (t !== this.rtoAt[s.flow]) return false;
    this.rtoAt[s.flow] = Infinity;
    if (!s.rtoArmed) return false;
    if (s.rtoDeadline > t) {
      this.armRto(s);
      return false;
    }
    return true;
  }

  private bytesOf(flow: number, seq: number): number {
    return seq === 0 && this.cfg.syn ? this.cfg.synBytes : this.dataBytes[flow];
  }

  /** Carries a data packet from hop h, at time this.t, through the event-free hops. */
  private carryData(h: number, seq: number): void {
    let t = this.t;
    const f = this.hopFlow[h];
    const end = this.hopEnd[h];
    const bytes = this.bytesOf(f, seq);
    for (; h < end; h++) {
      if (this.hopEvent[h] === 1) {
        this.heap.pushTo(this.hopStream[h], t, (h << 3) | EV_DATA, seq);
        return;
      }
      const l = this.hopLink[h];
      if (this.loss[l] > 0 && this.lossRng.nextDouble() < this.loss[l]) {
        this.drop(l, f, seq, t, DROP_LOSS);
        return;
      }
      // ns-2's LinkDelay arithmetic, to the last bit (see LinkServer.accept)
      const last = this.hopLast[h];
      const start = t > last ? t : last;
      const txt = (8 * bytes) / this.capacity[l];
      this.hopLast[h] = start + txt;
      t = start + (txt + this.delay[l]);
    }
    this.t = t;
    this.deliver(f, seq);
  }

  /** EV_DATA: a data packet arrives now at the queue of hop h. */
  dataArrives(h: number, seq: number): void {
    const t = this.clock.now;
    const l = this.hopLink[h];
    const f = this.hopFlow[h];
    const bytes = this.bytesOf(f, seq);
    if (this.forcedDrops !== null && this.scriptedDrop(f, seq)) {
      this.drop(l, f, seq, t, DROP_FORCED);
      return;
    }
    if (this.loss[l] > 0 && this.lossRng.nextDouble() < this.loss[l]) {
      this.drop(l, f, seq, t, DROP_LOSS);
      return;
    }
    const server = this.servers[l] as LinkServer;
    server.advance(t);
    if ((this.disciplines[l] as QueueDiscipline).drops(server, t, f, bytes)) {
      this.drop(l, f, seq, t, DROP_QUEUE);
      return;
    }
    this.t = server.accept(t, bytes, f);
    if (h + 1 < this.hopEnd[h]) this.carryData(h + 1, seq);
    else this.deliver(f, seq);
  }

  private scriptedDrop(f: number, seq: number): boolean {
    const key = f * 2147483648 + seq;
    const left = (this.forcedDrops as Map<number, number>).get(key);
    if (left === undefined || left <= 0) return false;
    (this.forcedDrops as Map<number, number>).set(key, left - 1);
    return true;
  }

  private drop(l: number, f: number, seq: number, t: number, cause: number): void {
    this.linkDrops[l]++;
    this.dropObserver.onDrop(l, f, seq, t, cause);
  }

  /** The packet reaches its receiver at this.t (ns-2 TcpSink::recv, or DelAckSink::recv). */
  private deliver(f: number, seq: number): void {
    const r = this.receivers[f];
    if (!this.cfg.delayedAck) {
      r.receive(seq);
      this.emitAck(f, seq);
      return;
    }
    const t = this.t;
    if (this.delPending[f] === 1 && t >= this.delExpiry[f]) {
      // the delayed-ACK timer expired before this packet arrived
      this.delPending[f] = 0;
      this.t = this.delExpiry[f];
      this.emitAck(f, this.delSeq[f]);
      this.t = t;
    }
    r.receive(seq);
    if (this.delPending[f] === 0 && seq === r.next - 1 && seq >= r.maxSeen && seq !== 0) {
      // in order, not filling a gap, not the SYN: hold the ACK (RFC 2581 immediate ACKs otherwise)
      this.delPending[f] = 1;
      this.delSeq[f] = seq;
      this.delExpiry[f] = t + this.cfg.delAckInterval;
      this.heap.push(this.delExpiry[f], (f << 3) | EV_DELACK, ++this.delGen[f]);
      return;
    }
    this.delPending[f] = 0;
    this.emitAck(f, seq);
  }

  /** EV_DELACK: the delayed-ACK timer of `flow` (generation `gen`) expires now. */
  delayedAckExpires(f: number, gen: number): void {
    if (this.delPending[f] === 0 || gen !== this.delGen[f]) return;
    this.delPending[f] = 0;
    this.t = this.clock.now;
    this.emitAck(f, this.delSeq[f]);
  }

  /**
   * The receiver of flow f acknowledges packet `seq` at this.t. The ACK travels as a token (see
   * `ackNumber`): an ACK without SACK blocks, nearly every one, is its cumulative ACK itself, so
   * its arrival reads nothing from the pool, whose slots would be cold by then.
   */
  private emitAck(f: number, seq: number): void {
    const acks = this.acks;
    const slot = acks.alloc();
    this.receivers[f].writeAck(acks, slot, seq);
    if (acks.blockCount[slot] !== 0) this.carryAck(this.revStart[f], -2 - slot);
    else {
      acks.release(slot);
      this.carryAck(this.revStart[f], acks.ackNo[slot]);
    }
  }

  /** The cumulative ACK of an ACK token: the token itself (>= -1), or its slot's (token -2 - slot). */
  ackNumber(token: number): number {
    return token >= -1 ? token : this.acks.ackNo[-2 - token];
  }

  /** The pool slot of an ACK token with SACK blocks, -1 for one without. */
  ackSlot(token: number): number {
    return token >= -1 ? -1 : -2 - token;
  }

  private ackBytes(f: number, token: number): number {
    return token >= -1 ? this.receivers[f].ackSize : this.acks.bytes[-2 - token];
  }

  /** Carries an ACK from reverse hop h, at time this.t; schedules its arrival at the sender. */
  private carryAck(h: number, token: number): void {
    let t = this.t;
    const f = this.hopFlow[h];
    const end = this.hopEnd[h];
    const bytes = this.ackBytes(f, token);
    for (; h < end; h++) {
      if (this.hopEvent[h] === 1) {
        this.heap.pushTo(this.hopStream[h], t, (h << 3) | EV_ACK_HOP, token);
        return;
      }
      const l = this.hopLink[h];
      const last = this.hopLast[h];
      const start = t > last ? t : last;
      const txt = (8 * bytes) / this.capacity[l];
      this.hopLast[h] = start + txt;
      t = start + (txt + this.delay[l]);
    }
    this.ackReaches(f, t, token);
  }

  /** The ACK `token` reaches flow f's sender at t (later with RTT noise: see AckNoise). */
  private ackReaches(f: number, t: number, token: number): void {
    const at = this.noise === null ? t : this.noise.arrival(f, t);
    this.heap.pushTo(this.ackStream[f], at, (f << 3) | EV_ACK, token);
  }

  /** EV_ACK_HOP: the ACK `token` arrives now at the queue of reverse hop h. */
  ackArrives(h: number, token: number): void {
    const t = this.clock.now;
    const l = this.hopLink[h];
    const f = this.hopFlow[h];
    const bytes = this.ackBytes(f, token);
    const server = this.servers[l] as LinkServer;
    server.advance(t);
    if ((this.disciplines[l] as QueueDiscipline).drops(server, t, f, bytes)) {
      this.linkDrops[l]++;
      this.ackDrops++;
      if (token < -1) this.acks.release(-2 - token);
      return;
    }
    this.t = server.accept(t, bytes, f);
    if (h + 1 < this.hopEnd[h]) this.carryAck(h + 1, token);
    else this.ackReaches(f, this.t, token);
  }
}
