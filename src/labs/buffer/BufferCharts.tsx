import { useMemo } from 'react';
import { ChartFrame, LineChart } from '../../charts';
import { fixed } from '../../format/numbers';
import { sweepCsv } from '../../sweep/output';
import { SmallMultiples } from '../kit/sweep/SeriesKey';
import type { SweepSnapshot } from '../kit/sweep/sweepStore';
import { BUFFER_SUBTITLE, bufferView } from './bufferView';
import { BUFFER_SWEEPS } from './sweep/definition';
import type { BufferPointResult } from './sweep/results';
import type { BufferSpec } from './sweep/spec';

interface Props {
  spec: BufferSpec;
  run: SweepSnapshot<BufferPointResult>;
  height: number;
}

const SUBTITLE = BUFFER_SUBTITLE;

/**
 * Utilization vs the swept parameter: one chart, or one panel per value of the second axis under
 * a key they share (a legend in the first panel would squeeze it, Fig. 5's four RTTs).
 */
export function BufferCharts({ spec, run, height }: Props) {
  const view = useMemo(() => bufferView(spec, run.results), [spec, run.results]);
  const csv = () => sweepCsv(BUFFER_SWEEPS, spec, run.results);
  const family = view.panels.length > 1;
  const frames = view.panels.map((p, k) => (
    <ChartFrame
      key={p.key}
      title={p.title ?? `Throughput vs ${view.xLabel}`}
      subtitle={family ? undefined : SUBTITLE}
      testid={k === 0 ? 'chart.buffer' : `chart.buffer.${k}`}
      filename={`buffer-sweep${family ? `-${k + 1}` : ''}`}
      csv={csv}
      // the models' curves are there from the first frame
      empty={false}
    >
      <LineChart
        title={`Aggregate throughput / B vs ${view.xLabel}${p.title ? `, ${p.title}` : ''}`}
        testid={k === 0 ? 'chart.buffer' : `chart.buffer.${k}`}
        height={height}
        series={p.series}
        xDomain={view.xDomain}
        yIncludesZero={false}
        xLabel={view.xLabel}
        yLabel="throughput / B"
        formatY={(v) => fixed(v, 3)}
        legend={family ? false : undefined}
      />
    </ChartFrame>
  ));
  if (!family)
    return (
      <div className="single-chart" data-testid="buffer.charts">
        {frames}
      </div>
    );
  return (
    <SmallMultiples
      title={`Throughput vs ${view.xLabel}, one panel per value of the second axis`}
      subtitle={SUBTITLE}
      keyItems={view.key}
      testid="buffer.charts"
    >
      {frames}
    </SmallMultiples>
  );
}
