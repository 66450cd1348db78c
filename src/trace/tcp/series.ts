import type { Series } from '../types';

/** Points a series keeps at most, whatever the capture's length (a chart shows fewer). */
export const SERIES_CAP = 8192;

/**
 * A time series bounded to SERIES_CAP points. Every point is kept until the cap; then neighbours
 * are merged in pairs and from there on every `stride` raw points make one, so the whole series
 * keeps one resolution. A merged point sits at its first raw point's time and holds the raw
 * points' maximum ('max': for the bytes in flight, the envelope of the sawtooth, which is what a
 * cwnd estimate wants) or their mean ('mean': for RTT samples).
 */
export class BoundedSeries {
  private readonly t: number[] = [];
  private readonly v: number[] = [];
  private stride = 1;
  private n = 0;
  private bt = 0;
  private acc = 0;

  constructor(
    private readonly mode: 'max' | 'mean',
    private readonly cap = SERIES_CAP,
  ) {}

  add(t: number, v: number): void {
    if (this.n === 0) {
      this.bt = t;
      this.acc = v;
    } else if (this.mode === 'max') {
      if (v > this.acc) this.acc = v;
    } else {
      this.acc += v;
    }
    if (++this.n === this.stride) {
      this.t.push(this.bt);
      this.v.push(this.mode === 'max' ? this.acc : this.acc / this.n);
      this.n = 0;
      if (this.t.length >= this.cap) this.halve();
    }
  }

  private halve(): void {
    const half = this.t.length >> 1;
    for (let i = 0; i < half; i++) {
      const a = this.v[2 * i];
      const b = this.v[2 * i + 1];
      this.t[i] = this.t[2 * i];
      this.v[i] = this.mode === 'max' ? Math.max(a, b) : (a + b) / 2;
    }
    this.t.length = half;
    this.v.length = half;
    this.stride *= 2;
  }

  /** the points, values multiplied by `scale`, with the partly filled last point */
  toSeries(scale = 1): Series {
    const t = this.t.slice();
    const v = this.v.map((x) => x * scale);
    if (this.n > 0) {
      t.push(this.bt);
      v.push((this.mode === 'max' ? this.acc : this.acc / this.n) * scale);
    }
    return { t, v };
  }
}

/** Fine bins the byte counts start in (s); they double as the connection lasts. */
const FIRST_BIN = 1e-5;
const BIN_CAP = 8192;
/** Bins a throughput series has at most. */
const OUT_CAP = 4096;

/**
 * Bytes over time, in fine bins from `origin` (bounded to BIN_CAP bins: when a byte falls past
 * the last, neighbours merge and the width doubles; sums merge exactly). The throughput series
 * is read from them at the end, when the bin width it wants (one RTT) is known.
 */
export class ByteBins {
  private width = FIRST_BIN;
  private readonly bins: number[] = [];

  constructor(private readonly origin: number) {}

  add(t: number, bytes: number): void {
    let i = Math.floor((t - this.origin) / this.width);
    if (!(i >= 0)) i = 0; // a record earlier than the connection's first (reordered file)
    while (i >= BIN_CAP) {
      const b = this.bins;
      const half = Math.ceil(b.length / 2);
      for (let k = 0; k < half; k++) b[k] = b[2 * k] + (2 * k + 1 < b.length ? b[2 * k + 1] : 0);
      b.length = half;
      this.width *= 2;
      i = Math.floor((t - this.origin) / this.width);
    }
    while (this.bins.length <= i) this.bins.push(0);
    this.bins[i] += bytes;
  }

  /**
   * Mbit/s in bins of about `binWidth` s (a whole number of fine bins, at least one, and no more
   * than OUT_CAP of them) from the origin to `end`; each point at its bin's start.
   */
  throughput(binWidth: number, end: number): Series {
    const span = Math.max(end - this.origin, this.bins.length * this.width);
    const fine = Math.max(1, Math.ceil(span / this.width - 1e-9));
    let k = Math.max(1, Math.round(binWidth / this.width));
    k = Math.max(k, Math.ceil(fine / OUT_CAP));
    const count = Math.ceil(fine / k);
    const t: number[] = [];
    const v: number[] = [];
    const w = k * this.width;
    for (let j = 0; j < count; j++) {
      let sum = 0;
      for (let i = j * k; i < (j + 1) * k && i < this.bins.length; i++) sum += this.bins[i];
      t.push(this.origin + j * w);
      v.push((sum * 8) / w / 1e6);
    }
    return { t, v };
  }
}
