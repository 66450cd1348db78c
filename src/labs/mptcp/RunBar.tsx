import type { ReactNode } from 'react';
import { SPEEDS, type MptcpRun, type SpeedName } from './useMptcpRun';

const SPEED_LABELS: Record<SpeedName, string> = {
  slow: 'slow (20 s)',
  normal: 'normal (6 s)',
  fast: 'fast (2 s)',
  instant: 'instant',
};

/** Run / pause / restart, playback speed and the simulated time; `extra` for the present mode's selects. */
export type RunControls = Pick<
  MptcpRun,
  'status' | 'toggle' | 'restart' | 'speed' | 'setSpeed' | 'time' | 'horizon'
>;

export function RunBar({ run, extra }: { run: RunControls; extra?: ReactNode }) {
  const label =
    run.status === 'running'
      ? 'Pause'
      : run.status === 'paused'
        ? 'Resume'
        : run.status === 'starting'
          ? 'Solving…'
          : 'Run again';
  return (
    <div className="runbar" data-testid="run.bar">
      <button
        type="button"
        className="primary"
        data-testid="run.toggle"
        onClick={run.toggle}
        disabled={run.status === 'starting'}
        title="Space"
      >
        {label}
      </button>
      <button type="button" data-testid="run.restart" onClick={run.restart} title="r">
        Restart
      </button>
      <label className="speed">
        playback
        <select
          data-testid="run.speed"
          value={run.speed}
          onChange={(e) => run.setSpeed(e.target.value as SpeedName)}
        >
          {(Object.keys(SPEEDS) as SpeedName[]).map((k) => (
            <option key={k} value={k}>
              {SPEED_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <span className="progress" data-testid="run.time">
        t = {run.time.toFixed(1)} s of {run.horizon} s
      </span>
      {extra}
    </div>
  );
}
