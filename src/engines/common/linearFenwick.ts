/**
 * A Fenwick (binary indexed) tree over N weights that each grow linearly in time,
 * w_i(t) = a_i + b_i t. Both coefficients are prefix-summable, so a prefix sum at any time t is
 * A(k) + B(k) t and "find the flow whose cumulative weight first exceeds u" is one O(log N) descent.
 * This is how the rate-proportional policy samples a flow with probability x_i(T)/c without
 * touching all N rates at every congestion event.
 */
export class LinearFenwick {
  readonly n: number;
  /** 1-based tree of intercepts (read and updated in place by the rate-proportional batch loop) */
  readonly a: Float64Array;
  /** 1-based tree of slopes */
  readonly b: Float64Array;
  /** highest power of two <= n: where draw() and search() start descending */
  readonly topBit: number;

  constructor(n: number) {
    this.n = n;
    this.a = new Float64Array(n + 1);
    this.b = new Float64Array(n + 1);
    let bit = 1;
    while (bit * 2 <= n) bit *= 2;
    this.topBit = bit;
  }

  /** Rebuilds the tree from scratch in O(N): w_i(t) = intercept[i] + slope[i] t. */
  build(intercept: ArrayLike<number>, slope: ArrayLike<number>): void {
    this.a.set(intercept, 1);
    this.b.set(slope, 1);
    accumulate(this.a, this.b, this.n);
  }

  /** Adds (da, db) to the coefficients of weight i (0-based). */
  add(i: number, da: number, db: number): void {
    const { a, b, n } = this;
    for (let k = i + 1; k <= n; k += k & -k) {
      a[k] += da;
      b[k] += db;
    }
  }

  /**
   * Adds da to the intercept of weight i (0-based): the rate policies never change a slope, and
   * adding 0 to a slope sum (never -0) leaves it as it was, so the slopes need not be touched.
   */
  addIntercept(i: number, da: number): void {
    const a = this.a;
    for (let k = i + 1; k <= this.n; k += k & -k) a[k] += da;
  }

  /** Sum of all weights at time t. */
  total(t: number): number {
    let s = 0;
    for (let k = this.n; k > 0; k -= k & -k) s += this.a[k] + this.b[k] * t;
    return s;
  }

  /**
   * Smallest 0-based index i with w_0(t) + ... + w_i(t) > u, for 0 <= u < total(t).
   * Returns n - 1 when rounding pushes u past the total.
   */
  search(u: number, t: number): number {
    const { a, b, n } = this;
    let pos = 0;
    let rest = u;
    for (let step = this.topBit; step > 0; step >>= 1) {
      const k = pos + step;
      if (k <= n) {
        const w = a[k] + b[k] * t;
        if (w <= rest) {
          pos = k;
          rest -= w;
        }
      }
    }
    return pos < n ? pos : n - 1;
  }

  /**
   * The index drawn with probability w_i(t) / total(t) from a uniform u01 in [0, 1):
   * search(u01 * total(t), t), same operations in the same order.
   */
  draw(u01: number, t: number): number {
    const { a, b, n } = this;
    let total = 0;
    for (let k = n; k > 0; k -= k & -k) total += a[k] + b[k] * t;
    let pos = 0;
    let rest = u01 * total;
    for (let step = this.topBit; step > 0; step >>= 1) {
      const k = pos + step;
      if (k <= n) {
        const w = a[k] + b[k] * t;
        if (w <= rest) {
          pos = k;
          rest -= w;
        }
      }
    }
    return pos < n ? pos : n - 1;
  }
}

/**
 * Turns per-index coefficients (1-based) into Fenwick sums, in place. A function of its own so that
 * nothing follows the loop (see shiftBack in aimd/simulation.ts: V8's on-stack compilation).
 */
function accumulate(a: Float64Array, b: Float64Array, n: number): void {
  for (let i = 1; i <= n; i++) {
    const j = i + (i & -i);
    if (j <= n) {
      a[j] += a[i];
      b[j] += b[i];
    }
  }
}
