import type { MptcpSpeed, MptcpStatus } from './protocol';

/**
 * What the lab's two runners (the fluid model's and the window level's) share: running, paused
 * or done, and where the simulation should be by the wall clock. Pause, resume and a new speed
 * re-anchor the clock at the current simulated time, so the view goes on from where it is
 * instead of jumping to where it would have been.
 */
export abstract class PacedPlayback {
  status: MptcpStatus;
  protected speed: MptcpSpeed;
  private anchorWall: number;
  private anchorSim = 0;

  constructor(speed: MptcpSpeed, paused: boolean, now: number) {
    checkSpeed(speed);
    this.speed = speed;
    this.anchorWall = now;
    this.status = paused ? 'paused' : 'running';
  }

  /** The simulated time the run has reached, s. */
  abstract get time(): number;

  pause(): void {
    if (this.status === 'running') this.status = 'paused';
  }

  resume(now: number): void {
    if (this.status !== 'paused') return;
    this.status = 'running';
    this.anchor(now);
  }

  setSpeed(speed: MptcpSpeed, now: number): void {
    checkSpeed(speed);
    this.speed = speed;
    this.anchor(now);
  }

  /** From `now` on, the wall clock counts from the current simulated time. */
  protected anchor(now: number): void {
    this.anchorWall = now;
    this.anchorSim = this.time;
  }

  /**
   * The simulated time to reach by `now`: the whole horizon in `seconds` of wall time, linearly,
   * or (a log speed, when the run has a log time axis starting at `logFrom`) geometrically.
   */
  protected target(now: number, horizon: number, logFrom?: number): number {
    const sp = this.speed;
    if (sp === 'max') return horizon;
    const wall = (now - this.anchorWall) / 1000;
    if (!sp.log || logFrom === undefined) return this.anchorSim + (horizon * wall) / sp.seconds;
    const from = Math.min(horizon, sp.from ?? logFrom);
    return Math.max(this.anchorSim, from) * (horizon / from) ** (wall / sp.seconds);
  }
}

function checkSpeed(speed: MptcpSpeed): void {
  if (speed === 'max') return;
  const ok =
    speed !== null &&
    typeof speed === 'object' &&
    Number.isFinite(speed.seconds) &&
    speed.seconds > 0 &&
    (speed.from === undefined || (Number.isFinite(speed.from) && speed.from > 0));
  if (!ok)
    throw new RangeError(`speed must be 'max' or {seconds > 0, log}, got ${JSON.stringify(speed)}`);
}
