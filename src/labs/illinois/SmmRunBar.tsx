import type { SweepRun } from '../kit/sweep/useSweep';
import { smmRunText } from './smmRunText';

/** The SMM's progress: restart, cancel, and the run in words (events per level, the seed). */
export function SmmRunBar({
  run,
  events,
  seed,
  compact,
}: {
  run: SweepRun<{ index: number }>;
  events: number;
  seed: number;
  compact: boolean;
}) {
  const running = run.status === 'running';
  const text = smmRunText(run, events, seed);
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
