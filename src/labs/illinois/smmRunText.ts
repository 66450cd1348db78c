import { formatDuration } from '../../sweep/progress';
import type { SweepRun } from '../kit/sweep/useSweep';

/**
 * The SMM's run bar in words: "Running …" while the three levels run in the workers, then how
 * long it took; with the events per level and the seed every level runs with (seed= reruns them,
 * the same numbers). Pure.
 */
export function smmRunText(
  run: Pick<SweepRun<{ index: number }>, 'status' | 'progress'>,
  events: number,
  seed: number,
): string {
  const { done, total, elapsedMs } = run.progress;
  const per = `${events.toLocaleString('en')} events per level, seed ${seed}`;
  if (run.status === 'cancelled') return `cancelled: ${done} of ${total} levels done`;
  if (run.status === 'done')
    return `${total} levels × ${per} · done in ${formatDuration(elapsedMs)}`;
  return `running the chain: ${done} of ${total} levels done · ${per}`;
}
