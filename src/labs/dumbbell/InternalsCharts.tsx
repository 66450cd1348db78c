import { useMemo } from 'react';
import {
  CHART_MUTED,
  ChartFrame,
  LineChart,
  toCsv,
  type Domain,
  type LineSeries,
  type ReferenceLine,
} from '../../charts';
import { internalsView, type InternalsPanel } from './internalsView';
import type { DumbbellLiveData } from './liveData';
import type { DumbbellScenario } from '../families/packet/scenario';
import { niceCeiling } from './traceView';

interface Props {
  scenario: DumbbellScenario;
  data: DumbbellLiveData;
  version: number;
  /** the cwnd chart's time range, and its zoom: these charts follow and set the same */
  domain: Domain;
  onZoom: (d: Domain | null) => void;
  /** the cwnd chart's height: a panel alone takes as much, two side by side 0.9 of it */
  height: number;
}

function panelCsv(p: InternalsPanel): string {
  const rows: (string | number)[][] = [];
  for (const s of p.series)
    for (let k = 0; k + 1 < s.points.length; k += 2)
      if (Number.isFinite(s.points[k + 1])) rows.push([s.label, s.points[k], s.points[k + 1]]);
  return toCsv(['series', 'time', p.yLabel], rows);
}

function Panel({
  p,
  domain,
  onZoom,
  height,
}: { p: InternalsPanel } & Omit<Props, 'scenario' | 'data' | 'version'>) {
  const series: LineSeries[] = p.series.map((s) => ({ ...s }));
  const references: ReferenceLine[] = p.references.map((r) => ({ ...r, color: CHART_MUTED }));
  const testid = `chart.internals.${p.id}`;
  return (
    <ChartFrame
      empty={p.empty}
      title={p.title}
      subtitle={p.subtitle}
      testid={testid}
      csv={() => panelCsv(p)}
    >
      <LineChart
        title={p.title}
        testid={testid}
        height={height}
        series={series}
        xDomain={domain}
        yDomain={[0, niceCeiling(Math.max(p.yMax, 1e-3) * 1.1)]}
        references={references}
        xLabel="time t, s"
        yLabel={p.yLabel}
        onXDomainChange={onZoom}
        legend
      />
    </ChartFrame>
  );
}

/**
 * What the drawn flows' congestion controls do inside, under their windows and on the same time
 * axis (zooming one zooms all): Illinois's delay, α and β, CUBIC's curve, Vegas's diff, HS-TCP's
 * a(w) and b(w). Nothing for Reno, AIMD and MulTCP, whose rules have no state to show.
 */
export function InternalsCharts({ scenario, data, version, domain, onZoom, height }: Props) {
  const panels = useMemo(() => {
    void version; // the live data changed in place: redraw
    return internalsView(scenario, data.traces(), domain[0], domain[1]);
  }, [scenario, data, version, domain[0], domain[1]]); // eslint-disable-line react-hooks/exhaustive-deps
  if (panels.length === 0) return null;
  const rows = new Map<string, InternalsPanel[]>();
  for (const p of panels) rows.set(p.row, [...(rows.get(p.row) ?? []), p]);
  return (
    <div className="charts-stack" data-testid="chart.internals">
      {[...rows].map(([row, ps]) =>
        ps.length === 1 ? (
          <Panel key={row} p={ps[0]} domain={domain} onZoom={onZoom} height={height} />
        ) : (
          <div key={row} className="charts-row">
            {ps.map((p) => (
              <Panel
                key={p.id}
                p={p}
                domain={domain}
                onZoom={onZoom}
                height={Math.round(height * 0.9)}
              />
            ))}
          </div>
        ),
      )}
    </div>
  );
}
