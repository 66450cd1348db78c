import { Xoshiro128 } from '../common/rng';
import { BATCH_EVENTS, EventLog } from './eventLog';
import { AimdParamError, checkParams, type AimdParams } from './params';
import { PathRecorder, type PathChunk } from './pathChunk';
import { AimdStatistics, type AimdSummary } from './statistics';
import { createPolicy, type LossPolicy } from './policies';

export interface SimulationOptions {
  /** keep path records for `run` to return (off for headless statistics-only runs) */
  recordPath?: boolean;
}

/**
 * Exact event-driven simulation of N AIMD flows sharing a link of capacity c (paper 000, eqs. 2-4).
 *
 * Between congestion events every rate grows linearly, so a flow is stored as the line
 * x_i(t) = r_i + eta_i (t - L_i) through its last cut (L_i, r_i); nothing is stepped in time.
 * The next congestion time follows in closed form from the amount just cut,
 * S_n = (c - X(T_n+)) / eta_total (eq. 4), and the policy picks the flows to cut in O(log N)
 * (O(1) for rate-independent; O(N) for synchronized, which cuts everyone).
 *
 * Times are kept relative to an epoch that moves forward every few thousand events (an O(N)
 * rebuild, O(1) amortised), so that t - L_i never loses precision on long runs.
 *
 * `step` is the reference: one event through the policy's `congestion`. When no path is recorded,
 * `run` hands whole batches of events (up to the next epoch move or the end of the warm-up) to the
 * policy's own loop if it has one (rate-proportional, largest-rate): the same operations in the same
 * order, without a megamorphic call or a boxed double per event.
 */
export class AimdSimulation {
  readonly params: AimdParams;
  readonly n: number;
  readonly c: number;
  readonly eta: Float64Array;
  readonly beta: Float64Array;
  readonly etaTotal: number;
  /** rate of each flow at its last cut (or at the start) */
  readonly r: Float64Array;
  /** local time of each flow's last cut */
  readonly L: Float64Array;
  readonly rng: Xoshiro128;
  readonly stats: AimdStatistics;
  readonly recorder = new PathRecorder();
  /** whether cuts are recorded for `run` / `takePath` (can change between events) */
  recording: boolean;
  /** local time of the last event */
  t = 0;
  private epoch = 0;
  /**
   * aggregate rate just after the last event's cuts (read by the policies' batch loops). Declared
   * with a number: a field that starts undefined gets a generic representation in V8, and every
   * double then stored into it is a fresh heap allocation.
   */
  after = 0;
  /** total rate removed by the cuts of the current event */
  cutTotal = 0;
  eventsDone = 0;
  /** what a policy's batch loop did, for the statistics to record after it (see EventLog) */
  readonly log = new EventLog();
  private readonly policy: LossPolicy;
  /**
   * whether the policy has a batch loop, read once: looking up a method that a policy lacks, on
   * an object of one of several classes, is a slow (megamorphic) property miss in V8 per event
   */
  private readonly batchLoop: boolean;
  private sinceRebase = 0;
  private readonly rebaseEvery: number;

  constructor(params: AimdParams, options: SimulationOptions = {}) {
    const problems = checkParams(params);
    if (problems.length > 0) throw new AimdParamError(problems);
    this.params = params;
    this.n = params.n;
    this.c = params.c;
    this.eta = params.eta;
    this.beta = params.beta;
    let etaTotal = 0;
    for (let i = 0; i < this.n; i++) etaTotal += this.eta[i];
    this.etaTotal = etaTotal;
    this.r = Float64Array.from(params.x0);
    this.L = new Float64Array(this.n);
    let sum = 0;
    for (let i = 0; i < this.n; i++) sum += this.r[i];
    this.after = Math.min(sum, this.c);
    this.rng = new Xoshiro128(params.seed);
    this.stats = new AimdStatistics(this.n, this.c, params.bins);
    this.recording = options.recordPath ?? false;
    this.rebaseEvery = Math.max(4096, 4 * this.n);
    this.policy = createPolicy(this);
    this.batchLoop = this.policy.runEvents !== undefined;
    this.policy.rebuild();
    if (params.warmup === 0) this.stats.startMeasuring();
  }

  get done(): boolean {
    return this.eventsDone >= this.params.events;
  }

  /** Absolute simulated time of the last event. */
  get time(): number {
    return this.epoch + this.t;
  }

  /** Converts a local time to absolute time (for path records). */
  absolute(tLocal: number): number {
    return this.epoch + tLocal;
  }

  rateAt(i: number, tLocal: number): number {
    return this.r[i] + this.eta[i] * (tLocal - this.L[i]);
  }

  /** The rates of all flows at the last event, after its cuts (O(N), for inspection). */
  rates(): Float64Array {
    const out = new Float64Array(this.n);
    for (let i = 0; i < this.n; i++) out[i] = this.rateAt(i, this.t);
    return out;
  }

  /**
   * Closes flow i's linear piece at local time T (recording it if measuring) and restarts the
   * flow there at `rate`. Returns the rate it had reached at T.
   */
  closePiece(i: number, T: number): number {
    const from = this.r[i];
    const reached = from + this.eta[i] * (T - this.L[i]);
    if (this.stats.measuring) this.stats.flowSegment(i, from, reached, T - this.L[i]);
    return reached;
  }

  /** Multiplicative decrease of flow i at congestion time T (local). */
  cutFlow(i: number, T: number): void {
    const before = this.closePiece(i, T);
    const after = this.beta[i] * before;
    this.r[i] = after;
    this.L[i] = T;
    this.cutTotal += before - after;
    if (this.stats.measuring) this.stats.signals[i]++;
    if (this.recording)
      this.recorder.push(this.eventsDone + 1, this.epoch + T, i, before, after, 0);
  }

  /** Advances by one congestion event (one tagging for beatdown). */
  step(): void {
    if (this.sinceRebase >= this.rebaseEvery) this.rebase();
    this.sinceRebase++;
    let s = (this.c - this.after) / this.etaTotal;
    if (!(s > 0)) s = 0;
    const T = this.t + s;
    if (this.stats.measuring) this.stats.aggregateRise(this.after, s);
    this.cutTotal = 0;
    const end = this.policy.congestion(T);
    this.t = end;
    this.after = this.c - this.cutTotal;
    if (this.stats.measuring) this.stats.closeEvent();
    this.eventsDone++;
    if (this.eventsDone === this.params.warmup) this.startMeasuring();
  }

  /**
   * Runs up to `maxEvents` more events (never past params.events). Returns the path records of
   * those events when recording, else null.
   */
  run(maxEvents: number): PathChunk | null {
    const stop = Math.min(this.params.events, this.eventsDone + Math.max(0, Math.floor(maxEvents)));
    while (this.eventsDone < stop) {
      if (this.recording || !this.batchLoop) this.step();
      else this.runBatch(stop);
    }
    return this.recording ? this.recorder.take() : null;
  }

  /**
   * Runs events towards `stop` in the policy's loop, as `step` would one by one: the epoch moves
   * before the batch when due, and a batch ends at the next move and at the end of the warm-up.
   */
  private runBatch(stop: number): void {
    if (this.sinceRebase >= this.rebaseEvery) this.rebase();
    let count = Math.min(stop - this.eventsDone, this.rebaseEvery - this.sinceRebase, BATCH_EVENTS);
    const warmup = this.params.warmup;
    if (this.eventsDone < warmup) count = Math.min(count, warmup - this.eventsDone);
    this.policy.runEvents?.(count);
    if (this.stats.measuring) this.stats.recordBatch(this.log, count);
    this.sinceRebase += count;
    this.eventsDone += count;
    if (this.eventsDone === warmup) this.startMeasuring();
  }

  /**
   * Runs the events that happen at or before absolute time `until`, at most `maxEvents` of them
   * (pacing a live view by simulated time). Returns how many ran.
   */
  runUntil(until: number, maxEvents: number): number {
    const start = this.eventsDone;
    const stop = Math.min(this.params.events, start + Math.max(0, Math.floor(maxEvents)));
    while (this.eventsDone < stop && this.nextEventTime() <= until) this.step();
    return this.eventsDone - start;
  }

  /** Absolute time of the next congestion event. */
  nextEventTime(): number {
    const s = (this.c - this.after) / this.etaTotal;
    return this.epoch + this.t + (s > 0 ? s : 0);
  }

  /** Aggregate rate just after the last event (c minus what it cut). */
  get aggregateAfter(): number {
    return this.after;
  }

  /** Rate of flow i at absolute time `time`, at or after the last event. */
  rateAtTime(i: number, time: number): number {
    return this.r[i] + this.eta[i] * (time - this.epoch - this.L[i]);
  }

  /** The path records since the last call (empty when not recording). */
  takePath(): PathChunk {
    return this.recorder.take();
  }

  /** Statistics of the measured window so far (O(N + bins); the run can continue). */
  summary(): AimdSummary {
    const n = this.n;
    const integral = new Float64Array(n);
    const square = new Float64Array(n);
    let flow1: [number, number, number] | null = null;
    if (this.stats.measuring) {
      for (let i = 0; i < n; i++) {
        const d = this.t - this.L[i];
        if (!(d > 0)) continue;
        const u = this.r[i];
        const w = this.rateAt(i, this.t);
        integral[i] = (d * (u + w)) / 2;
        square[i] = (d * (u * u + u * w + w * w)) / 3;
        if (i === 0) flow1 = [u, w, d];
      }
    }
    return this.stats.summary(this.eventsDone, this.time, { integral, square, flow1 });
  }

  private startMeasuring(): void {
    // Every open piece restarts at the start of the window; the lines themselves do not change.
    for (let i = 0; i < this.n; i++) {
      this.r[i] = this.rateAt(i, this.t);
      this.L[i] = this.t;
    }
    this.policy.rebuild();
    this.stats.startMeasuring();
  }

  private rebase(): void {
    const shift = this.t;
    this.epoch += shift;
    this.t = 0;
    this.sinceRebase = 0;
    shiftBack(this.L, shift);
    this.policy.rebuild();
  }
}

/**
 * L_i -= shift for every flow. A function of its own so that nothing follows the loop: V8 compiles
 * a long loop on-stack (OSR) while it runs, and code after it that had not run yet then deopts the
 * cached OSR code at every later exit, once per epoch move (seen with Node 20).
 */
function shiftBack(L: Float64Array, shift: number): void {
  for (let i = 0; i < L.length; i++) L[i] -= shift;
}
