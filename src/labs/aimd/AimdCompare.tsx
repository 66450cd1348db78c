import { memo } from 'react';
import '../kit/labCommon.css';
import './aimdLab.css';
import { CompareActions } from '../kit/CompareButton';
import type { ComparePageProps } from '../kit/contract';
import { defaultSpeed } from '../families/aimd/worker/defaults';
import { Controls } from './Controls';
import { theoryOf } from '../families/aimd/report';
import { AimdRunBar } from '../families/aimd/AimdRunBar';
import { SamplePathCharts } from '../families/aimd/SamplePathCharts';
import type { AimdScenario } from '../families/aimd/scenario';
import { Histograms, UtilizationChart } from './StatsCharts';
import { useAimdRun, type AimdRun, type AimdSpeed } from '../families/aimd/useAimdRun';
import { useLabKeys } from '../kit/keys';
import { usePairAxes, usePairRun } from '../families/aimd/usePair';

const StableControls = memo(Controls);

function describe(s: AimdScenario): string {
  return `${s.policy}, N = ${s.n}, β = ${s.beta.join(',')}${s.sigma !== null ? `, σ = ${s.sigma}` : ''}`;
}

/**
 * Compare mode: two scenarios of the lab side by side, one URL. Both runs use the same speed in
 * simulated time, so their time axes line up; the panels share the x range (zoom one, both follow)
 * and the y ranges.
 */
export function AimdCompare({ a, b, setPair, report, present }: ComparePageProps<AimdScenario>) {
  // The same simulated time per second for both, from A: the two time axes stay in step.
  const baseSpeed = defaultSpeed(a);
  // one speed for both, A's (the URL's speed=): B follows it
  const setSpeed = (speed: AimdSpeed) => setPair({ ...a, speed }, { ...b, speed }, 'replace');
  const runA = useAimdRun(a, { baseSpeed, setSpeed });
  const runB = useAimdRun({ ...b, speed: a.speed }, { baseSpeed, setSpeed, handle: '__aimdLabB' });
  const pair = usePairRun(runA, runB);
  useLabKeys(pair);

  const shared = usePairAxes({ scenario: a, run: runA }, { scenario: b, run: runB });

  const h = present ? 280 : 220;
  const side = (
    key: 'a' | 'b',
    s: AimdScenario,
    run: AimdRun,
    apply: (s: AimdScenario) => void,
  ) => {
    const theory = theoryOf(s);
    const props = {
      scenario: s,
      theory,
      data: run.data,
      version: run.version,
      height: Math.round(h * 0.8),
    };
    return (
      <section className="compare-side" data-testid={`compare.${key}`}>
        <h2>
          {key.toUpperCase()}: <span className="muted">{describe(s)}</span>
        </h2>
        <details className="compare-controls">
          <summary>Edit {key.toUpperCase()}</summary>
          <StableControls scenario={s} apply={apply} report={report} />
        </details>
        {run.error && (
          <div className="error-box" role="alert">
            The simulation stopped: {run.error}.
          </div>
        )}
        <SamplePathCharts
          scenario={s}
          data={run.data}
          version={run.version}
          predicted={theory.predictedUtilization}
          height={h}
          shared={shared[key]}
        />
        <UtilizationChart {...props} />
        <Histograms {...props} />
      </section>
    );
  };

  return (
    <div className="aimd-compare" data-testid="compare">
      <div className="compare-bar">
        <AimdRunBar run={pair} scenario={a} />
        <CompareActions a={a} b={b} setPair={setPair} />
      </div>
      <div className="compare-cols">
        {side('a', a, runA, (s) => setPair(s, b))}
        {side('b', b, runB, (s) => setPair(a, s))}
      </div>
    </div>
  );
}
