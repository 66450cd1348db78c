import { KineticTournament } from './kineticTournament';

/**
 * The largest of N lines v_i(t) = a_i + s_i t as t moves forward, when the slopes s_i take few
 * distinct values (the largest-rate policy: the slopes are the flows' eta_i). Ties go to the lowest
 * index.
 *
 * Lines with the same slope never overtake each other, so each slope class keeps a plain tournament
 * tree (leaves in index order, no certificates): replacing a line re-plays its leaf-to-root path
 * only, comparing a + s t at the current time with ties to the left (lower index), exactly as a
 * kinetic tournament over the whole class would. Only the class heads can overtake one another: a
 * kinetic tournament over the K heads (KineticTournament, ties to the head's flow index) keeps the
 * overall leader. With one class there is no head tree at all; with N classes (every slope
 * distinct) the head tree is the old kinetic tournament over all flows, leaf for leaf.
 *
 * All classes live in one flat Int32Array of winners (class k's tree at base[k], node 1 its root),
 * so that the hot path touches typed arrays only. Padding leaves hold the sentinel flow N, whose
 * intercept is -Infinity: it loses every comparison without a branch.
 */
export class ClassTournament {
  readonly n: number;
  /** number of distinct slopes */
  readonly classes: number;
  /** intercepts a_i (N + 1 entries, the last one -Infinity): write a_i, then call update(i) */
  readonly intercepts: Float64Array;
  private readonly classSlope: Float64Array;
  private readonly classOf: Int32Array;
  private readonly base: Int32Array;
  private readonly leaf: Int32Array;
  private readonly win: Int32Array;
  private readonly heads: KineticTournament | null;
  private readonly headA: Float64Array;
  private readonly headId: Int32Array;
  /** the slope of class 0, for updateOnlyClass */
  private readonly onlySlope: number;
  private now = 0;

  /** Classes are the distinct values of `slope`, numbered in order of first appearance. */
  constructor(slope: ArrayLike<number>) {
    const n = slope.length;
    this.n = n;
    const classOf = new Int32Array(n);
    const slopes: number[] = [];
    const members: number[] = [];
    const byValue = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      let k = byValue.get(slope[i]);
      if (k === undefined) {
        k = slopes.length;
        byValue.set(slope[i], k);
        slopes.push(slope[i]);
        members.push(0);
      }
      classOf[i] = k;
      members[k]++;
    }
    const classes = slopes.length;
    this.classes = classes;
    this.classOf = classOf;
    this.classSlope = Float64Array.from(slopes);
    this.base = new Int32Array(classes + 1);
    const size = members.map((m) => {
      let s = 1;
      while (s < m) s *= 2;
      return s;
    });
    for (let k = 0; k < classes; k++) this.base[k + 1] = this.base[k] + 2 * size[k];
    this.win = new Int32Array(this.base[classes]).fill(n);
    this.leaf = new Int32Array(n);
    const filled = new Int32Array(classes);
    for (let i = 0; i < n; i++) {
      const k = classOf[i];
      this.leaf[i] = this.base[k] + size[k] + filled[k]++;
      this.win[this.leaf[i]] = i;
    }
    this.intercepts = new Float64Array(n + 1);
    this.intercepts[n] = -Infinity;
    this.heads = classes > 1 ? new KineticTournament(classes) : null;
    this.headA = new Float64Array(classes);
    this.headId = new Int32Array(classes);
    this.onlySlope = this.classSlope[0];
  }

  /** Rebuilds everything at time t in O(N). */
  build(intercept: ArrayLike<number>, t: number): void {
    this.now = t;
    // A copy and loops with nothing after them (see shiftBack in aimd/simulation.ts).
    this.intercepts.set(intercept); // entry n, the sentinel, stays -Infinity
    playAll(this.win, this.intercepts, this.base, this.classSlope, t);
    if (this.heads) {
      collectHeads(this.win, this.base, this.intercepts, this.headA, this.headId);
      this.heads.build(this.headA, this.classSlope, t, this.headId);
    }
  }

  /** Moves time forward to t (never back) and returns the index of the largest line. */
  top(t: number): number {
    this.advance(t);
    return this.leader();
  }

  /**
   * Moves time forward to t (never back). Kept tiny, like everything here that takes a double:
   * V8 always inlines functions this small, and a double passed to a call it does not inline is
   * boxed on the heap.
   */
  advance(t: number): void {
    this.now = t;
    if (this.heads !== null) this.advanceHeads();
  }

  /** Index of the largest line at the current time. */
  leader(): number {
    return this.heads === null ? this.win[1] : this.heads.topId();
  }

  /** Re-plays line i's path after its intercept `intercepts[i]` changed (at the current time). */
  update(i: number): void {
    if (this.heads === null) {
      this.updateOnlyClass(i);
      return;
    }
    const k = this.classOf[i];
    const b = this.base[k];
    const s = this.classSlope[k];
    const t = this.now;
    const a = this.intercepts;
    const win = this.win;
    // The winner carried up the path and its value; each level compares it with the sibling's.
    let w = i;
    let v = a[i] + s * t;
    let x = this.leaf[i] - b;
    for (; x > 1; x >>= 1) {
      const ws = win[b + (x ^ 1)];
      const vs = a[ws] + s * t;
      // x even: w is the left child and wins ties; x odd: the sibling is the left one
      if ((x & 1) === 0 ? vs > v : vs >= v) {
        w = ws;
        v = vs;
      }
      win[b + (x >> 1)] = w;
    }
    if (this.heads) this.updateHead(k);
  }

  /**
   * update(i) with a single class (every flow with the same eta, the usual case): the same
   * comparisons without the class lookups and the head tree; worth it at small N, where the path
   * is only a few levels long.
   */
  private updateOnlyClass(i: number): void {
    const s = this.onlySlope;
    const t = this.now;
    const a = this.intercepts;
    const win = this.win;
    let w = i;
    let v = a[i] + s * t;
    for (let x = this.leaf[i]; x > 1; x >>= 1) {
      const ws = win[x ^ 1];
      const vs = a[ws] + s * t;
      if ((x & 1) === 0 ? vs > v : vs >= v) {
        w = ws;
        v = vs;
      }
      win[x >> 1] = w;
    }
  }

  /** Levels of class k's tree: the comparisons an update of one of its lines costs. */
  levels(k: number): number {
    return 31 - Math.clz32((this.base[k + 1] - this.base[k]) / 2);
  }

  /** Node evaluations of the head tree so far (0 with one class). */
  get headEvaluations(): number {
    return this.heads ? this.heads.recomputations : 0;
  }

  private advanceHeads(): void {
    (this.heads as KineticTournament).advance(this.now);
  }

  /** Class k's head changed: its line and id go to the head tree, which re-plays its path. */
  private updateHead(k: number): void {
    const heads = this.heads as KineticTournament;
    const head = this.win[this.base[k] + 1];
    heads.setLine(k, this.intercepts[head], this.classSlope[k]);
    heads.replay(k, head);
  }
}

/** Evaluates every internal node of every class tree at time t, bottom-up; ties to the left. */
function playAll(
  win: Int32Array,
  a: Float64Array,
  base: Int32Array,
  slope: Float64Array,
  t: number,
): void {
  for (let k = 0; k + 1 < base.length; k++) {
    const b = base[k];
    const s = slope[k];
    for (let node = (base[k + 1] - b) / 2 - 1; node >= 1; node--) {
      const wl = win[b + 2 * node];
      const wr = win[b + 2 * node + 1];
      win[b + node] = a[wl] + s * t >= a[wr] + s * t ? wl : wr;
    }
  }
}

/** Each class's head (the root of its tree) and the head's intercept. */
function collectHeads(
  win: Int32Array,
  base: Int32Array,
  a: Float64Array,
  headA: Float64Array,
  headId: Int32Array,
): void {
  for (let k = 0; k < headId.length; k++) {
    headId[k] = win[base[k] + 1];
    headA[k] = a[headId[k]];
  }
}
