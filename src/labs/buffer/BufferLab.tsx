import { lazy, memo, useCallback, useMemo } from 'react';
import { TheorySlot } from '../kit/TheorySlot';
import { makeScenarioEdit } from '../../scenario/edit';
import type { LabPageProps } from '../kit/contract';
import '../kit/labCommon.css';
import '../kit/sweep/sweepLab.css';
import { Failures } from '../kit/sweep/Failures';
import { SweepBar } from '../kit/sweep/SweepBar';
import { useSweep } from '../kit/sweep/useSweep';
import { useSweepKeys } from '../kit/keys';
import { BufferCharts } from './BufferCharts';
import { BufferControls } from './BufferControls';
import { BufferTable } from './BufferTable';
import { PhasesChart } from './PhasesChart';
import { PresentBar } from './PresentBar';
import { Headline } from '../kit/Headline';
import { BUFFER_HEADLINE, bufferHeadline, bufferNote, headlinePoint } from './headline';
import { BUFFER_SPEC_SCHEMA } from './sweep/definition';
import { theorem1Note } from './theorem1Note';
import type { BufferSpec } from './sweep/spec';
import { BUFFER_SWEEP_SOURCE } from './worker/sweepSource';

// KaTeX comes with the theory panel: loaded after the chart.
const BufferTheory = lazy(() =>
  import('./BufferTheory').then((m) => ({ default: memo(m.BufferTheory) })),
);

/**
 * Paper 001's models of N parallel TCP connections through a DropTail buffer, as curves over the
 * swept parameter, with the packet engine's points on the same setup and each model's error; under
 * them Chan et al.'s phases round by round at the headline's point (Figs. 1-2).
 */
export function BufferLab({
  scenario,
  setScenario,
  report,
  embed,
  present,
}: LabPageProps<BufferSpec>) {
  const run = useSweep(scenario, BUFFER_SWEEP_SOURCE, { first: headlinePoint });
  const headline = useMemo(() => bufferHeadline(scenario), [scenario]);
  useSweepKeys(run);
  const load = useCallback((s: BufferSpec) => setScenario(s, 'push'), [setScenario]);
  const theorem1 = useMemo(() => theorem1Note(scenario, run.results), [scenario, run.results]);
  const edit = makeScenarioEdit(BUFFER_SPEC_SCHEMA, scenario, setScenario, report);
  const height = present ? 400 : embed ? 320 : 360;
  return (
    <div className="lab-grid sweep-lab" data-testid="lab.buffer">
      {!present && !embed && <BufferControls spec={scenario} edit={edit} />}
      <div className="center">
        {present && <PresentBar spec={scenario} edit={edit} />}
        {scenario.sim && <SweepBar run={run} compact={embed} />}
        <Headline
          headline={BUFFER_HEADLINE}
          scenario={scenario}
          state={headline}
          note={bufferNote(scenario, run.byIndex)}
        />
        <Failures failures={run.failures} />
        <BufferCharts spec={scenario} run={run} height={height} />
        {!embed && <PhasesChart spec={scenario} height={present ? 400 : 340} />}
        {!embed && <BufferTable spec={scenario} results={run.results} />}
      </div>
      {!embed && (
        <TheorySlot>
          <BufferTheory load={load} theorem1={theorem1} />
        </TheorySlot>
      )}
    </div>
  );
}
