import * as Comlink from 'comlink';
import { inShard, type Shard, type SweepPoint } from '../sweep/plan';
import { progressOf, type SweepProgress } from '../sweep/progress';
import type { PointResultCore, SweepCore } from '../sweep/spec';
import type { WorkerFactory, WorkerLike } from './runClient';
import type { SweepWorkerApi } from './sweepProtocol';
import { workerCount } from './cores';

export interface SweepPoolOptions<S extends SweepCore> {
  /** the lab's sweep worker (a module that calls exposeSweepWorker with its point runner) */
  createWorker: WorkerFactory;
  /** the sweep's points, in order (the lab's enumeration, with its series) */
  points: (spec: S) => SweepPoint[];
  /** workers; default one per core (cores.ts: navigator.hardwareConcurrency, at most 32) */
  size?: number;
  /** wall clock in ms (for the progress and its estimate of the time left) */
  now?: () => number;
  /** tries per point before it is reported failed (default 2: one retry on a fresh worker) */
  attempts?: number;
}

export interface PointFailure {
  point: SweepPoint;
  message: string;
}

export interface SweepStartOptions<R = unknown> {
  /** run only every k-th point starting at i (as the CLI's --shard) */
  shard?: Shard | null;
  /** a point that failed for good (its worker crashed or threw, twice): the sweep goes on */
  onError?: (failure: PointFailure) => void;
  /** a long point's numbers so far, as its runner reports them (none unless given) */
  onPartial?: (partial: R) => void;
  /**
   * Points (by index) handed out before the others, in this order: those a page shows first (its
   * headline's). Every point runs as it would in any order, so the results do not change.
   */
  first?: readonly number[];
}

export interface SweepOutcome<R> {
  runId: number;
  status: 'done' | 'cancelled';
  /** the results that arrived, in point order */
  results: R[];
  failures: PointFailure[];
  elapsedMs: number;
}

/** One worker with its Comlink proxy and a promise that rejects when it fails. */
interface Connection<S, R> {
  worker: WorkerLike;
  api: Comlink.Remote<SweepWorkerApi<S, R>>;
  failed: Promise<never>;
  reject: (e: Error) => void;
  dead: boolean;
  detach: () => void;
}

interface Run<S, R> {
  id: number;
  spec: S;
  queue: SweepPoint[];
  total: number;
  results: R[];
  failures: PointFailure[];
  tries: Map<number, number>;
  started: number;
  onPoint: (r: R) => void;
  onProgress: (p: SweepProgress) => void;
  onError: (f: PointFailure) => void;
  onPartial: ((partial: R) => void) | null;
  resolve: (o: SweepOutcome<R>) => void;
}

/** The points named by `first` (in that order), then the others in their order. */
function firstThese(points: SweepPoint[], first: readonly number[]): SweepPoint[] {
  if (first.length === 0) return points;
  const byIndex = new Map(points.map((p) => [p.index, p]));
  const head = first.flatMap((i) => {
    const p = byIndex.get(i);
    byIndex.delete(i);
    return p ? [p] : [];
  });
  return [...head, ...points.filter((p) => byIndex.has(p.index))];
}

const messageOf = (e: unknown): string =>
  e instanceof Error ? e.message || e.name : typeof e === 'string' ? e : String(e);

function describeWorkerEvent(ev: Event): string {
  const e = ev as ErrorEvent;
  if (typeof e.message === 'string' && e.message) return `the sweep worker crashed: ${e.message}`;
  return ev.type === 'messageerror'
    ? 'the sweep worker sent a message that could not be read'
    : 'the sweep worker failed to load or crashed';
}

/**
 * A pool of Web Workers running a sweep's points, for the lab pages. `start` hands the points out
 * in order to `size` workers and calls `onPoint` as each completes, and `onProgress` after each
 * (done / total and an estimate of the time left); it resolves when the sweep is done or
 * cancelled. `cancel` terminates the workers at once (a point is one synchronous computation: a
 * message could only stop it between points), and a new `start` cancels the running sweep first,
 * so nothing of the old sweep reaches the new one's callbacks. A worker that crashes or rejects is
 * terminated, its point is retried once on a fresh worker, then reported through `onError`.
 */
export class SweepPool<S extends SweepCore, R extends PointResultCore> {
  readonly size: number;
  private readonly createWorker: WorkerFactory;
  private readonly points: (spec: S) => SweepPoint[];
  private readonly now: () => number;
  private readonly attempts: number;
  private slots: (Connection<S, R> | null)[] = [];
  private run: Run<S, R> | null = null;
  private runId = 0;

  constructor(options: SweepPoolOptions<S>) {
    this.size = Math.max(1, Math.floor(options.size ?? workerCount()));
    this.createWorker = options.createWorker;
    this.points = options.points;
    this.now = options.now ?? (() => performance.now());
    this.attempts = Math.max(1, options.attempts ?? 2);
  }

  /** The id of the latest start (0 before the first). */
  get currentRun(): number {
    return this.runId;
  }

  get running(): boolean {
    return this.run !== null;
  }

  start(
    spec: S,
    onPoint: (result: R) => void,
    onProgress: (progress: SweepProgress) => void,
    options: SweepStartOptions<R> = {},
  ): Promise<SweepOutcome<R>> {
    this.cancel();
    const points = firstThese(
      this.points(spec).filter((p) => inShard(p, options.shard ?? null)),
      options.first ?? [],
    );
    let resolve: (o: SweepOutcome<R>) => void = () => undefined;
    const outcome = new Promise<SweepOutcome<R>>((r) => (resolve = r));
    const run: Run<S, R> = {
      id: ++this.runId,
      spec,
      queue: points,
      total: points.length,
      results: [],
      failures: [],
      tries: new Map(),
      started: this.now(),
      onPoint,
      onProgress,
      onError: options.onError ?? (() => undefined),
      onPartial: options.onPartial ?? null,
      resolve,
    };
    this.run = run;
    this.report(run);
    const lanes = Math.min(this.size, points.length);
    if (lanes === 0) this.finish(run, 'done');
    let active = lanes;
    for (let lane = 0; lane < lanes; lane++) {
      void this.drive(run, lane).then(() => {
        if (--active === 0) this.finish(run, 'done');
      });
    }
    return outcome;
  }

  /** Stops the sweep now: the workers are terminated (fresh ones start with the next sweep). */
  cancel(): void {
    const run = this.run;
    if (!run) return;
    this.run = null;
    this.closeAll();
    this.finish(run, 'cancelled');
  }

  /** Cancels and terminates every worker for good (the page is going away). */
  dispose(): void {
    this.cancel();
    this.closeAll();
  }

  /** One lane: takes the next point while the run is current, on this lane's worker. */
  private async drive(run: Run<S, R>, lane: number): Promise<void> {
    while (this.run === run) {
      const point = run.queue.shift();
      if (!point) return;
      const c = this.connect(lane);
      let result: R;
      const onPartial = run.onPartial;
      // a stale partial (the sweep was replaced or cancelled) is dropped here
      const partial = onPartial
        ? Comlink.proxy((r: R) => {
            if (this.run === run) onPartial(r);
          })
        : undefined;
      try {
        // (Comlink's types do not follow generics through the structured clone: R in, R out)
        result = (await Promise.race([
          c.api.runPoint(run.spec as never, point, partial as never),
          c.failed,
        ])) as R;
      } catch (e) {
        if (this.run !== run) return;
        this.close(c); // its state is not to be trusted: the next point gets a fresh worker
        const tries = (run.tries.get(point.index) ?? 0) + 1;
        run.tries.set(point.index, tries);
        if (tries < this.attempts) run.queue.unshift(point);
        else this.fail(run, { point, message: messageOf(e) });
        continue;
      }
      if (this.run !== run) return;
      run.results.push(result);
      try {
        run.onPoint(result);
      } catch (e) {
        run.onError({ point, message: `handling the result failed: ${messageOf(e)}` });
      }
      this.report(run);
    }
  }

  private fail(run: Run<S, R>, failure: PointFailure): void {
    run.failures.push(failure);
    try {
      run.onError(failure);
    } finally {
      this.report(run);
    }
  }

  private report(run: Run<S, R>): void {
    const done = run.results.length + run.failures.length;
    run.onProgress(progressOf(done, run.failures.length, run.total, this.now() - run.started));
  }

  private finish(run: Run<S, R>, status: SweepOutcome<R>['status']): void {
    if (this.run === run) this.run = null;
    run.resolve({
      runId: run.id,
      status,
      results: [...run.results].sort((a, b) => a.index - b.index),
      failures: run.failures,
      elapsedMs: this.now() - run.started,
    });
  }

  private connect(lane: number): Connection<S, R> {
    const existing = this.slots[lane];
    if (existing && !existing.dead) return existing;
    const worker = this.createWorker();
    let reject: (e: Error) => void = () => undefined;
    const failed = new Promise<never>((_, r) => (reject = r));
    failed.catch(() => undefined); // observed through the race in drive()
    const c: Connection<S, R> = {
      worker,
      api: Comlink.wrap<SweepWorkerApi<S, R>>(worker),
      failed,
      reject,
      dead: false,
      detach: () => undefined,
    };
    const onError = (ev: Event) => {
      c.reject(new Error(describeWorkerEvent(ev)));
      this.close(c);
    };
    worker.addEventListener('error', onError as EventListener);
    worker.addEventListener('messageerror', onError as EventListener);
    c.detach = () => {
      worker.removeEventListener('error', onError as EventListener);
      worker.removeEventListener('messageerror', onError as EventListener);
    };
    this.slots[lane] = c;
    return c;
  }

  private closeAll(): void {
    for (const c of this.slots) if (c) this.close(c);
    this.slots = [];
  }

  private close(c: Connection<S, R>): void {
    if (c.dead) return;
    c.dead = true;
    c.detach();
    c.reject(new Error('the sweep worker was stopped'));
    try {
      c.api[Comlink.releaseProxy]();
    } finally {
      c.worker.terminate();
    }
    const lane = this.slots.indexOf(c);
    if (lane >= 0) this.slots[lane] = null;
  }
}
