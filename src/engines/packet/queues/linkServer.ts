/**
 * The FIFO transmitter of a link that has a queue: packets are served back to back at the link's
 * capacity, so a packet accepted at time t starts at max(t, end of the previous packet) and ends
 * size/capacity later. No event is needed when a transmission ends: the packets still in the
 * system (in transmission or waiting) are a ring of their end times, popped lazily when an arrival
 * (processed in time order) asks how full the queue is.
 *
 * Departures are counted as ns-2's queue monitor counts them (`bdepartures_`, `pdepartures_`):
 * when a packet leaves the queue for the wire, i.e. when its transmission *starts*. The count is
 * committed at acceptance; `pendingDepartures` gives what has not started yet.
 */
/** Accumulator for `LinkServer.pendingDepartures`. */
export interface PendingDepartures {
  bytes: number;
  measuredBytes: number;
  measured: number;
  flowBytes: Float64Array;
}

export class LinkServer {
  /** bit/s */
  readonly capacity: number;
  /** end of the last accepted transmission (0: never used) */
  lastFinish = 0;
  /** when the packet last accepted reaches the far end of the link */
  arrival = 0.5; // a non-integer first value: V8 then stores the field as an unboxed double
  // packets in the system, oldest first: end time, size, flow
  private fin: Float64Array;
  private size: Int32Array;
  private flowOf: Int32Array;
  private head = 0;
  private mask: number;
  /** packets in the system (in transmission + waiting) */
  count = 0;
  /** bytes in the system */
  bytes = 0;
  // departure counters (committed when accepted)
  departedPackets = 0;
  departedBytes = 0;
  /** bytes and packets whose transmission starts at or after the measurement start */
  measuredBytes = 0;
  measuredPackets = 0;
  /** per-flow bytes departed after the measurement start */
  readonly flowBytes: Float64Array;

  constructor(
    capacityBps: number,
    readonly delay: number,
    flows: number,
    /** departures starting before this time are not measured (the warm-up) */
    private readonly measureFrom: number,
  ) {
    this.capacity = capacityBps;
    this.fin = new Float64Array(64);
    this.size = new Int32Array(64);
    this.flowOf = new Int32Array(64);
    this.mask = 63;
    this.flowBytes = new Float64Array(flows);
  }

  /**
   * Forgets the transmissions that ended before time t (t never decreases). One ending exactly at t
   * is still in the system: ns-2 runs equal-time events in the order they were scheduled, and an
   * arrival was scheduled a propagation delay ahead, the end of a transmission only its
   * transmission time ahead, so the arrival sees the packet still on the wire.
   */
  advance(t: number): void {
    while (this.count > 0 && this.fin[this.head] < t) {
      this.bytes -= this.size[this.head];
      this.head = (this.head + 1) & this.mask;
      this.count--;
    }
  }

  /** packets waiting (not in transmission), after advance(t) */
  waitingPackets(): number {
    return this.count > 0 ? this.count - 1 : 0;
  }

  /** bytes waiting (not in transmission), after advance(t) */
  waitingBytes(): number {
    return this.count > 0 ? this.bytes - this.size[this.head] : 0;
  }

  /** the link has been idle since this time (valid when count = 0 after advance) */
  idleSince(): number {
    return this.lastFinish;
  }

  /**
   * Queues a packet arriving at t; `arrival` is then when it reaches the far end of the link. The
   * arithmetic is ns-2's (LinkDelay::recv), to the last bit: txt = 8 × size / bandwidth, the
   * transmission ends at start + txt and the packet arrives at start + (txt + delay). The time is
   * left in a field, not returned, and the start is a Math.max: when V8 does not inline this call, a
   * returned double, or one merged by `?:` with a double field, is boxed (one allocation a packet).
   */
  accept(t: number, bytes: number, flow: number): void {
    const start = Math.max(t, this.lastFinish); // both >= 0: the same as t > last ? t : last
    const txt = (8 * bytes) / this.capacity;
    const finish = start + txt;
    this.lastFinish = finish;
    if (this.count > this.mask) this.grow();
    const i = (this.head + this.count) & this.mask;
    this.fin[i] = finish;
    this.size[i] = bytes;
    this.flowOf[i] = flow;
    this.count++;
    this.bytes += bytes;
    this.departedPackets++;
    this.departedBytes += bytes;
    if (start >= this.measureFrom) {
      this.measuredBytes += bytes;
      this.measuredPackets++;
      this.flowBytes[flow] += bytes;
    }
    this.arrival = start + (txt + this.delay);
  }

  /**
   * Departures already counted whose transmission starts after `now` (after advance(now)): every
   * packet in the system but the one in transmission. Returns packets; adds bytes into `out`.
   */
  pendingDepartures(now: number, out: PendingDepartures): number {
    let packets = 0;
    for (let k = 1; k < this.count; k++) {
      const i = (this.head + k) & this.mask;
      // a packet still waiting starts exactly when the one before it ends
      const start = this.fin[(this.head + k - 1) & this.mask];
      if (start <= now) continue;
      packets++;
      out.bytes += this.size[i];
      if (start >= this.measureFrom) {
        out.measuredBytes += this.size[i];
        out.measured++;
        out.flowBytes[this.flowOf[i]] += this.size[i];
      }
    }
    return packets;
  }

  /** Packets of each flow now in the system (for loss policies and views). */
  flowAt(k: number): number {
    return this.flowOf[(this.head + k) & this.mask];
  }

  private grow(): void {
    const cap = (this.mask + 1) * 2;
    const fin = new Float64Array(cap);
    const size = new Int32Array(cap);
    const flowOf = new Int32Array(cap);
    for (let k = 0; k < this.count; k++) {
      const i = (this.head + k) & this.mask;
      fin[k] = this.fin[i];
      size[k] = this.size[i];
      flowOf[k] = this.flowOf[i];
    }
    this.fin = fin;
    this.size = size;
    this.flowOf = flowOf;
    this.head = 0;
    this.mask = cap - 1;
  }
}
