import * as Comlink from 'comlink';
import type { TraceSetInput, TraceSetView } from '../../../trace/set';
import type { TwinView } from '../twin/view';
import type { TraceReadApi } from './read.worker';
import type { TraceRead } from './readSource';

export type { TraceRead } from './readSource';

/** What a read came to: the trace, a cancel, or a failure of the worker or the fetch. */
export type ReadOutcome =
  { kind: 'read'; read: TraceRead } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

/** What the page asks of a read trace later: made in the worker that holds its series. */
export interface TraceSession {
  seriesCsv(indices: readonly number[], ks: readonly number[]): Promise<string>;
  twin(): Promise<TwinView>;
}

/**
 * One read in its own worker. Cancel terminates the worker at once (a 1 GB capture stops
 * mid-chunk, nothing to wait for). Without `keep` the worker ends with the read and frees its
 * memory; with it, the worker stays, holding the series for `session`, until `cancel`.
 */
export function startRead(
  source: Blob | string,
  onProgress: (bytes: number, size: number) => void,
  keep = false,
): { done: Promise<ReadOutcome>; cancel: () => void; session: TraceSession } {
  const worker = new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<TraceReadApi>(worker);
  let settle: (o: ReadOutcome) => void = () => {};
  const done = new Promise<ReadOutcome>((resolve) => (settle = resolve));
  let over = false;
  let ended = false;
  const end = () => {
    if (!ended) worker.terminate();
    ended = true;
  };
  const finish = (o: ReadOutcome) => {
    if (over) return;
    over = true;
    if (!keep || o.kind !== 'read') end();
    settle(o);
  };
  worker.addEventListener('error', (e) =>
    finish({ kind: 'failed', message: e.message || 'the trace reader failed to start' }),
  );
  // Progress travels on its own channel: a report still in flight when the read ends (or is
  // cancelled) would arrive after the outcome and put the page back to "reading". Dropped here.
  const progress = (bytes: number, size: number) => {
    if (!over) onProgress(bytes, size);
  };
  api.read(source, Comlink.proxy(progress)).then(
    (read) => finish({ kind: 'read', read }),
    (e: unknown) => finish({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
  );
  const gone = () => Promise.reject(new Error('the trace is no longer held: open it again'));
  const session: TraceSession = {
    seriesCsv: (indices, ks) => (ended ? gone() : api.seriesCsv(indices, ks)),
    twin: () => (ended ? gone() : api.twin()),
  };
  return {
    done,
    cancel: () => {
      finish({ kind: 'cancelled' });
      end();
    },
    session,
  };
}

/** What a set's comparison came to: the report, a cancel, or a failure of the worker. */
export type SetOutcome =
  | { kind: 'compared'; view: TraceSetView }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** Throughput against N over the reads' fit and measures, in a worker of its own. */
export function startSet(inputs: TraceSetInput[]): {
  done: Promise<SetOutcome>;
  cancel: () => void;
} {
  const worker = new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<TraceReadApi>(worker);
  let settle: (o: SetOutcome) => void = () => {};
  const done = new Promise<SetOutcome>((resolve) => (settle = resolve));
  let over = false;
  const finish = (o: SetOutcome) => {
    if (over) return;
    over = true;
    worker.terminate();
    settle(o);
  };
  worker.addEventListener('error', (e) =>
    finish({ kind: 'failed', message: e.message || 'the trace reader failed to start' }),
  );
  api.traceSet(inputs).then(
    (view) => finish({ kind: 'compared', view }),
    (e: unknown) => finish({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
  );
  return { done, cancel: () => finish({ kind: 'cancelled' }) };
}
