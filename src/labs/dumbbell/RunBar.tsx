import type { DumbbellScenario } from '../families/packet/scenario';
import type { DumbbellRun } from './useDumbbellRun';

/** Simulated seconds per wall-clock second; ×1 is real time. */
const SPEEDS = [1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 4, 8, 16, 32, 64];
const label = (s: number) => (s >= 1 ? `×${s}` : `×1/${Math.round(1 / s)}`);

interface Props {
  run: DumbbellRun;
  scenario: DumbbellScenario;
  /** switches to a sweep of N (null: no button, e.g. in embed mode) */
  sweepN: (() => void) | null;
}

/** Run / pause / step / reset, the speed, where the run is, and the switch to a sweep. */
export function RunBar({ run, scenario, sweepN }: Props) {
  const { status, data } = run;
  const running = status === 'running' || status === 'starting';
  const index = run.speed === 'max' ? SPEEDS.length : Math.max(0, SPEEDS.indexOf(run.speed));
  const warm = data.now < scenario.warmup;
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
        title="Run to the next congestion event: the next drops, clumped as the sync measure does (→)"
      >
        Step: congestion event
      </button>
      <button
        type="button"
        data-testid="run.stepPacket"
        onClick={run.stepPacket}
        disabled={status === 'done'}
        title="One packet event: an arrival at the bottleneck, an ACK, a timer"
      >
        Step: packet
      </button>
      <button
        type="button"
        data-testid="run.reset"
        onClick={run.reset}
        title="Restart from the seed (r)"
      >
        Reset
      </button>
      <label className="speed runbar-extra" title="Simulated seconds per second of wall time">
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
        <span data-testid="run.speed.label">
          {run.speed === 'max' ? 'max' : run.speed === 1 ? '×1 (real time)' : label(run.speed)}
        </span>
      </label>
      <span className="progress" data-testid="run.progress">
        <span data-testid="run.status">{status}</span> · t = {data.now.toFixed(2)} / {scenario.t} s
        {warm && ` · warm-up until ${scenario.warmup} s`}
      </span>
      {sweepN && (
        <button
          type="button"
          className="db-sweep-open"
          data-testid="dumbbell.sweepN"
          onClick={sweepN}
          title="Utilization against N = 1..10 for this scenario, with Theorem 1, eq. (6) and ns-2"
        >
          Sweep N
        </button>
      )}
    </div>
  );
}
