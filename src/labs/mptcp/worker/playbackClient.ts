import type { MptcpScenario } from '../scenario';
import type { MptcpSpeed, PlaybackWorkerApi } from './protocol';
import { RunClient, type WorkerFactory } from '../../../worker/runClient';

/**
 * The page's handle on one of the lab's paced workers (the fluid model's or the window level's):
 * RunClient's contract (numbered runs, stale frames dropped, a fresh worker after a crash) with the
 * playback controls both workers share.
 */
export class PlaybackClient<Options, Frame extends { runId: number }> extends RunClient<
  PlaybackWorkerApi<Options, Frame>,
  Frame
> {
  constructor(createWorker: WorkerFactory, name: string) {
    super(createWorker, name);
  }

  start(
    scenario: MptcpScenario,
    options: Options,
    onFrame: (frame: Frame) => void,
    onError: (message: string) => void,
  ): Promise<number> {
    // (Comlink's types do not follow a generic through the structured clone: Options in, Options out)
    return this.begin(onFrame, onError, (api, runId, frames, errors) =>
      api.start(runId, scenario, options as never, frames, errors),
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
