import { useMemo } from 'react';
import type { ComparePageProps } from '../kit/contract';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import '../kit/labCommon.css';
import '../kit/sweep/sweepLab.css';
import { SweepCompare, type SideProps } from '../families/aimd/sweepUi/SweepCompare';
import { SocketsCharts, SocketsReadout } from './SocketsCharts';
import { SocketsControls } from './SocketsControls';
import { pairYDomain } from './socketsData';

function Side({ spec, run, height, other }: SideProps) {
  const y = useMemo(
    () => pairYDomain(spec, run.results, other.spec, other.run.results),
    [spec, run.results, other.spec, other.run.results],
  );
  return (
    <>
      <SocketsCharts spec={spec} run={run} height={height} yDomain={y} />
      <SocketsReadout spec={spec} run={run} />
    </>
  );
}

/** Lab 2's compare mode: two utilization-vs-N sweeps side by side on one y scale. */
export function SocketsCompare(props: ComparePageProps<SweepSpec>) {
  return (
    <SweepCompare {...props} testid="sockets.compare" Controls={SocketsControls} Charts={Side} />
  );
}
