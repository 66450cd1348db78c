import {
  ChartFrame,
  LineChart,
  OKABE_ITO,
  THEORY_COLOR,
  flowColor,
  type LineSeries,
} from '../../../charts';
import type { TraceMeasures } from '../../../trace/measure';
import type { ConnectionSummary } from '../../../trace/types';
import { Tex } from '../../kit/Tex';
import { ccdfCsv, ccdfData, dataSpan, eventRows, lossCsv, lossDots } from './eventRows';
import { ValueTable } from './FitTables';
import { CITES, FIT_TEX } from './tex';

interface Props {
  measures: TraceMeasures;
  /** the trace's connections (the measures index into them), for the time axis */
  connections: readonly ConnectionSummary[];
  height: number;
  /** file names' prefix */
  base: string;
}

/** The CCDF's legend of three entries takes two rows in the panel's column: its plot keeps its height. */
const LEGEND_ROOM = 40;

/** The loss chart grows with N, a row of dots each, so that its axis can number the rows. */
const ROW_PX = 25;
const MAX_LOSS_HEIGHT = 480;

/** Paper 000's measures (Sec. V-E): congestion events, Fig. 17's CCDF, Figs. 18-19's losses. */
export function FitEvents({ measures, connections, height, base }: Props) {
  const ccdf = ccdfData(measures);
  const dots = lossDots(measures);
  const n = measures.connections.length;
  const ccdfSeries: LineSeries[] = ccdf
    ? [
        {
          id: 'measured',
          label: 'measured',
          color: OKABE_ITO.blue,
          points: ccdf.measured,
          showPoints: true,
        },
        ...(ccdf.n > 1
          ? [
              {
                id: 'one',
                label: 'assumption ONE',
                color: THEORY_COLOR,
                points: ccdf.one,
                dashed: true,
                showPoints: true,
              },
              {
                id: 'synchronized',
                label: 'all hit (eq. (6))',
                color: OKABE_ITO.vermillion,
                points: ccdf.synchronized,
                dashed: true,
                showPoints: true,
              },
            ]
          : []),
      ]
    : [];
  const lossSeries: LineSeries[] = dots.map((d) => ({
    id: `c${d.k}`,
    label: d.label,
    color: flowColor(d.k - 1),
    points: d.points,
    connect: false,
    showPoints: true,
  }));
  return (
    <section data-testid="trace.fit.events">
      <h3>Paper 000&apos;s measures (Sec. V-E)</h3>
      <ValueTable rows={eventRows(measures)} testid="trace.fit.event" />
      <Tex tex={FIT_TEX.ccdf} display />
      <p className="fit-cite">
        M<sub>n</sub>: the connections that lose a packet in congestion event n. {CITES.paper000}
      </p>
      <div className="fit-charts">
        <ChartFrame
          title="Connections hit per congestion event"
          subtitle="CCDF of M (paper 000, Fig. 17)"
          testid="chart.trace.ccdf"
          filename={`${base}-hit-ccdf`}
          empty={ccdf === null}
          csv={ccdf ? () => ccdfCsv(ccdf) : undefined}
        >
          {ccdf ? (
            <LineChart
              title="Connections hit per congestion event"
              testid="chart.trace.ccdf"
              height={height + LEGEND_ROOM}
              series={ccdfSeries}
              xLabel="m (connections)"
              yLabel="P(M ≥ m)"
              xDomain={[0.5, ccdf.n + 0.5]}
              yDomain={[0, 1]}
              integerTicks="x"
              zoomable={false}
              description="The share of congestion events that hit at least m connections, against m; assumption ONE has every event hit one connection, synchronization all of them."
            />
          ) : (
            <p className="muted">No congestion event: the trace has no loss event.</p>
          )}
        </ChartFrame>
        <ChartFrame
          title="Loss events over time"
          subtitle="a row per connection (paper 000, Figs. 18–19)"
          testid="chart.trace.losses"
          filename={`${base}-loss-events`}
          empty={dots.length === 0}
          csv={() => lossCsv(measures)}
        >
          {dots.length > 0 ? (
            <LineChart
              title="Loss events over time"
              testid="chart.trace.losses"
              height={Math.max(height, Math.min(ROW_PX * n + 70, MAX_LOSS_HEIGHT))}
              series={lossSeries}
              xLabel="time (s)"
              yLabel="connection"
              xDomain={dataSpan(measures, connections)}
              yDomain={[0.5, n + 0.5]}
              integerTicks="y"
              legend={false}
              description="One dot per loss event, at its time, in the row of its connection: events that hit several connections line up vertically."
            />
          ) : (
            <p className="muted">No loss event in the trace.</p>
          )}
        </ChartFrame>
      </div>
    </section>
  );
}
