import type {
  DumbbellFrame,
  FrameStats,
  RunStatus,
  TraceFrame,
  UtilizationPoint,
} from './worker/protocol';
import { LiveStats } from '../kit/live/liveStats';

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
export class DumbbellLiveData extends LiveStats<FrameStats, UtilizationPoint, RunStatus> {
  readonly limits: LiveDataLimits;
  now = 0;
  events = 0;
  queue = 0;
  private chunks: TraceFrame[] = [];
  private rows = 0;

  constructor(limits: Partial<LiveDataLimits> = {}) {
    const all = { ...LIVE_DATA_LIMITS, ...limits };
    super(all.maxPoints);
    this.limits = all;
  }

  /** Forgets everything (a new run); `keepSeconds` follows the scenario's view window. */
  reset(runId: number | null = null, keepSeconds = this.limits.keepSeconds): void {
    this.resetStats(runId);
    this.limits.keepSeconds = keepSeconds;
    this.now = 0;
    this.events = 0;
    this.queue = 0;
    this.chunks = [];
    this.rows = 0;
  }

  /** Takes a frame; a frame of another run starts afresh. */
  push(frame: DumbbellFrame): void {
    if (frame.runId !== this.runId) this.reset(frame.runId);
    this.pushStats(frame);
    this.now = frame.now;
    this.events = frame.events;
    this.queue = frame.queue;
    if (frame.traces) this.pushTraces(frame.traces);
  }

  /** The kept trace chunks, oldest first. */
  traces(): readonly TraceFrame[] {
    return this.chunks;
  }

  /** Samples held. */
  get keptRows(): number {
    return this.rows;
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
