import type { Algorithm, AlgorithmSpec } from './algorithms';

/**
 * The generalized family of eq. (12) and Balia's window rule through (5). Kept apart from
 * algorithms.ts because both need the norms of x_s and one-sided derivatives of the max.
 */

const sum = (x: ArrayLike<number>, o: number, m: number): number => {
  let s = 0;
  for (let i = 0; i < m; i++) s += x[o + i];
  return s;
};

function argMax(x: ArrayLike<number>, o: number, m: number): number {
  let best = 0;
  for (let i = 1; i < m; i++) if (x[o + i] > x[o + best]) best = i;
  return best;
}

/** ||x_s||_n, scaled by the max so that large n neither overflows nor underflows */
function norm(x: ArrayLike<number>, o: number, m: number, n: number): number {
  const mx = x[o + argMax(x, o, m)];
  if (n === Infinity || mx === 0) return mx;
  if (n === 1) return sum(x, o, m);
  let s = 0;
  for (let i = 0; i < m; i++) s += (x[o + i] / mx) ** n;
  return mx * s ** (1 / n);
}

/**
 * Eq. (12): k_r = x_r (x_r + eta (||x||_inf - x_r)) / 2,
 * phi_r = 2 ((1 - beta) x_r + beta ||x||_n) / (tau_r^2 x_r ||x||_1^2).
 * beta = 0 is Coupled with equal RTTs (finite phi at x_r = 0), beta > 0 has phi -> inf (C3).
 */
export function generalized(
  beta: number,
  n: number,
  eta: number,
  name: 'balia' | 'generalized',
): Algorithm {
  const spec: AlgorithmSpec = name === 'balia' ? { name } : { name, beta, n, eta };
  return {
    spec,
    gain(x, _tau, o, m, out) {
      const mx = x[o + argMax(x, o, m)];
      for (let i = 0; i < m; i++) out[o + i] = 0.5 * x[o + i] * (x[o + i] + eta * (mx - x[o + i]));
    },
    phi(x, tau, o, m, out) {
      const s = sum(x, o, m);
      const nn = norm(x, o, m, n);
      // written as (1 - beta) + beta ||x||_n / x_r so that beta = 0 (Coupled) is finite at x_r = 0
      for (let i = 0; i < m; i++) {
        const share = beta > 0 ? (beta * nn) / x[o + i] : 0;
        out[o + i] = (2 * (1 - beta + share)) / (tau[o + i] ** 2 * s * s);
      }
    },
    gainPhi(x, tau, o, m, out) {
      const s = sum(x, o, m);
      if (s === 0) {
        const share = 1 - beta + beta * (n === Infinity ? 1 : m ** (1 / n));
        for (let i = 0; i < m; i++) out[o + i] = share / (tau[o + i] ** 2 * m * m);
        return;
      }
      const mx = x[o + argMax(x, o, m)];
      const nn = norm(x, o, m, n);
      for (let i = 0; i < m; i++) {
        const xi = x[o + i];
        out[o + i] =
          ((xi + eta * (mx - xi)) * ((1 - beta) * xi + beta * nn)) / (tau[o + i] ** 2 * s * s);
      }
    },
    jacobian(x, tau, o, m, jac) {
      const s = sum(x, o, m);
      const nn = norm(x, o, m, n);
      const b = argMax(x, o, m);
      for (let i = 0; i < m; i++) {
        const xi = x[o + i];
        const f = 2 / tau[o + i] ** 2;
        for (let j = 0; j < m; j++) {
          // d||x||_n / d x_j: (x_j / ||x||_n)^(n-1), the indicator of the argmax for n = inf
          const dn = n === Infinity ? (j === b ? 1 : 0) : n === 1 ? 1 : (x[o + j] / nn) ** (n - 1);
          const bt = beta > 0 ? (beta * dn) / (xi * s * s) - (2 * beta * nn) / (xi * s * s * s) : 0;
          jac[i * m + j] = f * ((-2 * (1 - beta)) / (s * s * s) + bt);
        }
        if (beta > 0) jac[i * m + i] -= (f * beta * nn) / (xi * xi * s * s);
      }
    },
    positiveRates: beta > 0,
    table: {
      C0: beta === 0 ? 'conditional' : 'no',
      C1: 'yes',
      C2C3: beta === 0 ? 'no' : beta <= 1 ? 'conditional' : 'unknown',
      C4: 'yes',
      C5: 'yes',
      note:
        beta === 0
          ? 'beta = 0 is Coupled with equal RTTs: C2 fails'
          : 'C2-C3 for 0 < beta <= 1, at most 8 routes and equal RTTs (Theorem 4.1)',
    },
    tex: {
      k: String.raw`k_r = \tfrac12 x_r\bigl(x_r + \eta(\|\mathbf{x}_s\|_\infty - x_r)\bigr)`,
      phi: String.raw`\phi_r = \frac{2\bigl((1-\beta)x_r + \beta\|\mathbf{x}_s\|_n\bigr)}{\tau_r^2\, x_r\, \|\mathbf{x}_s\|_1^2}`,
    },
  };
}

/** (1 + alpha)(4 + alpha) / alpha and its derivative */
const g = (a: number): number => a + 5 + 4 / a;
const dg = (a: number): number => 1 - 4 / (a * a);

/**
 * Balia's window rule, eqs. (1)-(2), through (5): I_r = x_r (1+a_r)(4+a_r) / (10 tau_r ||x||_1^2)
 * per ACK and D_r = w_r a_r / 2 per loss (the max{., 1} of eq. 2 is below the fluid scale), with
 * a_r = max_k x_k / x_r. Then k_r = x_r D_r / tau_r = x_r max_k x_k / 2 and
 * phi_r = I_r / D_r = (1 + a_r)(4 + a_r) / (5 a_r tau_r^2 ||x||_1^2). Eq. (12) with
 * (0.2, inf, 0.5) is the same increase (1) with the decrease D_r = w_r (1 + a_r)/4 instead: the two
 * agree only when a_r = 1 for every route, i.e. equal rates.
 */
export const BALIA_WINDOW: Algorithm = {
  spec: { name: 'balia-window' },
  gain(x, _tau, o, m, out) {
    const mx = x[o + argMax(x, o, m)];
    for (let i = 0; i < m; i++) out[o + i] = 0.5 * x[o + i] * mx;
  },
  phi(x, tau, o, m, out) {
    const s = sum(x, o, m);
    const mx = x[o + argMax(x, o, m)];
    for (let i = 0; i < m; i++) out[o + i] = g(mx / x[o + i]) / (5 * tau[o + i] ** 2 * s * s);
  },
  gainPhi(x, tau, o, m, out) {
    const s = sum(x, o, m);
    if (s === 0) {
      for (let i = 0; i < m; i++) out[o + i] = 1 / (tau[o + i] ** 2 * m * m);
      return;
    }
    const mx = x[o + argMax(x, o, m)];
    for (let i = 0; i < m; i++) {
      const xi = x[o + i];
      out[o + i] = ((xi + mx) * (4 * xi + mx)) / (10 * tau[o + i] ** 2 * s * s);
    }
  },
  jacobian(x, tau, o, m, jac) {
    const s = sum(x, o, m);
    const b = argMax(x, o, m);
    const mx = x[o + b];
    for (let i = 0; i < m; i++) {
      const xi = x[o + i];
      const a = mx / xi;
      const f = 1 / (5 * tau[o + i] ** 2 * s * s);
      for (let j = 0; j < m; j++) jac[i * m + j] = (-2 * f * g(a)) / s;
      jac[i * m + b] += (f * dg(a)) / xi;
      jac[i * m + i] -= (f * dg(a) * mx) / (xi * xi);
    }
  },
  positiveRates: true,
  table: {
    C0: 'no',
    C1: 'unknown',
    C2C3: 'unknown',
    C4: 'unknown',
    C5: 'yes',
    note: 'not in Table I: the paper analyses eq. (12); the numeric checks test C0, C2, C3 and C4 here',
  },
  tex: {
    k: String.raw`k_r = \tfrac12 x_r \max_k x_k`,
    phi: String.raw`\phi_r = \frac{(1+\alpha_r)(4+\alpha_r)}{5\alpha_r \tau_r^2 \|\mathbf{x}_s\|_1^2},\quad \alpha_r = \frac{\max_k x_k}{x_r}`,
  },
};
