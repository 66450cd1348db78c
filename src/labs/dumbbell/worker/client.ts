import { RunClient, type WorkerFactory } from '../../../worker/runClient';
import type { DumbbellScenario } from '../../families/packet/scenario';
import type {
  CongestionStep,
  DumbbellFrame,
  DumbbellWorkerApi,
  PacketStep,
  RunOptions,
  Speed,
} from './protocol';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./dumbbell.worker.ts', import.meta.url), { type: 'module' });

/**
 * The main thread's handle on the packet simulation's worker (numbered runs, failures to onError
 * once and a fresh worker after one: see RunClient). Calls never reject; a step resolves to null on
 * a failed worker.
 */
export class DumbbellClient extends RunClient<DumbbellWorkerApi, DumbbellFrame> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the packet simulation worker');
  }

  start(
    scenario: DumbbellScenario,
    options: RunOptions,
    onFrame: (frame: DumbbellFrame) => void,
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

  async stepPacket(): Promise<PacketStep | null> {
    return (await this.onLive((api) => api.stepPacket())) ?? null;
  }

  async stepCongestion(): Promise<CongestionStep | null> {
    return (await this.onLive((api) => api.stepCongestion())) ?? null;
  }

  async setSpeed(speed: Speed): Promise<void> {
    await this.onLive((api) => api.setSpeed(speed));
  }

  /** Stops the run; frames still in flight are dropped. */
  cancel(): Promise<void> {
    return this.end((api) => api.cancel());
  }
}
