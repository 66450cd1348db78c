import { memo, useEffect, useMemo } from 'react';
import { useLabKeys } from '../kit/keys';
import { DumbbellPicture } from './DumbbellPicture';
import { pictureLayout } from './pictureLayout';
import { RunBar } from './RunBar';
import type { DumbbellScenario } from '../families/packet/scenario';
import { FlowBars, SyncCharts } from './StatsCharts';
import { stepCaption } from './stepCaption';
import type { DumbbellTheory } from './theory';
import { TraceCharts } from './TraceCharts';
import { useDumbbellRun } from './useDumbbellRun';
import { UtilizationChart } from './UtilizationChart';
import { defaultDrawnFlows } from './worker/frame';

interface Props {
  scenario: DumbbellScenario;
  theory: DumbbellTheory;
  ns2: number | null;
  height: number;
  /** switches to a sweep of N (null: no button) */
  sweepN: (() => void) | null;
}

const Picture = memo(DumbbellPicture);
// The statistics redraw on run.statsVersion, a few times a second (see useDumbbellRun).
const Utilization = memo(UtilizationChart);
const Flows = memo(FlowBars);
const Sync = memo(SyncCharts);

/** One scenario, live: the run bar, the dumbbell with its queue filling, and the live charts. */
export function LiveView({ scenario, theory, ns2, height, sweepN }: Props) {
  const run = useDumbbellRun(scenario);
  const keys = useMemo(
    () => ({ toggle: run.toggle, step: run.step, reset: run.reset }),
    [run.toggle, run.step, run.reset],
  );
  useLabKeys(keys);
  const lay = useMemo(() => pictureLayout(scenario), [scenario]);
  const caption =
    run.lastStep && run.status === 'paused' ? stepCaption(scenario, run.lastStep) : null;
  useEffect(() => {
    if (window.__dumbbellLab) window.__dumbbellLab.caption = caption;
  }, [caption]);
  const props = {
    scenario,
    data: run.data,
    version: run.statsVersion,
    height: Math.round(height * 0.85),
  };
  return (
    <>
      <RunBar run={run} scenario={scenario} sweepN={sweepN} />
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
