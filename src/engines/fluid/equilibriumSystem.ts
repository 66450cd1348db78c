import { fb, fbGrad, type SemismoothSystem } from './fischerBurmeister';
import { sourceActive, type CompiledNetwork } from './network';

/**
 * The complementarity system (6)-(7) in the solver's variables (see equilibrium.ts): which routes
 * and links are unknowns, how the state and phi follow from the variables, the Fischer-Burmeister
 * residual with its Jacobian, and the active-set guesses of the polish phase.
 */

export interface Layout {
  routes: number[];
  links: number[];
  /** variable of each route / link, -1 if none */
  rv: Int32Array;
  lv: Int32Array;
  logVar: Uint8Array;
  active: Uint8Array;
}

export function layout(n: CompiledNetwork, at: number): Layout {
  const active = new Uint8Array(n.nS);
  for (let s = 0; s < n.nS; s++) active[s] = sourceActive(n, s, at) ? 1 : 0;
  const rv = new Int32Array(n.nR).fill(-1);
  const lv = new Int32Array(n.nL).fill(-1);
  const logVar = new Uint8Array(n.nR);
  const routes: number[] = [];
  const links: number[] = [];
  for (let r = 0; r < n.nR; r++) {
    const s = n.routeSource[r];
    if (!active[s]) continue;
    rv[r] = routes.length;
    routes.push(r);
    logVar[r] = n.algorithms[s].positiveRates ? 1 : 0;
    for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) lv[n.linkIdx[k]] = 0;
  }
  for (let l = 0; l < n.nL; l++)
    if (lv[l] === 0) {
      lv[l] = routes.length + links.length;
      links.push(l);
    }
  return { routes, links, rv, lv, logVar, active };
}

/** The state (x, p) and the quantities of (6)-(7) at a variable vector z. */
export class Evaluation {
  readonly x: Float64Array;
  readonly dx: Float64Array;
  readonly p: Float64Array;
  readonly phi: Float64Array;
  readonly q: Float64Array;
  readonly jac: Float64Array[];
  constructor(
    private readonly n: CompiledNetwork,
    private readonly lay: Layout,
  ) {
    this.x = new Float64Array(n.nR);
    this.dx = new Float64Array(n.nR);
    this.p = new Float64Array(n.nL);
    this.phi = new Float64Array(n.nR);
    this.q = new Float64Array(n.nR);
    this.jac = Array.from({ length: n.nS }, (_, s) => {
      const m = n.srcStart[s + 1] - n.srcStart[s];
      return new Float64Array(m * m);
    });
  }

  at(z: Float64Array, withJacobian: boolean): void {
    const { n, lay, x, dx, p, phi, q } = this;
    for (const r of lay.routes) {
      const v = z[lay.rv[r]];
      // linear variables may go negative during the iterations: their algorithms (Coupled,
      // beta = 0) depend on x only through a weighted sum, smooth there, and clamping would put
      // a kink with a zero derivative in the way of the Newton steps
      x[r] = lay.logVar[r] ? n.rateScale[r] * Math.exp(v) : n.rateScale[r] * v;
      dx[r] = lay.logVar[r] ? x[r] : n.rateScale[r];
    }
    for (const l of lay.links) p[l] = z[lay.lv[l]] * n.priceScale[l];
    for (let s = 0; s < n.nS; s++) {
      if (!lay.active[s]) continue;
      const o = n.srcStart[s];
      const m = n.srcStart[s + 1] - o;
      n.algorithms[s].phi(x, n.tau, o, m, phi);
      if (withJacobian) n.algorithms[s].jacobian(x, n.tau, o, m, this.jac[s]);
    }
    for (const r of lay.routes) {
      let qr = 0;
      for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) qr += p[n.linkIdx[k]];
      q[r] = qr;
    }
  }
}

/**
 * b_r = q_r / phi_r - 1, the relative excess of the route price over phi_r, with d b / d phi and
 * d b / d q: linear in the prices, and -1 where phi_r is infinite (x_r = 0 under C3) or where a
 * weighted sum of the source's rates is not positive (only during the iterations).
 */
function ratio(q: number, phi: number): [number, number, number] {
  if (!(phi > 0 && phi < Infinity)) return [-1, 0, 0];
  return [q / phi - 1, -q / (phi * phi), 1 / phi];
}

/**
 * The system in z: Fischer-Burmeister complementarities psi(z, b_r) (linear rate variables) and
 * psi(z_l, g_l), g_l = (c_l - y_l)/c_l, or, in the polish phase on the active set, the equations
 * b_r = 0 and g_l = 0 (rates and prices not in the layout are held at zero).
 */
export function buildSystem(n: CompiledNetwork, lay: Layout, polish: boolean): SemismoothSystem {
  const size = lay.routes.length + lay.links.length;
  const ev = new Evaluation(n, lay);
  const fill = (z: Float64Array, f: Float64Array, jac: Float64Array | null) => {
    ev.at(z, jac !== null);
    if (jac) jac.fill(0);
    for (const r of lay.routes) {
      const i = lay.rv[r];
      const [b, dbPhi, dbQ] = ratio(ev.q[r], ev.phi[r]);
      const comp = !polish && !lay.logVar[r];
      const [ga, gb] = comp ? fbGrad(z[i], b) : [0, 1];
      f[i] = comp ? fb(z[i], b) : b;
      if (!jac) continue;
      if (comp) jac[i * size + i] += ga;
      const s = n.routeSource[r];
      const o = n.srcStart[s];
      const m = n.srcStart[s + 1] - o;
      const J = ev.jac[s];
      for (let j = 0; j < m; j++) {
        const c = lay.rv[o + j];
        if (c >= 0) jac[i * size + c] += gb * dbPhi * J[(r - o) * m + j] * ev.dx[o + j];
      }
      for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) {
        const l = n.linkIdx[k];
        if (lay.lv[l] >= 0 && z[lay.lv[l]] > 0)
          jac[i * size + lay.lv[l]] += gb * dbQ * n.priceScale[l];
      }
    }
    for (const l of lay.links) {
      const i = lay.lv[l];
      let y = 0;
      for (const r of lay.routes) if (uses(n, r, l)) y += ev.x[r];
      const g = (n.cap[l] - y) / n.cap[l];
      const [ga, gb] = polish ? [0, 1] : fbGrad(z[i], g);
      f[i] = polish ? g : fb(z[i], g);
      if (!jac) continue;
      jac[i * size + i] += ga;
      for (const r of lay.routes)
        if (uses(n, r, l)) jac[i * size + lay.rv[r]] -= (gb * ev.dx[r]) / n.cap[l];
    }
  };
  return {
    size,
    residual: (z, f) => fill(z, f, null),
    jacobian: (z, f, jac) => fill(z, f, jac),
    maxStep: (i, z) =>
      i < lay.routes.length && lay.logVar[lay.routes[i]] ? 2 : Math.max(1, 2 * Math.abs(z[i])),
  };
}

function uses(n: CompiledNetwork, r: number, l: number): boolean {
  for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) if (n.linkIdx[k] === l) return true;
  return false;
}

/** Fair shares of the links and their price scales: exact for TCP flows on one link. */
export function startingPoint(n: CompiledNetwork, lay: Layout): Float64Array {
  const z = new Float64Array(lay.routes.length + lay.links.length);
  const count = new Float64Array(n.nL);
  for (const r of lay.routes)
    for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) count[n.linkIdx[k]]++;
  for (const r of lay.routes) {
    let share = Infinity;
    for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) {
      const l = n.linkIdx[k];
      share = Math.min(share, n.cap[l] / count[l]);
    }
    const v = share / n.rateScale[r];
    z[lay.rv[r]] = lay.logVar[r] ? Math.log(v) : v;
  }
  for (const l of lay.links) z[lay.lv[l]] = 1;
  return z;
}

/** The variables of a layout for a state (x, p). */
export function encode(
  n: CompiledNetwork,
  lay: Layout,
  x: Float64Array,
  p: Float64Array,
): Float64Array {
  const z = new Float64Array(lay.routes.length + lay.links.length);
  for (const r of lay.routes)
    z[lay.rv[r]] = lay.logVar[r] ? Math.log(x[r] / n.rateScale[r]) : x[r] / n.rateScale[r];
  for (const l of lay.links) z[lay.lv[l]] = p[l] / n.priceScale[l];
  return z;
}

/**
 * The routes and links of `lay` taken as nonzero at z: those whose variable exceeds eps, or,
 * within eps of zero, whose complementarity partner (b_r, g_l) is more negative than -eps. With
 * eps ~ sqrt(|F|) this identifies the active set of a nondegenerate solution once z is close
 * (Facchinei, Fischer & Kanzow 1998), before the iterates themselves reach zero, which they do
 * only slowly near a degenerate one.
 */
export function activeLayout(
  n: CompiledNetwork,
  lay: Layout,
  z: Float64Array,
  eps = 1e-7,
  partner?: Float64Array,
): Layout {
  const act: Layout = { ...lay, routes: [], links: [], rv: new Int32Array(n.nR).fill(-1) };
  act.lv = new Int32Array(n.nL).fill(-1);
  const on = (i: number) => z[i] > eps || (partner !== undefined && partner[i] < -eps);
  for (const r of lay.routes)
    if (lay.logVar[r] || on(lay.rv[r])) {
      act.rv[r] = act.routes.length;
      act.routes.push(r);
    }
  for (const l of lay.links)
    if (on(lay.lv[l])) {
      act.lv[l] = act.routes.length + act.links.length;
      act.links.push(l);
    }
  return act;
}

/**
 * The primal-dual active-set guess (Hintermuller, Ito & Kunisch 2002, with c -> inf): a route
 * is used iff q_r <= phi_r (b_r <= 0). Near a nearly degenerate solution (two routes whose prices
 * differ by 1e-4) the FB function is almost flat in the rate that must vanish, LM barely moves
 * it, but the sign of b_r already says which route loses.
 */
export function signLayout(
  n: CompiledNetwork,
  lay: Layout,
  z: Float64Array,
  b: Float64Array,
): Layout {
  const act = activeLayout(n, lay, z);
  const keep = lay.routes.filter((r) => lay.logVar[r] || b[lay.rv[r]] <= 0);
  act.rv.fill(-1);
  act.lv.fill(-1);
  keep.forEach((r, i) => (act.rv[r] = i));
  act.links.forEach((l, i) => (act.lv[l] = keep.length + i));
  act.routes = keep;
  return act;
}

/** b_r and g_l at z (the partners of the variables in the complementarity). */
export function partners(n: CompiledNetwork, lay: Layout, z: Float64Array): Float64Array {
  const f = new Float64Array(z.length);
  buildSystem(n, lay, true).residual(z, f);
  return f;
}

/** z of the active layout from z of the full one, and back (fixed entries at zero). */
export function pick(z: Float64Array, lay: Layout, act: Layout): Float64Array {
  const out = new Float64Array(act.routes.length + act.links.length);
  for (const r of act.routes) out[act.rv[r]] = z[lay.rv[r]];
  for (const l of act.links) out[act.lv[l]] = z[lay.lv[l]];
  return out;
}

export function spread(za: Float64Array, act: Layout, lay: Layout): Float64Array {
  const z = new Float64Array(lay.routes.length + lay.links.length);
  for (const r of lay.routes) z[lay.rv[r]] = act.rv[r] >= 0 ? za[act.rv[r]] : 0;
  for (const l of lay.links) z[lay.lv[l]] = act.lv[l] >= 0 ? za[act.lv[l]] : 0;
  return z;
}

/**
 * The network with the price scales the equilibrium solver's variables use: for each link, the
 * geometric mean over its routes of phi_r / (links of r) at the fair-share start (within a factor
 * of sqrt 2: the compiled scale times a power of two), the price at
 * which each route's equation (6) balances there. The compiled scale (n TCP flows sharing the
 * link evenly) is right for TCP, but a coupled source's phi on a route follows the source's
 * total, which its other routes may set: Balia on a 1 kbit/s, 0.1 ms link beside a 100 Gbit/s,
 * 10 s one balances at a price of 768 where the compiled scale says 3e11, eleven orders of
 * magnitude that Levenberg-Marquardt would otherwise crawl across for hundreds of iterations.
 */
export function balancedScales(n: CompiledNetwork, lay: Layout): CompiledNetwork {
  const ev = new Evaluation(n, lay);
  ev.at(startingPoint(n, lay), false);
  const priceScale = Float64Array.from(n.priceScale);
  for (const l of lay.links) {
    let sum = 0;
    let count = 0;
    for (const r of lay.routes) {
      if (!uses(n, r, l)) continue;
      const share = ev.phi[r] / (n.linkPtr[r + 1] - n.linkPtr[r]);
      if (share > 0 && share < Infinity) {
        sum += Math.log(share);
        count++;
      }
    }
    // the compiled scale times a power of two: the same scale where it was right (TCP), and a
    // scaling that is exact, so that no price's last bits depend on how an engine rounds exp or
    // log (the page's numbers and the command line's must agree byte for byte)
    const scale =
      n.priceScale[l] * 2 ** Math.round((sum / count - Math.log(n.priceScale[l])) / Math.LN2);
    if (count > 0 && scale > 0 && scale < Infinity) priceScale[l] = scale;
  }
  return { ...n, priceScale };
}
