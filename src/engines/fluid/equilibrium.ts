import { Matrix, SingularValueDecomposition } from 'ml-matrix';
import { levenbergMarquardt } from './fischerBurmeister';
import {
  activeLayout,
  balancedScales,
  buildSystem,
  encode,
  Evaluation,
  layout,
  partners,
  pick,
  signLayout,
  spread,
  startingPoint,
  type Layout,
} from './equilibriumSystem';
import { routeUses, type CompiledNetwork } from './network';
import { simulate } from './simulation';

/**
 * The equilibrium of (3)-(4): the complementarity system (6)-(7),
 *   x_r >= 0, phi_r(x_s) <= q_r, phi_r = q_r if x_r > 0;   p_l >= 0, y_l <= c_l, y_l = c_l if p_l > 0,
 * solved by Levenberg-Marquardt on a Fischer-Burmeister reformulation in scaled variables, then
 * polished on the active set. Variables: p_l / P_l (P_l the link's price scale) and, per route,
 * log(x_r / X_r) when phi_r -> inf as x_r -> 0 (C3: x_r > 0 at equilibrium, Lemma B.2, so (6) is
 * the equation phi_r = q_r) or x_r / X_r with the complementarity kept (Coupled, beta = 0, whose
 * unused routes sit at x_r = 0). The route residual b_r = q_r / phi_r - 1 has the sign of
 * q_r - phi_r, is scale-free, linear in the prices, and bounded below where phi_r is infinite.
 */
export interface NonUniqueness {
  /** 'split': the sources' totals are determined but not how they split over routes */
  kind: 'split' | 'totals';
  /** dimension of the active system and its numerical rank */
  size: number;
  rank: number;
  note: string;
}

export interface EquilibriumResult {
  converged: boolean;
  iterations: number;
  /** the time whose active sources were solved for (Infinity: those that never stop) */
  at: number;
  activeSources: Uint8Array;
  /** rates (packets/s) and prices; zero for routes of inactive sources and unused links */
  x: Float64Array;
  p: Float64Array;
  phi: Float64Array;
  q: Float64Array;
  /** violations of (6) per route and (7) per link, relative to max(phi_r, q_r) and to c_l */
  routeResidual: Float64Array;
  linkResidual: Float64Array;
  residual: number;
  nonUnique: NonUniqueness | null;
  /** unused routes with phi_r = q_r: on the boundary, where trajectories approach slowly */
  boundaryRoutes: number[];
  message: string;
}

export interface EquilibriumOptions {
  /** solve for the sources active at this time (default Infinity: those that never stop) */
  at?: number;
  maxIterations?: number;
}

/** Residuals of (6)-(7) relative to max(q_r, phi_r) and c_l, at a clean state (zeros exact). */
function finish(n: CompiledNetwork, lay: Layout, z: Float64Array): EquilibriumResult {
  const ev = new Evaluation(n, lay);
  ev.at(z, false);
  const x = Float64Array.from(ev.x, (v, r) => (v > 1e-12 * n.rateScale[r] ? v : 0));
  const p = Float64Array.from(ev.p, (v, l) => (v > 1e-12 * n.priceScale[l] ? v : 0));
  ev.at(encode(n, lay, x, p), false);
  const routeResidual = new Float64Array(n.nR);
  const linkResidual = new Float64Array(n.nL);
  const boundaryRoutes: number[] = [];
  for (const r of lay.routes) {
    const { phi, q } = ev;
    const d = phi[r] === Infinity ? 1 : (phi[r] - q[r]) / Math.max(phi[r], q[r]);
    routeResidual[r] = x[r] > 0 ? Math.abs(d) : Math.max(0, d);
    if (x[r] === 0 && Math.abs(d) < 1e-6) boundaryRoutes.push(r);
  }
  for (const l of lay.links) {
    let y = 0;
    for (const r of lay.routes) if (routeUses(n, r, l)) y += x[r];
    const d = (y - n.cap[l]) / n.cap[l];
    linkResidual[l] = p[l] > 0 ? Math.abs(d) : Math.max(0, d);
  }
  const residual = Math.max(0, ...routeResidual, ...linkResidual);
  return {
    converged: residual <= 1e-9,
    iterations: 0,
    at: 0,
    activeSources: lay.active,
    x,
    p,
    phi: Float64Array.from(ev.phi),
    q: Float64Array.from(ev.q),
    routeResidual,
    linkResidual,
    residual: Number.isNaN(residual) ? Infinity : residual,
    nonUnique: null,
    boundaryRoutes,
    message: '',
  };
}

/**
 * Whether the solution is locally a point: the Jacobian of the active system (equations of the
 * positive rates and prices) is then nonsingular. A null vector that moves rates but no source's
 * total is a non-unique split (Coupled on one bottleneck); otherwise the totals move too.
 */
function uniqueness(n: CompiledNetwork, act: Layout, x: Float64Array, p: Float64Array) {
  const size = act.routes.length + act.links.length;
  if (size === 0) return null;
  const sys = buildSystem(n, act, true);
  const z = encode(n, act, x, p);
  const f = new Float64Array(size);
  const jac = new Float64Array(size * size);
  sys.jacobian(z, f, jac);
  const M = new Matrix(size, size);
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) M.set(i, j, jac[i * size + j]);
  const svd = new SingularValueDecomposition(M);
  const sv = svd.diagonal;
  const rank = sv.filter((v) => v > 1e-9 * sv[0]).length;
  if (rank === size) return null;
  const v = svd.rightSingularVectors.getColumn(size - 1);
  const dx = new Float64Array(n.nR);
  let big = 0;
  for (const r of act.routes) {
    dx[r] = v[act.rv[r]] * (act.logVar[r] ? x[r] : n.rateScale[r]);
    big = Math.max(big, Math.abs(dx[r]));
  }
  let totals = 0;
  for (let s = 0; s < n.nS; s++) {
    let t = 0;
    for (let r = n.srcStart[s]; r < n.srcStart[s + 1]; r++) t += dx[r];
    totals = Math.max(totals, Math.abs(t));
  }
  const kind: 'split' | 'totals' = totals <= 1e-6 * big ? 'split' : 'totals';
  return {
    kind,
    size,
    rank,
    note:
      kind === 'split'
        ? 'the equilibrium is not a point: the totals are determined, the split over routes is not (where a trajectory ends depends on where it starts)'
        : "the equilibrium is not a point: the sources' totals themselves are not determined (where a trajectory ends depends on where it starts)",
  };
}

/**
 * One solve from z0: LM on the complementarity system in stages of 40 iterations, each followed
 * by a polish on its active set, guessed two ways (a threshold, and the identification function
 * with eps = sqrt(|F|)): near a degenerate solution LM creeps, the polish on the right active set
 * converges quadratically.
 */
function attempt(n: CompiledNetwork, lay: Layout, z0: Float64Array, maxIterations: number) {
  let z = z0;
  let best = finish(n, lay, z);
  let iterations = 0;
  while (iterations < maxIterations && !best.converged) {
    const lm = levenbergMarquardt(buildSystem(n, lay, false), z, {
      maxIterations: Math.min(40, maxIterations - iterations),
    });
    iterations += lm.iterations;
    z = lm.z;
    const raw = finish(n, lay, z);
    if (raw.residual <= best.residual) best = raw;
    const b = partners(n, lay, z);
    for (const act of [
      activeLayout(n, lay, z),
      activeLayout(n, lay, z, Math.sqrt(lm.norm), b),
      signLayout(n, lay, z, b),
    ]) {
      // zero rates and prices are fixed, the others solve equations
      const pol = levenbergMarquardt(buildSystem(n, act, true), pick(z, lay, act), {
        maxIterations: Math.min(30, maxIterations),
      });
      iterations += pol.iterations;
      const polished = finish(n, lay, spread(pol.z, act, lay));
      if (polished.residual <= best.residual) best = polished;
    }
    if (lm.stalled || lm.norm <= 1e-15) break;
  }
  best.iterations = iterations;
  return best;
}

/** Starts after the first: prices and rates scattered over e^(+-2.5) and e^(+-1.5) around it. */
const RESTARTS = 8;
function scattered(z: Float64Array, lay: Layout, k: number): Float64Array {
  let seed = (k * 0x9e3779b9) >>> 0;
  const uniform = () => {
    seed = (seed + 0x6d2b79f5) >>> 0; // mulberry32
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = Float64Array.from(z);
  lay.routes.forEach((r, i) => {
    const f = 3 * uniform() - 1.5;
    out[i] = lay.logVar[r] ? z[i] + f : z[i] * Math.exp(f);
  });
  for (let i = lay.routes.length; i < z.length; i++) out[i] = z[i] * Math.exp(5 * uniform() - 2.5);
  return out;
}

/**
 * A start from the dynamics themselves (pseudo-transient continuation): the fluid model (3)-(4)
 * with the sources active at `at`, integrated for a while. Under C1-C3 it converges to the
 * equilibrium from anywhere (Theorem 3.3), so its end state lies in the basin of the right
 * solution when the fair-share start led LM to a local minimum of its merit function.
 */
function dynamicStart(n: CompiledNetwork, lay: Layout): Float64Array {
  const only: CompiledNetwork = {
    ...n,
    start: Float64Array.from(lay.active, (a) => (a ? 0 : Infinity)),
    stop: new Float64Array(n.nS).fill(Infinity),
  };
  let horizon = 0;
  for (const r of lay.routes) horizon = Math.max(horizon, 2000 * n.tau[r]);
  const tr = simulate(only, { horizon, sampleInterval: horizon, maxSteps: 20000 });
  if (tr.count === 0) return startingPoint(n, lay);
  const k = tr.count - 1;
  const x = tr.x.slice(k * n.nR, (k + 1) * n.nR);
  for (const r of lay.routes) x[r] = Math.max(x[r], 1e-9 * n.rateScale[r]);
  return encode(n, lay, x, tr.p.slice(k * n.nL, (k + 1) * n.nL));
}

/**
 * The solver's budget: iterations of Levenberg-Marquardt over all starts, at most `iterations`
 * and fewer for a large system (each iteration factors it densely, size^3/6 multiplications:
 * `work` of them in all), and the largest system it takes (above validateNetwork's 512 routes
 * and 64 links: a safety net). Counted, not timed, so that the page and the command line stop at
 * the same point with the same answer.
 */
export const EQUILIBRIUM_BUDGET = { iterations: 1200, work: 1.5e10, variables: 600 } as const;

/** The iterations the budget allows a system of `size` unknowns. */
export const iterationBudget = (size: number): number =>
  Math.min(
    EQUILIBRIUM_BUDGET.iterations,
    Math.max(60, Math.floor(EQUILIBRIUM_BUDGET.work / (size ** 3 / 6))),
  );

/** The result when the system is too large for the budget: nothing solved, and why. */
function tooLarge(n: CompiledNetwork, lay: Layout, at: number): EquilibriumResult {
  const size = lay.routes.length + lay.links.length;
  const none = finish(n, lay, startingPoint(n, lay));
  return {
    ...none,
    converged: false,
    at,
    residual: Infinity,
    message: `not solved: ${size} unknowns (routes and links), more than the ${EQUILIBRIUM_BUDGET.variables} the solver takes`,
  };
}

/**
 * The merit function of a complementarity problem that is not monotone can have local minima
 * that are not solutions; the solver then restarts from the dynamics' end state and from
 * scattered points (deterministically), and reports failure, with its residual, if none
 * converges within the budget (EQUILIBRIUM_BUDGET): it never hangs.
 */
export function solveEquilibrium(
  n: CompiledNetwork,
  { at = Infinity, maxIterations = 300 }: EquilibriumOptions = {},
): EquilibriumResult {
  const lay = layout(n, at);
  if (lay.routes.length + lay.links.length > EQUILIBRIUM_BUDGET.variables)
    return tooLarge(n, lay, at);
  n = balancedScales(n, lay);
  const z0 = startingPoint(n, lay);
  const budget = iterationBudget(lay.routes.length + lay.links.length);
  let best = attempt(n, lay, z0, Math.min(maxIterations, budget));
  let iterations = best.iterations;
  for (let k = 0; k <= RESTARTS && !best.converged && iterations < budget; k++) {
    const next = attempt(
      n,
      lay,
      k === 0 ? dynamicStart(n, lay) : scattered(z0, lay, k),
      Math.min(maxIterations, budget - iterations),
    );
    iterations += next.iterations;
    if (next.residual < best.residual) best = next;
  }
  best.iterations = iterations;
  best.at = at;
  best.nonUnique = uniqueness(
    n,
    activeLayout(n, lay, encode(n, lay, best.x, best.p)),
    best.x,
    best.p,
  );
  best.message = best.converged
    ? `converged in ${best.iterations} iterations`
    : `did not converge to (6)-(7) within its budget: relative residual ${best.residual.toExponential(2)} after ${best.iterations} iterations (the equilibrium shown is the best point reached)`;
  return best;
}
