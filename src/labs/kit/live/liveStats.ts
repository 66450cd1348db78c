import { DecimatedSeries } from '../decimatedSeries';

/** What every live run's frame says of its statistics (the AIMD family's, the Dumbbell's). */
export interface StatsFrame<Stats, Point> {
  runId: number;
  status: string;
  stats: Stats;
  /** one running-utilization sample per frame (null during the warm-up) */
  utilization: Point | null;
  /** during the warm-up: the path's statistics from t = 0, for orientation only */
  warmup: { stats: Stats; utilization: Point | null } | null;
}

/**
 * The part of a live run's data that every live view keeps whatever else it draws: the status,
 * the latest statistics and the warm-up's, the running utilization and the warm-up's, each
 * decimated to at most maxPoints (the first and the newest exact), so memory stays flat however
 * long the run. A lab's live data extends it with its own path or traces.
 */
export class LiveStats<Stats, Point extends { time: number }, Status extends string> {
  runId: number | null = null;
  status: Status | null = null;
  stats: Stats | null = null;
  /** the warm-up's statistics so far (frame.warmup), null once the run is measuring */
  warmupStats: Stats | null = null;
  private measured: DecimatedSeries<Point>;
  /** the warm-up's running utilization, kept after the warm-up as the start of the picture */
  private warm: DecimatedSeries<Point>;

  constructor(private readonly maxPoints: number) {
    if (!(maxPoints >= 2)) throw new RangeError('maxPoints must be at least 2');
    this.measured = new DecimatedSeries(maxPoints);
    this.warm = new DecimatedSeries(maxPoints);
  }

  /** Forgets the statistics (a new run). */
  protected resetStats(runId: number | null): void {
    this.runId = runId;
    this.status = null;
    this.stats = null;
    this.warmupStats = null;
    this.measured = new DecimatedSeries(this.maxPoints);
    this.warm = new DecimatedSeries(this.maxPoints);
  }

  /** Takes a frame's statistics. */
  protected pushStats(frame: StatsFrame<Stats, Point>): void {
    this.status = frame.status as Status;
    this.stats = frame.stats;
    this.warmupStats = frame.warmup?.stats ?? null;
    if (frame.utilization) this.measured.push(frame.utilization);
    if (frame.warmup?.utilization) this.warm.push(frame.warmup.utilization);
  }

  /** The running utilization after the warm-up: at most maxPoints, the first and newest exact. */
  utilization(): Point[] {
    return this.measured.points();
  }

  /** The warm-up's running utilization, from t = 0 (same limits). */
  warmupUtilization(): Point[] {
    return this.warm.points();
  }
}
