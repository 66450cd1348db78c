import { lazy, memo, useCallback } from 'react';
import { TheorySlot } from '../kit/TheorySlot';
import { CompareButton } from '../kit/CompareButton';
import type { LabPageProps } from '../kit/contract';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import '../kit/labCommon.css';
import '../kit/sweep/sweepLab.css';
import { Failures } from '../kit/sweep/Failures';
import { SweepBar } from '../kit/sweep/SweepBar';
import { makeEdit } from '../families/aimd/sweepUi/SweepInputs';
import { useSweep } from '../kit/sweep/useSweep';
import { AIMD_SWEEP_SOURCE } from '../families/aimd/worker/sweepSource';
import { useSweepKeys } from '../kit/keys';
import { SocketsCharts, SocketsReadout } from './SocketsCharts';
import { SocketsControls } from './SocketsControls';
import { PresentBar } from './PresentBar';
import { Headline } from '../kit/Headline';
import { SOCKETS_HEADLINE, socketsFirst, socketsHeadline, socketsNote } from './headline';

// KaTeX comes with the theory panel: loaded after the charts, so that a link shows the sweep first.
const SocketsTheory = lazy(() =>
  import('./SocketsTheory').then((m) => ({ default: memo(m.SocketsTheory) })),
);

/** Lab 2: utilization vs the number of parallel flows, for several policies, against theory. */
export function SocketsLab({
  scenario,
  setScenario,
  report,
  embed,
  present,
  startCompare,
}: LabPageProps<SweepSpec>) {
  const run = useSweep(scenario, AIMD_SWEEP_SOURCE, { first: socketsFirst });
  useSweepKeys(run);
  const load = useCallback((s: SweepSpec) => setScenario(s, 'push'), [setScenario]);
  const edit = makeEdit(scenario, setScenario, report);
  const height = present ? 400 : embed ? 320 : 340;
  return (
    <div className="lab-grid sweep-lab" data-testid="lab.sockets">
      {!present && !embed && <SocketsControls spec={scenario} edit={edit} />}
      <div className="center">
        {present && <PresentBar spec={scenario} edit={edit} />}
        <SweepBar run={run} compact={embed} />
        <Headline
          headline={SOCKETS_HEADLINE}
          scenario={scenario}
          state={socketsHeadline(scenario, run.byIndex)}
          note={socketsNote(scenario)}
        />
        {!embed && <CompareButton start={startCompare} />}
        <Failures failures={run.failures} />
        <SocketsCharts spec={scenario} run={run} height={height} />
        <SocketsReadout spec={scenario} run={run} />
      </div>
      {!embed && (
        <TheorySlot>
          <SocketsTheory load={load} />
        </TheorySlot>
      )}
    </div>
  );
}
