import { ChartFrame, LineChart } from '../../../charts';
import { pairsCsv } from '../../../charts/toCsv';
import type { TraceSetView } from '../../../trace/set';
import { lossSeries, nDomain, throughputSeries } from './display';

/**
 * Paper 000's Fig. 15 from the traces: throughput against N, the aggregate and each connection's
 * share, Theorem 1 dashed under them; and the loss events per connection per second against N.
 */
export function SetCharts({ view, height }: { view: TraceSetView; height: number }) {
  const domain = nDomain(view.report);
  const charts = [
    {
      key: 'throughput',
      title: 'Throughput against N',
      subtitle: `each trace’s data connections; Theorem 1 pinned to the measured aggregate at N = ${view.report.anchor?.n ?? '—'}`,
      y: 'throughput (Mbit/s)',
      series: throughputSeries(view),
    },
    {
      key: 'losses',
      title: 'Loss events against N',
      subtitle: 'per connection per second of its own duration, and congestion events of the set',
      y: 'events per s',
      series: lossSeries(view.report),
    },
  ];
  return (
    <div className="trace-charts">
      {charts.map((c) => {
        const testid = `chart.trace.set.${c.key}`;
        return (
          <ChartFrame
            key={c.key}
            title={c.title}
            subtitle={c.subtitle}
            testid={testid}
            empty={view.report.throughputVsN.length === 0}
            filename={`trace-set-${c.key}`}
            csv={() =>
              pairsCsv(
                ['series', 'n', c.y],
                c.series.map((s) => [s.label, s.points] as const),
              )
            }
          >
            <LineChart
              title={c.title}
              testid={testid}
              height={height}
              series={c.series}
              xLabel="N, parallel connections"
              yLabel={c.y}
              xDomain={domain}
              legend
              description={`${c.title}: ${c.subtitle}.`}
            />
          </ChartFrame>
        );
      })}
    </div>
  );
}
