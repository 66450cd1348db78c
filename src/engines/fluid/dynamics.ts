import { sourceActive, type CompiledNetwork } from './network';

/**
 * The right-hand side of the fluid model (3)-(4), with the projections at zero:
 *   dx_r/dt = k_r(x_s) (phi_r(x_s) - q_r)^+_{x_r},   dp_l/dt = gamma_l (y_l - c_l)^+_{p_l}.
 * The state is y = [x_1 .. x_R, p_1 .. p_L] (packets/s, loss probability). Sources outside their
 * [start, stop) have zero rate and contribute to no link. The increase term k_r phi_r is taken in
 * the algorithm's product form (gainPhi), finite where phi_r is infinite and k_r zero (x_r = 0).
 */
export class FluidDynamics {
  readonly n: CompiledNetwork;
  readonly size: number;
  /** 1 when the source sends */
  readonly active: Uint8Array;
  private readonly xp: Float64Array;
  private readonly q: Float64Array;
  private readonly k: Float64Array;
  private readonly kphi: Float64Array;
  evaluations = 0;

  constructor(n: CompiledNetwork) {
    this.n = n;
    this.size = n.nR + n.nL;
    this.active = new Uint8Array(n.nS);
    this.xp = new Float64Array(n.nR);
    this.q = new Float64Array(n.nR);
    this.k = new Float64Array(n.nR);
    this.kphi = new Float64Array(n.nR);
  }

  /** Marks the sources that send at time t. */
  setTime(t: number): void {
    for (let s = 0; s < this.n.nS; s++) this.active[s] = sourceActive(this.n, s, t) ? 1 : 0;
  }

  /** dy = f(y). Rates and prices below zero (an integrator's trial stage) are read as zero. */
  rhs(y: Float64Array, dy: Float64Array): void {
    const { nR, nL, srcStart, linkPtr, linkIdx, algorithms, tau, cap, gamma } = this.n;
    const { xp, q, k, kphi, active } = this;
    this.evaluations++;
    for (let r = 0; r < nR; r++) {
      xp[r] = y[r] > 0 ? y[r] : 0;
      let qr = 0;
      for (let j = linkPtr[r]; j < linkPtr[r + 1]; j++) {
        const p = y[nR + linkIdx[j]];
        if (p > 0) qr += p;
      }
      q[r] = qr;
    }
    for (let l = 0; l < nL; l++) dy[nR + l] = -cap[l];
    for (let s = 0; s < this.n.nS; s++) {
      const o = srcStart[s];
      const m = srcStart[s + 1] - o;
      if (!active[s]) {
        for (let i = 0; i < m; i++) dy[o + i] = 0;
        continue;
      }
      algorithms[s].gain(xp, tau, o, m, k);
      algorithms[s].gainPhi(xp, tau, o, m, kphi);
      for (let i = 0; i < m; i++) {
        const r = o + i;
        const v = kphi[r] - k[r] * q[r];
        dy[r] = xp[r] <= 0 && v < 0 ? 0 : v;
        for (let j = linkPtr[r]; j < linkPtr[r + 1]; j++) dy[nR + linkIdx[j]] += xp[r];
      }
    }
    for (let l = 0; l < nL; l++) {
      const v = gamma[l] * dy[nR + l];
      dy[nR + l] = y[nR + l] <= 0 && v < 0 ? 0 : v;
    }
  }
}
