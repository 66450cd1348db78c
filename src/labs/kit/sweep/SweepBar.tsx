import { progressFraction, progressText } from './progressText';
import type { SweepRun } from './useSweep';

interface Props {
  run: SweepRun<{ index: number }>;
  /** embed mode: the progress only, no buttons */
  compact?: boolean;
}

/** Cancel / restart and the progress bar: points done of the total, and the time left. */
export function SweepBar({ run, compact = false }: Props) {
  const running = run.status === 'running';
  const fraction = progressFraction(run.progress);
  const text = progressText(run.progress, run.status);
  return (
    <div className="sweepbar" data-testid="sweepbar" data-status={run.status}>
      {!compact && (
        <>
          <button
            type="button"
            className={running ? undefined : 'primary'}
            data-testid="sweep.restart"
            onClick={run.restart}
            title="Run the sweep again from the start (same seeds: the same numbers)"
          >
            {running ? 'Restart' : run.status === 'done' ? 'Run again' : 'Run'}
          </button>
          <button
            type="button"
            data-testid="sweep.cancel"
            onClick={run.cancel}
            disabled={!running}
            title="Stop every worker now (the points done so far stay)"
          >
            Cancel
          </button>
        </>
      )}
      <div className="sweep-progress" data-testid="sweep.progress" data-status={run.status}>
        <div
          className="sweep-track"
          role="progressbar"
          aria-label="Points done"
          aria-valuemin={0}
          aria-valuemax={run.progress.total}
          aria-valuenow={run.progress.done}
          aria-valuetext={text}
        >
          <div
            className={`sweep-fill ${run.status}`}
            style={{ width: `${(100 * fraction).toFixed(2)}%` }}
          />
        </div>
        <span className="sweep-text" data-testid="sweep.progress.text">
          {text}
        </span>
      </div>
    </div>
  );
}
