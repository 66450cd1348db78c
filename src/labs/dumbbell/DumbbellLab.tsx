import { lazy, memo, useCallback, useMemo } from 'react';
import { TheorySlot } from '../kit/TheorySlot';
import type { Problem } from '../../scenario/problems';
import type { LabPageProps } from '../kit/contract';
import { useSweep } from '../kit/sweep/useSweep';
import { useSweepKeys } from '../kit/keys';
import '../kit/labCommon.css';
import '../kit/sweep/sweepLab.css';
import './dumbbellLab.css';
import { Controls } from './Controls';
import { Headline } from '../kit/Headline';
import { DUMBBELL_HEADLINE, headlinePoint, sweepHeadline } from './headline';
import { editSource, editSpec, specField } from './controlEdit';
import { LiveView } from './LiveView';
import { PresentBar } from './PresentBar';
import { ns2Utilization } from '../families/packet/ns2Reference';
import { baseScenario } from './sweep/plan';
import type { DumbbellSpec } from './sweep/spec';
import { SweepView } from './SweepView';
import { dumbbellTheory } from './theory';
import { DUMBBELL_SWEEP_SOURCE } from './worker/sweepSource';

// The theory panel brings KaTeX: loaded after the charts, so that a shared link shows the run first.
const TheoryPanel = lazy(() =>
  import('./TheoryPanel').then((m) => ({ default: memo(m.TheoryPanel) })),
);
// Live frames re-render the lab several times a second; the controls only change with the scenario.
const StableControls = memo(Controls);

type Apply = (s: DumbbellSpec, history?: 'push' | 'replace') => void;

/** A change of the sweep fields through the schema (reported like any control's), as a new page. */
function switcher(spec: DumbbellSpec, apply: Apply, report: (p: Problem[], s: string) => void) {
  return (changes: Partial<DumbbellSpec>) => {
    const decoded = editSpec(spec, changes);
    report(decoded.problems, editSource(changes));
    apply(decoded.scenario, 'push');
  };
}

function SweepMode({
  spec,
  apply,
  report,
  embed,
  height,
}: {
  spec: DumbbellSpec;
  apply: Apply;
  report: (p: Problem[], s: string) => void;
  embed: boolean;
  height: number;
}) {
  const run = useSweep(spec, DUMBBELL_SWEEP_SOURCE, { first: headlinePoint });
  useSweepKeys(run);
  const live = () => switcher(spec, apply, report)({ sweep: null, sweep2: null });
  return (
    <>
      <Headline
        headline={DUMBBELL_HEADLINE}
        scenario={spec}
        state={sweepHeadline(spec, run.byIndex)}
      />
      <SweepView spec={spec} run={run} height={height} embed={embed} live={embed ? null : live} />
    </>
  );
}

/**
 * Lab 7, the dumbbell: TCP over a real queue, packet by packet (paper 000 Sec. V). Without
 * `sweep=` one scenario runs live in the worker; with it, the sweep runs on a pool of workers.
 */
export function DumbbellLab({
  scenario: spec,
  setScenario,
  report,
  embed,
  present,
}: LabPageProps<DumbbellSpec>) {
  const base = useMemo(() => baseScenario(spec), [spec]);
  const theory = useMemo(() => dumbbellTheory(base), [base]);
  const ns2 = useMemo(() => ns2Utilization(base), [base]);
  const load = useCallback((s: DumbbellSpec) => setScenario(s, 'push'), [setScenario]);
  const sweepN = useCallback(() => {
    const axis = specField('sweep').parse('n:1..10');
    if (axis.ok)
      switcher(spec, setScenario, report)({ sweep: axis.value as DumbbellSpec['sweep'] });
  }, [spec, setScenario, report]);
  const h = present ? 300 : embed ? 240 : 230;
  return (
    <div className="lab-grid dumbbell" data-testid="lab.dumbbell">
      <StableControls spec={spec} apply={setScenario} report={report} />
      <div className="center">
        {present && <PresentBar spec={spec} apply={setScenario} report={report} />}
        {spec.sweep === null ? (
          <LiveView
            spec={spec}
            scenario={base}
            theory={theory}
            ns2={ns2}
            height={h}
            sweepN={embed ? null : sweepN}
            setSpeed={(speed) => setScenario({ ...spec, speed }, 'replace')}
          />
        ) : (
          <SweepMode
            spec={spec}
            apply={setScenario}
            report={report}
            embed={embed}
            height={present ? 420 : 360}
          />
        )}
      </div>
      {!embed && (
        <TheorySlot>
          <TheoryPanel scenario={base} theory={theory} ns2={ns2} load={load} />
        </TheorySlot>
      )}
    </div>
  );
}
