import { lazy, memo, useCallback, useMemo } from 'react';
import { TheorySlot } from '../kit/TheorySlot';
import { CompareButton } from '../kit/CompareButton';
import { Headline } from '../kit/Headline';
import { AIMD_HEADLINE, theoryNote } from './headline';
import type { LabPageProps } from '../kit/contract';
import '../kit/labCommon.css';
import './aimdLab.css';
import { Controls } from './Controls';
import { PresentBar } from './PresentBar';
import { theoryOf } from '../families/aimd/report';
import { AimdRunBar } from '../families/aimd/AimdRunBar';
import { SamplePathCharts } from '../families/aimd/SamplePathCharts';
import { type AimdScenario } from '../families/aimd/scenario';
import { FlowBars, Histograms, UtilizationChart } from './StatsCharts';
import { stepCaption } from './stepCaption';
import { useAimdRun } from '../families/aimd/useAimdRun';
import { useLabKeys } from '../kit/keys';

// The theory panel brings KaTeX: loaded after the charts, so that a shared link shows the run first.
const TheoryPanel = lazy(() =>
  import('./TheoryPanel').then((m) => ({ default: memo(m.TheoryPanel) })),
);
// Live frames re-render the lab several times a second; the controls only change with the scenario.
const StableControls = memo(Controls);

/** The Loss-policies lab: controls, live charts fed by the worker, and the theory beside them. */
export function AimdLab({
  scenario,
  setScenario,
  report,
  embed,
  present,
  startCompare,
}: LabPageProps<AimdScenario>) {
  const run = useAimdRun(scenario, {
    caption: (step) => stepCaption(scenario, step),
    setSpeed: (speed) => setScenario({ ...scenario, speed }, 'replace'),
    headline: true,
  });
  const theory = useMemo(() => theoryOf(scenario), [scenario]);
  const load = useCallback((s: AimdScenario) => setScenario(s, 'push'), [setScenario]);

  useLabKeys(run);

  const h = present ? 330 : embed ? 260 : 240;
  const props = {
    scenario,
    theory,
    data: run.data,
    version: run.version,
    height: Math.round(h * 0.8),
  };
  return (
    <div className="lab-grid aimd" data-testid="lab.aimd">
      <StableControls scenario={scenario} apply={setScenario} report={report} />
      <div className="center">
        {present && <PresentBar scenario={scenario} apply={setScenario} report={report} />}
        <AimdRunBar run={run} scenario={scenario} />
        <Headline
          headline={AIMD_HEADLINE}
          scenario={scenario}
          state={run.headline}
          note={theoryNote(theory)}
        />
        {!embed && <CompareButton start={startCompare} />}
        {run.error && (
          <div className="error-box" role="alert" data-testid="run.error">
            The simulation stopped: {run.error}.{' '}
            <button type="button" onClick={run.reset}>
              Restart
            </button>
          </div>
        )}
        {run.caption && (
          <div className="caption" data-testid="run.caption">
            {run.caption}
          </div>
        )}
        <div className="charts">
          <SamplePathCharts
            scenario={scenario}
            data={run.data}
            version={run.version}
            predicted={theory.predictedUtilization}
            height={h}
          />
          <UtilizationChart {...props} />
          <FlowBars {...props} />
          <Histograms {...props} />
        </div>
      </div>
      <TheorySlot>
        <TheoryPanel scenario={scenario} theory={theory} load={load} />
      </TheorySlot>
    </div>
  );
}
