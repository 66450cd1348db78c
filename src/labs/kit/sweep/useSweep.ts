import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PointResultCore, SweepCore } from '../../../sweep/spec';
import type { SweepPool } from '../../../worker/sweepPool';
import { SweepStore, type SweepSnapshot } from './sweepStore';

/** A typed handle for end-to-end tests: the sweep's state without reading pixels. */
export interface SweepTestApi {
  lab: string;
  /** the canonical query of the sweep running (or last run) */
  query: string;
  status: SweepSnapshot<never>['status'];
  done: number;
  failed: number;
  total: number;
  /** starts so far (a restart or a new sweep bumps it) */
  runs: number;
}

declare global {
  interface Window {
    __sweepLab?: SweepTestApi;
    /** compare mode's second sweep */
    __sweepLabB?: SweepTestApi;
  }
}

/**
 * Where a lab's sweeps run and how they are named: a module-level constant per lab (the hook keys
 * its effects on it).
 */
export interface SweepSource<S extends SweepCore, R extends PointResultCore> {
  /** a pool of the lab's sweep workers, `size` of them (default: the machine's cores) */
  pool(size?: number): SweepPool<S, R>;
  /** the sweep's canonical query (what the test handle reports) */
  query(s: S): string;
  /** its number of points */
  total(s: S): number;
}

export interface SweepOptions<S = never> {
  /** workers; default one per core, at most 32 (worker/cores.ts; compare mode gives each sweep half) */
  poolSize?: number;
  /** which test handle this sweep fills: window.__sweepLab, or __sweepLabB for compare's B */
  handle?: '__sweepLab' | '__sweepLabB';
  /** ask the runner for the numbers so far of long points (the snapshot's `partials`) */
  partial?: boolean;
  /** the points (by index) to run before the others: what the page shows first (its headline) */
  first?: (spec: S) => readonly number[];
}

export interface SweepRun<R extends { index: number }> extends SweepSnapshot<R> {
  cancel: () => void;
  restart: () => void;
}

/**
 * Runs a sweep on a pool of Web Workers (one per core, worker/cores.ts): it starts when
 * the page opens and again whenever the sweep changes (the pool's start cancels the old run, so
 * nothing of it arrives afterwards); results are drawn as they complete, at most once per
 * animation frame. The UI thread only draws.
 */
export function useSweep<S extends SweepCore, R extends PointResultCore>(
  spec: S,
  source: SweepSource<S, R>,
  options: SweepOptions<S> = {},
): SweepRun<R> {
  const { poolSize, handle = '__sweepLab', partial = false } = options;
  // read when a run starts (the spec's query keys the run): a new function each render is fine
  const first = useRef(options.first);
  first.current = options.first;
  const pool = useMemo(() => source.pool(poolSize), [source, poolSize]);
  const store = useMemo(() => new SweepStore<R>(), []);
  const [snapshot, setSnapshot] = useState<SweepSnapshot<R>>(() => store.snapshot());
  const [restarts, setRestarts] = useState(0);
  const frame = useRef(0);
  const runs = useRef(0);
  const specRef = useRef(spec);
  const query = source.query(spec);
  useEffect(() => {
    specRef.current = spec;
  });

  useEffect(() => () => pool.dispose(), [pool]);

  useEffect(() => {
    const s = specRef.current;
    const api: SweepTestApi = {
      lab: s.lab,
      query,
      status: 'running',
      done: 0,
      failed: 0,
      total: source.total(s),
      runs: ++runs.current,
    };
    window[handle] = api;
    const draw = () => {
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        setSnapshot(store.snapshot());
      });
    };
    store.reset(query, api.total);
    draw();
    const outcome = pool.start(
      s,
      (r) => {
        store.add(r);
        draw();
      },
      (p) => {
        store.setProgress(p);
        api.done = p.done;
        api.failed = p.failed;
        api.total = p.total;
        draw();
      },
      {
        onError: (f) => {
          store.fail(f);
          draw();
        },
        onPartial: partial
          ? (r) => {
              store.partial(r);
              draw();
            }
          : undefined,
        first: first.current?.(s),
      },
    );
    const id = pool.currentRun;
    void outcome.then((o) => {
      if (o.runId !== id || pool.currentRun !== id) return; // a newer run replaced it
      store.finish(o.status);
      api.status = o.status;
      draw();
    });
    return () => pool.cancel();
  }, [pool, store, query, restarts, handle, source, partial]);

  useEffect(
    () => () => {
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    },
    [],
  );

  const cancel = useCallback(() => pool.cancel(), [pool]);
  const restart = useCallback(() => setRestarts((r) => r + 1), []);
  return { ...snapshot, cancel, restart };
}
