import * as Comlink from 'comlink';
import { pauseRun, realHost, resumeRun, RunLoop, type WorkerHost } from '../../../worker/runLoop';
import type { DumbbellScenario } from '../../families/packet/scenario';
import { frameTransferables } from './frame';
import type {
  CongestionStep,
  DumbbellFrame,
  DumbbellWorkerApi,
  PacketStep,
  RunOptions,
  Speed,
  WorkerErrorReport,
} from './protocol';
import { DumbbellRunner } from './runner';

/**
 * The worker's API over a DumbbellRunner: a timer loop of one tick per frameMs (RunLoop). Built by
 * a function so that tests can use it directly or through Comlink on a MessageChannel; the
 * module's only side effect is the `expose` below, taken only inside a worker.
 */
export function createDumbbellWorkerApi(host: WorkerHost = realHost): DumbbellWorkerApi {
  const loop = new RunLoop<DumbbellRunner, DumbbellFrame>(host, {
    tick: (runner, started) => runner.tick(started),
    busy: (runner) => runner.status === 'running',
    frameMs: (runner) => runner.frameMs,
    transferables: frameTransferables,
  });
  /** A step: the timer stops, the runner steps, and the frame after it goes out. */
  const step = <T>(run: (runner: DumbbellRunner) => T | null): T | null =>
    loop.with((runner, controls) => {
      controls.stopTimer();
      const info = run(runner);
      if (info) controls.send(runner.frame());
      return info;
    });
  return {
    start(
      runId: number,
      scenario: DumbbellScenario,
      options: RunOptions,
      onFrame: (frame: DumbbellFrame) => void,
      onError: (error: WorkerErrorReport) => void,
    ): void {
      loop.start(
        () => new DumbbellRunner(runId, scenario, options, () => host.now()),
        onFrame,
        onError,
        // a paused start shows the initial state
        (runner) => (runner.status === 'running' ? null : runner.frame()),
      );
    },
    pause(): void {
      pauseRun(loop, true);
    },
    resume(): void {
      resumeRun(loop, host.now());
    },
    stepPacket: (): PacketStep | null => step((r) => r.stepPacket()),
    stepCongestion: (): CongestionStep | null => step((r) => r.stepCongestion()),
    setSpeed(speed: Speed): void {
      loop.with((runner) => runner.setSpeed(speed));
    },
    cancel(): void {
      loop.cancel();
    },
  };
}

// Only inside a worker: importing this module in Node (tests) or on the main thread does nothing.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  Comlink.expose(createDumbbellWorkerApi());
}
