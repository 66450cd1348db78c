import * as Comlink from 'comlink';
import type { AimdScenario } from '../labs/aimd/scenario';
import type {
  AimdFrame,
  AimdWorkerApi,
  RunOptions,
  Speed,
  StepInfo,
  WorkerErrorReport,
} from './aimdProtocol';

/** What the client needs of a worker: a Comlink endpoint that can be terminated. */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export type WorkerFactory = () => WorkerLike;

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./aimd.worker.ts', import.meta.url), { type: 'module' });

interface Handlers {
  runId: number;
  onFrame: (frame: AimdFrame) => void;
  onError: (message: string) => void;
}

/** One worker with its Comlink proxy and a promise that rejects when it fails. */
interface Connection {
  worker: WorkerLike;
  api: Comlink.Remote<AimdWorkerApi>;
  failed: Promise<never>;
  reject: (e: Error) => void;
  dead: boolean;
  detach: () => void;
}

const messageOf = (e: unknown): string =>
  e instanceof Error ? e.message || e.name : typeof e === 'string' ? e : String(e);

function describeWorkerEvent(ev: Event): string {
  const e = ev as ErrorEvent;
  if (typeof e.message === 'string' && e.message) {
    const where = e.filename ? ` (${e.filename}${e.lineno ? `:${e.lineno}` : ''})` : '';
    return `the simulation worker crashed: ${e.message}${where}`;
  }
  return ev.type === 'messageerror'
    ? 'the simulation worker sent a message that could not be read'
    : 'the simulation worker failed to load or crashed';
}

/**
 * The main thread's handle on the simulation worker. Runs are numbered here, so frames of a run
 * that was replaced or cancelled (still in flight when the new one starts) are dropped. Any
 * failure (the worker's error event, a rejected call, an error the worker reports, an exception in
 * the frame handler) goes to the run's onError once; the worker is then terminated and the next
 * start() creates a fresh one, so the lab recovers without a reload. Calls never reject: failures
 * reach onError, and a call on a failed worker resolves (to null for step).
 */
export class AimdClient {
  private connection: Connection | null = null;
  private handlers: Handlers | null = null;
  private runId = 0;

  constructor(private readonly createWorker: WorkerFactory = browserWorker) {}

  /** The id of the current run (0 before the first start). */
  get currentRun(): number {
    return this.runId;
  }

  async start(
    scenario: AimdScenario,
    options: RunOptions,
    onFrame: (frame: AimdFrame) => void,
    onError: (message: string) => void,
  ): Promise<number> {
    const runId = ++this.runId;
    this.handlers = { runId, onFrame, onError };
    const c = this.connect();
    const frames = Comlink.proxy((frame: AimdFrame) => this.deliver(c, frame));
    const errors = Comlink.proxy((report: WorkerErrorReport) => {
      if (report.runId === this.runId) this.fail(c, report.message);
    });
    await this.call(c, () => c.api.start(runId, scenario, options, frames, errors));
    return runId;
  }

  async pause(): Promise<void> {
    await this.onLive((c) => c.api.pause());
  }

  async resume(): Promise<void> {
    await this.onLive((c) => c.api.resume());
  }

  async step(): Promise<StepInfo | null> {
    return (await this.onLive((c) => c.api.step())) ?? null;
  }

  async setSpeed(speed: Speed): Promise<void> {
    await this.onLive((c) => c.api.setSpeed(speed));
  }

  /** Stops the run; frames still in flight are dropped. */
  async cancel(): Promise<void> {
    this.runId++;
    this.handlers = null;
    await this.onLive((c) => c.api.cancel());
  }

  /** Cancels and terminates the worker for good (the page is going away). */
  dispose(): void {
    this.runId++;
    this.handlers = null;
    const c = this.connection;
    if (c) this.close(c);
  }

  private connect(): Connection {
    if (this.connection && !this.connection.dead) return this.connection;
    const worker = this.createWorker();
    let reject: (e: Error) => void = () => undefined;
    const failed = new Promise<never>((_, r) => (reject = r));
    failed.catch(() => undefined); // observed through call(); never an unhandled rejection
    const c: Connection = {
      worker,
      api: Comlink.wrap<AimdWorkerApi>(worker),
      failed,
      reject,
      dead: false,
      detach: () => undefined,
    };
    const onError = (ev: Event) => this.fail(c, describeWorkerEvent(ev));
    worker.addEventListener('error', onError as EventListener);
    worker.addEventListener('messageerror', onError as EventListener);
    c.detach = () => {
      worker.removeEventListener('error', onError as EventListener);
      worker.removeEventListener('messageerror', onError as EventListener);
    };
    this.connection = c;
    return c;
  }

  private onLive<T>(action: (c: Connection) => Promise<T>): Promise<T | undefined> {
    const c = this.connection;
    if (!c || c.dead) return Promise.resolve(undefined);
    return this.call(c, () => action(c));
  }

  /**
   * A call that settles even if the worker dies meanwhile (Comlink's pending calls would wait
   * forever for a terminated worker): it races the worker's failure.
   */
  private async call<T>(c: Connection, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await Promise.race([action(), c.failed]);
    } catch (e) {
      this.fail(c, messageOf(e));
      return undefined;
    }
  }

  private deliver(c: Connection, frame: AimdFrame): void {
    const h = this.handlers;
    if (c.dead || h === null || frame.runId !== h.runId) return; // a stale run's frame
    try {
      h.onFrame(frame);
    } catch (e) {
      this.fail(c, `drawing a frame failed: ${messageOf(e)}`);
    }
  }

  private fail(c: Connection, message: string): void {
    if (c.dead) return;
    this.close(c);
    c.reject(new Error(message));
    this.handlers?.onError(message);
  }

  private close(c: Connection): void {
    c.dead = true;
    c.detach();
    try {
      c.api[Comlink.releaseProxy](); // frees Comlink's listeners; the worker may already be gone
    } finally {
      c.worker.terminate();
    }
    if (this.connection === c) this.connection = null;
  }
}
