/**
 * Walker's alias method (Vose's stable construction): after O(N) set-up, one index is drawn with
 * probability w_i / sum(w) in O(1). The rate-independent policy's fixed probabilities use it.
 */
export class AliasTable {
  readonly n: number;
  private readonly prob: Float64Array;
  private readonly alias: Int32Array;

  constructor(weights: ArrayLike<number>) {
    const n = weights.length;
    this.n = n;
    this.prob = new Float64Array(n);
    this.alias = new Int32Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += weights[i];
    if (!(sum > 0) || !Number.isFinite(sum))
      throw new Error('alias table: weights must have a positive finite sum');
    const scaled = new Float64Array(n);
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < n; i++) {
      scaled[i] = (weights[i] * n) / sum;
      (scaled[i] < 1 ? small : large).push(i);
    }
    while (small.length > 0 && large.length > 0) {
      const s = small.pop() as number;
      const l = large.pop() as number;
      this.prob[s] = scaled[s];
      this.alias[s] = l;
      scaled[l] = scaled[l] + scaled[s] - 1;
      (scaled[l] < 1 ? small : large).push(l);
    }
    // What is left has probability one up to rounding.
    for (const i of large) {
      this.prob[i] = 1;
      this.alias[i] = i;
    }
    for (const i of small) {
      this.prob[i] = 1;
      this.alias[i] = i;
    }
  }

  /** Draws an index from one uniform u in [0, 1). */
  sample(u: number): number {
    const x = u * this.n;
    const i = Math.min(Math.floor(x), this.n - 1);
    return x - i < this.prob[i] ? i : this.alias[i];
  }
}
