import {
  CHART_FG,
  ChartFrame,
  LineChart,
  flowColor,
  type LineMark,
  type LineSeries,
} from '../../charts';
import { pairsCsv } from '../../charts/toCsv';
import { connectionName, type ConnectionLines, type Listed } from './view';

interface Props {
  shown: readonly Listed[];
  /** the lines of every connection of the trace, by its index there */
  lines: readonly ConnectionLines[];
  domain: readonly [number, number];
  height: number;
}

type Metric = 'cwnd' | 'rtt' | 'throughput';

const METRICS: readonly { key: Metric; title: string; y: string; what: string }[] = [
  {
    key: 'cwnd',
    title: 'Congestion window',
    y: 'cwnd (packets)',
    what: 'the sender’s cwnd (a capture: the data in flight), loss events marked',
  },
  { key: 'rtt', title: 'Round-trip time', y: 'RTT (ms)', what: 'the RTT samples over time' },
  { key: 'throughput', title: 'Throughput', y: 'throughput (Mbit/s)', what: 'over time' },
];

/** The three charts of the shown connections, on one time axis (the trace's own numbers). */
export function TraceCharts({ shown, lines, domain, height }: Props) {
  const many = shown.length > 1;
  return (
    <div className="trace-charts">
      {METRICS.map((m) => {
        const series: LineSeries[] = [];
        shown.forEach((l, i) => {
          const points = lines[l.index]?.[m.key];
          if (points && points.length >= 2)
            series.push({
              id: `c${l.k}`,
              label: many ? `${l.k}: ${connectionName(l.c)}` : connectionName(l.c),
              color: flowColor(i),
              points,
              width: 1.5,
            });
        });
        if (series.length === 0) return null;
        const marks: LineMark[] =
          m.key !== 'cwnd'
            ? []
            : shown.flatMap((l) => {
                const p = lines[l.index]?.losses ?? new Float64Array(0);
                const out: LineMark[] = [];
                for (let j = 0; j + 1 < p.length; j += 2)
                  out.push({
                    x: p[j],
                    y: p[j + 1],
                    color: CHART_FG,
                    label: `loss, connection ${l.k}`,
                  });
                return out;
              });
        const testid = `chart.trace.${m.key}`;
        return (
          <ChartFrame
            key={m.key}
            title={m.title}
            subtitle={m.what}
            testid={testid}
            empty={false}
            filename={`trace-${m.key}`}
            csv={() =>
              pairsCsv(
                ['connection', 'time_s', m.y],
                series.map((s) => [s.label, s.points] as const),
              )
            }
          >
            <LineChart
              title={m.title}
              testid={testid}
              height={height}
              series={series}
              xLabel="time (s)"
              yLabel={m.y}
              xDomain={domain}
              marks={marks}
              marksLabel={marks.length > 0 ? 'loss event' : undefined}
              legend={many || marks.length > 0}
              description={`${m.title} of each connection shown over time: ${m.what}.`}
            />
          </ChartFrame>
        );
      })}
    </div>
  );
}
