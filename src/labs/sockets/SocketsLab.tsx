import { lazy, memo, Suspense, useCallback } from 'react';
import { CompareButton } from '../../app/CompareButton';
import type { LabPageProps } from '../contract';
import type { SweepSpec } from '../aimd/sweep/spec';
import '../labCommon.css';
import '../sweepUi/sweepLab.css';
import { Failures } from '../sweepUi/Failures';
import { SweepBar } from '../sweepUi/SweepBar';
import { makeEdit } from '../sweepUi/SweepInputs';
import { useSweep } from '../sweepUi/useSweep';
import { AIMD_SWEEP_SOURCE } from '../aimd/worker/sweepSource';
import { useSweepKeys } from '../sweepUi/useSweepKeys';
import { SocketsCharts, SocketsReadout } from './SocketsCharts';
import { SocketsControls } from './SocketsControls';

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
  const run = useSweep(scenario, AIMD_SWEEP_SOURCE);
  useSweepKeys(run);
  const load = useCallback((s: SweepSpec) => setScenario(s, 'push'), [setScenario]);
  const edit = makeEdit(scenario, setScenario, report);
  const height = present ? 400 : embed ? 320 : 340;
  return (
    <div className="sweep-lab" data-testid="lab.sockets">
      {!present && !embed && <SocketsControls spec={scenario} edit={edit} />}
      <div className="center">
        <SweepBar run={run} compact={embed} />
        {!embed && <CompareButton start={startCompare} />}
        <Failures failures={run.failures} />
        <SocketsCharts spec={scenario} run={run} height={height} />
        <SocketsReadout spec={scenario} run={run} />
      </div>
      {!embed && (
        <Suspense fallback={<aside className="theory muted">Loading the theory…</aside>}>
          <SocketsTheory load={load} />
        </Suspense>
      )}
    </div>
  );
}
