import type * as Comlink from 'comlink';
import type { LiveTypes, LiveWorkerApi } from './liveApi';
import { RunClient, type WorkerFactory } from './runClient';

/**
 * The page's handle on a lab's live worker: RunClient's contract (numbered runs, the frames of a
 * replaced run dropped, failures to onError once and a fresh worker after one) with the controls
 * every live API has. Calls never reject; a step resolves to null on a failed worker.
 */
export class LiveClient<T extends LiveTypes> extends RunClient<LiveWorkerApi<T>, T['frame']> {
  /** `label` names the worker in error messages ("the simulation worker"). */
  constructor(createWorker: WorkerFactory, label: string) {
    super(createWorker, label);
  }

  start(
    scenario: T['scenario'],
    options: T['options'],
    onFrame: (frame: T['frame']) => void,
    onError: (message: string) => void,
  ): Promise<number> {
    return this.begin(onFrame, onError, (api, runId, frames, errors) =>
      this.remote(api).start(runId, scenario, options, frames, errors),
    );
  }

  async pause(): Promise<void> {
    await this.onLive((api) => this.remote(api).pause());
  }

  async resume(): Promise<void> {
    await this.onLive((api) => this.remote(api).resume());
  }

  async step(kind?: T['stepKind']): Promise<T['stepInfo'] | null> {
    return (await this.onLive((api) => this.remote(api).step(kind))) ?? null;
  }

  async setSpeed(speed: T['speed']): Promise<void> {
    await this.onLive((api) => this.remote(api).setSpeed(speed));
  }

  /** Stops the run; frames still in flight are dropped. */
  cancel(): Promise<void> {
    return this.end((api) => this.remote(api).cancel());
  }

  /**
   * The proxy with the calls' types spelled out: Comlink's Remote maps each method through
   * conditional types, which do not resolve for a generic T (values are structured-cloned, and
   * the callbacks are Comlink proxies, as `begin` makes them).
   */
  private remote(api: Comlink.Remote<LiveWorkerApi<T>>): RemoteLiveApi<T> {
    return api as unknown as RemoteLiveApi<T>;
  }
}

type RemoteLiveApi<T extends LiveTypes> = {
  [K in keyof LiveWorkerApi<T>]: (
    ...args: Parameters<LiveWorkerApi<T>[K]>
  ) => Promise<Awaited<ReturnType<LiveWorkerApi<T>[K]>>>;
};
