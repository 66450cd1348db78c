import { useMemo } from 'react';
import { BarChart, ChartFrame, HistogramChart } from '../../charts';
import { sig } from '../../format/numbers';
import { sweepCsv } from '../families/aimd/sweep/codec';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import type { PointResult } from '../families/aimd/sweep/results';
import type { SweepSnapshot } from '../kit/sweep/sweepStore';
import { ComparisonTables } from './ComparisonTables';
import { meanSummary, policyHistograms, utilizationBars } from './comparisonData';

interface Props {
  spec: SweepSpec;
  run: SweepSnapshot<PointResult>;
  height: number;
}

/** One scenario under every chosen policy: the same mean, different distributions. */
export function ComparisonView({ spec, run, height }: Props) {
  const { results } = run;
  const bars = useMemo(() => utilizationBars(results), [results]);
  const aggregate = useMemo(() => policyHistograms(results, 'aggregate'), [results]);
  const flow1 = useMemo(() => policyHistograms(results, 'flow1'), [results]);
  const csv = () => sweepCsv(spec, results);
  const scenario = `N = ${spec.n}, β = ${spec.beta.map((b) => sig(b, 6)).join(',')}`;
  return (
    <>
      <ChartFrame
        title="Mean utilization by policy"
        subtitle={meanSummary(results) || `${scenario}: waiting for the first point.`}
        testid="chart.means"
        filename="insensitivity-policies"
        csv={csv}
        empty={results.length === 0}
      >
        <BarChart
          title={`Mean utilization by policy, ${scenario}`}
          testid="chart.means"
          height={Math.round(height * 0.8)}
          categories={bars.categories}
          series={[
            {
              id: 'utilization',
              label: 'E[X]/c',
              color: (i) => bars.colors[i],
              values: bars.values,
            },
          ]}
          references={bars.references}
          details={(i) => bars.details[i] ?? []}
          xLabel="loss policy"
          yLabel="E[X]/c"
          legend={false}
        />
      </ChartFrame>
      <ChartFrame
        title="Time-stationary distributions"
        subtitle="Fraction of time in each bin of x/c, one outline per policy: where the policies differ."
        testid="chart.distributions"
        filename="insensitivity-policies"
        csv={csv}
        empty={results.length === 0}
      >
        <div className="charts-row">
          <HistogramChart
            title="Aggregate rate X/c"
            testid="chart.histogram.aggregate"
            height={height}
            histograms={aggregate}
            xLabel="X/c"
          />
          <HistogramChart
            title="Flow 1's rate x₁/c"
            testid="chart.histogram.flow1"
            height={height}
            histograms={flow1}
            xLabel="x₁/c"
          />
        </div>
      </ChartFrame>
      <ComparisonTables spec={spec} results={results} />
    </>
  );
}
