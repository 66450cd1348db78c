import { AimdSimulation } from '../../../../engines/aimd/simulation';
import { AdaptiveSlice } from '../../../../worker/adaptiveSlice';
import { PacedRunner } from '../../../../worker/pacedRunner';
import { toParams, type AimdScenario } from '../scenario';
import { toFrameStats, utilizationPoint } from './frame';
import { AimdHeadlineRun } from './headlineRun';
import type { AimdFrame, PathTail, RunOptions, Speed, StepInfo } from './protocol';
import { joinPieces, keyframeTail, TailSegment, type TailPiece } from './tail';

export { defaultDrawnFlows, defaultSpeed } from './defaults';

/** Share of a frame's wall-clock time spent simulating; the rest is left for messages and the UI. */
const BUDGET_FRACTION = 0.6;
/** Cut records the recorder may hold before the drawn flows are picked out (see tailEvents). */
const RECORD_BUDGET = 1 << 18;
const MAX_CHUNK = 1 << 16;
/** In the recorded part the clock is read once per this many events. */
const RECORDED_CHECK = 64;
const STEP_CAPTION_CUTS = 12;

/**
 * Flows cut per event: one for the one-flow policies, N when synchronized, and for independent
 * sum p_i (the mean before conditioning on a non-empty cut, so at least 1): it sizes the recorder.
 */
function expectedCuts(sim: AimdSimulation): number {
  const p = sim.params;
  if (p.policy === 'synchronized') return sim.n;
  if (p.policy === 'independent')
    return Math.max(
      1,
      p.p.reduce((a, b) => a + b, 0),
    );
  return 1;
}

/**
 * Runs one scenario for a live view: decides how many events each frame advances and records the
 * last of them as a self-contained PathTail. Pure: the wall clock is passed in (`tick(nowMs)`,
 * `clock()` for the budget checks inside a tick), so tests drive it with a fake one. The engine's
 * statistics do not depend on how the run is cut into chunks nor on recording, so the frames end
 * with exactly the numbers of a headless run.
 */
export class AimdRunner extends PacedRunner<Speed> {
  readonly sim: AimdSimulation;
  /**
   * The same scenario measured from time 0, run to the same event as `sim` while `sim` is in its
   * warm-up, so that the charts show something from the first frame on (frame.warmup). Its path
   * is sim's, bit for bit: the warm-up only decides when statistics start, and a run measured
   * from 0 never re-bases its flows' lines. Dropped when the warm-up ends.
   */
  private preview: AimdSimulation | null;
  readonly drawn: Int32Array;
  /** events recorded per frame at most (tailEvents lowered by the record budget) */
  readonly tailCap: number;
  private readonly drawnMask: Uint8Array;
  private live = 0;
  /**
   * Unrecorded events per chunk between clock readings, sized to about an eighth of the budget:
   * a synchronized event costs O(N), a rate-proportional one O(log N), and neither may overrun
   * the frame.
   */
  private readonly chunk: AdaptiveSlice;
  private msPerEvent = 0;
  private pending: TailPiece[] = [];
  /** whether a tail went out yet (before the first one, a keyframe alone is sent) */
  private tailSent = false;
  private doneSent = false;
  /** the whole run's utilization, worked out ahead of the animation (see AimdHeadlineRun) */
  readonly headline?: AimdHeadlineRun;

  constructor(
    readonly runId: number,
    scenario: AimdScenario,
    options: RunOptions,
    private readonly clock: () => number,
  ) {
    super(options);
    this.sim = new AimdSimulation(toParams(scenario));
    this.preview =
      scenario.warmup > 0
        ? new AimdSimulation(toParams({ ...scenario, events: scenario.warmup, warmup: 0 }))
        : null;
    const n = this.sim.n;
    const tailEvents = options.tailEvents ?? 4000;
    if (!(Number.isInteger(tailEvents) && tailEvents >= 1))
      throw new RangeError(`tailEvents must be an integer >= 1 (got ${tailEvents})`);
    this.drawnMask = new Uint8Array(n);
    for (const f of options.drawnFlows) {
      if (!(Number.isInteger(f) && f >= 0 && f < n))
        throw new RangeError(`drawn flow ${f} is not a flow index in 0..${n - 1}`);
      this.drawnMask[f] = 1;
    }
    this.drawn = Int32Array.from(options.drawnFlows.filter((f, k, a) => a.indexOf(f) === k)).sort();
    const cutsPerEvent = expectedCuts(this.sim);
    this.tailCap = Math.max(1, Math.min(tailEvents, Math.floor(RECORD_BUDGET / cutsPerEvent)));
    this.chunk = new AdaptiveSlice(Math.floor(4096 / cutsPerEvent), {
      min: 1,
      max: MAX_CHUNK,
      aimMs: (BUDGET_FRACTION * this.frameMs) / 8,
    });
    if (this.sim.done) this.status = 'done';
    if (options.headline) this.headline = new AimdHeadlineRun(scenario, clock, this.sim);
  }

  /** The live edge (see AimdFrame.viewTime). */
  get viewTime(): number {
    return this.live;
  }

  protected get position(): number {
    return this.live;
  }

  /**
   * Advances by the wall-clock time since the previous tick and returns the frame; null when
   * paused, or once the final frame has been returned.
   */
  tick(nowMs: number): AimdFrame | null {
    if (this.status !== 'running') {
      if (this.status !== 'done' || this.doneSent) return null;
      return this.frame();
    }
    const target = this.pace.target(nowMs, this.live);
    const deadline = nowMs + BUDGET_FRACTION * this.frameMs;
    if (this.pace.speed === 'max') this.advanceMax(nowMs, deadline);
    else this.advancePaced(target, nowMs, deadline);
    this.settleIfDone();
    return this.frame();
  }

  /** Runs exactly one event, paused afterwards; null when the run is already done. */
  step(): StepInfo | null {
    if (this.sim.done) return null;
    this.pause();
    const segment = new TailSegment(this.sim, this.drawn, 1);
    segment.runOne(Infinity);
    const piece = segment.close(this.drawnMask);
    this.pending = [piece];
    this.live = Math.max(this.live, this.sim.time);
    this.settleIfDone();
    const raw = piece.raw;
    const cuts: StepInfo['cuts'] = [];
    for (let r = 0; r < raw.count && cuts.length < STEP_CAPTION_CUTS; r++) {
      cuts.push({
        flow: raw.flow[r],
        before: raw.before[r],
        after: raw.after[r],
        span: raw.span[r],
      });
    }
    return { event: this.sim.eventsDone, time: piece.events.time[0], cuts, cutCount: raw.count };
  }

  /** The current frame; it carries (and hands over) the path recorded since the previous frame. */
  frame(): AimdFrame {
    const sim = this.sim;
    const stats = toFrameStats(sim.summary());
    const warmup = this.warmupStats();
    let tail: PathTail | null = joinPieces(this.drawn, this.pending);
    if (tail === null && !this.tailSent) tail = keyframeTail(sim, this.drawn);
    if (tail !== null) this.tailSent = true;
    this.pending = [];
    if (this.status === 'done') this.doneSent = true;
    return {
      runId: this.runId,
      status: this.status,
      eventsDone: sim.eventsDone,
      time: sim.time,
      viewTime: this.live,
      stats,
      utilization: utilizationPoint(stats, sim.time),
      warmup,
      tail,
    };
  }

  /** The warm-up's statistics so far (see `preview`), or null once the run is measuring. */
  private warmupStats(): AimdFrame['warmup'] {
    const preview = this.preview;
    if (preview === null) return null;
    // (at the warm-up's last event the measured window is still empty: the warm-up is shown)
    if (this.sim.eventsDone > this.sim.params.warmup) {
      this.preview = null;
      return null;
    }
    preview.recording = false;
    while (preview.eventsDone < this.sim.eventsDone && !preview.done)
      preview.run(this.sim.eventsDone - preview.eventsDone);
    const stats = toFrameStats(preview.summary());
    return { stats, utilization: utilizationPoint(stats, preview.time) };
  }

  private settleIfDone(): void {
    if (!this.sim.done) return;
    this.status = 'done';
    this.live = this.sim.time; // the scenario's path ends at its last event
  }

  /** As many events as the budget allows: unrecorded ones first, then the recorded tail. */
  private advanceMax(nowMs: number, deadline: number): void {
    const budget = deadline - nowMs;
    const reserve = this.msPerEvent > 0 ? 2 * this.tailCap * this.msPerEvent : budget / 2;
    this.runUnrecorded(Infinity, Math.max(nowMs, deadline - reserve));
    this.runRecorded(Infinity, deadline, this.tailCap);
    this.live = this.sim.time;
  }

  /**
   * The live edge moves to the paced clock's `target` and every event up to it runs. Only the
   * last tailCap of them can reach the view, so those well before the edge (more than tailCap
   * mean gaps) run unrecorded. If the budget runs out first, the edge stops at the next event
   * (exact up to there) and the clock is re-anchored, so the view slows down instead of running
   * up a debt.
   */
  private advancePaced(target: number, nowMs: number, deadline: number): void {
    const sim = this.sim;
    const gap = sim.eventsDone > 0 ? sim.time / sim.eventsDone : 0;
    // A margin of at least 64 mean gaps: an AIMD gap is a cut amount over eta_total, never many
    // times the mean, so events are left to record even when the tail is tiny.
    const skipUntil = target - Math.max(this.tailCap, 64) * gap;
    if (gap > 0 && skipUntil > sim.time) this.runUnrecorded(skipUntil, deadline);
    this.runRecorded(target, deadline, Infinity);
    if (!sim.done && sim.nextEventTime() <= target) {
      this.live = sim.nextEventTime();
      this.pace.anchor(nowMs, this.live);
    } else {
      this.live = target;
    }
  }

  /** Runs events at or before `until` with recording off, in chunks between clock readings. */
  private runUnrecorded(until: number, deadline: number): void {
    const sim = this.sim;
    sim.recording = false;
    // The last tailCap events of the scenario are always left to the recorded part, so that the
    // final frame shows how the run ended.
    const stopAt = sim.params.events - this.tailCap;
    let last = this.clock();
    while (sim.eventsDone < stopAt && last < deadline) {
      const before = sim.eventsDone;
      // Once the cost of an event is known, the last chunk is cut to the time that is left.
      const fits = this.msPerEvent > 0 ? Math.floor((deadline - last) / this.msPerEvent) : Infinity;
      const size = Math.round(this.chunk.size);
      const want = Math.max(1, Math.min(size, stopAt - before, fits));
      if (until === Infinity) sim.run(want);
      else sim.runUntil(until, want);
      const ran = sim.eventsDone - before;
      const now = this.clock();
      const dt = now - last;
      last = now;
      if (ran > 0 && dt > 0) this.msPerEvent = dt / ran;
      if (ran < want) break; // nothing more is due
      this.chunk.update(want === size, dt);
    }
  }

  /**
   * Records up to `maxEvents` events at or before `until` in segments of half the tail, keeping
   * the last two (as long as they fit in tailCap): the tail then holds the latest ~tailCap/2 to
   * tailCap events however many ran, and the memory used never grows with the number of events.
   */
  private runRecorded(until: number, deadline: number, maxEvents: number): void {
    const sim = this.sim;
    const half = Math.max(1, Math.ceil(this.tailCap / 2));
    let previous: TailPiece | null = null;
    let segment: TailSegment | null = null;
    let ran = 0;
    let t0 = this.clock();
    while (ran < maxEvents && !sim.done && sim.nextEventTime() <= until) {
      if (segment === null) segment = new TailSegment(sim, this.drawn, half);
      if (segment.full) {
        previous = segment.close(this.drawnMask);
        segment = new TailSegment(sim, this.drawn, half);
      }
      if (!segment.runOne(until)) break;
      ran++;
      if (ran % RECORDED_CHECK === 0) {
        const now = this.clock();
        if (now - t0 > 0) this.msPerEvent = (now - t0) / RECORDED_CHECK;
        t0 = now;
        if (now >= deadline) break;
      }
    }
    const pieces: TailPiece[] = [];
    const current = segment?.close(this.drawnMask);
    const size = (p: TailPiece | null | undefined) => p?.events.time.length ?? 0;
    if (previous && size(previous) + size(current) <= this.tailCap) pieces.push(previous);
    if (current) pieces.push(current);
    if (pieces.length > 0) this.pending = pieces;
  }
}
