import type { AimdRun } from './useAimdRun';
import type { AimdScenario } from './scenario';

const SPEEDS = [1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 4, 8, 16, 64, 256];
const label = (s: number) => (s >= 1 ? `×${s}` : `×1/${Math.round(1 / s)}`);

/** Run / pause / step / reset, the speed, and where the run is. */
export function RunBar({ run, scenario }: { run: AimdRun; scenario: AimdScenario }) {
  const { status, data } = run;
  const running = status === 'running' || status === 'starting';
  const index = run.speed === 'max' ? SPEEDS.length : Math.max(0, SPEEDS.indexOf(run.speed));
  return (
    <div className="runbar" data-testid="runbar">
      <button
        type="button"
        className="primary"
        data-testid="run.toggle"
        onClick={run.toggle}
        title="Run / pause (space)"
      >
        {status === 'done' ? 'Run again' : running ? 'Pause' : 'Run'}
      </button>
      <button
        type="button"
        data-testid="run.step"
        onClick={run.step}
        disabled={status === 'done'}
        title="One congestion event (→)"
      >
        Step
      </button>
      <button
        type="button"
        data-testid="run.reset"
        onClick={run.reset}
        title="Restart from the seed (r)"
      >
        Reset
      </button>
      <label className="speed runbar-extra">
        speed
        <input
          type="range"
          min={0}
          max={SPEEDS.length}
          value={index}
          data-testid="run.speed"
          aria-valuetext={run.speed === 'max' ? 'as fast as possible' : label(run.speed)}
          onChange={(e) => {
            const k = Number(e.target.value);
            run.setSpeed(k >= SPEEDS.length ? 'max' : SPEEDS[k]);
          }}
        />
        <span data-testid="run.speed.label">{run.speed === 'max' ? 'max' : label(run.speed)}</span>
      </label>
      <span className="progress" data-testid="run.progress">
        <span data-testid="run.status">{status}</span> · {data.eventsDone.toLocaleString('en-US')} /{' '}
        {scenario.events.toLocaleString('en-US')}{' '}
        {scenario.policy === 'beatdown' ? 'taggings' : 'events'} · t = {data.time.toPrecision(6)}
      </span>
    </div>
  );
}
