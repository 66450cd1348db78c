/**
 * Time-weighted histogram of a piecewise-linear path, exact per segment in O(1).
 *
 * A linear segment that moves from u to w (u < w) in time s spends time k = s / (w - u) per unit of
 * value on [u, w]. Its contribution to F(v) = "time spent below v" is a ramp: 0 below u,
 * k (v - u) on [u, w], k (w - u) above. A ramp is the sum of two half-lines starting at u (slope +k)
 * and at w (slope -k); a half-line starting at v0 with slope k adds k v - k v0 to F(v) for v > v0.
 * Keeping, per bin, the sums of k and of k v0 of the half-lines that start in that bin gives F at
 * every bin edge in one pass when the histogram is read, so recording a segment never loops over
 * bins, however many bins it crosses.
 *
 * `addMass` puts time directly into one bin: used for the accumulation of infinitely many ever
 * shorter segments inside a single bin (the beatdown policy), summed in closed form by the caller.
 */
export class RampHistogram {
  readonly lo: number;
  readonly hi: number;
  readonly bins: number;
  private readonly slope: Float64Array;
  private readonly moment: Float64Array;
  private readonly mass: Float64Array;
  private readonly scale: number;
  /** binOf(hi), for addRises */
  private readonly topBin: number;

  constructor(lo: number, hi: number, bins: number) {
    this.lo = lo;
    this.hi = hi;
    this.bins = bins;
    this.slope = new Float64Array(bins);
    this.moment = new Float64Array(bins);
    this.mass = new Float64Array(bins);
    this.scale = bins / (hi - lo);
    this.topBin = this.binOf(hi);
  }

  /** Index of the bin holding v (values at or above hi are outside). */
  binOf(v: number): number {
    const b = Math.floor((v - this.lo) * this.scale);
    return b < 0 ? 0 : b;
  }

  /** Lower edge of bin b. */
  edge(b: number): number {
    return this.lo + b / this.scale;
  }

  /** A segment going linearly from u to w (either direction) over a duration s. */
  addSegment(u: number, w: number, s: number): void {
    if (!(s > 0)) return;
    const from = u < w ? u : w;
    const to = u < w ? w : u;
    const bFrom = this.binOf(from);
    const bTo = this.binOf(to);
    if (bFrom === bTo || to < this.lo) {
      this.addMass(bFrom, s);
      return;
    }
    const k = s / (to - from);
    this.slope[bFrom] += k;
    this.moment[bFrom] += k * from;
    if (bTo < this.bins) {
      this.slope[bTo] -= k;
      this.moment[bTo] -= k * to;
    }
  }

  /**
   * addSegment(u[k], w[k], s[k]) for k < count, in one loop that calls nothing (see addRises).
   */
  addSegments(u: Float64Array, w: Float64Array, s: Float64Array, count: number): void {
    const { lo, bins, scale, slope, moment, mass } = this;
    for (let k = 0; k < count; k++) {
      const sk = s[k];
      if (!(sk > 0)) continue;
      const from = u[k] < w[k] ? u[k] : w[k];
      const to = u[k] < w[k] ? w[k] : u[k];
      let bFrom = Math.floor((from - lo) * scale);
      if (bFrom < 0) bFrom = 0;
      let bTo = Math.floor((to - lo) * scale);
      if (bTo < 0) bTo = 0;
      if (bFrom === bTo || to < lo) {
        mass[bFrom >= bins ? bins - 1 : bFrom] += sk;
        continue;
      }
      const slopeK = sk / (to - from);
      slope[bFrom] += slopeK;
      moment[bFrom] += slopeK * from;
      if (bTo < bins) {
        slope[bTo] -= slopeK;
        moment[bTo] -= slopeK * to;
      }
    }
  }

  /**
   * addSegment(from[k], hi, duration[k]) for k < count, each from[k] <= hi (the aggregate's rise
   * to c at every event, recorded a batch at a time): the same operations, written out in one loop
   * that calls nothing, so that no double is boxed whatever V8 inlines.
   */
  addRises(from: Float64Array, duration: Float64Array, count: number): void {
    const { lo, hi, bins, scale, slope, moment, mass } = this;
    const bTo = this.topBin;
    for (let k = 0; k < count; k++) {
      const u = from[k];
      const s = duration[k];
      if (!(s > 0)) continue;
      let bFrom = Math.floor((u - lo) * scale);
      if (bFrom < 0) bFrom = 0;
      if (bFrom === bTo || hi < lo) {
        mass[bFrom >= bins ? bins - 1 : bFrom] += s;
        continue;
      }
      const slopeK = s / (hi - u);
      slope[bFrom] += slopeK;
      moment[bFrom] += slopeK * u;
      if (bTo < bins) {
        slope[bTo] -= slopeK;
        moment[bTo] -= slopeK * hi;
      }
    }
  }

  /** Adds a duration s directly to bin b (clamped to the range). */
  addMass(b: number, s: number): void {
    const i = b < 0 ? 0 : b >= this.bins ? this.bins - 1 : b;
    this.mass[i] += s;
  }

  /** Adds a half-line starting at v0 with slope k. Public for closed-form callers. */
  halfLine(v0: number, k: number): void {
    const b = this.binOf(v0);
    if (b >= this.bins) return; // starts at or above hi: never reaches an edge we read
    this.slope[b] += k;
    this.moment[b] += k * v0;
  }

  /** Time spent in each bin. */
  read(): Float64Array {
    const out = new Float64Array(this.bins);
    let sk = 0;
    let skv = 0;
    let previousF = 0;
    for (let b = 0; b < this.bins; b++) {
      sk += this.slope[b];
      skv += this.moment[b];
      const upper = this.edge(b + 1);
      const f = sk * upper - skv;
      out[b] = f - previousF + this.mass[b];
      previousF = f;
    }
    return out;
  }

  /** An independent copy (to read a snapshot with extra pieces without touching this one). */
  copy(): RampHistogram {
    const h = new RampHistogram(this.lo, this.hi, this.bins);
    h.slope.set(this.slope);
    h.moment.set(this.moment);
    h.mass.set(this.mass);
    return h;
  }

  /** Forgets everything recorded so far (the end of the warm-up). */
  clear(): void {
    this.slope.fill(0);
    this.moment.fill(0);
    this.mass.fill(0);
  }
}
