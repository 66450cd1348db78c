import { useMemo, type ComponentType, type ReactNode } from 'react';
import { CompareActions } from '../../../kit/CompareButton';
import type { ComparePageProps, HistoryMode } from '../../../kit/contract';
import { runnableSweep } from '../sweep/plan';
import type { SweepSpec } from '../sweep/spec';
import { Failures } from '../../../kit/sweep/Failures';
import { describeSweep } from './policies';
import { pairProgress, pairStatus } from '../../../kit/sweep/pairRun';
import { SweepBar } from '../../../kit/sweep/SweepBar';
import { makeEdit, type Edit } from './SweepInputs';
import { useSweep, type SweepRun } from '../../../kit/sweep/useSweep';
import type { PointResult } from '../sweep/results';
import { AIMD_SWEEP_SOURCE } from '../worker/sweepSource';
import { useSweepKeys } from '../../../kit/keys';
import { workerCount } from '../../../../worker/cores';

/** What a lab draws for one side of the pair. */
export interface SideProps {
  side: 'a' | 'b';
  spec: SweepSpec;
  run: SweepRun<PointResult>;
  edit: Edit;
  /** replaces this side's scenario (the other side stays) */
  setSpec: (s: SweepSpec, mode?: HistoryMode) => void;
  height: number;
  /** the other side, for axes shared between the two */
  other: { spec: SweepSpec; run: SweepRun<PointResult> };
}

interface Props extends ComparePageProps<SweepSpec> {
  /** the lab's controls for one side (in a closed "Edit" box) */
  Controls: ComponentType<{ spec: SweepSpec; edit: Edit }>;
  /** the lab's charts for one side */
  Charts: ComponentType<SideProps>;
  testid: string;
  /** drawn under the two sides, across both (Lab 3: the live runs on shared axes) */
  below?: ReactNode;
}

/** Each sweep gets half of the cores, so that the two fill in together. */
const halfPool = (): number => Math.max(1, Math.floor(workerCount() / 2));

/** Both sweeps behind one bar: restart and cancel act on the two, the progress counts both. */
function usePairSweep(a: SweepRun<PointResult>, b: SweepRun<PointResult>): SweepRun<PointResult> {
  return useMemo(
    () => ({
      ...a,
      status: pairStatus(a.status, b.status),
      progress: pairProgress(a.progress, b.progress),
      failures: [...a.failures, ...b.failures],
      cancel: () => {
        a.cancel();
        b.cancel();
      },
      restart: () => {
        a.restart();
        b.restart();
      },
    }),
    [a, b],
  );
}

/**
 * Compare mode of the sweep labs: two sweeps of one lab side by side, one URL
 * (`compare=1&b.<param>=...`), one progress bar and one run / cancel for both; the lab draws each
 * side with axes shared where the two sweeps have the same swept parameter.
 */
export function SweepCompare({
  a,
  b,
  setPair,
  report,
  present,
  Controls,
  Charts,
  testid,
  below,
}: Props) {
  const size = useMemo(() => halfPool(), []);
  const runA = useSweep(
    useMemo(() => runnableSweep(a), [a]),
    AIMD_SWEEP_SOURCE,
    { poolSize: size },
  );
  const runB = useSweep(
    useMemo(() => runnableSweep(b), [b]),
    AIMD_SWEEP_SOURCE,
    {
      poolSize: size,
      handle: '__sweepLabB',
    },
  );
  const pair = usePairSweep(runA, runB);
  useSweepKeys(pair);
  const height = present ? 320 : 260;
  const side = (
    key: 'a' | 'b',
    spec: SweepSpec,
    run: SweepRun<PointResult>,
    other: { spec: SweepSpec; run: SweepRun<PointResult> },
  ) => {
    const setSpec = (s: SweepSpec, mode: HistoryMode = 'replace') =>
      key === 'a' ? setPair(s, b, mode) : setPair(a, s, mode);
    const edit = makeEdit(spec, setSpec, report);
    return (
      <section className="compare-side" data-testid={`compare.${key}`}>
        <h2>
          {key.toUpperCase()}: <span className="muted">{describeSweep(spec)}</span>
        </h2>
        {!present && (
          <details className="compare-controls">
            <summary>Edit {key.toUpperCase()}</summary>
            <Controls spec={spec} edit={edit} />
          </details>
        )}
        <Failures failures={run.failures} />
        <Charts
          side={key}
          spec={spec}
          run={run}
          edit={edit}
          setSpec={setSpec}
          height={height}
          other={other}
        />
      </section>
    );
  };
  return (
    <div className="sweep-compare" data-testid="compare">
      <div className="compare-bar" data-testid={testid}>
        <SweepBar run={pair} />
        <CompareActions a={a} b={b} setPair={setPair} />
      </div>
      <div className="compare-cols">
        {side('a', a, runA, { spec: b, run: runB })}
        {side('b', b, runB, { spec: a, run: runA })}
      </div>
      {below}
    </div>
  );
}
