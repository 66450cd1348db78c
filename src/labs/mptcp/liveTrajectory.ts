import type { AnalysisView, PhaseEquilibrium } from './analysisView';

/**
 * The trajectory samples the page has received (rates in Mbit/s, prices as probabilities), in
 * growable typed arrays, and the line geometry the charts draw from them. The worker caps the
 * number of samples it sends (2000 by default), so memory stays bounded.
 */
export class LiveTrajectory {
  count = 0;
  t = new Float64Array(256);
  x: Float64Array;
  p: Float64Array;

  constructor(
    readonly nR: number,
    readonly nL: number,
  ) {
    this.x = new Float64Array(256 * nR);
    this.p = new Float64Array(256 * nL);
  }

  push(chunk: { t: Float64Array; x: Float64Array; p: Float64Array }): void {
    const k = chunk.t.length;
    if (k === 0) return;
    if (chunk.x.length !== k * this.nR || chunk.p.length !== k * this.nL)
      throw new Error('a trajectory chunk does not match the network');
    this.reserve(this.count + k);
    this.t.set(chunk.t, this.count);
    this.x.set(chunk.x, this.count * this.nR);
    this.p.set(chunk.p, this.count * this.nL);
    this.count += k;
  }

  private reserve(n: number): void {
    if (n <= this.t.length) return;
    const cap = Math.max(n, 2 * this.t.length);
    const grow = (a: Float64Array, w: number) => {
      const b = new Float64Array(cap * w);
      b.set(a.subarray(0, this.count * w));
      return b;
    };
    this.x = grow(this.x, this.nR);
    this.p = grow(this.p, this.nL);
    this.t = grow(this.t, 1);
  }

  /** The first sample at or after time t (count if none). */
  firstAt(t: number): number {
    let k = 0;
    while (k < this.count && this.t[k] < t) k++;
    return k;
  }

  /** Interleaved (t, x_r) of flat route r, from time tMin on. */
  routeLine(r: number, tMin = -Infinity): Float64Array {
    return this.line(this.x, this.nR, r, 1, tMin);
  }

  /** Interleaved (t, p_l × scale) of link l, from time tMin on. */
  priceLine(l: number, scale = 1, tMin = -Infinity): Float64Array {
    return this.line(this.p, this.nL, l, scale, tMin);
  }

  private line(a: Float64Array, w: number, i: number, scale: number, tMin: number): Float64Array {
    const k0 = this.firstAt(tMin);
    const out = new Float64Array(2 * (this.count - k0));
    for (let k = k0; k < this.count; k++) {
      out[2 * (k - k0)] = this.t[k];
      out[2 * (k - k0) + 1] = a[k * w + i] * scale;
    }
    return out;
  }

  /** Sum of the given flat routes at the last sample (NaN before the first). */
  lastSum(routes: readonly number[]): number {
    if (this.count === 0) return NaN;
    const base = (this.count - 1) * this.nR;
    return routes.reduce((a, r) => a + this.x[base + r], 0);
  }

  get lastTime(): number {
    return this.count === 0 ? 0 : this.t[this.count - 1];
  }
}

/**
 * A piecewise-constant equilibrium line: one horizontal segment per phase at the mean of `value`
 * over the phase, broken (NaN) between phases, as LineChart points.
 */
export function phaseLine(
  phases: readonly PhaseEquilibrium[],
  value: (ph: PhaseEquilibrium) => number,
  tMin = -Infinity,
): Float64Array {
  const out: number[] = [];
  phases.forEach((ph, k) => {
    if (ph.to <= tMin) return;
    const v = value(ph);
    out.push(Math.max(ph.from, tMin), v, ph.to, v);
    if (k < phases.length - 1) out.push(ph.to, NaN);
  });
  return Float64Array.from(out);
}

/** The mean of x over the given flat routes. */
export const meanOf = (x: ArrayLike<number>, routes: readonly number[]): number =>
  routes.reduce((a, r) => a + x[r], 0) / routes.length;

/** The phase that holds time t (the last one at or after the end). */
export function phaseAt(view: AnalysisView, t: number): PhaseEquilibrium {
  return view.phases.find((ph) => t >= ph.from && t < ph.to) ?? view.phases[view.phases.length - 1];
}
