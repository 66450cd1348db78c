import { ChartFrame, LineChart } from '../../charts';
import { pairsCsv } from '../../charts/toCsv';
import type { TraceChart } from './chartsView';

interface Props {
  charts: readonly TraceChart[];
  domain: readonly [number, number];
  height: number;
}

/** The trace's charts on one time axis, with the models over them (chartsView.ts). */
export function TraceCharts({ charts, domain, height }: Props) {
  return (
    <div className="trace-charts">
      {charts.map((m) => {
        const testid = `chart.trace.${m.key}`;
        return (
          <ChartFrame
            key={m.key}
            title={m.title}
            subtitle={m.subtitle}
            testid={testid}
            empty={false}
            filename={`trace-${m.key}`}
            csv={() =>
              pairsCsv(
                ['line', 'time_s', m.y],
                m.series.map((s) => [s.label, s.points] as const),
              )
            }
          >
            <LineChart
              title={m.title}
              testid={testid}
              height={height}
              series={m.series}
              xLabel="time (s)"
              yLabel={m.y}
              xDomain={domain}
              marks={m.marks}
              marksLabel={m.marks.length > 0 ? 'loss event' : undefined}
              references={m.references}
              legend={m.series.length > 1 || m.marks.length > 0}
              description={`${m.title} of each connection shown over time: ${m.subtitle}.`}
            />
          </ChartFrame>
        );
      })}
    </div>
  );
}
