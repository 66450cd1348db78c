import * as Comlink from 'comlink';

/** What a client needs of a worker: a Comlink endpoint that can be terminated. */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export type WorkerFactory = () => WorkerLike;

/**
 * A failure of a running job, reported by the worker. Ticks run from timers in the worker, where
 * an exception has no caller to reach: without this channel it would only reach the worker's
 * console and the lab would silently freeze. Failures of a call (start with parameters the engine
 * rejects, for example) reject that call instead. The run's id drops a replaced run's report.
 */
export interface WorkerErrorReport {
  runId: number;
  message: string;
}

interface Handlers<Frame> {
  runId: number;
  onFrame: (frame: Frame) => void;
  onError: (message: string) => void;
}

/** One worker with its Comlink proxy and a promise that rejects when it fails. */
interface Connection<Api> {
  worker: WorkerLike;
  api: Comlink.Remote<Api>;
  failed: Promise<never>;
  reject: (e: Error) => void;
  dead: boolean;
  detach: () => void;
}

const messageOf = (e: unknown): string =>
  e instanceof Error ? e.message || e.name : typeof e === 'string' ? e : String(e);

function describeWorkerEvent(ev: Event, label: string): string {
  const e = ev as ErrorEvent;
  if (typeof e.message === 'string' && e.message) {
    const where = e.filename ? ` (${e.filename}${e.lineno ? `:${e.lineno}` : ''})` : '';
    return `${label} crashed: ${e.message}${where}`;
  }
  return ev.type === 'messageerror'
    ? `${label} sent a message that could not be read`
    : `${label} failed to load or crashed`;
}

/**
 * The main thread's handle on a worker that streams the frames of one run at a time (every lab's
 * live run, through LiveClient). Runs are numbered here, so frames of a run that was replaced or
 * cancelled (still in flight when the new one starts) are dropped. Any failure (the worker's error
 * event, a rejected call, an error the worker reports, an exception in the frame handler) goes to
 * the run's onError once; the worker is then terminated and the next start creates a fresh one,
 * so the lab recovers without a reload. Calls never reject: failures reach onError, and a call on
 * a failed worker resolves to undefined.
 */
export abstract class RunClient<Api, Frame extends { runId: number }> {
  private connection: Connection<Api> | null = null;
  private handlers: Handlers<Frame> | null = null;
  private runId = 0;

  /** `label` names the worker in error messages ("the simulation worker"). */
  protected constructor(
    private readonly createWorker: WorkerFactory,
    private readonly label: string,
  ) {}

  /** The id of the current run (0 before the first start). */
  get currentRun(): number {
    return this.runId;
  }

  /**
   * Starts a run: `start` calls the worker's own start with the run's id and the two callbacks
   * (frames, and errors the worker reports).
   */
  protected async begin(
    onFrame: (frame: Frame) => void,
    onError: (message: string) => void,
    start: (
      api: Comlink.Remote<Api>,
      runId: number,
      frames: ((frame: Frame) => void) & Comlink.ProxyMarked,
      errors: ((report: WorkerErrorReport) => void) & Comlink.ProxyMarked,
    ) => Promise<unknown>,
  ): Promise<number> {
    const runId = ++this.runId;
    this.handlers = { runId, onFrame, onError };
    const c = this.connect();
    const frames = Comlink.proxy((frame: Frame) => this.deliver(c, frame));
    const errors = Comlink.proxy((report: WorkerErrorReport) => {
      if (report.runId === this.runId) this.fail(c, report.message);
    });
    await this.call(c, () => start(c.api, runId, frames, errors));
    return runId;
  }

  /** Stops the run; frames still in flight are dropped. */
  protected async end(cancel: (api: Comlink.Remote<Api>) => Promise<unknown>): Promise<void> {
    this.runId++;
    this.handlers = null;
    await this.onLive(cancel);
  }

  /** Cancels and terminates the worker for good (the page is going away). */
  dispose(): void {
    this.runId++;
    this.handlers = null;
    const c = this.connection;
    if (c) this.close(c);
  }

  /** A call on the live worker; undefined when there is none (or it fails meanwhile). */
  protected onLive<T>(action: (api: Comlink.Remote<Api>) => Promise<T>): Promise<T | undefined> {
    const c = this.connection;
    if (!c || c.dead) return Promise.resolve(undefined);
    return this.call(c, () => action(c.api));
  }

  private connect(): Connection<Api> {
    if (this.connection && !this.connection.dead) return this.connection;
    const worker = this.createWorker();
    let reject: (e: Error) => void = () => undefined;
    const failed = new Promise<never>((_, r) => (reject = r));
    failed.catch(() => undefined); // observed through call(); never an unhandled rejection
    const c: Connection<Api> = {
      worker,
      api: Comlink.wrap<Api>(worker),
      failed,
      reject,
      dead: false,
      detach: () => undefined,
    };
    const onError = (ev: Event) => this.fail(c, describeWorkerEvent(ev, this.label));
    worker.addEventListener('error', onError as EventListener);
    worker.addEventListener('messageerror', onError as EventListener);
    c.detach = () => {
      worker.removeEventListener('error', onError as EventListener);
      worker.removeEventListener('messageerror', onError as EventListener);
    };
    this.connection = c;
    return c;
  }

  /**
   * A call that settles even if the worker dies meanwhile (Comlink's pending calls would wait
   * forever for a terminated worker): it races the worker's failure.
   */
  private async call<T>(c: Connection<Api>, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await Promise.race([action(), c.failed]);
    } catch (e) {
      this.fail(c, messageOf(e));
      return undefined;
    }
  }

  private deliver(c: Connection<Api>, frame: Frame): void {
    const h = this.handlers;
    if (c.dead || h === null || frame.runId !== h.runId) return; // a stale run's frame
    try {
      h.onFrame(frame);
    } catch (e) {
      this.fail(c, `drawing a frame failed: ${messageOf(e)}`);
    }
  }

  private fail(c: Connection<Api>, message: string): void {
    if (c.dead) return;
    this.close(c);
    c.reject(new Error(message));
    this.handlers?.onError(message);
  }

  private close(c: Connection<Api>): void {
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
