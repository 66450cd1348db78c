import type { PacketParams } from '../../../engines/packet/params';
import { PacketSimulation } from '../../../engines/packet/simulation';
import { AdaptiveSlice } from '../../../worker/adaptiveSlice';
import { PacedRunner } from '../../../worker/pacedRunner';
import { toPacketParams } from '../../families/packet/params';
import type { DumbbellScenario } from '../../families/packet/scenario';
import {
  toFrameStats,
  traceFrame,
  traceIntervalFor,
  utilizationPoint,
  type CarriedDrops,
} from './frame';
import { DumbbellHeadlineRun } from './headlineRun';
import type {
  CongestionStep,
  DumbbellFrame,
  DumbbellStepKind,
  PacketStep,
  RunOptions,
  Speed,
  StepInfo,
} from './protocol';
import { bottleneckQueue, stepCongestion, stepPacket } from './steps';

export { defaultDrawnFlows } from './frame';

/** Share of a frame's wall-clock time spent simulating; the rest is left for messages and the UI. */
const BUDGET_FRACTION = 0.6;
/** Trace samples the engine keeps between two drains: two minutes of simulated time at least. */
const TRACE_SECONDS = 120;
/** A congestion step searches for a drop for this long (wall clock) at most. */
const STEP_BUDGET_MS = 1500;

/** The engine's parameters of a live run: the scenario's, with traces for the view. */
export function liveParams(scenario: DumbbellScenario): PacketParams {
  const rtts = scenario.rtt.map((ms) => ms / 1000);
  const interval = traceIntervalFor(rtts.reduce((a, b) => a + b, 0) / rtts.length);
  return {
    ...toPacketParams(scenario, interval),
    traceCapacity: Math.min(100_000, Math.ceil(TRACE_SECONDS / interval)),
  };
}

/**
 * The warm-up's preview: the same run measured from t = 0 and ending where the warm-up ends. Its
 * path is the main run's, event for event (the warm-up only decides when the measurements start);
 * its traces are never read, so it keeps one sample.
 */
export function previewParams(p: PacketParams): PacketParams {
  return { ...p, warmup: 0, duration: p.warmup, traceCapacity: 1 };
}

/**
 * Runs one scenario for a live view, paced by simulated time (or as fast as it goes), and builds
 * the frames. Pure: the wall clock is passed in (`tick(nowMs)`, `clock()` for the budget checks
 * inside a tick), so tests drive it with a fake one. The engine's results do not depend on how the
 * run is cut into slices, so the last frame holds exactly the numbers of a headless run.
 */
export class DumbbellRunner extends PacedRunner<Speed> {
  readonly sim: PacketSimulation;
  /** see previewParams; dropped once the warm-up is over */
  private preview: PacketSimulation | null;
  readonly drawn: Int32Array;
  /** drops drained between two samples, waiting for the next frame with one */
  private readonly carriedDrops: CarriedDrops = { t: [], flow: [] };
  /** simulated seconds per slice between clock readings, adapted to the cost of a slice */
  private readonly slice: AdaptiveSlice;
  private doneSent = false;
  /** the whole run's utilization, worked out ahead of the animation (see DumbbellHeadlineRun) */
  readonly headline?: DumbbellHeadlineRun;

  constructor(
    readonly runId: number,
    scenario: DumbbellScenario,
    options: RunOptions,
    private readonly clock: () => number,
  ) {
    super(options);
    const params = liveParams(scenario);
    this.sim = new PacketSimulation(params);
    this.preview = params.warmup > 0 ? new PacketSimulation(previewParams(params)) : null;
    const n = this.sim.flowCount;
    for (const f of options.drawnFlows)
      if (!(Number.isInteger(f) && f >= 0 && f < n))
        throw new RangeError(`drawn flow ${f} is not a flow index in 0..${n - 1}`);
    this.drawn = Int32Array.from(new Set(options.drawnFlows)).sort();
    if (options.headline) this.headline = new DumbbellHeadlineRun(scenario, clock, this.sim);
    // a slice is sized to take about an eighth of the budget: packet events come at the link's
    // pace, so the cost of a slice is about proportional to it
    this.slice = new AdaptiveSlice(this.sim.meanRtt, {
      min: 1e-6,
      max: 1e6,
      aimMs: (BUDGET_FRACTION * this.frameMs) / 8,
    });
  }

  protected get position(): number {
    return this.sim.now;
  }

  /** Whether the warm-up's preview is still running beside the run. */
  get previewing(): boolean {
    return this.preview !== null;
  }

  /** Advances by the wall-clock time since the anchor; null when paused or after the last frame. */
  tick(nowMs: number): DumbbellFrame | null {
    if (this.status !== 'running') {
      if (this.status !== 'done' || this.doneSent) return null;
      return this.frame();
    }
    const end = this.sim.params.duration;
    const target = Math.min(this.pace.target(nowMs, this.sim.now, { horizon: end }), end);
    // Behind schedule (the budget ran out first): re-anchor, so the view slows down instead of
    // running up a debt it would pay back in a rush.
    if (!this.runTo(target, nowMs + BUDGET_FRACTION * this.frameMs))
      this.pace.anchor(nowMs, this.sim.now);
    if (this.sim.done) this.status = 'done';
    return this.frame();
  }

  /** One step of `kind`, paused afterwards: the caption's congestion event by default (→). */
  step(kind: DumbbellStepKind = 'congestion'): StepInfo | null {
    return kind === 'packet' ? this.stepPacket() : this.stepCongestion();
  }

  /** One packet event, paused afterwards; null when the run is already done. */
  stepPacket(): PacketStep | null {
    if (this.sim.done) return null;
    this.pause();
    const step = stepPacket(this.sim);
    this.settle();
    return step;
  }

  /** One congestion event, paused afterwards; null when the run is already done. */
  stepCongestion(): CongestionStep | null {
    if (this.sim.done) return null;
    this.pause();
    const step = stepCongestion(this.sim, this.clock, this.clock() + STEP_BUDGET_MS);
    this.settle();
    return step;
  }

  /** The current frame; it carries (and hands over) the trace samples since the previous one. */
  frame(): DumbbellFrame {
    const sim = this.sim;
    const stats = toFrameStats(sim.summary());
    const warmup = this.warmupStats(stats.utilization !== null);
    if (this.status === 'done') this.doneSent = true;
    return {
      runId: this.runId,
      status: this.status,
      now: sim.now,
      events: sim.events,
      queue: bottleneckQueue(sim),
      stats,
      utilization: utilizationPoint(stats, sim.now),
      warmup,
      traces: traceFrame(sim.drainTraces(), this.drawn, this.carriedDrops),
    };
  }

  private settle(): void {
    this.syncPreview();
    if (this.sim.done) this.status = 'done';
  }

  /** The preview brought to the run's clock (they process the same events up to it). */
  private syncPreview(): void {
    const p = this.preview;
    if (p !== null && p.now < this.sim.now) p.runUntil(this.sim.now);
  }

  /** The warm-up's statistics so far (see previewParams), or null once the run is measuring. */
  private warmupStats(measuring: boolean): DumbbellFrame['warmup'] {
    if (this.preview === null) return null;
    if (measuring) {
      this.preview = null;
      return null;
    }
    this.syncPreview();
    const stats = toFrameStats(this.preview.summary());
    return { stats, utilization: utilizationPoint(stats, this.preview.now) };
  }

  /**
   * Runs to `target` (simulated time) in slices between clock readings, the preview in lockstep;
   * false when the deadline came first.
   */
  private runTo(target: number, deadline: number): boolean {
    const sim = this.sim;
    let last = this.clock();
    while (sim.now < target) {
      if (last >= deadline) return false;
      const size = this.slice.size;
      const full = sim.now + size <= target;
      sim.runUntil(full ? sim.now + size : target);
      this.syncPreview();
      const now = this.clock();
      this.slice.update(full, now - last);
      last = now;
    }
    return true;
  }
}
