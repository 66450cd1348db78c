import { lazy, memo, useCallback, useMemo } from 'react';
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
import { ComparisonView } from './ComparisonView';
import { Example1Charts } from './Example1Charts';
import { InsensitivityControls } from './InsensitivityControls';
import { LiveSigma } from './LiveSigma';
import { PresentBar } from './PresentBar';
import { Headline } from '../kit/Headline';
import { INSENSITIVITY_HEADLINE, insensitivityHeadline } from './headline';
import { runnableSweep } from '../families/aimd/sweep/plan';
import { liveSigmaOf, withLiveSigma } from './liveScenario';

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
  startCompare,
}: LabPageProps<SweepSpec>) {
  // With sigma swept, the scenario's own sigma is the slider's (the live run's): it is in the URL
  // but the sweep ignores it, so moving the slider never restarts the sweep.
  const swept = useMemo(() => runnableSweep(scenario), [scenario]);
  const run = useSweep(swept, AIMD_SWEEP_SOURCE);
  useSweepKeys(run);
  const sigma = liveSigmaOf(scenario);
  const setSigma = useCallback(
    (v: number) => setScenario(withLiveSigma(scenario, v), 'replace'),
    [scenario, setScenario],
  );
  const load = useCallback((s: SweepSpec) => setScenario(s, 'push'), [setScenario]);
  const edit = makeEdit(scenario, setScenario, report);
  const height = present ? 380 : embed ? 300 : 320;
  const bySigma = scenario.sweep?.param === 'sigma';
  return (
    <div className="lab-grid sweep-lab" data-testid="lab.insensitivity">
      {!present && !embed && <InsensitivityControls spec={scenario} edit={edit} />}
      <div className="center">
        {present && <PresentBar spec={scenario} edit={edit} />}
        <SweepBar run={run} compact={embed} />
        <Headline
          headline={INSENSITIVITY_HEADLINE}
          scenario={scenario}
          state={insensitivityHeadline(scenario, run.byIndex)}
        />
        {!embed && <CompareButton start={startCompare} />}
        <Failures failures={run.failures} />
        {scenario.sweep === null ? (
          <ComparisonView spec={scenario} run={run} height={height} />
        ) : (
          <div className="figs">
            <Example1Charts
              spec={scenario}
              run={run}
              height={height}
              marker={bySigma ? sigma : null}
            />
            {bySigma && (
              <LiveSigma
                spec={scenario}
                sigma={sigma}
                setSigma={setSigma}
                height={Math.round(height * (present ? 0.6 : 0.75))}
                compact={present || embed}
              />
            )}
          </div>
        )}
      </div>
      {!embed && (
        <TheorySlot>
          <InsensitivityTheory load={load} />
        </TheorySlot>
      )}
    </div>
  );
}
