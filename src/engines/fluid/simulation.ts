import { FluidDynamics } from './dynamics';
import { Dopri5, StepSizeError } from './integrator';
import type { CompiledNetwork } from './network';

/**
 * A trajectory of (3)-(4) sampled at fixed times, produced in chunks so that a worker can forward
 * samples while it integrates. Start and stop times split the run into segments: at a start the
 * source's routes begin at one packet per RTT (x_r = 1/tau_r, TCP's smallest window), at a stop
 * they drop to zero; the integrator restarts at each of these discontinuities.
 */
export interface SimulationOptions {
  /** simulated seconds */
  horizon: number;
  /** seconds between samples */
  sampleInterval: number;
  /** relative tolerance of the integrator (default 1e-7) */
  rtol?: number;
  /** initial window of every route, in packets (default 1) */
  initialWindow?: number;
  /** initial rates (packets/s) of the routes of sources active at t = 0, instead of the window */
  initialRates?: ArrayLike<number>;
  /** accepted steps allowed in all (default 5e6): a run never hangs */
  maxSteps?: number;
}

/** Samples: times, then row-major rates (count x nR, packets/s) and prices (count x nL). */
export interface TrajectoryChunk {
  count: number;
  t: Float64Array;
  x: Float64Array;
  p: Float64Array;
}

export class FluidSimulation {
  readonly n: CompiledNetwork;
  readonly horizon: number;
  readonly dt: number;
  private readonly dyn: FluidDynamics;
  private readonly ode: Dopri5;
  private readonly events: number[];
  private readonly w0: number;
  private readonly x0: ArrayLike<number> | null;
  private readonly maxSteps: number;
  private segmentEnd = 0;
  private nextSample = 0;
  private readonly sampleCount: number;
  private readonly buf: Float64Array;
  private ts: number[] = [];
  private xs: number[] = [];
  private ps: number[] = [];
  done = false;
  /** why the run stopped early, or null */
  failure: string | null = null;

  constructor(n: CompiledNetwork, o: SimulationOptions) {
    if (!(o.horizon > 0 && Number.isFinite(o.horizon))) throw new RangeError('horizon must be > 0');
    if (!(o.sampleInterval > 0)) throw new RangeError('sampleInterval must be > 0');
    this.n = n;
    this.horizon = o.horizon;
    this.dt = o.sampleInterval;
    this.sampleCount = Math.floor(o.horizon / o.sampleInterval + 1e-9) + 1;
    this.w0 = o.initialWindow ?? 1;
    this.x0 = o.initialRates ?? null;
    this.maxSteps = o.maxSteps ?? 5e6;
    this.dyn = new FluidDynamics(n);
    const atol = new Float64Array(this.dyn.size);
    for (let r = 0; r < n.nR; r++) atol[r] = 1e-9 * n.rateScale[r];
    for (let l = 0; l < n.nL; l++) atol[n.nR + l] = 1e-9 * n.priceScale[l];
    this.ode = new Dopri5(this.dyn, { rtol: o.rtol ?? 1e-7, atol, hMax: o.horizon / 50 });
    const times = new Set<number>();
    for (let s = 0; s < n.nS; s++)
      for (const t of [n.start[s], n.stop[s]]) if (t > 0 && t < o.horizon) times.add(t);
    this.events = [...times].sort((a, b) => a - b);
    this.buf = new Float64Array(this.dyn.size);
    this.startSegment(0, new Float64Array(this.dyn.size));
  }

  get time(): number {
    return this.ode.t;
  }

  get steps(): number {
    return this.ode.steps;
  }

  get evaluations(): number {
    return this.dyn.evaluations;
  }

  /** The current state: rates (packets/s) then prices. */
  state(): Float64Array {
    return Float64Array.from(this.ode.y);
  }

  private sampleTime(k: number): number {
    return k === this.sampleCount - 1 ? this.horizon : k * this.dt;
  }

  /** Starts the segment at time t from state y: sources starting now get their initial window. */
  private startSegment(t: number, y: Float64Array): void {
    const { n, dyn } = this;
    const before = Uint8Array.from(dyn.active);
    dyn.setTime(t);
    for (let s = 0; s < n.nS; s++) {
      if (dyn.active[s] === before[s] && t > 0) continue;
      for (let r = n.srcStart[s]; r < n.srcStart[s + 1]; r++)
        y[r] = !dyn.active[s] ? 0 : t === 0 && this.x0 ? this.x0[r] : this.w0 / n.tau[r];
    }
    this.ode.reset(t, y);
    this.segmentEnd = this.events.find((e) => e > t) ?? this.horizon;
  }

  private record(t: number, y: Float64Array): void {
    const { nR, nL } = this.n;
    this.ts.push(t);
    for (let r = 0; r < nR; r++) this.xs.push(y[r]);
    for (let l = 0; l < nL; l++) this.ps.push(y[nR + l]);
  }

  /** Integrates up to `maxSteps` more accepted steps (or to the horizon); returns new samples. */
  advance(maxSteps = Infinity): TrajectoryChunk {
    const { ode } = this;
    let budget = maxSteps;
    while (!this.done && budget > 0) {
      if (ode.steps >= this.maxSteps) {
        this.fail(`stopped after ${this.maxSteps} steps at t = ${ode.t} s`);
        break;
      }
      try {
        ode.step(this.segmentEnd);
      } catch (e) {
        if (!(e instanceof StepSizeError)) throw e;
        this.fail(e.message);
        break;
      }
      budget--;
      // samples in [tPrev, t): the one at a segment's end belongs to the next segment
      while (this.nextSample < this.sampleCount && this.sampleTime(this.nextSample) < ode.t) {
        ode.interpolate(this.sampleTime(this.nextSample), this.buf);
        this.record(this.sampleTime(this.nextSample++), this.buf);
      }
      if (ode.t >= this.segmentEnd) {
        if (this.segmentEnd >= this.horizon) {
          if (this.nextSample < this.sampleCount) this.record(this.horizon, ode.y);
          this.nextSample = this.sampleCount;
          this.done = true;
        } else this.startSegment(this.segmentEnd, Float64Array.from(ode.y));
      }
    }
    return this.flush();
  }

  private fail(message: string): void {
    this.failure = message;
    this.done = true;
  }

  private flush(): TrajectoryChunk {
    const chunk: TrajectoryChunk = {
      count: this.ts.length,
      t: Float64Array.from(this.ts),
      x: Float64Array.from(this.xs),
      p: Float64Array.from(this.ps),
    };
    this.ts = [];
    this.xs = [];
    this.ps = [];
    return chunk;
  }
}

/** The whole sampled trajectory of a run, and how the integration went. */
export interface Trajectory extends TrajectoryChunk {
  steps: number;
  evaluations: number;
  failure: string | null;
}

export function simulate(n: CompiledNetwork, o: SimulationOptions): Trajectory {
  const sim = new FluidSimulation(n, o);
  const chunk = sim.advance();
  return { ...chunk, steps: sim.steps, evaluations: sim.evaluations, failure: sim.failure };
}
