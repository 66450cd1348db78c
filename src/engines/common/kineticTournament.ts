/**
 * Kinetic tournament tree: the maximum of N lines v_i(t) = a_i + b_i t as time t only moves forward.
 *
 * Each internal node keeps the winner of its subtree at the current time and the earliest time any
 * comparison below it can change ("melt" time). Advancing time revisits only nodes whose
 * certificates failed; replacing one line re-plays its leaf-to-root path. With equal slopes nothing
 * ever melts and this is a plain tournament tree: O(log N) per update. With unequal slopes each
 * crossing of two lines costs O(log N) when it is passed; `recomputations` counts the node
 * re-evaluations so that the cost can be reported honestly.
 *
 * Ties go to the smaller id (the largest-rate policy's tie rule). A leaf's id is its index unless
 * given: the tree of class heads (classTournament.ts) labels each class leaf by the flow at its
 * head. With ids equal to the indices, a tie at a node always goes left, as it did before ids.
 */
export class KineticTournament {
  readonly n: number;
  private readonly size: number;
  private readonly a: Float64Array;
  private readonly b: Float64Array;
  private readonly win: Int32Array;
  private readonly melt: Float64Array;
  private readonly id: Int32Array;
  private now = 0;
  recomputations = 0;

  constructor(n: number) {
    this.n = n;
    let size = 1;
    while (size < n) size *= 2;
    this.size = size;
    this.a = new Float64Array(n);
    this.b = new Float64Array(n);
    this.id = Int32Array.from({ length: n }, (_, i) => i);
    this.win = new Int32Array(2 * size).fill(-1);
    this.melt = new Float64Array(2 * size).fill(Infinity);
  }

  /** Rebuilds every node at time t in O(N); `ids` label the leaves for ties (default: index). */
  build(
    intercept: ArrayLike<number>,
    slope: ArrayLike<number>,
    t: number,
    ids?: ArrayLike<number>,
  ): void {
    this.now = t;
    // Copies, fills and loops with nothing after them (see shiftBack in aimd/simulation.ts).
    this.a.set(intercept);
    this.b.set(slope);
    if (ids) this.id.set(ids);
    else countUp(this.id, 0, this.n, 0);
    countUp(this.win, this.size, this.n, -1);
    this.melt.fill(Infinity, this.size);
    this.evaluateAll();
  }

  /** Index of the largest line at the current time. */
  top(): number {
    return this.win[1];
  }

  /** Id of the largest line at the current time. */
  topId(): number {
    return this.id[this.win[1]];
  }

  /** Moves time forward to t (t must not decrease), repairing failed certificates. */
  advance(t: number): void {
    this.now = t;
    if (this.melt[1] <= t) this.repair(1);
  }

  /** Replaces line i by a + b t (at the current time). */
  update(i: number, a: number, b: number): void {
    this.setLine(i, a, b);
    this.replay(i, this.id[i]);
  }

  /**
   * First half of an update: line i becomes a + b t. Tiny on purpose (V8 inlines functions this
   * small whatever its budget, so the doubles are never boxed); replay() does the work.
   */
  setLine(i: number, a: number, b: number): void {
    this.a[i] = a;
    this.b[i] = b;
  }

  /** Second half of an update: leaf i takes id `id`, and its path is re-evaluated. */
  replay(i: number, id: number): void {
    this.id[i] = id;
    for (let node = (this.size + i) >> 1; node >= 1; node >>= 1) this.evaluate(node);
  }

  private evaluateAll(): void {
    for (let node = this.size - 1; node >= 1; node--) this.evaluate(node);
  }

  private repair(node: number): void {
    if (node >= this.size) return;
    const l = 2 * node;
    if (this.melt[l] <= this.now) this.repair(l);
    if (this.melt[l + 1] <= this.now) this.repair(l + 1);
    this.evaluate(node);
  }

  private evaluate(node: number): void {
    this.recomputations++;
    const l = 2 * node;
    const r = l + 1;
    const wl = this.win[l];
    const wr = this.win[r];
    const childMelt = Math.min(this.melt[l], this.melt[r]);
    if (wr < 0) {
      this.win[node] = wl;
      this.melt[node] = childMelt;
      return;
    }
    if (wl < 0) {
      this.win[node] = wr;
      this.melt[node] = childMelt;
      return;
    }
    const t = this.now;
    const al = this.a[wl];
    const bl = this.b[wl];
    const ar = this.a[wr];
    const br = this.b[wr];
    const vl = al + bl * t;
    const vr = ar + br * t;
    // Ties to the smaller id; with ids = indices every id on the left is smaller: ties go left.
    let winner: number;
    let crossing = Infinity;
    if (vl > vr || (vl === vr && this.id[wl] < this.id[wr])) {
      winner = wl;
      if (br > bl) crossing = Math.max(t, (al - ar) / (br - bl));
    } else {
      winner = wr;
      if (bl > br) crossing = Math.max(t, (ar - al) / (bl - br));
    }
    this.win[node] = winner;
    this.melt[node] = crossing < childMelt ? crossing : childMelt;
  }
}

/** out[from + k] = k for k < count, and `rest` up to the end. */
function countUp(out: Int32Array, from: number, count: number, rest: number): void {
  for (let k = from; k < out.length; k++) out[k] = k - from < count ? k - from : rest;
}
