import { Matrix, SingularValueDecomposition, inverse } from 'ml-matrix';
import type { TableIEntry } from './algorithms';
import { phiJacobian, symmetricEigenvalues } from './metrics';
import { routeUses, type CompiledNetwork } from './network';

/**
 * Table I's conditions for one source: the paper's verdict for its algorithm, and the checks that
 * can be made numerically at a given state x (usually the equilibrium). A numeric check holds at
 * that point only; the conditions quantify over every x.
 */
export interface ConditionChecks {
  source: string;
  algorithm: string;
  paper: TableIEntry;
  /** C0: max |J - J^T| / max |J| for J = d Phi_s / d x_s */
  c0Asymmetry: number;
  c0Holds: boolean;
  /** C2: the largest eigenvalue of [J]^+ relative to max |J|; holds when < 0 */
  c2MaxEigenvalue: number;
  c2Holds: boolean;
  /** C3 (first half): phi_r is infinite when x_r alone is set to zero, for every route */
  c3InfiniteAtZero: boolean;
  /** C4: the largest column sum of J^-1 relative to max |J^-1| (null when J is singular) */
  c4MaxColumnSum: number | null;
  c4Holds: boolean | null;
}

/** Relative tolerance for "symmetric" and "negative": rounding of the closed forms. */
const TOL = 1e-9;

export function checkConditions(
  n: CompiledNetwork,
  s: number,
  x: ArrayLike<number>,
): ConditionChecks {
  const o = n.srcStart[s];
  const m = n.srcStart[s + 1] - o;
  const alg = n.algorithms[s];
  const J = phiJacobian(n, s, x);
  const big = J.reduce((a, v) => Math.max(a, Math.abs(v)), 0);
  let asym = 0;
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) asym = Math.max(asym, Math.abs(J[i * m + j] - J[j * m + i]));
  const rows = Array.from({ length: m }, (_, i) => Array.from(J.subarray(i * m, (i + 1) * m)));
  const sym = rows.map((row, i) => row.map((v, j) => 0.5 * (v + rows[j][i])));
  const c2 = Math.max(...symmetricEigenvalues(sym)) / big;
  let infAtZero = true;
  const phi = new Float64Array(n.nR);
  const probe = Float64Array.from(x);
  for (let i = 0; i < m; i++) {
    probe.set(Array.from(x).slice(o, o + m), o);
    probe[o + i] = 0;
    alg.phi(probe, n.tau, o, m, phi);
    if (!(phi[o + i] === Infinity || phi[o + i] > 1e300)) infAtZero = false;
  }
  let c4: number | null = null;
  const svd = new SingularValueDecomposition(new Matrix(rows));
  const sv = svd.diagonal;
  if (sv[sv.length - 1] > 1e-12 * sv[0]) {
    const D = inverse(new Matrix(rows)).to2DArray();
    const dBig = D.flat().reduce((a, v) => Math.max(a, Math.abs(v)), 0);
    c4 = -Infinity;
    for (let j = 0; j < m; j++) {
      let col = 0;
      for (let i = 0; i < m; i++) col += D[i][j];
      c4 = Math.max(c4, col / dBig);
    }
  }
  return {
    source: n.net.sources[s].id,
    algorithm: alg.spec.name,
    paper: alg.table,
    c0Asymmetry: big > 0 ? asym / big : 0,
    c0Holds: asym <= TOL * big,
    c2MaxEigenvalue: c2,
    c2Holds: c2 < -TOL,
    c3InfiniteAtZero: infAtZero,
    c4MaxColumnSum: c4,
    c4Holds: c4 === null ? null : c4 <= TOL,
  };
}

/**
 * C3's second half: the routing matrix restricted to the links the active routes use has full
 * row rank (otherwise the prices are not determined by the rates).
 */
export function routingFullRowRank(n: CompiledNetwork, active: ArrayLike<number>): boolean {
  const routes: number[] = [];
  for (let r = 0; r < n.nR; r++) if (active[n.routeSource[r]]) routes.push(r);
  const links: number[] = [];
  for (let l = 0; l < n.nL; l++) if (routes.some((r) => routeUses(n, r, l))) links.push(l);
  if (links.length === 0) return true;
  if (links.length > routes.length) return false;
  const H = links.map((l) => routes.map((r) => (routeUses(n, r, l) ? 1 : 0)));
  // rank of H = rank of H^T; SVD wants at least as many rows as columns
  const svd = new SingularValueDecomposition(new Matrix(H).transpose());
  const sv = svd.diagonal;
  return sv.filter((v) => v > 1e-10 * sv[0]).length === links.length;
}
