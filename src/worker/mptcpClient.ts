import * as Comlink from 'comlink';
import type { MptcpScenario } from '../labs/mptcp/scenario';
import type { WorkerFactory, WorkerLike } from './aimdClient';
import type {
  MptcpFrame,
  MptcpRunOptions,
  MptcpSpeed,
  MptcpWorkerApi,
  WorkerErrorReport,
} from './mptcpProtocol';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./mptcp.worker.ts', import.meta.url), { type: 'module' });

interface Handlers {
  runId: number;
  onFrame: (frame: MptcpFrame) => void;
  onError: (message: string) => void;
}

interface Connection {
  worker: WorkerLike;
  api: Comlink.Remote<MptcpWorkerApi>;
  failed: Promise<never>;
  reject: (e: Error) => void;
  dead: boolean;
  detach: () => void;
}

const messageOf = (e: unknown): string =>
  e instanceof Error ? e.message || e.name : typeof e === 'string' ? e : String(e);

function describeWorkerEvent(ev: Event): string {
  const e = ev as ErrorEvent;
  if (typeof e.message === 'string' && e.message)
    return `the fluid-model worker crashed: ${e.message}`;
  return ev.type === 'messageerror'
    ? 'the fluid-model worker sent a message that could not be read'
    : 'the fluid-model worker failed to load or crashed';
}

/**
 * The page's handle on the Multipath TCP worker (the same contract as AimdClient): runs are
 * numbered here and frames of a replaced run are dropped; any failure reaches the run's onError
 * once, the worker is terminated and the next start() creates a fresh one. Calls never reject.
 */
export class MptcpClient {
  private connection: Connection | null = null;
  private handlers: Handlers | null = null;
  private runId = 0;

  constructor(private readonly createWorker: WorkerFactory = browserWorker) {}

  get currentRun(): number {
    return this.runId;
  }

  async start(
    scenario: MptcpScenario,
    options: MptcpRunOptions,
    onFrame: (frame: MptcpFrame) => void,
    onError: (message: string) => void,
  ): Promise<number> {
    const runId = ++this.runId;
    this.handlers = { runId, onFrame, onError };
    const c = this.connect();
    const frames = Comlink.proxy((frame: MptcpFrame) => this.deliver(c, frame));
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

  async setSpeed(speed: MptcpSpeed): Promise<void> {
    await this.onLive((c) => c.api.setSpeed(speed));
  }

  async cancel(): Promise<void> {
    this.runId++;
    this.handlers = null;
    await this.onLive((c) => c.api.cancel());
  }

  dispose(): void {
    this.runId++;
    this.handlers = null;
    if (this.connection) this.close(this.connection);
  }

  private connect(): Connection {
    if (this.connection && !this.connection.dead) return this.connection;
    const worker = this.createWorker();
    let reject: (e: Error) => void = () => undefined;
    const failed = new Promise<never>((_, r) => (reject = r));
    failed.catch(() => undefined);
    const c: Connection = {
      worker,
      api: Comlink.wrap<MptcpWorkerApi>(worker),
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

  private async call<T>(c: Connection, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await Promise.race([action(), c.failed]);
    } catch (e) {
      this.fail(c, messageOf(e));
      return undefined;
    }
  }

  private deliver(c: Connection, frame: MptcpFrame): void {
    const h = this.handlers;
    if (c.dead || h === null || frame.runId !== h.runId) return;
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
      c.api[Comlink.releaseProxy]();
    } finally {
      c.worker.terminate();
    }
    if (this.connection === c) this.connection = null;
  }
}
