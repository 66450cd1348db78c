import type { MptcpScenario } from '../scenario';
import type { MptcpSpeed } from './protocol';
import type { PacketFrame, PacketRunOptions, PacketWorkerApi } from './packetProtocol';
import { RunClient, type WorkerFactory } from '../../../worker/runClient';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./packet.worker.ts', import.meta.url), { type: 'module' });

/** The page's handle on the window level's worker (the same contract as MptcpClient). */
export class PacketClient extends RunClient<PacketWorkerApi, PacketFrame> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the window-level worker');
  }

  start(
    scenario: MptcpScenario,
    options: PacketRunOptions,
    onFrame: (frame: PacketFrame) => void,
    onError: (message: string) => void,
  ): Promise<number> {
    return this.begin(onFrame, onError, (api, runId, frames, errors) =>
      api.start(runId, scenario, options, frames, errors),
    );
  }

  async pause(): Promise<void> {
    await this.onLive((api) => api.pause());
  }

  async resume(): Promise<void> {
    await this.onLive((api) => api.resume());
  }

  async setSpeed(speed: MptcpSpeed): Promise<void> {
    await this.onLive((api) => api.setSpeed(speed));
  }

  cancel(): Promise<void> {
    return this.end((api) => api.cancel());
  }
}
