import { useEffect, useMemo, useState } from 'react';
import {
  CHART_FG,
  ChartFrame,
  LineChart,
  flowColor,
  pairsCsv,
  type LineMark,
  type LineSeries,
} from '../../../charts';
import type { Domain } from '../../../charts';
import { defaultSpeed } from './worker/defaults';
import { aggregatePolyline, cutMarks, flowPolylines, type LiveData } from './liveData';
import { toParams, type AimdScenario } from './scenario';

/** Axes shared by the two panels of compare mode. */
export interface SharedAxes {
  domain: Domain;
  zoomed: boolean;
  onZoom: (d: Domain | null) => void;
  /** the y ranges to use, and where this panel reports the ranges it would pick on its own */
  yTop: number | null;
  yBottom: number | null;
  report: (yTop: number, yBottom: number) => void;
}

interface Props {
  scenario: AimdScenario;
  data: LiveData;
  version: number;
  predicted: number | null;
  height: number;
  shared?: SharedAxes;
}

/** How much simulated time the live view shows: about a dozen of one flow's sawteeth. */
export function liveWindow(s: AimdScenario): number {
  // defaultSpeed covers two of a flow's teeth per second; for beatdown, two whole tagging cycles.
  return (s.policy === 'beatdown' ? 2.5 : 6) * defaultSpeed(s);
}

/** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten that is >= x. */
export function niceCeiling(x: number): number {
  const p = 10 ** Math.floor(Math.log10(x));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((k) => k * p >= x) ?? 10;
  return step * p;
}

/** The sample paths x_i(t) with the capacity and the cuts, and the aggregate rate below. */
export function SamplePathCharts({ scenario, data, version, predicted, height, shared }: Props) {
  const params = useMemo(() => toParams(scenario), [scenario]);
  const [zoom, setZoom] = useState<Domain | null>(null);
  // A new scenario is a new run: follow its live edge again.
  const [zoomFor, setZoomFor] = useState(scenario);
  if (zoomFor !== scenario) {
    setZoomFor(scenario);
    setZoom(null);
  }
  const W = liveWindow(scenario);
  const edge = data.viewTime;
  const domain: Domain = shared
    ? shared.domain
    : (zoom ?? [Math.max(0, edge - W), Math.max(edge, W)]);
  const onZoom = shared ? shared.onZoom : setZoom;
  const c = scenario.c;

  const { series, marks, aggregate } = useMemo(() => {
    void version; // the live data changed in place: redraw
    const tails = data.tails();
    const opts = { liveEdge: edge, epsilon: (c * 2) / height };
    const polylines = flowPolylines(tails, params, domain[0], domain[1], opts);
    const m = cutMarks(tails, domain[0], domain[1]);
    const ms: LineMark[] = [];
    const step = Math.max(1, Math.floor(m.time.length / 3000)); // markers beyond a few thousand only clutter
    for (let k = 0; k < m.time.length; k += step)
      ms.push({
        x: m.time[k],
        y: m.rate[k],
        color: flowColor(m.flow[k]),
        label: `flow ${m.flow[k] + 1} cut`,
      });
    const ss: LineSeries[] = polylines.map((p) => ({
      id: `flow-${p.flow}`,
      label: `flow ${p.flow + 1}`,
      color: flowColor(p.flow),
      points: p.xy,
    }));
    return {
      series: ss,
      marks: ms,
      aggregate: aggregatePolyline(tails, params, domain[0], domain[1], opts),
    };
  }, [data, version, params, domain[0], domain[1], edge, c, height]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (
      series.some((s) => s.points.length > 2) &&
      window.__aimdLab &&
      window.__aimdLab.firstChartAt === undefined
    ) {
      requestAnimationFrame(() => {
        if (window.__aimdLab && window.__aimdLab.firstChartAt === undefined)
          window.__aimdLab.firstChartAt = performance.now();
      });
    }
  }, [series]);

  // With many flows each rate is a small fraction of c: fit the drawn rates (to a nice bound, so
  // the axis rarely moves) instead of squashing them under the capacity line.
  const ownTop = useMemo(() => {
    let m = 0;
    for (const s of series)
      for (let k = 1; k < s.points.length; k += 2) if (s.points[k] > m) m = s.points[k];
    if (scenario.n <= 4 || m <= 0 || m > 0.6 * c) return c * 1.04;
    return Math.min(c * 1.04, niceCeiling(m * 1.1));
  }, [series, scenario.n, c]);
  // The aggregate stays within (1 - beta) of a cut below c, much closer with many flows: show that
  // band (to a nice bound) with the theory mean in it.
  const ownBottom = useMemo(() => {
    let m = c;
    for (let k = 1; k < aggregate.length; k += 2) if (aggregate[k] < m) m = aggregate[k];
    if (predicted !== null) m = Math.min(m, predicted * c);
    const depth = niceCeiling(Math.max(c - m, c * 1e-6) * 1.3);
    return Math.max(0, c - depth);
  }, [aggregate, predicted, c]);
  const report = shared?.report;
  useEffect(() => report?.(ownTop, ownBottom), [report, ownTop, ownBottom]);
  const yTop = shared?.yTop ?? ownTop;
  const yBottom = shared?.yBottom ?? ownBottom;
  const drawn =
    series.length < scenario.n ? ` (${series.length} of ${scenario.n} flows drawn)` : '';
  const following = shared ? !shared.zoomed : zoom === null;
  return (
    <div className="charts-stack">
      <ChartFrame
        empty={series.every((s) => s.points.length < 4)}
        title="Sample paths"
        subtitle={
          <>
            Rates x<sub>i</sub>(t){drawn}; dots mark cuts, coloured by the flow cut.{' '}
            {following
              ? 'Following the run; scroll or drag to zoom and pan.'
              : 'Zoomed: double-click to follow the run again.'}
          </>
        }
        testid="chart.paths"
        csv={() =>
          pairsCsv(
            ['series', 'time', 'rate'],
            series.map((s) => [s.label, s.points]),
          )
        }
      >
        <LineChart
          title="Sample paths of the flows' rates"
          testid="chart.paths"
          height={height}
          series={series}
          marks={marks}
          marksLabel="cut"
          xDomain={domain}
          yDomain={[0, yTop]}
          references={yTop >= c ? [{ y: c, label: 'capacity c', color: 'var(--chart-muted)' }] : []}
          xLabel="time t"
          yLabel="rate"
          onXDomainChange={onZoom}
        />
      </ChartFrame>
      <ChartFrame
        title="Aggregate rate"
        subtitle="X(t) rises at the total slope and drops at each congestion event."
        testid="chart.aggregate"
        csv={() => pairsCsv(['series', 'time', 'aggregate'], [['aggregate', aggregate]])}
        empty={aggregate.length < 4}
      >
        <LineChart
          title="Aggregate rate"
          testid="chart.aggregate"
          height={Math.round(height * 0.7)}
          series={[
            {
              id: 'aggregate',
              label: 'aggregate X(t)',
              color: CHART_FG,
              points: aggregate,
              width: 1.5,
            },
          ]}
          xDomain={domain}
          yDomain={[yBottom, c + (c - yBottom) * 0.04]}
          references={[
            { y: c, label: 'capacity c', color: 'var(--chart-muted)' },
            ...(predicted !== null ? [{ y: predicted * c, label: 'theory: mean E[X]' }] : []),
          ]}
          xLabel="time t"
          yLabel="X(t)"
          onXDomainChange={onZoom}
        />
      </ChartFrame>
    </div>
  );
}
