import { useMemo } from 'react';
import { ChartFrame, LineChart } from '../../charts';
import { fixed } from '../../format/numbers';
import { sweepCsv } from '../families/aimd/sweep/codec';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import type { PointResult } from '../families/aimd/sweep/results';
import type { SweepSnapshot } from '../kit/sweep/sweepStore';
import { EXAMPLE1_SUBTITLE, example1View } from './example1Data';

interface Props {
  spec: SweepSpec;
  run: SweepSnapshot<PointResult>;
  height: number;
  /** the σ of the live run, marked on the chart (null: none) */
  marker: number | null;
}

/** Fig. 3: the two classes' throughputs move apart with σ, the aggregate stays on Theorem 1. */
export function Example1Charts({ spec, run, height, marker }: Props) {
  const view = useMemo(() => example1View(spec, run.results, marker), [spec, run.results, marker]);
  const bySigma = spec.sweep?.param === 'sigma';
  return (
    <ChartFrame
      title={bySigma ? 'Example 1: throughput vs σ' : `Throughput vs ${view.xLabel}`}
      subtitle={EXAMPLE1_SUBTITLE}
      testid="chart.example1"
      filename="insensitivity-sweep"
      csv={() => sweepCsv(spec, run.results)}
      empty={run.results.length === 0}
    >
      <LineChart
        title={`Class throughputs and aggregate utilization vs ${view.xLabel}`}
        testid="chart.example1"
        height={height}
        series={view.series}
        references={view.references}
        xDomain={view.xDomain}
        yDomain={[0, 1.1]}
        xLabel={view.xLabel}
        yLabel="throughput / c"
        formatY={(v) => fixed(v, 5)}
        zoomable={false}
      />
    </ChartFrame>
  );
}
