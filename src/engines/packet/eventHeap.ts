/**
 * The event list of the packet simulator: a binary min-heap over parallel typed arrays, plus FIFO
 * streams that keep only their head in the heap.
 *
 * An event is (time, a, b): `a` packs the event kind and the object it concerns, `b` is a second
 * integer (a sequence number, a slot in the ACK pool ...). Events with equal times leave in the
 * order they were pushed (a 53-bit insertion counter breaks ties), as ns-2's scheduler does, so a
 * run is deterministic whatever the float arithmetic produces. Nothing is allocated per event:
 * the arrays double when full and are never shrunk.
 *
 * Streams (htsim's idea: a link with a fixed delay is a queue whose head alone is scheduled). Most
 * events come from sources that produce them in time order: the packets of one flow arriving at one
 * queue, the ACKs of one flow arriving at its sender. `pushTo(stream, ...)` appends such an event to
 * its stream's list; only the stream's earliest event sits in the heap, so the heap holds about one
 * entry per busy stream instead of one per packet in flight, and popping a stream's head puts the
 * next one in its place with a single sift. An event that arrives out of its stream's time order
 * goes into the heap on its own. Every event keeps the insertion number of its push, and the heap
 * holds the earliest event of every stream, so events leave in exactly the order of one heap of
 * all of them: streams change the cost, never the sequence.
 */
export class EventHeap {
  private time: Float64Array;
  private order: Float64Array;
  private a: Int32Array;
  private b: Int32Array;
  /** the stream a heap entry heads (-1: an event on its own) */
  private src: Int32Array;
  private counter = 0;
  /** number of events in the heap (stream heads included, their followers not) */
  private heapSize = 0;
  /** number of pending events */
  size = 0;
  /** the event removed by the last `pop()`: its time and payloads */
  poppedTime = 0.5; // a non-integer first value: V8 then keeps the field an unboxed double
  poppedA = 0;
  poppedB = 0;

  // Streams: the followers of each stream's head, as a linked list through a pool of nodes.
  private sFirst: Int32Array;
  private sLast: Int32Array;
  /** 1 while the stream's head is in the heap */
  private sActive: Uint8Array;
  /** time of the stream's latest event (its order is what appending keeps) */
  private sLastTime: Float64Array;
  private nTime: Float64Array;
  private nOrder: Float64Array;
  private nA: Int32Array;
  private nB: Int32Array;
  private nNext: Int32Array;
  private free = -1;
  private used = 0;

  constructor(capacity = 256, streams = 0) {
    const c = Math.max(4, capacity);
    this.time = new Float64Array(c);
    this.order = new Float64Array(c);
    this.a = new Int32Array(c);
    this.b = new Int32Array(c);
    this.src = new Int32Array(c);
    this.sFirst = new Int32Array(streams).fill(-1);
    this.sLast = new Int32Array(streams).fill(-1);
    this.sActive = new Uint8Array(streams);
    this.sLastTime = new Float64Array(streams);
    this.nTime = new Float64Array(c);
    this.nOrder = new Float64Array(c);
    this.nA = new Int32Array(c);
    this.nB = new Int32Array(c);
    this.nNext = new Int32Array(c);
  }

  /** Time of the earliest event (+Infinity when empty). */
  peekTime(): number {
    return this.heapSize > 0 ? this.time[0] : Infinity;
  }

  /** Is there an event at or before t? (A boolean, where `peekTime() <= t` may box a double.) */
  hasEventBy(t: number): boolean {
    return this.heapSize > 0 && this.time[0] <= t;
  }

  /** Schedules an event on its own. */
  push(t: number, a: number, b: number): void {
    this.size++;
    this.insert(t, this.counter++, a, b, -1);
  }

  /**
   * Schedules an event of stream `s` (0 <= s < the constructor's `streams`): kept behind the
   * stream's earlier events when it is not earlier than the latest of them, else scheduled alone.
   */
  pushTo(s: number, t: number, a: number, b: number): void {
    this.size++;
    const o = this.counter++;
    if (this.sActive[s] === 0) {
      this.sActive[s] = 1;
      this.sLastTime[s] = t;
      this.insert(t, o, a, b, s);
      return;
    }
    if (t < this.sLastTime[s]) {
      this.insert(t, o, a, b, -1);
      return;
    }
    this.sLastTime[s] = t;
    let k = this.free;
    if (k >= 0) this.free = this.nNext[k];
    else {
      if (this.used === this.nTime.length) this.growNodes();
      k = this.used++;
    }
    this.nTime[k] = t;
    this.nOrder[k] = o;
    this.nA[k] = a;
    this.nB[k] = b;
    this.nNext[k] = -1;
    const last = this.sLast[s];
    if (last < 0) this.sFirst[s] = k;
    else this.nNext[last] = k;
    this.sLast[s] = k;
  }

  /**
   * Removes the earliest event: its time and payloads are then in `poppedTime`, `poppedA` and
   * `poppedB`. Nothing is returned: a double returned from a call that is not inlined is boxed,
   * one allocation per event.
   */
  pop(): void {
    this.poppedTime = this.time[0];
    this.poppedA = this.a[0];
    this.poppedB = this.b[0];
    this.size--;
    const s = this.src[0];
    if (s >= 0) {
      const k = this.sFirst[s];
      if (k >= 0) {
        // the stream's next event takes the head's place
        this.sFirst[s] = this.nNext[k];
        if (this.nNext[k] < 0) this.sLast[s] = -1;
        this.nNext[k] = this.free;
        this.free = k;
        this.siftDown(this.nTime[k], this.nOrder[k], this.nA[k], this.nB[k], s, this.heapSize);
        return;
      }
      this.sActive[s] = 0;
    }
    const n = --this.heapSize;
    if (n > 0) this.siftDown(this.time[n], this.order[n], this.a[n], this.b[n], this.src[n], n);
  }

  /** Adds an entry to the heap: sift up with a hole, moving parents down until the slot fits. */
  private insert(t: number, o: number, a: number, b: number, s: number): void {
    if (this.heapSize === this.time.length) this.grow();
    const time = this.time;
    const order = this.order;
    const pa = this.a;
    const pb = this.b;
    const src = this.src;
    let i = this.heapSize++;
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

  /** Puts an entry at the root of a heap of n entries and sifts it down to its place. */
  private siftDown(t: number, o: number, a: number, b: number, s: number, n: number): void {
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

  private growNodes(): void {
    const c = this.nTime.length * 2;
    const nTime = new Float64Array(c);
    const nOrder = new Float64Array(c);
    const nA = new Int32Array(c);
    const nB = new Int32Array(c);
    const nNext = new Int32Array(c);
    nTime.set(this.nTime);
    nOrder.set(this.nOrder);
    nA.set(this.nA);
    nB.set(this.nB);
    nNext.set(this.nNext);
    this.nTime = nTime;
    this.nOrder = nOrder;
    this.nA = nA;
    this.nB = nB;
    this.nNext = nNext;
  }
}
