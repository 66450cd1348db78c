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

// Per-hop and per-flow state lives in rows of a few typed arrays, not in an array per field: with
// many flows each packet touches its flow's rows only, a few cache lines instead of one per field.

/** hopI row of hop h at 4h: the link, the event-list stream of its queue's arrivals, the flow, the route's end */
const HI_LINK = 0;
/** -1: no queue at this hop (crossed without an event) */
const HI_STREAM = 1;
const HI_FLOW = 2;
/** the flat index just past the route's last hop */
const HI_END = 3;
/** hopF row of hop h at 4h: end of the last transmission there, and its link's capacity, delay, loss */
const HF_LAST = 0;
const HF_CAPACITY = 1;
const HF_DELAY = 2;
const HF_LOSS = 3;
/** flowI row of flow f at 8f */
const FI_FWD = 0;
const FI_REV = 1;
const FI_ACK_STREAM = 2;
const FI_DATA_BYTES = 3;
/** delayed ACKs (ns-2 DelAckSink): one pending ACK per flow, its sequence number, the timer's generation */
const FI_DEL_PENDING = 4;
const FI_DEL_SEQ = 5;
const FI_DEL_GEN = 6;
/** flowF row of flow f at 2f: the time of the flow's live RTO entry in the heap (+Infinity: none) */
const FF_RTO_AT = 0;
/** when the pending delayed ACK's timer expires */
const FF_DEL_EXPIRY = 1;

export class Network implements SenderHost {
  /** the event list, with a stream per delay line (delayLines.ts) */
  readonly heap: EventHeap;
  readonly acks: AckPool;
  // hops of all routes, flat: forward hops of flow f from fwdStart[f], reverse from revStart[f]
  private readonly hopI: Int32Array;
  private readonly hopF: Float64Array;
  private readonly flowI: Int32Array;
  private readonly flowF: Float64Array;
  readonly fwdStart: Int32Array;
  readonly revStart: Int32Array;
  /** scripted drops for tests: flow * 2^31 + seq -> how many transmissions of it to drop */
  forcedDrops: Map<number, number> | null = null;
  readonly linkDrops: Float64Array;
  ackDrops = 0;
  /** time of the packet being carried along event-free hops (a field, not an argument: no boxing) */
  private t = 0.5;
  private readonly noise: AckNoise | null;

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
    this.linkDrops = new Float64Array(topo.links.length);
    const nf = topo.flows.length;
    let hops = 0;
    for (const r of topo.flows) hops += r.forward.length + r.reverse.length;
    const hopEvent = new Uint8Array(hops);
    this.hopI = new Int32Array(4 * hops);
    this.hopF = new Float64Array(4 * hops);
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
          const link = topo.links[l];
          hopEvent[h] = servers[l] !== null ? 1 : 0;
          this.hopI[4 * h + HI_LINK] = l;
          this.hopI[4 * h + HI_FLOW] = f;
          this.hopI[4 * h + HI_END] = end;
          this.hopF[4 * h + HF_CAPACITY] = link.capacity;
          this.hopF[4 * h + HF_DELAY] = link.delay;
          this.hopF[4 * h + HF_LOSS] = link.loss ?? 0;
          h++;
        }
      }
    });
    this.noise = cfg.ackNoise ?? null;
    const lines = delayLines(
      topo,
      hopEvent,
      this.fwdStart,
      this.revStart,
      cfg.dataBytes,
      this.noise !== null,
    );
    this.heap = new EventHeap(1024, lines.count);
    // a stream only where a queue is (delayLines), so HI_STREAM >= 0 says "an event here"
    for (let k = 0; k < hops; k++) this.hopI[4 * k + HI_STREAM] = lines.hopStream[k];
    this.flowI = new Int32Array(8 * nf);
    this.flowF = new Float64Array(2 * nf);
    for (let f = 0; f < nf; f++) {
      this.flowI[8 * f + FI_FWD] = this.fwdStart[f];
      this.flowI[8 * f + FI_REV] = this.revStart[f];
      this.flowI[8 * f + FI_ACK_STREAM] = lines.ackStream[f];
      this.flowI[8 * f + FI_DATA_BYTES] = cfg.dataBytes[f];
      this.flowF[2 * f + FF_RTO_AT] = Infinity;
    }
    this.acks = new AckPool(cfg.sackBlocks, 256);
  }

  /** SenderHost: a sender hands packet `seq` to its first link now. */
  sendData(flow: number, seq: number): void {
    this.t = this.clock.now;
    this.carryData(this.flowI[8 * flow + FI_FWD], seq);
  }

  /** SenderHost: keep one heap entry per flow, no later than the deadline (lazy re-arming). */
  armRto(s: { readonly flow: number; readonly rtoDeadline: number }): void {
    const at = 2 * s.flow + FF_RTO_AT;
    if (s.rtoDeadline < this.flowF[at]) {
      this.flowF[at] = s.rtoDeadline;
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
    const at = 2 * s.flow + FF_RTO_AT;
    if (t !== this.flowF[at]) return false;
    this.flowF[at] = Infinity;
    if (!s.rtoArmed) return false;
    if (s.rtoDeadline > t) {
      this.armRto(s);
      return false;
    }
    return true;
  }

  private bytesOf(flow: number, seq: number): number {
    return seq === 0 && this.cfg.syn ? this.cfg.synBytes : this.flowI[8 * flow + FI_DATA_BYTES];
  }

  /** Carries a data packet from hop h, at time this.t, through the event-free hops. */
  private carryData(h: number, seq: number): void {
    let t = this.t;
    const hopI = this.hopI;
    const hopF = this.hopF;
    const f = hopI[4 * h + HI_FLOW];
    const end = hopI[4 * h + HI_END];
    const bytes = this.bytesOf(f, seq);
    for (; h < end; h++) {
      const stream = hopI[4 * h + HI_STREAM];
      if (stream >= 0) {
        this.heap.pushTo(stream, t, (h << 3) | EV_DATA, seq);
        return;
      }
      const loss = hopF[4 * h + HF_LOSS];
      if (loss > 0 && this.lossRng.nextDouble() < loss) {
        this.drop(hopI[4 * h + HI_LINK], f, seq, t, DROP_LOSS);
        return;
      }
      // ns-2's LinkDelay arithmetic, to the last bit (see LinkServer.accept)
      const last = hopF[4 * h + HF_LAST];
      const start = t > last ? t : last;
      const txt = (8 * bytes) / hopF[4 * h + HF_CAPACITY];
      hopF[4 * h + HF_LAST] = start + txt;
      t = start + (txt + hopF[4 * h + HF_DELAY]);
    }
    this.t = t;
    this.deliver(f, seq);
  }

  /** EV_DATA: a data packet arrives now at the queue of hop h. */
  dataArrives(h: number, seq: number): void {
    const t = this.clock.now;
    const l = this.hopI[4 * h + HI_LINK];
    const f = this.hopI[4 * h + HI_FLOW];
    const bytes = this.bytesOf(f, seq);
    if (this.forcedDrops !== null && this.scriptedDrop(f, seq)) {
      this.drop(l, f, seq, t, DROP_FORCED);
      return;
    }
    const loss = this.hopF[4 * h + HF_LOSS];
    if (loss > 0 && this.lossRng.nextDouble() < loss) {
      this.drop(l, f, seq, t, DROP_LOSS);
      return;
    }
    const server = this.servers[l] as LinkServer;
    server.advance(t);
    if ((this.disciplines[l] as QueueDiscipline).drops(server, t, f, bytes)) {
      this.drop(l, f, seq, t, DROP_QUEUE);
      return;
    }
    server.accept(t, bytes, f);
    this.t = server.arrival;
    if (h + 1 < this.hopI[4 * h + HI_END]) this.carryData(h + 1, seq);
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
    const fi = this.flowI;
    const ff = this.flowF;
    if (fi[8 * f + FI_DEL_PENDING] === 1 && t >= ff[2 * f + FF_DEL_EXPIRY]) {
      // the delayed-ACK timer expired before this packet arrived
      fi[8 * f + FI_DEL_PENDING] = 0;
      this.t = ff[2 * f + FF_DEL_EXPIRY];
      this.emitAck(f, fi[8 * f + FI_DEL_SEQ]);
      this.t = t;
    }
    r.receive(seq);
    if (fi[8 * f + FI_DEL_PENDING] === 0 && seq === r.next - 1 && seq >= r.maxSeen && seq !== 0) {
      // in order, not filling a gap, not the SYN: hold the ACK (RFC 2581 immediate ACKs otherwise)
      fi[8 * f + FI_DEL_PENDING] = 1;
      fi[8 * f + FI_DEL_SEQ] = seq;
      ff[2 * f + FF_DEL_EXPIRY] = t + this.cfg.delAckInterval;
      this.heap.push(ff[2 * f + FF_DEL_EXPIRY], (f << 3) | EV_DELACK, ++fi[8 * f + FI_DEL_GEN]);
      return;
    }
    fi[8 * f + FI_DEL_PENDING] = 0;
    this.emitAck(f, seq);
  }

  /** EV_DELACK: the delayed-ACK timer of `flow` (generation `gen`) expires now. */
  delayedAckExpires(f: number, gen: number): void {
    const fi = this.flowI;
    if (fi[8 * f + FI_DEL_PENDING] === 0 || gen !== fi[8 * f + FI_DEL_GEN]) return;
    fi[8 * f + FI_DEL_PENDING] = 0;
    this.t = this.clock.now;
    this.emitAck(f, fi[8 * f + FI_DEL_SEQ]);
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
    const rev = this.flowI[8 * f + FI_REV];
    if (acks.blockCount[slot] !== 0) this.carryAck(rev, -2 - slot);
    else {
      acks.release(slot);
      this.carryAck(rev, acks.ackNo[slot]);
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
    const hopI = this.hopI;
    const hopF = this.hopF;
    const f = hopI[4 * h + HI_FLOW];
    const end = hopI[4 * h + HI_END];
    const bytes = this.ackBytes(f, token);
    for (; h < end; h++) {
      const stream = hopI[4 * h + HI_STREAM];
      if (stream >= 0) {
        this.heap.pushTo(stream, t, (h << 3) | EV_ACK_HOP, token);
        return;
      }
      const last = hopF[4 * h + HF_LAST];
      const start = t > last ? t : last;
      const txt = (8 * bytes) / hopF[4 * h + HF_CAPACITY];
      hopF[4 * h + HF_LAST] = start + txt;
      t = start + (txt + hopF[4 * h + HF_DELAY]);
    }
    this.ackReaches(f, t, token);
  }

  /** The ACK `token` reaches flow f's sender at t (later with RTT noise: see AckNoise). */
  private ackReaches(f: number, t: number, token: number): void {
    const at = this.noise === null ? t : this.noise.arrival(f, t);
    this.heap.pushTo(this.flowI[8 * f + FI_ACK_STREAM], at, (f << 3) | EV_ACK, token);
  }

  /** EV_ACK_HOP: the ACK `token` arrives now at the queue of reverse hop h. */
  ackArrives(h: number, token: number): void {
    const t = this.clock.now;
    const l = this.hopI[4 * h + HI_LINK];
    const f = this.hopI[4 * h + HI_FLOW];
    const bytes = this.ackBytes(f, token);
    const server = this.servers[l] as LinkServer;
    server.advance(t);
    if ((this.disciplines[l] as QueueDiscipline).drops(server, t, f, bytes)) {
      this.linkDrops[l]++;
      this.ackDrops++;
      if (token < -1) this.acks.release(-2 - token);
      return;
    }
    server.accept(t, bytes, f);
    this.t = server.arrival;
    if (h + 1 < this.hopI[4 * h + HI_END]) this.carryAck(h + 1, token);
    else this.ackReaches(f, this.t, token);
  }
}
