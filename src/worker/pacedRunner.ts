import { PacedClock, type LiveSpeed } from './pacedClock';

/** Where a live run is: what its frames say. */
export type RunnerStatus = 'running' | 'paused' | 'done';

/** What every live run's options hold (each lab adds its own). */
export interface PacedOptions<Speed extends LiveSpeed> {
  speed: Speed;
  /** wall-clock milliseconds between frames (default 50) */
  frameMs?: number;
  /** start paused (step mode) */
  paused?: boolean;
  /**
   * work out the run's headline beside the animation (LiveRunner.headline), for a view that
   * shows it: a second run of the scenario at the worker's pace (default false)
   */
  headline?: boolean;
}

/**
 * What every lab's live runner shares: running, paused or done, and a PacedClock saying where the
 * simulation should be by the wall clock. Pause, resume and a new speed re-anchor the clock at
 * `position`, the simulated time the view has reached, so the view goes on from where it is.
 */
export abstract class PacedRunner<Speed extends LiveSpeed> {
  status: RunnerStatus;
  /** wall-clock milliseconds between the starts of two ticks */
  readonly frameMs: number;
  protected readonly pace: PacedClock;

  constructor(options: PacedOptions<Speed>) {
    this.pace = new PacedClock(options.speed);
    const frameMs = options.frameMs ?? 50;
    if (!(Number.isFinite(frameMs) && frameMs > 0))
      throw new RangeError(`frameMs must be a finite number > 0 (got ${frameMs})`);
    this.frameMs = frameMs;
    this.status = options.paused ? 'paused' : 'running';
  }

  /** The simulated time the view has reached: where a resumed or re-paced run goes on from. */
  protected abstract get position(): number;

  /** True while a tick can still produce something without a resume. */
  get busy(): boolean {
    return this.status === 'running';
  }

  pause(): void {
    if (this.status === 'running') this.status = 'paused';
    this.pace.release();
  }

  /** Continues from the current position; the paused time is not made up. */
  resume(now: number): void {
    if (this.status !== 'paused') return;
    this.status = 'running';
    this.pace.anchor(now, this.position);
  }

  /** From the next tick on, the new speed applies from the current position. */
  setSpeed(speed: Speed): void {
    this.pace.setSpeed(speed, this.position);
  }
}
