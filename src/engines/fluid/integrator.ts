/**
 * Dormand-Prince 5(4) with error control (Hairer, Norsett & Wanner, Solving ODEs I, II.5) and its
 * 4th-order dense output, for a state that must stay nonnegative (rates and prices). Why this
 * method: the fluid model is smooth between the projection kinks at zero and between start/stop
 * events, mildly stiff only where a rate is small, and its price loop oscillates; an embedded
 * explicit pair tracks both with local error below rtol, the step control shrinks the step at
 * the kinks and keeps it inside the stability region where the model is stiff (the error
 * estimate grows as soon as a step leaves it), and every accepted state is projected back onto
 * y >= 0, which is the projection of (3)-(4) itself.
 */
export interface OdeSystem {
  readonly size: number;
  rhs(y: Float64Array, dy: Float64Array): void;
}

export interface IntegratorOptions {
  rtol: number;
  /** absolute tolerance per component */
  atol: Float64Array;
  /** largest step (s) */
  hMax: number;
}

// The system is autonomous (start/stop events split the run into segments), so the stage times
// c_i of the tableau are not needed.
const A21 = 1 / 5;
const A31 = 3 / 40,
  A32 = 9 / 40;
const A41 = 44 / 45,
  A42 = -56 / 15,
  A43 = 32 / 9;
const A51 = 19372 / 6561,
  A52 = -25360 / 2187,
  A53 = 64448 / 6561,
  A54 = -212 / 729;
const A61 = 9017 / 3168,
  A62 = -355 / 33,
  A63 = 46732 / 5247,
  A64 = 49 / 176,
  A65 = -5103 / 18656;
const A71 = 35 / 384,
  A73 = 500 / 1113,
  A74 = 125 / 192,
  A75 = -2187 / 6784,
  A76 = 11 / 84;
const E1 = 71 / 57600,
  E3 = -71 / 16695,
  E4 = 71 / 1920,
  E5 = -17253 / 339200,
  E6 = 22 / 525,
  E7 = -1 / 40;
const D1 = -12715105075 / 11282082432,
  D3 = 87487479700 / 32700410799,
  D4 = -10690763975 / 1880347072,
  D5 = 701980252875 / 199316789632,
  D6 = -1453857185 / 822651844,
  D7 = 69997945 / 29380423;

export class StepSizeError extends Error {}

export class Dopri5 {
  t = 0;
  h = 0;
  readonly y: Float64Array;
  /** start of the last accepted step, and the dense-output coefficients over it */
  tPrev = 0;
  private hPrev = 0;
  private readonly sys: OdeSystem;
  private readonly o: IntegratorOptions;
  private readonly k: Float64Array[];
  private readonly ys: Float64Array;
  private readonly yn: Float64Array;
  private readonly cont: Float64Array[];
  steps = 0;
  rejected = 0;

  constructor(sys: OdeSystem, o: IntegratorOptions) {
    this.sys = sys;
    this.o = o;
    const n = sys.size;
    this.y = new Float64Array(n);
    this.k = Array.from({ length: 7 }, () => new Float64Array(n));
    this.ys = new Float64Array(n);
    this.yn = new Float64Array(n);
    this.cont = Array.from({ length: 5 }, () => new Float64Array(n));
  }

  /** Restarts at (t, y) (after a discontinuity such as a source starting). */
  reset(t: number, y: ArrayLike<number>): void {
    this.t = t;
    this.tPrev = t;
    this.hPrev = 0;
    this.y.set(y);
    this.sys.rhs(this.y, this.k[0]);
    this.h = this.initialStep();
  }

  private norm(v: Float64Array, ref: Float64Array): number {
    let s = 0;
    for (let i = 0; i < v.length; i++) {
      const e = v[i] / (this.o.atol[i] + this.o.rtol * Math.abs(ref[i]));
      s += e * e;
    }
    return Math.sqrt(s / Math.max(v.length, 1));
  }

  /** Hairer's starting step: the step whose Euler error would be ~1 % of the tolerance. */
  private initialStep(): number {
    const { y, k } = this;
    const d0 = this.norm(y, y);
    const d1 = this.norm(k[0], y);
    let h0 = d0 < 1e-5 || d1 < 1e-5 ? 1e-6 : (0.01 * d0) / d1;
    h0 = Math.min(h0, this.o.hMax);
    for (let i = 0; i < y.length; i++) this.ys[i] = y[i] + h0 * k[0][i];
    this.sys.rhs(this.ys, k[1]);
    for (let i = 0; i < y.length; i++) this.yn[i] = k[1][i] - k[0][i];
    const d2 = this.norm(this.yn, y) / h0;
    const h1 =
      Math.max(d1, d2) <= 1e-15 ? Math.max(1e-6, h0 * 1e-3) : (0.01 / Math.max(d1, d2)) ** 0.2;
    return Math.min(100 * h0, h1, this.o.hMax);
  }

  /** One accepted step ending at or before tEnd; the state is then projected onto y >= 0. */
  step(tEnd: number): void {
    const { y, k, ys, yn, sys } = this;
    const n = y.length;
    for (;;) {
      const last = this.t + this.h >= tEnd;
      const h = last ? tEnd - this.t : this.h;
      if (!(h > 1e-13 * Math.max(1, Math.abs(this.t))))
        throw new StepSizeError(
          `stopped at t = ${this.t} s: the dynamics change faster than a step of 1e-13 s can follow (stiff beyond this integrator's range), so the trajectory ends here`,
        );
      for (let i = 0; i < n; i++) ys[i] = y[i] + h * A21 * k[0][i];
      sys.rhs(ys, k[1]);
      for (let i = 0; i < n; i++) ys[i] = y[i] + h * (A31 * k[0][i] + A32 * k[1][i]);
      sys.rhs(ys, k[2]);
      for (let i = 0; i < n; i++)
        ys[i] = y[i] + h * (A41 * k[0][i] + A42 * k[1][i] + A43 * k[2][i]);
      sys.rhs(ys, k[3]);
      for (let i = 0; i < n; i++)
        ys[i] = y[i] + h * (A51 * k[0][i] + A52 * k[1][i] + A53 * k[2][i] + A54 * k[3][i]);
      sys.rhs(ys, k[4]);
      for (let i = 0; i < n; i++)
        ys[i] =
          y[i] +
          h * (A61 * k[0][i] + A62 * k[1][i] + A63 * k[2][i] + A64 * k[3][i] + A65 * k[4][i]);
      sys.rhs(ys, k[5]);
      for (let i = 0; i < n; i++)
        yn[i] =
          y[i] +
          h * (A71 * k[0][i] + A73 * k[2][i] + A74 * k[3][i] + A75 * k[4][i] + A76 * k[5][i]);
      sys.rhs(yn, k[6]);
      let err = 0;
      for (let i = 0; i < n; i++) {
        const e =
          h *
          (E1 * k[0][i] + E3 * k[2][i] + E4 * k[3][i] + E5 * k[4][i] + E6 * k[5][i] + E7 * k[6][i]);
        const sc = this.o.atol[i] + this.o.rtol * Math.max(Math.abs(y[i]), Math.abs(yn[i]));
        err += (e / sc) ** 2;
      }
      err = Math.sqrt(err / Math.max(n, 1));
      const fac = Math.min(5, Math.max(0.2, 0.9 * Math.max(err, 1e-10) ** -0.2));
      if (!(err <= 1)) {
        this.rejected++;
        this.h = h * Math.min(1, fac);
        continue;
      }
      this.saveDense(h);
      this.tPrev = this.t;
      this.hPrev = h;
      this.t = last ? tEnd : this.t + h;
      let clamped = false;
      for (let i = 0; i < n; i++) {
        if (yn[i] < 0) {
          yn[i] = 0;
          clamped = true;
        }
        y[i] = yn[i];
      }
      if (clamped) sys.rhs(y, k[0]);
      else k[0].set(k[6]);
      this.steps++;
      this.h = Math.min(this.o.hMax, h * fac);
      return;
    }
  }

  private saveDense(h: number): void {
    const { y, yn, k, cont } = this;
    for (let i = 0; i < y.length; i++) {
      const dy = yn[i] - y[i];
      const bspl = h * k[0][i] - dy;
      cont[0][i] = y[i];
      cont[1][i] = dy;
      cont[2][i] = bspl;
      cont[3][i] = dy - h * k[6][i] - bspl;
      cont[4][i] =
        h *
        (D1 * k[0][i] + D3 * k[2][i] + D4 * k[3][i] + D5 * k[4][i] + D6 * k[5][i] + D7 * k[6][i]);
    }
  }

  /** The dense output at t in [tPrev, t] of the last step, projected onto >= 0, into out. */
  interpolate(t: number, out: Float64Array): void {
    const { cont } = this;
    const th = this.hPrev > 0 ? (t - this.tPrev) / this.hPrev : 1;
    const th1 = 1 - th;
    for (let i = 0; i < out.length; i++) {
      const v =
        cont[0][i] + th * (cont[1][i] + th1 * (cont[2][i] + th * (cont[3][i] + th1 * cont[4][i])));
      out[i] = v > 0 ? v : 0;
    }
  }
}
