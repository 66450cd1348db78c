import type {
  AimdFrame,
  FrameStats,
  PathTail,
  RunStatus,
  UtilizationPoint,
} from './worker/protocol';
import { LiveStats } from '../../kit/live/liveStats';

export {
  aggregatePolyline,
  cutMarks,
  flowPolylines,
  type CutMarks,
  type FlowPolyline,
  type GeometryOptions,
  type GeometryParams,
} from './liveDataGeometry';

export interface LiveDataLimits {
  /** events kept in the path ring (oldest tails dropped first; the newest tail is always kept) */
  maxEvents: number;
  /** drawn cuts kept in the path ring (synchronized runs cut every drawn flow at every event) */
  maxCuts: number;
  /** points of the running-utilization series */
  maxPoints: number;
}

export const LIVE_DATA_LIMITS: LiveDataLimits = {
  maxEvents: 60_000,
  maxCuts: 240_000,
  maxPoints: 4000,
};

/**
 * What the live charts show of a run, with memory bounded however long it runs: the recent path
 * (tails that join up, so the sample path drawn from them is exact and unbroken), the running
 * utilization decimated to a fixed number of points, and the latest statistics. Pure: the page
 * feeds it frames and reads it when drawing.
 */
export class LiveData extends LiveStats<FrameStats, UtilizationPoint, RunStatus> {
  readonly limits: LiveDataLimits;
  eventsDone = 0;
  time = 0;
  viewTime = 0;
  private ring: PathTail[] = [];
  private head = 0;
  private events = 0;
  private cuts = 0;

  constructor(limits: Partial<LiveDataLimits> = {}) {
    const all = { ...LIVE_DATA_LIMITS, ...limits };
    super(all.maxPoints);
    this.limits = all;
  }

  /** Forgets everything (a new run). */
  reset(runId: number | null = null): void {
    this.resetStats(runId);
    this.eventsDone = 0;
    this.time = 0;
    this.viewTime = 0;
    this.clearPath();
  }

  /** Takes a frame; a frame of another run starts afresh. */
  push(frame: AimdFrame): void {
    if (frame.runId !== this.runId) this.reset(frame.runId);
    this.pushStats(frame);
    this.eventsDone = frame.eventsDone;
    this.time = frame.time;
    this.viewTime = frame.viewTime;
    if (frame.tail) this.pushTail(frame.tail);
  }

  /** The kept tails, oldest first, each starting where the previous one ended. */
  tails(): readonly PathTail[] {
    if (this.head > 0) {
      this.ring = this.ring.slice(this.head);
      this.head = 0;
    }
    return this.ring;
  }

  /** Events and drawn cuts held in the path ring. */
  get keptEvents(): number {
    return this.events;
  }

  get keptCuts(): number {
    return this.cuts;
  }

  private clearPath(): void {
    this.ring = [];
    this.head = 0;
    this.events = 0;
    this.cuts = 0;
  }

  private pushTail(tail: PathTail): void {
    const last = this.ring.length > this.head ? this.ring[this.ring.length - 1] : null;
    // A tail that does not continue the last one (max speed skipped events in between) starts a
    // new stretch: drawing across the gap would invent a path.
    if (last && tail.startEvent !== last.startEvent + last.events.time.length) this.clearPath();
    this.ring.push(tail);
    this.events += tail.events.time.length;
    this.cuts += tail.cuts.count;
    const { maxEvents, maxCuts } = this.limits;
    while (this.ring.length - this.head > 1 && (this.events > maxEvents || this.cuts > maxCuts)) {
      const old = this.ring[this.head++];
      this.events -= old.events.time.length;
      this.cuts -= old.cuts.count;
    }
    // Dropped tails are released in batches, so that dropping stays O(1) amortised.
    if (this.head > 64 && this.head * 2 > this.ring.length) {
      this.ring = this.ring.slice(this.head);
      this.head = 0;
    }
  }
}
