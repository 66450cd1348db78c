import type { MptcpScenario } from '../scenario';
import type { MptcpFrame, MptcpRunOptions, MptcpSpeed, MptcpWorkerApi } from './protocol';
import { RunClient, type WorkerFactory } from '../../../worker/runClient';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./mptcp.worker.ts', import.meta.url), { type: 'module' });

/** The page's handle on the Multipath TCP worker (the same contract as AimdClient: RunClient). */
export class MptcpClient extends RunClient<MptcpWorkerApi, MptcpFrame> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the fluid-model worker');
  }

  start(
    scenario: MptcpScenario,
    options: MptcpRunOptions,
    onFrame: (frame: MptcpFrame) => void,
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
