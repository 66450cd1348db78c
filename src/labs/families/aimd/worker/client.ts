import type { AimdScenario } from '../scenario';
import type { AimdFrame, AimdWorkerApi, RunOptions, Speed, StepInfo } from './protocol';
import { RunClient, type WorkerFactory } from '../../../../worker/runClient';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./aimd.worker.ts', import.meta.url), { type: 'module' });

/**
 * The main thread's handle on the simulation worker (numbered runs, failures to onError once and a
 * fresh worker after one: see RunClient). Calls never reject; step resolves to null on a failed
 * worker.
 */
export class AimdClient extends RunClient<AimdWorkerApi, AimdFrame> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the simulation worker');
  }

  start(
    scenario: AimdScenario,
    options: RunOptions,
    onFrame: (frame: AimdFrame) => void,
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

  async step(): Promise<StepInfo | null> {
    return (await this.onLive((api) => api.step())) ?? null;
  }

  async setSpeed(speed: Speed): Promise<void> {
    await this.onLive((api) => api.setSpeed(speed));
  }

  /** Stops the run; frames still in flight are dropped. */
  cancel(): Promise<void> {
    return this.end((api) => api.cancel());
  }
}
