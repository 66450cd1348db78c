import * as Comlink from 'comlink';
import type { WorkerErrorReport } from './runClient';

/** What a worker needs from its host; injectable so that tests can use fake timers. */
export interface WorkerHost {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realHost: WorkerHost = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Through Comlink the callbacks are proxies holding a MessagePort each: release them when done. */
export function release(callback: unknown): void {
  const r = (callback as { [Comlink.releaseProxy]?: unknown })[Comlink.releaseProxy];
  if (typeof r === 'function') (r as () => void)();
}

const messageOf = (e: unknown): string =>
  e instanceof Error ? `${e.name}: ${e.message}` : `the run failed: ${String(e)}`;

/** How a lab's runner is driven: one tick of work per frame, while it says there is more. */
export interface Driver<R, Frame> {
  /** one frame's work, started at `started`; the frame to send, if any */
  tick(runner: R, started: number): Frame | null;
  /** whether another tick is due */
  busy(runner: R): boolean;
  /** wall-clock milliseconds between the starts of two ticks */
  frameMs(runner: R): number;
  /** the frame's buffers, moved to the page rather than copied */
  transferables(frame: Frame): Transferable[];
}

interface Run<R, Frame> {
  runner: R;
  onFrame: (frame: Frame) => void;
  onError: (error: WorkerErrorReport) => void;
  timer: unknown;
}

/**
 * The worker side of a live run (see liveApi.ts): at most one run at a time, a timer loop of one
 * tick per frame that keeps its cadence, frames transferred to the page, and a failure (a tick or
 * an action that throws, a frame the page could not take) reported once through onError, which
 * ends the run: the runner's state after an exception is not to be trusted.
 */
export class RunLoop<R extends { runId: number }, Frame> {
  private run: Run<R, Frame> | null = null;

  constructor(
    private readonly host: WorkerHost,
    private readonly driver: Driver<R, Frame>,
  ) {}

  /**
   * Replaces the current run with a new one; `create` builds its runner (a throw rejects the
   * caller's start, and the callbacks are released). `firstFrame` is sent at once when it gives
   * one (a paused start shows its initial state); the loop ticks while the runner is busy.
   */
  start(
    create: () => R,
    onFrame: (frame: Frame) => void,
    onError: (error: WorkerErrorReport) => void,
    firstFrame?: (runner: R) => Frame | null,
  ): void {
    if (this.run) this.end(this.run);
    let runner: R;
    try {
      runner = create();
    } catch (e) {
      release(onFrame);
      release(onError);
      throw e;
    }
    const r: Run<R, Frame> = { runner, onFrame, onError, timer: null };
    this.run = r;
    const frame = firstFrame?.(runner) ?? null;
    if (frame) this.send(r, frame);
    if (this.driver.busy(runner)) this.schedule(r, 0);
  }

  /** Runs `action` on the current runner (null without one); a throw ends the run, like a tick's. */
  with<T>(action: (runner: R, controls: RunControls<Frame>) => T): T | null {
    const r = this.run;
    if (r === null) return null;
    const controls: RunControls<Frame> = {
      send: (frame) => this.send(r, frame),
      wake: () => this.schedule(r, 0),
      ticking: () => r.timer !== null,
    };
    try {
      return action(r.runner, controls);
    } catch (e) {
      this.fail(r, e);
      throw e;
    }
  }

  cancel(): void {
    if (this.run) this.end(this.run);
  }

  private stopTimer(r: Run<R, Frame>): void {
    if (r.timer !== null) this.host.clearTimeout(r.timer);
    r.timer = null;
  }

  private end(r: Run<R, Frame>): void {
    this.stopTimer(r);
    if (this.run === r) this.run = null;
    release(r.onFrame);
    release(r.onError);
  }

  private fail(r: Run<R, Frame>, e: unknown): void {
    if (this.run !== r) return;
    const report: WorkerErrorReport = { runId: r.runner.runId, message: messageOf(e) };
    try {
      void Promise.resolve(r.onError(report)).catch(() => undefined);
    } finally {
      this.end(r);
    }
  }

  private send(r: Run<R, Frame>, frame: Frame): void {
    // A proxied callback returns a promise; its rejection means the page could not take the frame.
    void Promise.resolve(
      r.onFrame(Comlink.transfer(frame, this.driver.transferables(frame))),
    ).catch((e: unknown) => this.fail(r, e));
  }

  private schedule(r: Run<R, Frame>, delay: number): void {
    this.stopTimer(r);
    r.timer = this.host.setTimeout(() => this.loop(r), delay);
  }

  private loop(r: Run<R, Frame>): void {
    r.timer = null;
    if (this.run !== r) return;
    try {
      const started = this.host.now();
      const frame = this.driver.tick(r.runner, started);
      if (frame) this.send(r, frame);
      // Keep the cadence: the next tick is due frameMs after this one started.
      if (this.driver.busy(r.runner))
        this.schedule(r, Math.max(0, this.driver.frameMs(r.runner) - (this.host.now() - started)));
    } catch (e) {
      this.fail(r, e);
    }
  }
}

/** What an action on the current run may do besides calling its runner. */
export interface RunControls<Frame> {
  send(frame: Frame): void;
  /** schedules a tick now */
  wake(): void;
  /** whether a tick is scheduled */
  ticking(): boolean;
}
