import { PacedClock, type LiveSpeed } from './pacedClock';

/** Where a live run is: what its frames say. */
export type RunnerStatus = 'running' | 'paused' | 'done';

/**
 * What every lab's live runner shares: running, paused or done, and a PacedClock saying where the
 * simulation should be by the wall clock. Pause, resume and a new speed re-anchor the clock at
 * `position`, the simulated time the view has reached, so the view goes on from where it is.
 */
export abstract class PacedRunner<Speed extends LiveSpeed> {
  status: RunnerStatus;
  protected readonly pace: PacedClock;

  constructor(speed: Speed, paused: boolean) {
    this.pace = new PacedClock(speed);
    this.status = paused ? 'paused' : 'running';
  }

  /** The simulated time the view has reached: where a resumed or re-paced run goes on from. */
  protected abstract get position(): number;

  get currentSpeed(): Speed {
    return this.pace.speed as Speed;
  }

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
