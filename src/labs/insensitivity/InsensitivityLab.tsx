import { lazy, memo, Suspense, useCallback, useState } from 'react';
import type { LabPageProps } from '../../app/labs';
import type { SweepSpec } from '../../sweep/spec';
import '../aimd/aimdLab.css';
import '../sweepUi/sweepLab.css';
import { Failures } from '../sweepUi/Failures';
import { SweepBar } from '../sweepUi/SweepBar';
import { makeEdit } from '../sweepUi/SweepInputs';
import { useSweep } from '../sweepUi/useSweep';
import { useSweepKeys } from '../sweepUi/useSweepKeys';
import { ComparisonView } from './ComparisonView';
import { Example1Charts } from './Example1Charts';
import { InsensitivityControls } from './InsensitivityControls';
import { LiveSigma } from './LiveSigma';
import { FIG4_SIGMAS } from './liveScenario';

const InsensitivityTheory = lazy(() =>
  import('./InsensitivityTheory').then((m) => ({ default: memo(m.InsensitivityTheory) })),
);

/** Lab 3: Example 1's σ sweep with live sample paths, or one scenario under every policy. */
export function InsensitivityLab({
  scenario,
  setScenario,
  report,
  embed,
  present,
}: LabPageProps<SweepSpec>) {
  const run = useSweep(scenario);
  useSweepKeys(run);
  const [sigma, setSigma] = useState<number>(FIG4_SIGMAS[1]);
  const load = useCallback((s: SweepSpec) => setScenario(s, 'push'), [setScenario]);
  const edit = makeEdit(scenario, setScenario, report);
  const height = present ? 380 : embed ? 300 : 320;
  const bySigma = scenario.sweep?.param === 'sigma';
  return (
    <div className="sweep-lab" data-testid="lab.insensitivity">
      {!present && !embed && <InsensitivityControls spec={scenario} edit={edit} />}
      <div className="center">
        <SweepBar run={run} compact={embed} />
        <Failures failures={run.failures} />
        {scenario.sweep === null ? (
          <ComparisonView spec={scenario} run={run} height={height} />
        ) : (
          <Example1Charts
            spec={scenario}
            run={run}
            height={height}
            marker={bySigma ? sigma : null}
          />
        )}
        {bySigma && (
          <LiveSigma
            spec={scenario}
            sigma={sigma}
            setSigma={setSigma}
            height={Math.round(height * 0.75)}
            compact={present || embed}
          />
        )}
      </div>
      {!embed && (
        <Suspense fallback={<aside className="theory muted">Loading the theory…</aside>}>
          <InsensitivityTheory load={load} />
        </Suspense>
      )}
    </div>
  );
}
