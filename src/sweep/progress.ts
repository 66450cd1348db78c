/**
 * Progress of a running sweep, for the pages' progress bar and the CLI's progress line. The time
 * left is estimated from the mean wall time per finished point so far (wall time of the whole
 * pool, so it already accounts for the points running in parallel).
 */
export interface SweepProgress {
  /** points finished (including failed ones) */
  done: number;
  /** points that failed (each reported through the pool's onError) */
  failed: number;
  total: number;
  elapsedMs: number;
  /** estimated time left; null before the first point finishes */
  etaMs: number | null;
}

export function progressOf(
  done: number,
  failed: number,
  total: number,
  elapsedMs: number,
): SweepProgress {
  const etaMs = done > 0 ? (elapsedMs / done) * (total - done) : null;
  return { done, failed, total, elapsedMs, etaMs };
}

/** "1.2 s", "3 min 20 s", "1 h 05 min". */
export function formatDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 60) return `${Math.round(s)} s`;
  const whole = Math.round(s);
  const m = Math.floor(whole / 60);
  if (m < 60) return `${m} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/** "37/200 points (18 %), 2.1 s elapsed, about 9.0 s left" */
export function formatProgress(p: SweepProgress): string {
  const percent = p.total > 0 ? Math.floor((100 * p.done) / p.total) : 100;
  const failed = p.failed > 0 ? `, ${p.failed} failed` : '';
  const left =
    p.done >= p.total
      ? 'done'
      : p.etaMs === null
        ? 'estimating the time left'
        : `about ${formatDuration(p.etaMs)} left`;
  return `${p.done}/${p.total} points (${percent} %)${failed}, ${formatDuration(p.elapsedMs)} elapsed, ${left}`;
}
