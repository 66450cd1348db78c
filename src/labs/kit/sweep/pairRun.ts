import type { Domain } from '../../../charts';
import type { SweepProgress } from '../../../sweep/progress';
import type { RunStatus } from './progressText';

/**
 * Compare mode runs two sweeps under one progress bar: this is their combined state. Running while
 * either runs; done when both are done; cancelled when one was cancelled and neither runs.
 */
export function pairStatus(a: RunStatus, b: RunStatus): RunStatus {
  if (a === 'running' || b === 'running') return 'running';
  if (a === 'cancelled' || b === 'cancelled') return 'cancelled';
  if (a === 'idle' || b === 'idle') return 'idle';
  return 'done';
}

/** Points of both sweeps together; the time left is the longer of the two (they run at once). */
export function pairProgress(a: SweepProgress, b: SweepProgress): SweepProgress {
  const left = (p: SweepProgress) => (p.done + p.failed >= p.total ? 0 : p.etaMs);
  const la = left(a);
  const lb = left(b);
  const eta = la === null || lb === null ? null : Math.max(la, lb);
  return {
    done: a.done + b.done,
    failed: a.failed + b.failed,
    total: a.total + b.total,
    elapsedMs: Math.max(a.elapsedMs, b.elapsedMs),
    etaMs: eta,
  };
}

/** One y range for two charts (null when neither has one yet). */
export function unionDomain(a: Domain | null, b: Domain | null): Domain | null {
  if (a === null) return b;
  if (b === null) return a;
  return [Math.min(a[0], b[0]), Math.max(a[1], b[1])];
}
