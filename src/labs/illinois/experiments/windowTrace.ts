import { renoSawtooth } from '../../../engines/models/reno/sawtooth';
import type { TraceChunk } from '../../../engines/packet/measure/traces';
import type { IllinoisScenario } from '../scenario';
import { packetsPerSecond, type RunSetup } from './job';
import type { PacketView } from './views';

/**
 * Figs. 8 and 10 as the paper draws them: a run's window over time. The engine samples flow 0's
 * cwnd on its own trace grid (PacketParams.traceInterval: sample k at exactly k × step, cwnd's
 * value then, as it is piecewise constant); only the views that draw the curve ask for samples,
 * the others run with traceInterval 0 as before. Sampling adds events that change nothing (they
 * read the senders and the queue) and keep the order of all others (ties leave in the order they
 * were pushed): every number of a run stays the same to the bit (tests/labs/illinois/windowTrace).
 */
export const WINDOW_VIEWS: readonly PacketView[] = ['buffers', 'longfat'];

/** At most this many samples per curve: what a chart's width shows, and small in a worker's message. */
export const WINDOW_POINTS = 1000;

/**
 * The curve is the end of the run, this many of Reno's congestion epochs long (its fluid
 * sawtooth's period, a closed form, at the largest buffer of the view): a yardstick for the
 * others' epochs, which the runs measure against it. At 10 Mbit/s Illinois's epoch is 2× Reno's
 * at B = 10 and 4.5× at B = 50 (~20 s against 4.7 s: its α falls near the overflow), so Fig. 10
 * spans 12 of Reno's (56 s by default: three of Illinois's at B = 50, 12-23 teeth of Reno's), the
 * same span for every buffer (one time axis, as the paper's). At 100 Mbit/s Reno and Illinois cut
 * every ~65 s and HS-TCP, CUBIC, BIC-TCP and C-TCP every 4-10 s, so Fig. 8 spans 3 (197 s of the
 * 500 measured: three epochs of the slow ones, 20-50 teeth of the fast ones, which a chart's zoom
 * shows one by one). A run shorter than that after its warm-up gives all it measured.
 */
export const WINDOW_EPOCHS: Readonly<Partial<Record<PacketView, number>>> = {
  buffers: 12,
  longfat: 3,
};

/** Flow 0's window over time in one run, from the engine's trace samples. */
export interface WindowTrace {
  /** seconds between two samples (the engine's traceInterval) */
  step: number;
  /** the first sample's number on the engine's grid: sample k is at (first + k) × step, s */
  first: number;
  /** flow 0's window at each sample, packets */
  cwnd: number[];
}

/** What a run samples: the grid's step and how many samples the curve keeps (the ring's size). */
export interface WindowPlan {
  step: number;
  points: number;
}

/** The smallest of 1, 2, 2.5, 5 × 10^k at or above x (a step that prints as a short decimal). */
export function niceStep(x: number): number {
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 2.5, 5]) if (m * p >= x * (1 - 1e-12)) return m * p;
  return 10 * p;
}

/** The span the curve covers, s: WINDOW_EPOCHS of Reno's epochs, at most the measured time. */
export function windowSpan(job: IllinoisScenario, setup: RunSetup): number {
  const epochs = WINDOW_EPOCHS[setup.view] ?? 1;
  const buffer = setup.view === 'buffers' ? Math.max(setup.buffer, ...job.buffers) : setup.buffer;
  const tp = setup.flows[0].rttMs / 1000;
  const epoch = renoSawtooth(packetsPerSecond(setup.cap), tp, buffer).period;
  const measured = setup.t - setup.warmup;
  return Number.isFinite(epoch) && epoch > 0 ? Math.min(measured, epochs * epoch) : measured;
}

/** The sampling of a run of `setup`, or null where its view draws no curve. */
export function windowPlan(job: IllinoisScenario, setup: RunSetup): WindowPlan | null {
  if (!WINDOW_VIEWS.includes(setup.view) || setup.flows.length === 0) return null;
  const span = windowSpan(job, setup);
  const step = niceStep(span / (WINDOW_POINTS - 1));
  return { step, points: Math.min(WINDOW_POINTS, Math.floor(span / step + 1e-9) + 1) };
}

/**
 * Collects a run's curve from the samples drained from the engine: flow 0's window at the samples
 * after the warm-up, the last `plan.points` of them. The engine's ring holds as many, so one drain
 * at the end gives the whole curve; a run that reports while under way drains more often and the
 * curve so far goes with each report. Samples are kept only while they follow one another on the
 * grid (a ring that overflowed between two drains starts the curve anew from its rows).
 */
export class WindowRecorder {
  private first = 0;
  private cwnd: number[] = [];

  constructor(
    private readonly plan: WindowPlan,
    private readonly warmup: number,
  ) {}

  take(chunk: TraceChunk | null): void {
    if (!chunk) return;
    const n = chunk.flows;
    for (let k = 0; k < chunk.t.length; k++) {
      const t = chunk.t[k];
      if (t < this.warmup) continue;
      const index = Math.round(t / this.plan.step);
      if (this.cwnd.length === 0 || index !== this.first + this.cwnd.length) {
        this.cwnd = [];
        this.first = index;
      }
      this.cwnd.push(chunk.cwnd[k * n]);
    }
    const extra = this.cwnd.length - this.plan.points;
    if (extra > 0) {
      this.cwnd.splice(0, extra);
      this.first += extra;
    }
  }

  /** The curve so far (null before the first sample after the warm-up). */
  trace(): WindowTrace | null {
    if (this.cwnd.length === 0) return null;
    return { step: this.plan.step, first: this.first, cwnd: this.cwnd.slice() };
  }
}

/** The time of each sample of a curve, s (the engine's: (first + k) × step). */
export function windowTimes(w: WindowTrace): number[] {
  return w.cwnd.map((_, k) => (w.first + k) * w.step);
}
