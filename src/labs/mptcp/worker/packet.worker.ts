import * as Comlink from 'comlink';
import type { MptcpScenario } from '../scenario';
import type { MptcpSpeed } from './protocol';
import type {
  PacketFrame,
  PacketRunOptions,
  PacketWorkerApi,
  WorkerErrorReport,
} from './packetProtocol';
import { PacketRunner, packetFrameTransferables } from './packetRunner';
import { realHost, RunLoop, type WorkerHost } from '../../../worker/runLoop';

/** The window level's worker API over a PacketRunner, as the fluid worker's (RunLoop). */
export function createPacketWorkerApi(host: WorkerHost = realHost): PacketWorkerApi {
  const loop = new RunLoop<PacketRunner, PacketFrame>(host, {
    tick: (runner) => runner.tick(() => host.now()),
    busy: (runner) => runner.busy,
    frameMs: (runner) => runner.frameMs,
    transferables: packetFrameTransferables,
  });
  return {
    start(
      runId: number,
      scenario: MptcpScenario,
      options: PacketRunOptions,
      onFrame: (frame: PacketFrame) => void,
      onError: (error: WorkerErrorReport) => void,
    ): void {
      loop.start(() => new PacketRunner(runId, scenario, options, host.now()), onFrame, onError);
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
  Comlink.expose(createPacketWorkerApi());
}
