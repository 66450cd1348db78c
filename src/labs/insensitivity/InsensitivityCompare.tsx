import { useMemo } from 'react';
import type { ComparePageProps } from '../kit/contract';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { defaultSpeed } from '../families/aimd/worker/defaults';
import '../kit/labCommon.css';
import { AimdRunBar } from '../families/aimd/AimdRunBar';
import { useAimdRun } from '../families/aimd/useAimdRun';
import { usePairAxes, usePairRun } from '../families/aimd/usePair';
import '../kit/sweep/sweepLab.css';
import { SweepCompare, type SideProps } from '../families/aimd/sweepUi/SweepCompare';
import { ComparisonView } from './ComparisonView';
import { Example1Charts } from './Example1Charts';
import { InsensitivityControls } from './InsensitivityControls';
import { LiveSigma, LiveSigmaView } from './LiveSigma';
import { liveScenario, liveSigmaOf, withLiveSigma } from './liveScenario';

const bySigma = (s: SweepSpec): boolean => s.sweep?.param === 'sigma';

/**
 * One side of Lab 3's compare mode: Example 1 over σ (the y axis is the same fixed [0, 1.1] on
 * both sides), or the policy comparison. When only this side sweeps σ, its live run is drawn
 * here; when both do, the two live runs are drawn together below (LivePair).
 */
function Side({ spec, run, setSpec, height, other }: SideProps) {
  if (spec.sweep === null) return <ComparisonView spec={spec} run={run} height={height} />;
  const sigma = liveSigmaOf(spec);
  const alone = bySigma(spec) && !bySigma(other.spec);
  return (
    <>
      <Example1Charts spec={spec} run={run} height={height} marker={bySigma(spec) ? sigma : null} />
      {alone && (
        <LiveSigma
          spec={spec}
          sigma={sigma}
          setSigma={(v) => setSpec(withLiveSigma(spec, v))}
          height={Math.round(height * 0.75)}
          compact
        />
      )}
    </>
  );
}

interface PairProps {
  a: SweepSpec;
  b: SweepSpec;
  setPair: ComparePageProps<SweepSpec>['setPair'];
  height: number;
}

/**
 * The two sides' live runs (each at its own σ, A's `sigma=` and B's `b.sigma=`) with one play /
 * pause, the same simulated time per second, and shared time and rate axes.
 */
function LivePair({ a, b, setPair, height }: PairProps) {
  const sa = liveSigmaOf(a);
  const sb = liveSigmaOf(b);
  const la = useMemo(() => liveScenario(a, sa), [a, sa]);
  const lb = useMemo(() => liveScenario(b, sb), [b, sb]);
  const baseSpeed = defaultSpeed(la);
  const runA = useAimdRun(la, { baseSpeed });
  const runB = useAimdRun(lb, { baseSpeed, handle: '__aimdLabB' });
  const pair = usePairRun(runA, runB);
  const shared = usePairAxes({ scenario: la, run: runA }, { scenario: lb, run: runB });
  return (
    <section className="live-pair" data-testid="compare.live">
      <AimdRunBar run={pair} scenario={la} />
      <div className="compare-cols">
        <LiveSigmaView
          scenario={la}
          run={runA}
          sigma={sa}
          setSigma={(v) => setPair(withLiveSigma(a, v), b)}
          height={height}
          compact
          shared={shared.a}
        />
        <LiveSigmaView
          scenario={lb}
          run={runB}
          sigma={sb}
          setSigma={(v) => setPair(a, withLiveSigma(b, v))}
          height={height}
          compact
          shared={shared.b}
        />
      </div>
    </section>
  );
}

/** Lab 3's compare mode: two sweeps (say N = 4 and N = 10, or two β) side by side. */
export function InsensitivityCompare(props: ComparePageProps<SweepSpec>) {
  const { a, b, setPair, present } = props;
  const both = bySigma(a) && bySigma(b);
  return (
    <SweepCompare
      {...props}
      testid="insensitivity.compare"
      Controls={InsensitivityControls}
      Charts={Side}
      below={both && <LivePair a={a} b={b} setPair={setPair} height={present ? 240 : 200} />}
    />
  );
}
