/**
 * Samples for live views: every `interval` of simulated time, each flow's cwnd, their sum, the
 * number of packets at the bottleneck (in transmission + waiting), the payload bytes each flow had
 * acknowledged during the interval (its throughput over time, per flow; a source's is the sum of
 * its subflows'), and the values congestion-control modules expose (`internals`), kept in a ring of
 * rows that a view drains incrementally. Memory is bounded: when nobody drains, the oldest rows are
 * overwritten (and counted in `overwritten`). cwnd is piecewise constant, so a sample is its exact
 * value at the sample time.
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
  /**
   * payload bytes flow f had newly acknowledged (cumulative ACK) since the previous sample, at
   * delivered[k * flows + f]: divided by the interval, its throughput; kept across drains and
   * overwrites (each row is one interval)
   */
  delivered: Float64Array;
  /** what each column of `internals` is: the flow and the module's name for the value */
  internalColumns: readonly InternalColumn[];
  /** module values at sample k: internals[k * internalColumns.length + c] */
  internals: Float64Array;
  flows: number;
  /** rows lost to the ring's overflow since the previous drain */
  overwritten: number;
  /**
   * the packets dropped since the previous drain (paper 000, Figs. 18-19: loss events over time):
   * the time and the flow of each, in the order recorded
   */
  dropT: Float64Array;
  dropFlow: Int32Array;
  /** drops lost to their ring's overflow since the previous drain */
  dropsOverwritten: number;
}

export interface InternalColumn {
  flow: number;
  name: string;
}

/** At most this many numbers are kept in the ring (rows × width). */
const MAX_CELLS = 4_000_000;
/** At most this many drops are kept between two drains. */
const MAX_DROPS = 1 << 16;

const NONE = new Float64Array(0);

export class Traces {
  readonly rows: number;
  private readonly width: number;
  private readonly data: Float64Array;
  /** cumulative acknowledged bytes at the previous sample */
  private readonly lastAcked: Float64Array;
  private head = 0;
  private count = 0;
  private overwritten = 0;
  private readonly dropT = new Float64Array(MAX_DROPS);
  private readonly dropFlow = new Int32Array(MAX_DROPS);
  private dropHead = 0;
  private drops = 0;
  private dropsOverwritten = 0;

  constructor(
    readonly flows: number,
    capacityRows: number,
    readonly internalColumns: readonly InternalColumn[] = [],
  ) {
    this.width = 3 + 2 * flows + internalColumns.length;
    this.rows = Math.max(1, Math.min(capacityRows, Math.floor(MAX_CELLS / this.width)));
    this.data = new Float64Array(this.rows * this.width);
    this.lastAcked = new Float64Array(flows);
  }

  /**
   * Records one row: `cwnd` holds each flow's current window, `acked` (optional) the payload bytes
   * each flow has had acknowledged so far, `internals` the modules' values in column order.
   */
  record(
    t: number,
    cwnd: Float64Array,
    queue: number,
    acked: Float64Array = NONE,
    internals: Float64Array = NONE,
  ): void {
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
    const n = this.flows;
    d[o] = t;
    let sum = 0;
    for (let f = 0; f < n; f++) {
      const c = cwnd[f];
      d[o + 3 + f] = c;
      sum += c;
      const a = acked.length > 0 ? acked[f] : 0;
      d[o + 3 + n + f] = a - this.lastAcked[f];
      this.lastAcked[f] = a;
    }
    d[o + 1] = sum;
    d[o + 2] = queue;
    const k = this.internalColumns.length;
    for (let c = 0; c < k; c++) d[o + 3 + 2 * n + c] = internals[c];
  }

  /** Records a dropped packet of `flow` at time `t` (O(1); the oldest goes when the ring is full). */
  recordDrop(t: number, flow: number): void {
    let slot: number;
    if (this.drops === MAX_DROPS) {
      slot = this.dropHead;
      this.dropHead = (this.dropHead + 1) % MAX_DROPS;
      this.dropsOverwritten++;
    } else {
      slot = (this.dropHead + this.drops) % MAX_DROPS;
      this.drops++;
    }
    this.dropT[slot] = t;
    this.dropFlow[slot] = flow;
  }

  /** The rows recorded since the previous drain, oldest first; the ring is then empty. */
  drain(): TraceChunk {
    const k = this.count;
    const n = this.flows;
    const m = this.internalColumns.length;
    const out: TraceChunk = {
      t: new Float64Array(k),
      cwnd: new Float64Array(k * n),
      sum: new Float64Array(k),
      queue: new Float64Array(k),
      delivered: new Float64Array(k * n),
      internalColumns: this.internalColumns,
      internals: new Float64Array(k * m),
      flows: n,
      overwritten: this.overwritten,
      dropT: new Float64Array(this.drops),
      dropFlow: new Int32Array(this.drops),
      dropsOverwritten: this.dropsOverwritten,
    };
    for (let r = 0; r < this.drops; r++) {
      const slot = (this.dropHead + r) % MAX_DROPS;
      out.dropT[r] = this.dropT[slot];
      out.dropFlow[r] = this.dropFlow[slot];
    }
    this.dropHead = 0;
    this.drops = 0;
    this.dropsOverwritten = 0;
    for (let r = 0; r < k; r++) {
      const o = ((this.head + r) % this.rows) * this.width;
      out.t[r] = this.data[o];
      out.sum[r] = this.data[o + 1];
      out.queue[r] = this.data[o + 2];
      out.cwnd.set(this.data.subarray(o + 3, o + 3 + n), r * n);
      out.delivered.set(this.data.subarray(o + 3 + n, o + 3 + 2 * n), r * n);
      out.internals.set(this.data.subarray(o + 3 + 2 * n, o + 3 + 2 * n + m), r * m);
    }
    this.head = 0;
    this.count = 0;
    this.overwritten = 0;
    return out;
  }
}

/**
 * Per-source throughput over time from drained chunks: rate[k * sources + s] in bit/s of payload
 * over the interval ending at t[k], the sum of source s's subflows (`source[f]`: the source index of
 * flow f, 0 .. sources-1). `interval`: the trace interval, s. A lab reads convergence times off it.
 */
export function sourceThroughput(
  chunk: TraceChunk,
  source: ArrayLike<number>,
  sources: number,
  interval: number,
): Float64Array {
  const k = chunk.t.length;
  const n = chunk.flows;
  const out = new Float64Array(k * sources);
  for (let r = 0; r < k; r++) {
    for (let f = 0; f < n; f++)
      out[r * sources + source[f]] += (8 * chunk.delivered[r * n + f]) / interval;
  }
  return out;
}
