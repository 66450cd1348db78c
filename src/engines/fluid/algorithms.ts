/**
 * MP-TCP algorithms as the (k_r, phi_r) pairs of the fluid model (3) (paper 002): Sec. II-B for
 * TCP, EWTCP, Coupled, Semicoupled and Max (their own forms, valid with unequal RTTs), eq. (12)
 * for the generalized family and Balia = (beta, n, eta) = (0.2, inf, 0.5), and Balia's window
 * rule (eqs. 1-2) mapped through (5). Each works on the slice [off, off + m) of a source's routes:
 * x in packets/s, tau in seconds, phi a loss probability.
 */
import { BALIA_WINDOW, generalized } from './algorithmsGeneralized';

export type AlgorithmName =
  'tcp' | 'ewtcp' | 'coupled' | 'semicoupled' | 'max' | 'generalized' | 'balia' | 'balia-window';

export const ALGORITHM_NAMES: readonly AlgorithmName[] = [
  'tcp',
  'ewtcp',
  'coupled',
  'semicoupled',
  'max',
  'generalized',
  'balia',
  'balia-window',
];

/** The algorithms a multipath source can run (tcp is single-path). */
export const MULTIPATH_ALGORITHMS = ALGORITHM_NAMES.filter((a) => a !== 'tcp');

export type AlgorithmSpec =
  | { name: 'tcp' | 'coupled' | 'semicoupled' | 'max' | 'balia' | 'balia-window' }
  | { name: 'ewtcp'; a: number }
  /** n = Infinity for the max norm */
  | { name: 'generalized'; beta: number; n: number; eta: number };

export const BALIA_PARAMS = { beta: 0.2, n: Infinity, eta: 0.5 } as const;

export type Verdict = 'yes' | 'no' | 'conditional' | 'unknown';

/** Table I of the paper: which conditions the algorithm satisfies, and when. */
export interface TableIEntry {
  C0: Verdict;
  C1: Verdict;
  C2C3: Verdict;
  C4: Verdict;
  C5: Verdict;
  note: string;
}

export interface Algorithm {
  spec: AlgorithmSpec;
  /** k_r(x_s): the gain of (3) */
  gain(
    x: ArrayLike<number>,
    tau: ArrayLike<number>,
    off: number,
    m: number,
    out: Float64Array,
  ): void;
  /** phi_r(x_s), +Infinity where the rate is zero and C3 holds */
  phi(
    x: ArrayLike<number>,
    tau: ArrayLike<number>,
    off: number,
    m: number,
    out: Float64Array,
  ): void;
  /**
   * k_r phi_r, the increase term of (3), in a form that stays finite at x_r = 0 (where phi may
   * be infinite and k zero). At x_s = 0 it is the limit along equal rates.
   */
  gainPhi(
    x: ArrayLike<number>,
    tau: ArrayLike<number>,
    off: number,
    m: number,
    out: Float64Array,
  ): void;
  /** d phi_r / d x_j, row-major m x m into jac[0 .. m*m) (x > 0) */
  jacobian(
    x: ArrayLike<number>,
    tau: ArrayLike<number>,
    off: number,
    m: number,
    jac: Float64Array,
  ): void;
  /** phi_r -> infinity as x_r -> 0 (C3's first half): equilibrium rates are then positive */
  positiveRates: boolean;
  table: TableIEntry;
  tex: { k: string; phi: string };
}

const sum = (x: ArrayLike<number>, off: number, m: number): number => {
  let s = 0;
  for (let i = 0; i < m; i++) s += x[off + i];
  return s;
};
const wsum = (x: ArrayLike<number>, tau: ArrayLike<number>, off: number, m: number): number => {
  let s = 0;
  for (let i = 0; i < m; i++) s += x[off + i] * tau[off + i];
  return s;
};
const halfSquare = (
  x: ArrayLike<number>,
  _t: ArrayLike<number>,
  o: number,
  m: number,
  out: Float64Array,
) => {
  for (let i = 0; i < m; i++) out[o + i] = 0.5 * x[o + i] * x[o + i];
};

const TABLE_EXISTING = (c0: Verdict, c2: Verdict, note: string): TableIEntry => ({
  C0: c0,
  C1: 'yes',
  C2C3: c2,
  C4: 'yes',
  C5: 'yes',
  note,
});

/** TCP NewReno and EWTCP(a): k = x^2/2, phi = 2a/(tau^2 x^2) on each route independently. */
function ewtcp(a: number, single: boolean): Algorithm {
  return {
    spec: single ? { name: 'tcp' } : { name: 'ewtcp', a },
    gain: halfSquare,
    phi(x, tau, o, m, out) {
      for (let i = 0; i < m; i++) {
        const w = x[o + i] * tau[o + i];
        out[o + i] = (2 * a) / (w * w);
      }
    },
    gainPhi(_x, tau, o, m, out) {
      for (let i = 0; i < m; i++) out[o + i] = a / (tau[o + i] * tau[o + i]);
    },
    jacobian(x, tau, o, m, jac) {
      jac.fill(0, 0, m * m);
      for (let i = 0; i < m; i++) {
        const xi = x[o + i];
        jac[i * m + i] = (-4 * a) / (tau[o + i] * tau[o + i] * xi * xi * xi);
      }
    },
    positiveRates: true,
    table: TABLE_EXISTING('yes', 'yes', single ? 'single path: every condition holds' : ''),
    tex: single
      ? { k: String.raw`k_r = \tfrac12 x_r^2`, phi: String.raw`\phi_r = \frac{2}{\tau_r^2 x_r^2}` }
      : {
          k: String.raw`k_r = \tfrac12 x_r^2`,
          phi: String.raw`\phi_r = \frac{2a}{\tau_r^2 x_r^2}`,
        },
  };
}

/** Coupled: phi_r = 2 / (sum_k x_k tau_k)^2, the same for every route of the source. */
const COUPLED: Algorithm = {
  spec: { name: 'coupled' },
  gain: halfSquare,
  phi(x, tau, o, m, out) {
    const w = wsum(x, tau, o, m);
    for (let i = 0; i < m; i++) out[o + i] = 2 / (w * w);
  },
  gainPhi(x, tau, o, m, out) {
    const w = wsum(x, tau, o, m);
    if (w === 0) {
      const t = sum(tau, o, m); // limit along equal rates
      for (let i = 0; i < m; i++) out[o + i] = 1 / (t * t);
      return;
    }
    for (let i = 0; i < m; i++) out[o + i] = (x[o + i] * x[o + i]) / (w * w);
  },
  jacobian(x, tau, o, m, jac) {
    const w = wsum(x, tau, o, m);
    const c = -4 / (w * w * w);
    for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) jac[i * m + j] = c * tau[o + j];
  },
  positiveRates: false,
  // Table I says Yes for C0 (Sec. IV: "only EWTCP and Coupled satisfy C0"); in this model it
  // holds with equal RTTs only: d phi_r / d x_j = -4 tau_j / W^3 is symmetric iff tau_r = tau_j,
  // which the note says and the page's check shows
  table: TABLE_EXISTING(
    'yes',
    'no',
    "Table I's Yes for C0 holds with equal RTTs on the source's routes (dφ_r/dx_j = −4τ_j/W³ is symmetric only if τ_r = τ_j); the utility is not strictly concave, so the split (and with unequal RTTs the total) can be non-unique",
  ),
  tex: {
    k: String.raw`k_r = \tfrac12 x_r^2`,
    phi: String.raw`\phi_r = \frac{2}{\bigl(\sum_{k\in s} x_k \tau_k\bigr)^2}`,
  },
};

/** Semicoupled: phi_r = 2 / (x_r tau_r sum_k x_k tau_k). */
const SEMICOUPLED: Algorithm = {
  spec: { name: 'semicoupled' },
  gain: halfSquare,
  phi(x, tau, o, m, out) {
    const w = wsum(x, tau, o, m);
    for (let i = 0; i < m; i++) out[o + i] = 2 / (x[o + i] * tau[o + i] * w);
  },
  gainPhi(x, tau, o, m, out) {
    const w = wsum(x, tau, o, m);
    if (w === 0) {
      const t = sum(tau, o, m);
      for (let i = 0; i < m; i++) out[o + i] = 1 / (tau[o + i] * t);
      return;
    }
    for (let i = 0; i < m; i++) out[o + i] = x[o + i] / (tau[o + i] * w);
  },
  jacobian(x, tau, o, m, jac) {
    const w = wsum(x, tau, o, m);
    for (let i = 0; i < m; i++) {
      const xi = x[o + i];
      const ti = tau[o + i];
      for (let j = 0; j < m; j++) jac[i * m + j] = (-2 * tau[o + j]) / (xi * ti * w * w);
      jac[i * m + i] -= 2 / (xi * xi * ti * w);
    }
  },
  positiveRates: true,
  table: TABLE_EXISTING('no', 'yes', 'C2-C3 for at most 8 routes with equal RTTs (Theorem 4.1)'),
  tex: {
    k: String.raw`k_r = \tfrac12 x_r^2`,
    phi: String.raw`\phi_r = \frac{2}{x_r \tau_r \sum_{k\in s} x_k \tau_k}`,
  },
};

/** argmax of x_k / tau_k (the first one on ties: the Jacobian is one-sided there) */
function argMaxOverTau(x: ArrayLike<number>, tau: ArrayLike<number>, o: number, m: number): number {
  let best = 0;
  for (let i = 1; i < m; i++) if (x[o + i] / tau[o + i] > x[o + best] / tau[o + best]) best = i;
  return best;
}

/** Max: phi_r = 2 max_k(x_k / tau_k) / (x_r tau_r (sum_k x_k)^2). */
const MAX: Algorithm = {
  spec: { name: 'max' },
  gain: halfSquare,
  phi(x, tau, o, m, out) {
    const b = argMaxOverTau(x, tau, o, m);
    const mt = x[o + b] / tau[o + b];
    const s = sum(x, o, m);
    for (let i = 0; i < m; i++) out[o + i] = (2 * mt) / (x[o + i] * tau[o + i] * s * s);
  },
  gainPhi(x, tau, o, m, out) {
    const s = sum(x, o, m);
    if (s === 0) {
      let tmin = Infinity;
      for (let i = 0; i < m; i++) tmin = Math.min(tmin, tau[o + i]);
      for (let i = 0; i < m; i++) out[o + i] = 1 / (tau[o + i] * tmin * m * m);
      return;
    }
    const b = argMaxOverTau(x, tau, o, m);
    const mt = x[o + b] / tau[o + b];
    for (let i = 0; i < m; i++) out[o + i] = (x[o + i] * mt) / (tau[o + i] * s * s);
  },
  jacobian(x, tau, o, m, jac) {
    const b = argMaxOverTau(x, tau, o, m);
    const mt = x[o + b] / tau[o + b];
    const s = sum(x, o, m);
    for (let i = 0; i < m; i++) {
      const xi = x[o + i];
      const base = 1 / (xi * tau[o + i] * s * s);
      for (let j = 0; j < m; j++) jac[i * m + j] = (-4 * mt * base) / s;
      jac[i * m + b] += (2 * base) / tau[o + b];
      jac[i * m + i] -= (2 * mt * base) / xi;
    }
  },
  positiveRates: true,
  table: TABLE_EXISTING('no', 'yes', 'C2-C3 for at most 8 routes with equal RTTs (Theorem 4.1)'),
  tex: {
    k: String.raw`k_r = \tfrac12 x_r^2`,
    phi: String.raw`\phi_r = \frac{2 \max_k \{x_k/\tau_k\}}{x_r \tau_r \bigl(\sum_{k\in s} x_k\bigr)^2}`,
  },
};

/** The algorithm for a spec, or a message saying what is wrong with its parameters. */
export function createAlgorithm(spec: AlgorithmSpec): Algorithm | string {
  switch (spec.name) {
    case 'tcp':
      return ewtcp(1, true);
    case 'ewtcp':
      if (!(Number.isFinite(spec.a) && spec.a > 0)) return `EWTCP needs a > 0, got ${spec.a}`;
      return ewtcp(spec.a, false);
    case 'coupled':
      return COUPLED;
    case 'semicoupled':
      return SEMICOUPLED;
    case 'max':
      return MAX;
    case 'balia':
      return generalized(BALIA_PARAMS.beta, BALIA_PARAMS.n, BALIA_PARAMS.eta, 'balia');
    case 'balia-window':
      return BALIA_WINDOW;
    case 'generalized': {
      const { beta, n, eta } = spec;
      if (!(Number.isFinite(beta) && beta >= 0)) return `generalized needs beta >= 0, got ${beta}`;
      if (!(n === Infinity || (Number.isInteger(n) && n >= 1)))
        return `generalized needs n a positive integer or inf, got ${n}`;
      if (!(Number.isFinite(eta) && eta >= 0)) return `generalized needs eta >= 0, got ${eta}`;
      return generalized(beta, n, eta, 'generalized');
    }
    default:
      return `unknown algorithm ${JSON.stringify((spec as { name: unknown }).name)}`;
  }
}
