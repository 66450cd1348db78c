/**
 * How fast a live run plays:
 * - a number: simulated seconds per wall-clock second (the AIMD and Dumbbell labs);
 * - a horizon speed: the whole run in `seconds` of wall-clock time, the simulated time advancing
 *   evenly (linear) or by equal factors from `from` (log: even growth on a log time axis), the
 *   Multipath TCP lab's playback;
 * - 'max': as fast as the worker goes.
 */
export type LiveSpeed = number | 'max' | HorizonSpeed;

export interface HorizonSpeed {
  seconds: number;
  log: boolean;
  /** where a log playback starts, s (default: the runner's own first shown time) */
  from?: number;
}

/** What a horizon speed is relative to: the run's end and, on a log axis, its first shown time. */
export interface PaceSpan {
  horizon: number;
  logFrom?: number;
}

const show = (v: unknown): string =>
  typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);

const positive = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Throws a RangeError naming the value unless `speed` is one of LiveSpeed's forms. */
export function checkSpeed(speed: LiveSpeed): void {
  if (speed === 'max' || positive(speed)) return;
  if (typeof speed === 'object' && speed !== null) {
    const { seconds, from } = speed;
    if (positive(seconds) && (from === undefined || positive(from))) return;
  }
  throw new RangeError(
    `speed must be 'max', a finite number > 0 or {seconds > 0, log} (got ${show(speed)})`,
  );
}

/**
 * Where a live run should be by the wall clock. The clock is anchored: at wall time anchorWall
 * the run was at simulated time anchorSim, and the target moves on from there at the speed. The
 * first target after a start or a pause anchors it where the run is, so the paused time is not
 * made up; a new speed re-anchors it at the last known position, so the view goes on from where
 * it is instead of jumping to where the new speed would have put it. A runner that falls behind
 * re-anchors it too (anchor), so the view slows down instead of running up a debt it would pay
 * back in a rush. Pure: wall times are passed in, so tests drive it with a fake clock.
 */
export class PacedClock {
  private pace: LiveSpeed;
  private anchorWall: number | null = null;
  private anchorSim = 0;
  /** the wall time of the latest known position (a target or an anchor) */
  private lastWall: number | null = null;

  constructor(speed: LiveSpeed) {
    checkSpeed(speed);
    this.pace = speed;
  }

  get speed(): LiveSpeed {
    return this.pace;
  }

  /**
   * The simulated time to reach by `wall`, the run being at `position` (used only to anchor an
   * unanchored clock). 'max' is the horizon, or Infinity without one; a horizon speed needs
   * `span`.
   */
  target(wall: number, position: number, span?: PaceSpan): number {
    if (this.anchorWall === null) this.anchor(wall, position);
    this.lastWall = wall;
    const sp = this.pace;
    if (sp === 'max') return span?.horizon ?? Infinity;
    const elapsed = wall - (this.anchorWall ?? wall);
    if (typeof sp === 'number') return this.anchorSim + (sp * elapsed) / 1000;
    if (span === undefined) throw new RangeError('a horizon speed needs the run’s horizon');
    const { horizon, logFrom } = span;
    const w = elapsed / 1000;
    if (!sp.log || logFrom === undefined) return this.anchorSim + (horizon * w) / sp.seconds;
    const from = Math.min(horizon, sp.from ?? logFrom);
    return Math.max(this.anchorSim, from) * (horizon / from) ** (w / sp.seconds);
  }

  /** From `wall` on, the clock counts from `position`. */
  anchor(wall: number, position: number): void {
    this.anchorWall = wall;
    this.anchorSim = position;
    this.lastWall = wall;
  }

  /** Forgets the anchor (a pause): the next target starts from where the run is then. */
  release(): void {
    this.anchorWall = null;
  }

  /** A new speed, applying from the last known position (the run is at `position` now). */
  setSpeed(speed: LiveSpeed, position: number): void {
    checkSpeed(speed);
    this.pace = speed;
    if (this.anchorWall !== null && this.lastWall !== null) this.anchor(this.lastWall, position);
  }
}
