import { choleskyFactor, choleskySolve } from '../common/cholesky';

/**
 * A Levenberg-Marquardt method for a semismooth system F(z) = 0 (here the Fischer-Burmeister
 * reformulation of a complementarity problem): d solves (J'J + mu I) d = -J'F with
 * mu = lambda |F|^2 and lambda adapted by the ratio of actual to predicted decrease of |F|^2/2
 * (a trust-region control, as in Fan & Pan's self-adaptive LM). mu ~ |F|^2 keeps quadratic
 * convergence where the solutions form a manifold, as Coupled's splits do (Yamashita & Fukushima:
 * it needs a local error bound, not a nonsingular J), and, unlike mu ~ |F|, it does not damp the
 * nearly singular directions of nearly non-unique equilibria (two routes whose prices differ by
 * 1e-4) to a crawl. psi_FB^2 is continuously differentiable, so J'F is the gradient of the merit
 * function and every accepted step decreases it.
 */
/** psi(a, b) = a + b - sqrt(a^2 + b^2): zero iff a >= 0, b >= 0, ab = 0. */
export function fb(a: number, b: number): number {
  return a + b - Math.hypot(a, b);
}

/** An element of the generalized gradient of psi at (a, b). */
export function fbGrad(a: number, b: number): [number, number] {
  const r = Math.hypot(a, b);
  if (r < 1e-300) return [1 - Math.SQRT1_2, 1 - Math.SQRT1_2];
  return [1 - a / r, 1 - b / r];
}

export interface SemismoothSystem {
  size: number;
  /** F(z) into f */
  residual(z: Float64Array, f: Float64Array): void;
  /** F(z) into f and an element of its generalized Jacobian into jac (row-major) */
  jacobian(z: Float64Array, f: Float64Array, jac: Float64Array): void;
  /** largest allowed |d_i| per variable in one iteration (a trust region in each coordinate) */
  maxStep(i: number, z: Float64Array): number;
}

export interface LmResult {
  z: Float64Array;
  norm: number;
  iterations: number;
  stalled: boolean;
}

const normInf = (v: Float64Array): number => v.reduce((a, x) => Math.max(a, Math.abs(x)), 0);
const half = (v: Float64Array): number => 0.5 * v.reduce((a, x) => a + x * x, 0);

/**
 * J'J and J'f of a row-major n x n J, in flat arrays: the Jacobians here are sparse (a route's row
 * holds its source's routes and its links), so each row adds only its nonzeros' products, and a
 * network of a hundred sources costs milliseconds per iteration instead of a dense product's
 * seconds.
 */
function normalEquations(
  jac: Float64Array,
  f: Float64Array,
  n: number,
  jtj: Float64Array,
  g: Float64Array,
  nz: Int32Array,
): void {
  jtj.fill(0);
  g.fill(0);
  for (let i = 0; i < n; i++) {
    const row = i * n;
    let m = 0;
    for (let j = 0; j < n; j++) if (jac[row + j] !== 0) nz[m++] = j;
    for (let a = 0; a < m; a++) {
      const ja = nz[a];
      const va = jac[row + ja];
      g[ja] += va * f[i];
      for (let b = 0; b <= a; b++) jtj[ja * n + nz[b]] += va * jac[row + nz[b]];
    }
  }
  // the upper triangle from the lower (the nonzeros come in increasing order: b <= a is j <= i)
  for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) jtj[j * n + i] = jtj[i * n + j];
}

export function levenbergMarquardt(
  sys: SemismoothSystem,
  z0: Float64Array,
  { maxIterations = 200, tol = 1e-15 } = {},
): LmResult {
  const n = sys.size;
  const z = Float64Array.from(z0);
  const f = new Float64Array(n);
  const jac = new Float64Array(n * n);
  const trial = new Float64Array(n);
  const ft = new Float64Array(n);
  const jtj = new Float64Array(n * n);
  const a = new Float64Array(n * n);
  const g = new Float64Array(n);
  const d = new Float64Array(n);
  const nz = new Int32Array(n);
  let lambda = 1;
  let it = 0;
  let stalled = false;
  for (; it < maxIterations; it++) {
    sys.jacobian(z, f, jac);
    if (normInf(f) <= tol) break;
    const theta = half(f);
    normalEquations(jac, f, n, jtj, g, nz);
    let accepted = false;
    while (!accepted && lambda < 1e20) {
      a.set(jtj);
      const mu = lambda * 2 * theta;
      for (let i = 0; i < n; i++) a[i * n + i] += mu;
      const dependent = choleskyFactor(a, a, n, 0);
      if (dependent.includes(1)) {
        lambda *= 4;
        continue;
      }
      choleskySolve(a, n, g, d, dependent);
      for (let i = 0; i < n; i++) d[i] = -d[i];
      let scale = 1;
      for (let i = 0; i < n; i++) {
        const cap = sys.maxStep(i, z);
        if (Math.abs(d[i]) * scale > cap) scale = cap / Math.abs(d[i]);
      }
      // predicted decrease of the linear model |F + J d|^2 / 2
      let model = 0;
      for (let i = 0; i < n; i++) {
        let v = f[i];
        for (let j = 0; j < n; j++) v += jac[i * n + j] * d[j] * scale;
        model += v * v;
      }
      const pred = theta - 0.5 * model;
      for (let i = 0; i < n; i++) trial[i] = z[i] + scale * d[i];
      sys.residual(trial, ft);
      const rho = pred > 0 ? (theta - half(ft)) / pred : -1;
      if (rho > 1e-4) {
        z.set(trial);
        accepted = true;
        if (rho > 0.75) lambda = Math.max(lambda / 4, 1e-12);
        else if (rho < 0.25) lambda *= 4;
      } else lambda *= 4;
    }
    if (!accepted) {
      stalled = true;
      break;
    }
  }
  sys.residual(z, f);
  return { z, norm: normInf(f), iterations: it, stalled };
}
