import * as Comlink from 'comlink';
import type { MptcpScenario } from '../labs/mptcp/scenario';
import type { WorkerHost } from './aimd.worker';
import type {
  MptcpFrame,
  MptcpRunOptions,
  MptcpSpeed,
  MptcpWorkerApi,
  WorkerErrorReport,
} from './mptcpProtocol';
import { MptcpRunner, mptcpFrameTransferables } from './mptcpRunner';

const realHost: WorkerHost = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Run {
  runner: MptcpRunner;
  frameMs: number;
  onFrame: (frame: MptcpFrame) => void;
  onError: (error: WorkerErrorReport) => void;
  timer: unknown;
}

/** Through Comlink the callbacks are proxies holding a MessagePort each: release them when done. */
function release(callback: unknown): void {
  const r = (callback as { [Comlink.releaseProxy]?: unknown })[Comlink.releaseProxy];
  if (typeof r === 'function') (r as () => void)();
}

const messageOf = (e: unknown): string =>
  e instanceof Error ? `${e.name}: ${e.message}` : `the run failed: ${String(e)}`;

/**
 * The worker's API over an MptcpRunner: one tick (a slice of at most workMs of work) per frameMs.
 * Built by a function so that tests can drive it directly or through Comlink on a MessageChannel;
 * the module's only side effect is the `expose` at the end, taken only inside a worker.
 */
export function createMptcpWorkerApi(host: WorkerHost = realHost): MptcpWorkerApi {
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

  const fail = (r: Run, e: unknown) => {
    if (run !== r) return;
    const report: WorkerErrorReport = { runId: r.runner.runId, message: messageOf(e) };
    try {
      void Promise.resolve(r.onError(report)).catch(() => undefined);
    } finally {
      end(r);
    }
  };

  const send = (r: Run, frame: MptcpFrame) => {
    void Promise.resolve(r.onFrame(Comlink.transfer(frame, mptcpFrameTransferables(frame)))).catch(
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
      const frame = r.runner.tick(() => host.now());
      if (frame) send(r, frame);
      if (r.runner.busy) schedule(r, Math.max(0, r.frameMs - (host.now() - started)));
    } catch (e) {
      fail(r, e);
    }
  }

  const withRun = (action: (r: Run) => void): void => {
    const r = run;
    if (r === null) return;
    try {
      action(r);
    } catch (e) {
      fail(r, e);
      throw e;
    }
  };

  return {
    start(
      runId: number,
      scenario: MptcpScenario,
      options: MptcpRunOptions,
      onFrame: (frame: MptcpFrame) => void,
      onError: (error: WorkerErrorReport) => void,
    ): void {
      if (run) end(run);
      let runner: MptcpRunner;
      try {
        runner = new MptcpRunner(runId, scenario, options, host.now());
      } catch (e) {
        release(onFrame);
        release(onError);
        throw e; // rejects the caller's start()
      }
      const r: Run = { runner, frameMs: options.frameMs ?? 50, onFrame, onError, timer: null };
      run = r;
      schedule(r, 0);
    },
    pause(): void {
      withRun((r) => {
        if (r.runner.status !== 'running') return;
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
    setSpeed(speed: MptcpSpeed): void {
      withRun((r) => {
        r.runner.setSpeed(speed, host.now());
        if (r.runner.busy && r.timer === null) schedule(r, 0);
      });
    },
    cancel(): void {
      if (run) end(run);
    },
  };
}

// Only inside a worker: importing this module in Node (tests) or on the main thread does nothing.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  Comlink.expose(createMptcpWorkerApi());
}
