import type {
  DumbbellFrame,
  FrameStats,
  RunStatus,
  TraceFrame,
  UtilizationPoint,
} from './worker/protocol';
import { DecimatedSeries } from '../kit/decimatedSeries';

export interface LiveDataLimits {
  /** simulated seconds of traces kept (the view shows at most half of it; zooming out, the rest) */
  keepSeconds: number;
  /** trace samples kept at most, whatever the interval (the newest chunk is always kept) */
  maxRows: number;
  /** points of each running-utilization series */
  maxPoints: number;
}

export const LIVE_DATA_LIMITS: LiveDataLimits = {
  keepSeconds: 120,
  maxRows: 40_000,
  maxPoints: 4000,
};

/**
 * What the live charts show of a run, with memory bounded however long it runs: the recent traces
 * (chunks as the frames brought them), the running utilization decimated to a fixed number of
 * points, and the latest statistics. Pure: the page feeds it frames and reads it when drawing.
 */
export class DumbbellLiveData {
  readonly limits: LiveDataLimits;
  runId: number | null = null;
  status: RunStatus | null = null;
  stats: FrameStats | null = null;
  /** the warm-up's statistics so far (frame.warmup), null once the run is measuring */
  warmupStats: FrameStats | null = null;
  now = 0;
  events = 0;
  queue = 0;
  private chunks: TraceFrame[] = [];
  private rows = 0;
  private measured: DecimatedSeries<UtilizationPoint>;
  /** the warm-up's running utilization, kept after the warm-up as the start of the picture */
  private warm: DecimatedSeries<UtilizationPoint>;

  constructor(limits: Partial<LiveDataLimits> = {}) {
    this.limits = { ...LIVE_DATA_LIMITS, ...limits };
    if (!(this.limits.maxPoints >= 2)) throw new RangeError('maxPoints must be at least 2');
    this.measured = new DecimatedSeries(this.limits.maxPoints);
    this.warm = new DecimatedSeries(this.limits.maxPoints);
  }

  /** Forgets everything (a new run); `keepSeconds` follows the scenario's view window. */
  reset(runId: number | null = null, keepSeconds = this.limits.keepSeconds): void {
    this.runId = runId;
    this.limits.keepSeconds = keepSeconds;
    this.status = null;
    this.stats = null;
    this.warmupStats = null;
    this.now = 0;
    this.events = 0;
    this.queue = 0;
    this.chunks = [];
    this.rows = 0;
    this.measured = new DecimatedSeries(this.limits.maxPoints);
    this.warm = new DecimatedSeries(this.limits.maxPoints);
  }

  /** Takes a frame; a frame of another run starts afresh. */
  push(frame: DumbbellFrame): void {
    if (frame.runId !== this.runId) this.reset(frame.runId);
    this.status = frame.status;
    this.stats = frame.stats;
    this.now = frame.now;
    this.events = frame.events;
    this.queue = frame.queue;
    this.warmupStats = frame.warmup?.stats ?? null;
    if (frame.traces) this.pushTraces(frame.traces);
    if (frame.utilization) this.measured.push(frame.utilization);
    if (frame.warmup?.utilization) this.warm.push(frame.warmup.utilization);
  }

  /** The kept trace chunks, oldest first. */
  traces(): readonly TraceFrame[] {
    return this.chunks;
  }

  /** Samples held. */
  get keptRows(): number {
    return this.rows;
  }

  /** The running utilization after the warm-up: at most maxPoints, the newest exact. */
  utilization(): UtilizationPoint[] {
    return this.measured.points();
  }

  /** The warm-up's running utilization, from t = 0 (same limits). */
  warmupUtilization(): UtilizationPoint[] {
    return this.warm.points();
  }

  private pushTraces(t: TraceFrame): void {
    this.chunks.push(t);
    this.rows += t.t.length;
    const horizon = t.t[t.t.length - 1] - this.limits.keepSeconds;
    // whole chunks go, oldest first, while they end before the horizon or the rows are too many
    let drop = 0;
    while (drop < this.chunks.length - 1) {
      const old = this.chunks[drop];
      if (old.t[old.t.length - 1] >= horizon && this.rows <= this.limits.maxRows) break;
      this.rows -= old.t.length;
      drop++;
    }
    if (drop > 0) this.chunks = this.chunks.slice(drop);
  }
}
