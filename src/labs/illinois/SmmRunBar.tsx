import { formatDuration } from '../../sweep/progress';
import type { SweepRun } from '../kit/sweep/useSweep';

/** "Running …" while the three levels run in the workers, then how long it took; restart, cancel. */
export function smmRunText(run: SweepRun<{ index: number }>, events: number): string {
  const { done, total, elapsedMs } = run.progress;
  const per = `${events.toLocaleString('en')} events per level`;
  if (run.status === 'cancelled') return `cancelled: ${done} of ${total} levels done`;
  if (run.status === 'done')
    return `${total} levels × ${per} · done in ${formatDuration(elapsedMs)}`;
  return `running the chain: ${done} of ${total} levels done · ${per}`;
}

export function SmmRunBar({
  run,
  events,
  compact,
}: {
  run: SweepRun<{ index: number }>;
  events: number;
  compact: boolean;
}) {
  const running = run.status === 'running';
  const text = smmRunText(run, events);
  return (
    <div className="sweepbar" data-testid="smm.runbar" data-status={run.status}>
      {!compact && (
        <>
          <button
            type="button"
            data-testid="smm.restart"
            onClick={run.restart}
            title="Run the three levels again (same seed: the same numbers)"
          >
            {running ? 'Restart' : 'Run again'}
          </button>
          <button type="button" data-testid="smm.cancel" onClick={run.cancel} disabled={!running}>
            Cancel
          </button>
        </>
      )}
      <div className="sweep-progress" data-status={run.status}>
        <div
          className="sweep-track"
          role="progressbar"
          aria-label="Congestion levels done"
          aria-valuemin={0}
          aria-valuemax={run.progress.total}
          aria-valuenow={run.progress.done}
          aria-valuetext={text}
        >
          <div
            className={`sweep-fill ${run.status}`}
            style={{
              width: `${(100 * run.progress.done) / Math.max(1, run.progress.total)}%`,
            }}
          />
        </div>
        <span className="sweep-text" data-testid="smm.progress">
          {text}
        </span>
      </div>
    </div>
  );
}
