import type { ReactNode } from 'react';
import type { LiveStatus } from './runState';
import type { SpeedMenu } from './speedMenu';

/** What the run bar drives: a live run (useLiveRun), or two run together (compare mode). */
export interface LiveControls<Speed, StepKind = never> {
  status: LiveStatus;
  speed: Speed;
  toggle: () => void;
  step: (kind?: StepKind) => void;
  reset: () => void;
  setSpeed: (speed: Speed) => void;
}

/** One of the lab's step buttons: which step, and its test id, label and tooltip. */
export interface StepButton<StepKind> {
  kind?: StepKind;
  testId: string;
  label: string;
  title: string;
}

interface Props<Speed, StepKind> {
  run: LiveControls<Speed, StepKind>;
  /** the lab's step buttons (none for a run that only plays) */
  steps?: readonly StepButton<StepKind>[];
  speeds: SpeedMenu<Speed>;
  /** where the run is, after its status */
  progress: ReactNode;
  /** after the progress: the lab's own controls */
  extra?: ReactNode;
}

const toggleLabel = (status: LiveStatus): string =>
  status === 'done' || status === 'error'
    ? 'Run again'
    : status === 'running' || status === 'starting'
      ? 'Pause'
      : 'Run';

/** Every live run's bar: run / pause, the lab's steps, reset, the speed, and where the run is. */
export function RunBar<Speed, StepKind = never>({
  run,
  steps = [],
  speeds,
  progress,
  extra,
}: Props<Speed, StepKind>) {
  const { status } = run;
  return (
    <div className="runbar" data-testid="runbar">
      <button
        type="button"
        className="primary"
        data-testid="run.toggle"
        onClick={run.toggle}
        disabled={status === 'idle'}
        title="Run / pause (space)"
      >
        {toggleLabel(status)}
      </button>
      {steps.map((s) => (
        <button
          key={s.testId}
          type="button"
          data-testid={s.testId}
          onClick={() => run.step(s.kind)}
          disabled={status === 'done'}
          title={s.title}
        >
          {s.label}
        </button>
      ))}
      <button
        type="button"
        data-testid="run.reset"
        onClick={run.reset}
        title="Run again from the start: the same seed, the same numbers (r)"
      >
        Reset
      </button>
      <SpeedControl menu={speeds} speed={run.speed} setSpeed={run.setSpeed} />
      <span className="progress" data-testid="run.progress">
        <span data-testid="run.status">{status}</span> · {progress}
      </span>
      {extra}
    </div>
  );
}

function SpeedControl<Speed>({
  menu,
  speed,
  setSpeed,
}: {
  menu: SpeedMenu<Speed>;
  speed: Speed;
  setSpeed: (speed: Speed) => void;
}) {
  const { choices, label } = menu;
  const index = Math.max(0, choices.indexOf(speed));
  return (
    <label className="speed runbar-extra" title={menu.title}>
      {menu.caption}
      {menu.control === 'slider' ? (
        <>
          <input
            type="range"
            min={0}
            max={choices.length - 1}
            value={index}
            data-testid="run.speed"
            aria-valuetext={speed === 'max' ? 'as fast as possible' : label(speed)}
            onChange={(e) => setSpeed(choices[Number(e.target.value)])}
          />
          <span data-testid="run.speed.label">{label(speed)}</span>
        </>
      ) : (
        <select
          data-testid="run.speed"
          value={String(choices[index])}
          onChange={(e) => setSpeed(choices[e.target.selectedIndex])}
        >
          {choices.map((c) => (
            <option key={String(c)} value={String(c)}>
              {label(c)}
            </option>
          ))}
        </select>
      )}
    </label>
  );
}
