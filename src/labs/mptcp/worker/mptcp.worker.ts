import * as Comlink from 'comlink';
import type { MptcpScenario } from '../scenario';
import type {
  MptcpFrame,
  MptcpRunOptions,
  MptcpSpeed,
  MptcpWorkerApi,
  WorkerErrorReport,
} from './protocol';
import { MptcpRunner, mptcpFrameTransferables } from './runner';
import { realHost, RunLoop, type WorkerHost } from '../../../worker/runLoop';

/**
 * The worker's API over an MptcpRunner: one tick (a slice of at most workMs of work) per frameMs
 * (RunLoop). Built by a function so that tests can drive it directly or through Comlink on a
 * MessageChannel; the module's only side effect is the `expose` at the end, taken only inside a
 * worker.
 */
export function createMptcpWorkerApi(host: WorkerHost = realHost): MptcpWorkerApi {
  const loop = new RunLoop<MptcpRunner, MptcpFrame>(host, {
    tick: (runner) => runner.tick(() => host.now()),
    busy: (runner) => runner.busy,
    frameMs: (runner) => runner.frameMs,
    transferables: mptcpFrameTransferables,
  });
  return {
    start(
      runId: number,
      scenario: MptcpScenario,
      options: MptcpRunOptions,
      onFrame: (frame: MptcpFrame) => void,
      onError: (error: WorkerErrorReport) => void,
    ): void {
      loop.start(() => new MptcpRunner(runId, scenario, options, host.now()), onFrame, onError);
    },
    pause(): void {
      loop.with((runner, run) => {
        if (runner.status !== 'running') return;
        runner.pause();
        run.send(runner.frame());
      });
    },
    resume(): void {
      loop.with((runner, run) => {
        if (runner.status !== 'paused') return;
        runner.resume(host.now());
        run.wake();
      });
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

// Only inside a worker: importing this module in Node (tests) or on the main thread does nothing.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  Comlink.expose(createMptcpWorkerApi());
}
