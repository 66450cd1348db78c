/**
 * Samples for live views: every `interval` of simulated time, each flow's cwnd, their sum and the
 * number of packets at the bottleneck (in transmission + waiting), kept in a ring of rows that a
 * view drains incrementally. Memory is bounded: when nobody drains, the oldest rows are overwritten
 * (and counted in `overwritten`). cwnd is piecewise constant, so a sample is its exact value at
 * the sample time.
 */
export interface TraceChunk {
  /** sample times, s */
  t: Float64Array;
  /** cwnd of flow f at sample k: cwnd[k * flows + f] */
  cwnd: Float64Array;
  /** Σ cwnd at each sample */
  sum: Float64Array;
  /** packets at the bottleneck at each sample */
  queue: Float64Array;
  flows: number;
  /** rows lost to the ring's overflow since the previous drain */
  overwritten: number;
}

/** At most this many numbers are kept in the ring (rows × (flows + 3)). */
const MAX_CELLS = 4_000_000;

export class Traces {
  readonly rows: number;
  private readonly width: number;
  private readonly data: Float64Array;
  private head = 0;
  private count = 0;
  private overwritten = 0;

  constructor(
    readonly flows: number,
    capacityRows: number,
  ) {
    this.width = flows + 3;
    this.rows = Math.max(1, Math.min(capacityRows, Math.floor(MAX_CELLS / this.width)));
    this.data = new Float64Array(this.rows * this.width);
  }

  /** Records one row: `cwnd` holds each flow's current window. */
  record(t: number, cwnd: Float64Array, queue: number): void {
    let slot: number;
    if (this.count === this.rows) {
      slot = this.head;
      this.head = (this.head + 1) % this.rows;
      this.overwritten++;
    } else {
      slot = (this.head + this.count) % this.rows;
      this.count++;
    }
    const o = slot * this.width;
    const d = this.data;
    d[o] = t;
    let sum = 0;
    for (let f = 0; f < this.flows; f++) {
      const c = cwnd[f];
      d[o + 3 + f] = c;
      sum += c;
    }
    d[o + 1] = sum;
    d[o + 2] = queue;
  }

  /** The rows recorded since the previous drain, oldest first; the ring is then empty. */
  drain(): TraceChunk {
    const k = this.count;
    const n = this.flows;
    const out: TraceChunk = {
      t: new Float64Array(k),
      cwnd: new Float64Array(k * n),
      sum: new Float64Array(k),
      queue: new Float64Array(k),
      flows: n,
      overwritten: this.overwritten,
    };
    for (let r = 0; r < k; r++) {
      const o = ((this.head + r) % this.rows) * this.width;
      out.t[r] = this.data[o];
      out.sum[r] = this.data[o + 1];
      out.queue[r] = this.data[o + 2];
      out.cwnd.set(this.data.subarray(o + 3, o + 3 + n), r * n);
    }
    this.head = 0;
    this.count = 0;
    this.overwritten = 0;
    return out;
  }
}
