import * as Comlink from 'comlink';
import type { AimdScenario } from '../scenario';
import { frameTransferables } from './frame';
import type {
  AimdFrame,
  AimdWorkerApi,
  RunOptions,
  Speed,
  StepInfo,
  WorkerErrorReport,
} from './protocol';
import { AimdRunner } from './runner';
import {
  pauseRun,
  realHost,
  resumeRun,
  RunLoop,
  type WorkerHost,
} from '../../../../worker/runLoop';

/**
 * The worker's API over an AimdRunner: a timer loop of one tick per frameMs (RunLoop). Built by a
 * function so that tests can use it directly or through Comlink on a MessageChannel; the module's
 * only side effect is the `expose` below, taken only inside a worker.
 */
export function createAimdWorkerApi(host: WorkerHost = realHost): AimdWorkerApi {
  const loop = new RunLoop<AimdRunner, AimdFrame>(host, {
    tick: (runner, started) => runner.tick(started),
    busy: (runner) => runner.status === 'running',
    frameMs: (runner) => runner.frameMs,
    transferables: frameTransferables,
  });
  return {
    start(
      runId: number,
      scenario: AimdScenario,
      options: RunOptions,
      onFrame: (frame: AimdFrame) => void,
      onError: (error: WorkerErrorReport) => void,
    ): void {
      loop.start(
        () => new AimdRunner(runId, scenario, options, () => host.now()),
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
    step(): StepInfo | null {
      return loop.with((runner, run) => {
        run.stopTimer();
        const info = runner.step();
        if (info) run.send(runner.frame());
        return info;
      });
    },
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
  Comlink.expose(createAimdWorkerApi());
}
