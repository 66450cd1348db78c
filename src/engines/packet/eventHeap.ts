/**
 * The event list of the packet simulator: a binary min-heap over parallel typed arrays.
 *
 * An event is (time, a, b): `a` packs the event kind and the object it concerns, `b` is a second
 * integer (a sequence number, a slot in the ACK pool ...). Events with equal times leave in the
 * order they were pushed (a 53-bit insertion counter breaks ties), as ns-2's scheduler does, so a
 * run is deterministic whatever the float arithmetic produces. Nothing is allocated per event:
 * the arrays double when full and are never shrunk.
 */
export class EventHeap {
  private time: Float64Array;
  private order: Float64Array;
  private a: Int32Array;
  private b: Int32Array;
  private counter = 0;
  /** number of pending events */
  size = 0;
  /** payloads of the event returned by the last `pop()` */
  poppedA = 0;
  poppedB = 0;

  constructor(capacity = 256) {
    const c = Math.max(4, capacity);
    this.time = new Float64Array(c);
    this.order = new Float64Array(c);
    this.a = new Int32Array(c);
    this.b = new Int32Array(c);
  }

  /** Time of the earliest event (+Infinity when empty). */
  peekTime(): number {
    return this.size > 0 ? this.time[0] : Infinity;
  }

  push(t: number, a: number, b: number): void {
    if (this.size === this.time.length) this.grow();
    const time = this.time;
    const order = this.order;
    const pa = this.a;
    const pb = this.b;
    const o = this.counter++;
    // sift up with a hole: move parents down until the slot fits
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const tp = time[p];
      if (tp < t || (tp === t && order[p] < o)) break;
      time[i] = tp;
      order[i] = order[p];
      pa[i] = pa[p];
      pb[i] = pb[p];
      i = p;
    }
    time[i] = t;
    order[i] = o;
    pa[i] = a;
    pb[i] = b;
  }

  /** Removes the earliest event and returns its time; its payloads are in `poppedA`/`poppedB`. */
  pop(): number {
    const time = this.time;
    const order = this.order;
    const pa = this.a;
    const pb = this.b;
    const top = time[0];
    this.poppedA = pa[0];
    this.poppedB = pb[0];
    const n = --this.size;
    if (n === 0) return top;
    // sift the last element down from the root
    const t = time[n];
    const o = order[n];
    const a = pa[n];
    const b = pb[n];
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
      i = c;
    }
    time[i] = t;
    order[i] = o;
    pa[i] = a;
    pb[i] = b;
    return top;
  }

  private grow(): void {
    const c = this.time.length * 2;
    const time = new Float64Array(c);
    const order = new Float64Array(c);
    const a = new Int32Array(c);
    const b = new Int32Array(c);
    time.set(this.time);
    order.set(this.order);
    a.set(this.a);
    b.set(this.b);
    this.time = time;
    this.order = order;
    this.a = a;
    this.b = b;
  }
}
