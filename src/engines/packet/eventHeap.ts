/**
 * The event list of the packet simulator: FIFO streams that keep only their head in a heap, and a
 * second heap for timers.
 *
 * An event is (time, a, b): `a` packs the event kind and the object it concerns, `b` is a second
 * integer (a sequence number, a slot in the ACK pool ...). Events with equal times leave in the
 * order they were pushed (a 53-bit insertion counter breaks ties), as ns-2's scheduler does, so a
 * run is deterministic whatever the float arithmetic produces. Nothing is allocated per event:
 * the arrays double when full and are never shrunk.
 *
 * Streams (htsim's idea: a link with a fixed delay is a queue whose head alone is scheduled). Most
 * events come from sources that produce them in time order: packets arriving at a queue through a
 * chain of fixed delays, ACKs arriving at their senders. `pushTo(stream, ...)` appends such an event
 * to its stream's ring; only the stream's earliest event sits in the heap, so the heap holds about
 * one entry per stream instead of one per packet in flight, and popping a stream's head puts the
 * next one in its place with a single sift. An event that arrives out of its stream's time order
 * goes into the heap on its own.
 *
 * Timers (`push`: retransmission and delayed-ACK timers, starts, stops, trace samples) live in a
 * heap of their own: there is about one per flow, far in the future, and they would otherwise
 * deepen every sift of the busy heap. `pop` takes the earlier of the two tops.
 *
 * Every event keeps the insertion number of its push, and the two heaps hold the earliest event of
 * every stream, so events leave in exactly the order of one heap of all of them: streams and the
 * timer heap change the cost, never the sequence.
 */

/** A binary min-heap of (time, order) keys with payloads, over parallel typed arrays. */
class KeyedHeap {
  time: Float64Array;
  order: Float64Array;
  a: Int32Array;
  b: Int32Array;
  /** the stream an entry heads (-1: an event on its own) */
  src: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.time = new Float64Array(capacity);
    this.order = new Float64Array(capacity);
    this.a = new Int32Array(capacity);
    this.b = new Int32Array(capacity);
    this.src = new Int32Array(capacity);
  }

  /** Is the top entry before (t, o)? (The heap is not empty.) */
  topBefore(t: number, o: number): boolean {
    const tt = this.time[0];
    return tt < t || (tt === t && this.order[0] < o);
  }

  /** Adds an entry: sift up with a hole, moving parents down until the slot fits. */
  insert(t: number, o: number, a: number, b: number, s: number): void {
    if (this.size === this.time.length) this.grow();
    const time = this.time;
    const order = this.order;
    const pa = this.a;
    const pb = this.b;
    const src = this.src;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const tp = time[p];
      if (tp < t || (tp === t && order[p] < o)) break;
      time[i] = tp;
      order[i] = order[p];
      pa[i] = pa[p];
      pb[i] = pb[p];
      src[i] = src[p];
      i = p;
    }
    time[i] = t;
    order[i] = o;
    pa[i] = a;
    pb[i] = b;
    src[i] = s;
  }

  /** Removes the top entry. */
  removeTop(): void {
    const n = --this.size;
    if (n > 0) this.replaceTop(this.time[n], this.order[n], this.a[n], this.b[n], this.src[n]);
  }

  /** Puts an entry in the top's place and sifts it down to where it belongs. */
  replaceTop(t: number, o: number, a: number, b: number, s: number): void {
    const n = this.size;
    const time = this.time;
    const order = this.order;
    const pa = this.a;
    const pb = this.b;
    const src = this.src;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const r = c + 1;
      if (r < n && (time[r] < time[c] || (time[r] === time[c] && order[r] < order[c]))) c = r;
      const tc = time[c];
      if (t < tc || (t === tc && o < order[c])) break;
      time[i] = tc;
      order[i] = order[c];
      pa[i] = pa[c];
      pb[i] = pb[c];
      src[i] = src[c];
      i = c;
    }
    time[i] = t;
    order[i] = o;
    pa[i] = a;
    pb[i] = b;
    src[i] = s;
  }

  private grow(): void {
    const c = this.time.length * 2;
    const time = new Float64Array(c);
    const order = new Float64Array(c);
    const a = new Int32Array(c);
    const b = new Int32Array(c);
    const src = new Int32Array(c);
    time.set(this.time);
    order.set(this.order);
    a.set(this.a);
    b.set(this.b);
    src.set(this.src);
    this.time = time;
    this.order = order;
    this.a = a;
    this.b = b;
    this.src = src;
  }
}

/** The events of one stream behind its head, oldest first: a ring that doubles when full. */
class StreamRing {
  time = new Float64Array(16);
  order = new Float64Array(16);
  a = new Int32Array(16);
  b = new Int32Array(16);
  head = 0;
  count = 0;
  mask = 15;
  /** 1 while the stream's head is in the heap */
  active = 0;
  /** time of the stream's latest event (appending after it keeps the stream in order) */
  lastTime = 0.5; // non-integer: an unboxed double field

  append(t: number, o: number, a: number, b: number): void {
    if (this.count > this.mask) this.grow();
    const i = (this.head + this.count) & this.mask;
    this.time[i] = t;
    this.order[i] = o;
    this.a[i] = a;
    this.b[i] = b;
    this.count++;
  }

  private grow(): void {
    const size = (this.mask + 1) * 2;
    const time = new Float64Array(size);
    const order = new Float64Array(size);
    const a = new Int32Array(size);
    const b = new Int32Array(size);
    for (let k = 0; k < this.count; k++) {
      const i = (this.head + k) & this.mask;
      time[k] = this.time[i];
      order[k] = this.order[i];
      a[k] = this.a[i];
      b[k] = this.b[i];
    }
    this.time = time;
    this.order = order;
    this.a = a;
    this.b = b;
    this.head = 0;
    this.mask = size - 1;
  }
}

export class EventHeap {
  /** stream heads and events out of their stream's order */
  private readonly busy: KeyedHeap;
  private readonly timers: KeyedHeap;
  private readonly streams: StreamRing[];
  private counter = 0;
  /** number of pending events */
  size = 0;
  /** the event removed by the last `pop()`: its time and payloads */
  poppedTime = 0.5; // a non-integer first value: V8 then keeps the field an unboxed double
  poppedA = 0;
  poppedB = 0;

  constructor(capacity = 256, streams = 0) {
    this.busy = new KeyedHeap(Math.max(4, capacity));
    this.timers = new KeyedHeap(4);
    this.streams = Array.from({ length: streams }, () => new StreamRing());
  }

  /** Time of the earliest event (+Infinity when empty). */
  peekTime(): number {
    const b = this.busy;
    const tm = this.timers;
    if (b.size === 0) return tm.size > 0 ? tm.time[0] : Infinity;
    return tm.size > 0 && tm.time[0] < b.time[0] ? tm.time[0] : b.time[0];
  }

  /** Schedules a timer (an event of no stream). */
  push(t: number, a: number, b: number): void {
    this.size++;
    this.timers.insert(t, this.counter++, a, b, -1);
  }

  /**
   * Schedules an event of stream `s` (0 <= s < the constructor's `streams`): kept behind the
   * stream's earlier events when it is not earlier than the latest of them, else scheduled alone.
   */
  pushTo(s: number, t: number, a: number, b: number): void {
    this.size++;
    const o = this.counter++;
    const ring = this.streams[s];
    if (ring.active === 0) {
      ring.active = 1;
      ring.lastTime = t;
      this.busy.insert(t, o, a, b, s);
    } else if (t < ring.lastTime) this.busy.insert(t, o, a, b, -1);
    else {
      ring.lastTime = t;
      ring.append(t, o, a, b);
    }
  }

  /**
   * Removes the earliest event: its time and payloads are then in `poppedTime`, `poppedA` and
   * `poppedB`. Nothing is returned: a double returned from a call that is not inlined is boxed,
   * one allocation per event.
   */
  pop(): void {
    this.popBy(Infinity);
  }

  /** Removes the earliest event, as `pop`, if it is at or before t; false if there is none. */
  popBy(t: number): boolean {
    const busy = this.busy;
    const timers = this.timers;
    if (timers.size > 0 && (busy.size === 0 || timers.topBefore(busy.time[0], busy.order[0]))) {
      if (timers.time[0] > t) return false;
      this.size--;
      this.poppedTime = timers.time[0];
      this.poppedA = timers.a[0];
      this.poppedB = timers.b[0];
      timers.removeTop();
      return true;
    }
    if (busy.size === 0 || busy.time[0] > t) return false;
    this.size--;
    this.poppedTime = busy.time[0];
    this.poppedA = busy.a[0];
    this.poppedB = busy.b[0];
    const s = busy.src[0];
    if (s >= 0) {
      const ring = this.streams[s];
      if (ring.count > 0) {
        // the stream's next event takes the head's place
        const i = ring.head;
        ring.head = (i + 1) & ring.mask;
        ring.count--;
        busy.replaceTop(ring.time[i], ring.order[i], ring.a[i], ring.b[i], s);
        return true;
      }
      ring.active = 0;
    }
    busy.removeTop();
    return true;
  }
}
