import type { MptcpScenario } from '../scenario';
import type { MptcpSpeed, MptcpStatus, PlaybackWorkerApi, WorkerErrorReport } from './protocol';
import { pauseRun, resumeRun, RunLoop, type WorkerHost } from '../../../worker/runLoop';

/** What the fluid runner and the window-level runner both offer the worker's loop. */
export interface PlaybackRunner<Frame> {
  readonly runId: number;
  readonly frameMs: number;
  readonly status: MptcpStatus;
  /** true while a tick can still produce something without a resume */
  readonly busy: boolean;
  tick(clock: () => number): Frame | null;
  frame(): Frame;
  pause(): void;
  resume(now: number): void;
  setSpeed(speed: MptcpSpeed, now: number): void;
}

/**
 * A worker's API over a runner paced to the wall clock: one tick (a slice of at most the runner's
 * work budget) per frameMs (RunLoop). The fluid model and the window level differ only in their
 * runner, so both workers are this function with their own. Built by a function so that tests can
 * drive it directly or through Comlink on a MessageChannel.
 */
export function createPlaybackApi<Options, Frame>(
  host: WorkerHost,
  makeRunner: (
    runId: number,
    scenario: MptcpScenario,
    options: Options,
    now: number,
  ) => PlaybackRunner<Frame>,
  transferables: (frame: Frame) => Transferable[],
): PlaybackWorkerApi<Options, Frame> {
  const loop = new RunLoop<PlaybackRunner<Frame>, Frame>(host, {
    tick: (runner) => runner.tick(() => host.now()),
    busy: (runner) => runner.busy,
    frameMs: (runner) => runner.frameMs,
    transferables,
  });
  return {
    start(
      runId: number,
      scenario: MptcpScenario,
      options: Options,
      onFrame: (frame: Frame) => void,
      onError: (error: WorkerErrorReport) => void,
    ): void {
      loop.start(() => makeRunner(runId, scenario, options, host.now()), onFrame, onError);
    },
    pause(): void {
      pauseRun(loop, false);
    },
    resume(): void {
      resumeRun(loop, host.now());
    },
    setSpeed(speed: MptcpSpeed): void {
      loop.with((runner, run) => {
        runner.setSpeed(speed, host.now());
        if (runner.busy && !run.ticking()) run.wake();
      });
    },
    cancel(): void {
      loop.cancel();
    },
  };
}
