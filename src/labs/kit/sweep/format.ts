import { formatDuration, type SweepProgress } from '../../../sweep/progress';
import type { Estimate } from '../../../sweep/aggregate';

/**
 * Text of the sweep pages, in one place: every number goes through these, so that a missing or
 * non-finite value is shown as a dash, never as "NaN".
 */
export const DASH = '—';

/** A number with `digits` decimals, or a dash. */
export function fixed(v: number | null | undefined, digits = 5): string {
  return v === null || v === undefined || !Number.isFinite(v) ? DASH : v.toFixed(digits);
}

/** A fraction as a percentage ("90 %"), or a dash. */
export function percent(v: number | null | undefined, digits = 0): string {
  return v === null || v === undefined || !Number.isFinite(v)
    ? DASH
    : `${(100 * v).toFixed(digits)} %`;
}

/** A signed difference and its relative size: "+0.00012 (+0.013 %)", or a dash. */
export function difference(value: number | null | undefined, reference: number | null): string {
  if (value === null || value === undefined || reference === null) return DASH;
  const d = value - reference;
  if (!Number.isFinite(d)) return DASH;
  const sign = d >= 0 ? '+' : '−';
  const rel = reference !== 0 ? ` (${sign}${Math.abs((100 * d) / reference).toFixed(3)} %)` : '';
  return `${sign}${Math.abs(d).toFixed(5)}${rel}`;
}

/** "0.90012 ± 0.00031" (the 95 % interval's half-width), or the mean alone, or a dash. */
export function estimateText(e: Estimate | null | undefined, digits = 5): string {
  if (!e || !Number.isFinite(e.mean)) return DASH;
  const ci = e.ci95;
  if (!ci || !Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return e.mean.toFixed(digits);
  return `${e.mean.toFixed(digits)} ± ${((ci[1] - ci[0]) / 2).toFixed(digits)}`;
}

/** A number as people write it in a label: 0.5, 20, 0.125 (at most 6 significant digits). */
export function short(v: number): string {
  return Number.isFinite(v) ? String(Number(v.toPrecision(6))) : DASH;
}

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
