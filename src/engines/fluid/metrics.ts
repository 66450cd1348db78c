import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import type { EquilibriumResult } from './equilibrium';
import { routeUses, type CompiledNetwork } from './network';

/** Per-source totals ||x_s||_1 (packets/s). */
export function sourceTotals(n: CompiledNetwork, x: ArrayLike<number>): Float64Array {
  const out = new Float64Array(n.nS);
  for (let s = 0; s < n.nS; s++)
    for (let r = n.srcStart[s]; r < n.srcStart[s + 1]; r++) out[s] += x[r];
  return out;
}

export interface Friendliness {
  /** total rate of the multipath (non-TCP) and single-path sources, packets/s */
  mpTotal: number;
  spTotal: number;
  /** MP-TCP share of what the two kinds get together (Sec. III-D's measure) */
  mpShare: number;
  /** mean per active source of each kind (Table III reports these), NaN when there is none */
  mpMean: number;
  spMean: number;
}

export function friendliness(
  n: CompiledNetwork,
  x: ArrayLike<number>,
  active: ArrayLike<number>,
): Friendliness {
  const tot = sourceTotals(n, x);
  let mp = 0;
  let sp = 0;
  let nm = 0;
  let ns = 0;
  for (let s = 0; s < n.nS; s++) {
    if (!active[s]) continue;
    if (n.algorithms[s].spec.name === 'tcp') {
      sp += tot[s];
      ns++;
    } else {
      mp += tot[s];
      nm++;
    }
  }
  return { mpTotal: mp, spTotal: sp, mpShare: mp / (mp + sp), mpMean: mp / nm, spMean: sp / ns };
}

/**
 * Eq. (11): D_s = (sum_r tau_r q_r k_r) / (||x_s||_1 sum_r tau_r q_r x_r), the expected relative
 * drop of the source's total throughput per loss, to first order (1/2 for TCP NewReno).
 */
export function oscillation(n: CompiledNetwork, eq: EquilibriumResult): Float64Array {
  const out = new Float64Array(n.nS).fill(NaN);
  const k = new Float64Array(n.nR);
  for (let s = 0; s < n.nS; s++) {
    if (!eq.activeSources[s]) continue;
    const o = n.srcStart[s];
    const m = n.srcStart[s + 1] - o;
    n.algorithms[s].gain(eq.x, n.tau, o, m, k);
    let num = 0;
    let den = 0;
    let tot = 0;
    for (let r = o; r < o + m; r++) {
      num += n.tau[r] * eq.q[r] * k[r];
      den += n.tau[r] * eq.q[r] * eq.x[r];
      tot += eq.x[r];
    }
    out[s] = num / (tot * den);
  }
  return out;
}

export interface Spectrum {
  /** J* of Theorem 3.5 over the routes of the active sources and the links with p* > 0 */
  jacobian: number[][];
  /** which route / link each row is */
  routes: number[];
  links: number[];
  re: number[];
  im: number[];
  /** max Re(lambda): the linearised system (10) decays like exp(spectralAbscissa t) */
  spectralAbscissa: number;
  /**
   * lambda_max of B = Lambda_k^(1/2) [dPhi/dx]^+ Lambda_k^(1/2): the max over x alone of
   * x^H [dPhi/dx]^+ x / x^H Lambda_k^-1 x. Theorem 3.5's max over unit z = (x, p) is 0 (let
   * x -> 0), so it says nothing; this one is what the proof of part 2 ((23)-(24)) orders: a larger
   * K or a more negative [dPhi/dx]^+ makes it more negative. For an eigenpair of J*,
   * Re(lambda) = theta x^H A x / x^H Lambda_k^-1 x with theta in (0, 1] the rates' share of the
   * eigenvector's weighted norm, so lambdaMin <= Re(lambda) <= theta lambdaBar: lambdaBar bounds
   * the rates' part of the decay, not the spectral abscissa, which the price loop can make slower.
   */
  lambdaBar: number;
  /** lambda_min of B: a true lower bound on every Re(lambda) when [dPhi/dx]^+ is negative definite */
  lambdaMin: number;
}

/** d Phi_s / d x_s at x for source s (m x m, row-major). */
export function phiJacobian(n: CompiledNetwork, s: number, x: ArrayLike<number>): Float64Array {
  const o = n.srcStart[s];
  const m = n.srcStart[s + 1] - o;
  const jac = new Float64Array(m * m);
  n.algorithms[s].jacobian(x, n.tau, o, m, jac);
  return jac;
}

export function symmetricEigenvalues(a: number[][]): number[] {
  if (a.length === 0) return [];
  return new EigenvalueDecomposition(new Matrix(a), { assumeSymmetric: true }).realEigenvalues;
}

/** J* and its eigenvalues at an equilibrium (Theorem 3.5; links with p* = 0 removed). */
export function spectrum(n: CompiledNetwork, eq: EquilibriumResult): Spectrum {
  const routes: number[] = [];
  for (let r = 0; r < n.nR; r++) if (eq.activeSources[n.routeSource[r]]) routes.push(r);
  const links: number[] = [];
  for (let l = 0; l < n.nL; l++) if (eq.p[l] > 0) links.push(l);
  const R = routes.length;
  const size = R + links.length;
  const J = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const k = new Float64Array(n.nR);
  const B = Array.from({ length: R }, () => new Array<number>(R).fill(0));
  const pos = new Map(routes.map((r, i) => [r, i]));
  for (let s = 0; s < n.nS; s++) {
    if (!eq.activeSources[s]) continue;
    const o = n.srcStart[s];
    const m = n.srcStart[s + 1] - o;
    n.algorithms[s].gain(eq.x, n.tau, o, m, k);
    const d = phiJacobian(n, s, eq.x);
    for (let i = 0; i < m; i++)
      for (let j = 0; j < m; j++) {
        const a = pos.get(o + i)!;
        const b = pos.get(o + j)!;
        J[a][b] = k[o + i] * d[i * m + j];
        const sym = 0.5 * (d[i * m + j] + d[j * m + i]);
        B[a][b] = Math.sqrt(k[o + i] * k[o + j]) * sym;
      }
  }
  links.forEach((l, c) => {
    routes.forEach((r, a) => {
      if (!routeUses(n, r, l)) return;
      J[a][R + c] = -k[r];
      J[R + c][a] = n.gamma[l];
    });
  });
  const evd = size > 0 ? new EigenvalueDecomposition(new Matrix(J)) : null;
  const re = evd ? evd.realEigenvalues : [];
  const im = evd ? evd.imaginaryEigenvalues : [];
  const bEig = symmetricEigenvalues(B);
  return {
    jacobian: J,
    routes,
    links,
    re,
    im,
    spectralAbscissa: Math.max(...re),
    lambdaBar: Math.max(...bEig),
    lambdaMin: Math.min(...bEig),
  };
}

export interface ConvergenceTime {
  /** seconds after `from` until the series stays within the band; null if it never does */
  time: number | null;
  /** the average it converges to: the mean over the last `window` seconds */
  finalAverage: number;
}

/**
 * Footnote 2 of the paper: the first time after `from` at which the series (the second route's
 * rate after the single-path flow leaves) is within 10 % of its final average and stays there.
 * Resolution: the sample interval.
 */
export function convergenceTime(
  t: ArrayLike<number>,
  v: ArrayLike<number>,
  from: number,
  { band = 0.1, window = 10 } = {},
): ConvergenceTime {
  const end = t[t.length - 1];
  let sum = 0;
  let count = 0;
  for (let i = 0; i < t.length; i++)
    if (t[i] >= end - window) {
      sum += v[i];
      count++;
    }
  const avg = sum / count;
  let first: number | null = null;
  for (let i = t.length - 1; i >= 0 && t[i] >= from; i--) {
    if (Math.abs(v[i] - avg) > band * avg) break;
    first = t[i];
  }
  return { time: first === null ? null : first - from, finalAverage: avg };
}
