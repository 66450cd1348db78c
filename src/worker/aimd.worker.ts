import * as Comlink from 'comlink';
import type { AimdScenario } from '../labs/aimd/scenario';
import { frameTransferables } from './aimdFrame';
import type {
  AimdFrame,
  AimdWorkerApi,
  RunOptions,
  Speed,
  StepInfo,
  WorkerErrorReport,
} from './aimdProtocol';
import { AimdRunner } from './aimdRunner';

/** What the worker needs from its host; injectable so that tests can use fake timers. */
export interface WorkerHost {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realHost: WorkerHost = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Run {
  runner: AimdRunner;
  onFrame: (frame: AimdFrame) => void;
  onError: (error: WorkerErrorReport) => void;
  timer: unknown;
}

/** Through Comlink the callbacks are proxies holding a MessagePort each: release them when done. */
function release(callback: unknown): void {
  const release = (callback as { [Comlink.releaseProxy]?: unknown })[Comlink.releaseProxy];
  if (typeof release === 'function') (release as () => void)();
}

const messageOf = (e: unknown): string =>
  e instanceof Error ? `${e.name}: ${e.message}` : `simulation failed: ${String(e)}`;

/**
 * The worker's API over an AimdRunner: a timer loop of one tick per frameMs. Built by a function
 * so that tests can use it directly or through Comlink on a MessageChannel; the module's only side
 * effect is the `expose` below, taken only inside a worker.
 */
export function createAimdWorkerApi(host: WorkerHost = realHost): AimdWorkerApi {
  let run: Run | null = null;

  const stopTimer = (r: Run) => {
    if (r.timer !== null) host.clearTimeout(r.timer);
    r.timer = null;
  };

  const end = (r: Run) => {
    stopTimer(r);
    if (run === r) run = null;
    release(r.onFrame);
    release(r.onError);
  };

  // A failure ends the run: the runner's state after an exception is not to be trusted.
  const fail = (r: Run, e: unknown) => {
    if (run !== r) return;
    const report: WorkerErrorReport = { runId: r.runner.runId, message: messageOf(e) };
    try {
      void Promise.resolve(r.onError(report)).catch(() => undefined);
    } finally {
      end(r);
    }
  };

  const send = (r: Run, frame: AimdFrame) => {
    // A proxied callback returns a promise; its rejection means the page could not take the frame.
    void Promise.resolve(r.onFrame(Comlink.transfer(frame, frameTransferables(frame)))).catch(
      (e: unknown) => fail(r, e),
    );
  };

  const schedule = (r: Run, delay: number) => {
    stopTimer(r);
    r.timer = host.setTimeout(() => loop(r), delay);
  };

  function loop(r: Run): void {
    r.timer = null;
    if (run !== r) return;
    try {
      const started = host.now();
      const frame = r.runner.tick(started);
      if (frame) send(r, frame);
      // Keep the cadence: the next tick is due frameMs after this one started.
      if (r.runner.status === 'running') {
        schedule(r, Math.max(0, r.runner.frameMs - (host.now() - started)));
      }
    } catch (e) {
      fail(r, e);
    }
  }

  /** Runs `action` on the current run; a throw is reported and ends the run, like a tick's. */
  const withRun = <T>(action: (r: Run) => T): T | null => {
    const r = run;
    if (r === null) return null;
    try {
      return action(r);
    } catch (e) {
      fail(r, e);
      throw e;
    }
  };

  return {
    start(
      runId: number,
      scenario: AimdScenario,
      options: RunOptions,
      onFrame: (frame: AimdFrame) => void,
      onError: (error: WorkerErrorReport) => void,
    ): void {
      if (run) end(run);
      let runner: AimdRunner;
      try {
        runner = new AimdRunner(runId, scenario, options, () => host.now());
      } catch (e) {
        release(onFrame);
        release(onError);
        throw e; // rejects the caller's start()
      }
      const r: Run = { runner, onFrame, onError, timer: null };
      run = r;
      if (runner.status === 'running') schedule(r, 0);
      else send(r, runner.frame()); // paused start: show the initial state
    },
    pause(): void {
      withRun((r) => {
        if (r.runner.status !== 'running') return;
        stopTimer(r);
        r.runner.pause();
        send(r, r.runner.frame());
      });
    },
    resume(): void {
      withRun((r) => {
        if (r.runner.status !== 'paused') return;
        r.runner.resume(host.now());
        schedule(r, 0);
      });
    },
    step(): StepInfo | null {
      return withRun((r) => {
        stopTimer(r);
        const info = r.runner.step();
        if (info) send(r, r.runner.frame());
        return info;
      });
    },
    setSpeed(speed: Speed): void {
      withRun((r) => r.runner.setSpeed(speed));
    },
    cancel(): void {
      if (run) end(run);
    },
  };
}

// Only inside a worker: importing this module in Node (tests) or on the main thread does nothing.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  Comlink.expose(createAimdWorkerApi());
}
