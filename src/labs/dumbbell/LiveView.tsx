import { memo, useMemo } from 'react';
import { useLabKeys } from '../kit/keys';
import { Headline } from '../kit/Headline';
import { RunBar, type StepButton } from '../kit/live/RunBar';
import { DumbbellPicture } from './DumbbellPicture';
import { DUMBBELL_HEADLINE, headlineNote } from './headline';
import { DUMBBELL_SPEEDS } from './speeds';
import { pictureLayout } from './pictureLayout';
import type { DumbbellScenario } from '../families/packet/scenario';
import type { DumbbellSpec } from './sweep/spec';
import { FlowBars, SyncCharts } from './StatsCharts';
import type { DumbbellTheory } from './theory';
import { TraceCharts } from './TraceCharts';
import { useDumbbellRun } from './useDumbbellRun';
import { UtilizationChart } from './UtilizationChart';
import { defaultDrawnFlows } from './worker/frame';
import type { DumbbellStepKind, Speed } from './worker/protocol';

interface Props {
  /** the link's (for its headline and speed) and the scenario it runs */
  spec: DumbbellSpec;
  scenario: DumbbellScenario;
  theory: DumbbellTheory;
  ns2: number | null;
  height: number;
  /** switches to a sweep of N (null: no button) */
  sweepN: (() => void) | null;
  /** sets the link's speed (the run bar's) */
  setSpeed: (speed: Speed) => void;
}

const Picture = memo(DumbbellPicture);
// The statistics redraw on run.statsVersion, a few times a second (see useDumbbellRun).
const Utilization = memo(UtilizationChart);
const Flows = memo(FlowBars);
const Sync = memo(SyncCharts);

const STEPS: readonly StepButton<DumbbellStepKind>[] = [
  {
    kind: 'congestion',
    testId: 'run.step',
    label: 'Step: congestion event',
    title: 'Run to the next congestion event: the next drops, clumped as the sync measure does (→)',
  },
  {
    kind: 'packet',
    testId: 'run.stepPacket',
    label: 'Step: packet',
    title: 'One packet event: an arrival at the bottleneck, an ACK, a timer',
  },
];

/** One scenario, live: the run bar, the dumbbell with its queue filling, and the live charts. */
export function LiveView({ spec, scenario, theory, ns2, height, sweepN, setSpeed }: Props) {
  const run = useDumbbellRun(scenario, { value: spec.speed, set: setSpeed });
  const keys = useMemo(
    () => ({ toggle: run.toggle, step: run.step, reset: run.reset }),
    [run.toggle, run.step, run.reset],
  );
  useLabKeys(keys);
  const lay = useMemo(() => pictureLayout(scenario), [scenario]);
  const { caption, data } = run;
  const warm = data.now < scenario.warmup ? ` · warm-up until ${scenario.warmup} s` : '';
  const progress = `t = ${data.now.toFixed(2)} / ${scenario.t} s${warm}`;
  const props = {
    scenario,
    data: run.data,
    version: run.statsVersion,
    height: Math.round(height * 0.85),
  };
  return (
    <>
      <RunBar
        run={run}
        steps={STEPS}
        speeds={DUMBBELL_SPEEDS}
        progress={progress}
        extra={
          sweepN && (
            <button
              type="button"
              className="db-sweep-open"
              data-testid="dumbbell.sweepN"
              onClick={sweepN}
              title="Utilization against N = 1..10 for this scenario, with Theorem 1, eq. (6) and ns-2"
            >
              Sweep N
            </button>
          )
        }
      />
      <Headline
        headline={DUMBBELL_HEADLINE}
        scenario={spec}
        state={run.headline}
        note={headlineNote(theory, ns2)}
      />
      {run.error && (
        <div className="error-box" role="alert" data-testid="run.error">
          The simulation stopped: {run.error}.{' '}
          <button type="button" onClick={run.reset}>
            Restart
          </button>
        </div>
      )}
      {caption && (
        <div className="caption" data-testid="run.caption">
          {caption}
        </div>
      )}
      <div className="panel db-picture-panel">
        <Picture
          scenario={scenario}
          lay={lay}
          queue={run.data.queue}
          drawn={defaultDrawnFlows(scenario.n).length}
        />
      </div>
      <div className="db-charts">
        <TraceCharts
          scenario={scenario}
          theory={theory}
          data={run.data}
          version={run.version}
          height={height}
        />
        <div className="charts-stack">
          <Utilization {...props} theory={theory} ns2={ns2} />
          <Flows {...props} />
        </div>
      </div>
      <Sync {...props} />
    </>
  );
}
