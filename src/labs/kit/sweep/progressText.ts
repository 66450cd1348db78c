import { formatDuration, type SweepProgress } from '../../../sweep/progress';

export type RunStatus = 'idle' | 'running' | 'done' | 'cancelled';

/**
 * The progress line: "37 / 200 points · 18 % · about 9.0 s left" while running, "200 / 200
 * points · done in 4.1 s" at the end, "37 / 200 points · cancelled" after a cancel.
 */
export function progressText(p: SweepProgress, status: RunStatus): string {
  const head = `${p.done} / ${p.total} points`;
  const failed = p.failed > 0 ? ` · ${p.failed} failed` : '';
  if (status === 'idle') return `${head} · not started`;
  if (status === 'cancelled') return `${head}${failed} · cancelled`;
  if (status === 'done' || p.done >= p.total)
    return `${head}${failed} · done in ${formatDuration(p.elapsedMs)}`;
  const pct = p.total > 0 ? Math.floor((100 * p.done) / p.total) : 0;
  const left =
    p.etaMs === null || !Number.isFinite(p.etaMs)
      ? 'estimating the time left'
      : `about ${formatDuration(p.etaMs)} left`;
  return `${head}${failed} · ${pct} % · ${left}`;
}

/** The filled fraction of the progress bar, in [0, 1]. */
export function progressFraction(p: SweepProgress): number {
  return p.total > 0 ? Math.min(1, Math.max(0, p.done / p.total)) : 1;
}
