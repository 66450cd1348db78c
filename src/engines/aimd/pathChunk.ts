/**
 * The sample path, streamed as compact records: one per cut flow per event. Between its cuts a
 * flow's rate is linear with slope eta_i, so these records and the initial rates determine the
 * whole path exactly; a chunk costs O(1) per cut, never O(N) per event.
 *
 * A beatdown tagging is one record with `span` > 0: the tagged flow falls from `before` at `time`
 * to `after` = 0 at `time + span` through infinitely many cuts, its rate after the k-th cut being
 * beta before rho^k (rho = beta + (eta_i / eta_total)(1 - beta)).
 */
export interface PathChunk {
  count: number;
  /** index of the congestion event (1-based; several records share one for synchronized/independent) */
  event: Float64Array;
  time: Float64Array;
  flow: Int32Array;
  before: Float64Array;
  after: Float64Array;
  span: Float64Array;
}

/** Growable typed-array buffers for one chunk of path records. */
export class PathRecorder {
  private cap: number;
  private count = 0;
  private event: Float64Array;
  private time: Float64Array;
  private flow: Int32Array;
  private before: Float64Array;
  private after: Float64Array;
  private span: Float64Array;

  constructor(capacity = 1024) {
    this.cap = capacity;
    this.event = new Float64Array(capacity);
    this.time = new Float64Array(capacity);
    this.flow = new Int32Array(capacity);
    this.before = new Float64Array(capacity);
    this.after = new Float64Array(capacity);
    this.span = new Float64Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(
    event: number,
    time: number,
    flow: number,
    before: number,
    after: number,
    span: number,
  ): void {
    if (this.count === this.cap) this.grow();
    const k = this.count++;
    this.event[k] = event;
    this.time[k] = time;
    this.flow[k] = flow;
    this.before[k] = before;
    this.after[k] = after;
    this.span[k] = span;
  }

  /** Hands over the records so far (fresh arrays, safe to transfer) and starts a new chunk. */
  take(): PathChunk {
    const k = this.count;
    const chunk: PathChunk = {
      count: k,
      event: this.event.slice(0, k),
      time: this.time.slice(0, k),
      flow: this.flow.slice(0, k),
      before: this.before.slice(0, k),
      after: this.after.slice(0, k),
      span: this.span.slice(0, k),
    };
    this.count = 0;
    return chunk;
  }

  private grow(): void {
    const cap = this.cap * 2;
    const grow64 = (a: Float64Array) => {
      const b = new Float64Array(cap);
      b.set(a);
      return b;
    };
    this.event = grow64(this.event);
    this.time = grow64(this.time);
    this.before = grow64(this.before);
    this.after = grow64(this.after);
    this.span = grow64(this.span);
    const f = new Int32Array(cap);
    f.set(this.flow);
    this.flow = f;
    this.cap = cap;
  }
}
