import type { SweepProgress } from '../../../sweep/progress';
import type { PointFailure } from '../../../worker/sweepPool';
import type { RunStatus } from './progressText';

/** What a sweep page draws: an immutable snapshot, taken at most once per animation frame. */
export interface SweepSnapshot<R extends { index: number }> {
  /** the sweep's canonical query (the CSV's "# sweep:" line) */
  query: string;
  status: RunStatus;
  progress: SweepProgress;
  /** results by point index; undefined where a point has not completed */
  byIndex: readonly (R | undefined)[];
  /** the completed points, in point order */
  results: readonly R[];
  /** the points under way that reported their numbers so far (useSweep's `partial` option) */
  partials?: readonly R[];
  failures: readonly PointFailure[];
  /** bumps with every change: what memoised data shaping keys on */
  version: number;
}

const idle = (total: number): SweepProgress => ({
  done: 0,
  failed: 0,
  total,
  elapsedMs: 0,
  etaMs: null,
});

/**
 * The mutable side of a running sweep: the pool's callbacks write here, the page reads
 * snapshots. Pure (no React, no timers), so that it is tested directly.
 */
export class SweepStore<R extends { index: number }> {
  private query = '';
  private status: RunStatus = 'idle';
  private progress: SweepProgress = idle(0);
  private byIndex: (R | undefined)[] = [];
  private partials = new Map<number, R>();
  private failures: PointFailure[] = [];
  private version = 0;
  private cached: SweepSnapshot<R> | null = null;

  /** A new run of `query` with `total` points: everything before is forgotten. */
  reset(query: string, total: number): void {
    this.query = query;
    this.status = 'running';
    this.progress = idle(total);
    this.byIndex = new Array<R | undefined>(total);
    this.partials.clear();
    this.failures = [];
    this.touch();
  }

  add(r: R): void {
    this.byIndex[r.index] = r;
    this.partials.delete(r.index);
    this.touch();
  }

  /** A point's numbers so far; ignored once the point has completed. */
  partial(r: R): void {
    if (this.byIndex[r.index] !== undefined) return;
    this.partials.set(r.index, r);
    this.touch();
  }

  fail(f: PointFailure): void {
    this.failures.push(f);
    this.touch();
  }

  setProgress(p: SweepProgress): void {
    this.progress = p;
    this.touch();
  }

  finish(status: 'done' | 'cancelled'): void {
    this.status = status;
    this.touch();
  }

  get current(): { query: string; status: RunStatus; progress: SweepProgress } {
    return { query: this.query, status: this.status, progress: this.progress };
  }

  snapshot(): SweepSnapshot<R> {
    if (this.cached) return this.cached;
    const byIndex = this.byIndex.slice();
    this.cached = {
      query: this.query,
      status: this.status,
      progress: this.progress,
      byIndex,
      results: byIndex.filter((r): r is R => r !== undefined),
      partials: [...this.partials.values()].sort((a, b) => a.index - b.index),
      failures: this.failures.slice(),
      version: this.version,
    };
    return this.cached;
  }

  private touch(): void {
    this.version++;
    this.cached = null;
  }
}

/** The snapshot before any run. */
export const EMPTY_SNAPSHOT: SweepSnapshot<never> = {
  query: '',
  status: 'idle',
  progress: idle(0),
  byIndex: [],
  results: [],
  failures: [],
  version: 0,
};
