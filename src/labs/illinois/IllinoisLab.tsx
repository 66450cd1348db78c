import { lazy, memo, useCallback, useEffect } from 'react';
import { TheorySlot } from '../kit/TheorySlot';
import { editScenario, makeScenarioEdit } from '../../scenario/edit';
import type { LabPageProps } from '../kit/contract';
import '../kit/labCommon.css';
import '../kit/sweep/sweepLab.css';
import { CurvesPanel } from './CurvesPanel';
import { IllinoisControls } from './IllinoisControls';
import './illinoisLab.css';
import { LossyPanel } from './LossyPanel';
import { packetView } from './experiments/views';
import { ExperimentPanel } from './packet/ExperimentPanel';
import { ILLINOIS_SCHEMA, type IllinoisScenario, type IllinoisView } from './scenario';
import { SmmPanel } from './SmmPanel';
import { updateHandle } from './testHandle';
import { ViewTabs } from './ViewTabs';
import { Headline } from '../kit/Headline';
import { boundHeadline, ILLINOIS_HEADLINE } from './headline';

const SETUP_RESET: Partial<IllinoisScenario> = {
  cc: null,
  cap: null,
  tp: null,
  buffer: null,
  simReps: null,
  simT: null,
  simWarmup: null,
};

// KaTeX comes with the theory panel: loaded after the charts.
const IllinoisTheory = lazy(() =>
  import('./IllinoisTheory').then((m) => ({ default: memo(m.IllinoisTheory) })),
);

/**
 * Paper 003's TCP-Illinois: Fig. 1's α and β curves, the stochastic matrix model of Figs. 2-7
 * (in the workers), the lossy link of eq. (31), and Sec. 6's packet-level experiments (sweeps in
 * the workers), one view at a time (view= in the URL).
 */
export function IllinoisLab({
  scenario,
  setScenario,
  report,
  embed,
  present,
}: LabPageProps<IllinoisScenario>) {
  const load = useCallback((s: IllinoisScenario) => setScenario(s, 'push'), [setScenario]);
  const edit = makeScenarioEdit(ILLINOIS_SCHEMA, scenario, setScenario, report);
  // a new view starts from its own experiment's setup
  const choose = (view: IllinoisView) =>
    setScenario(editScenario(ILLINOIS_SCHEMA, scenario, { view, ...SETUP_RESET }).scenario, 'push');
  const view = scenario.view;
  // the views that run in the workers report their own status
  const instant = view !== 'smm' && packetView(scenario) === null;
  useEffect(() => {
    updateHandle({ view, basis: scenario.basis });
    if (instant) updateHandle({ status: 'done' });
  }, [view, scenario.basis, instant]);
  const height = present ? 300 : embed ? 240 : 230;
  return (
    <div className="lab-grid illinois-lab" data-testid="lab.illinois" data-view={view}>
      {!present && !embed && <IllinoisControls s={scenario} edit={edit} />}
      <div className="center">
        {!embed && <ViewTabs view={view} choose={choose} />}
        {(view === 'curves' || view === 'lossy') && (
          <Headline
            headline={ILLINOIS_HEADLINE}
            scenario={scenario}
            state={boundHeadline(scenario)}
          />
        )}
        {view === 'curves' && <CurvesPanel s={scenario} height={height} embed={embed} />}
        {view === 'smm' && (
          <SmmPanel s={scenario} edit={edit} height={present ? 300 : 250} embed={embed} />
        )}
        {view === 'lossy' && <LossyPanel s={scenario} height={height} embed={embed} edit={edit} />}
        {packetView(scenario) !== null && view !== 'lossy' && (
          <ExperimentPanel s={scenario} edit={edit} height={height} embed={embed} />
        )}
      </div>
      {!embed && (
        <TheorySlot>
          <IllinoisTheory load={load} />
        </TheorySlot>
      )}
    </div>
  );
}
