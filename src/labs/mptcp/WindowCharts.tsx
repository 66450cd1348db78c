import { useMemo, useState } from 'react';
import { ChartFrame, LineChart, type LineSeries } from '../../charts';
import { toCsv } from '../../charts/toCsv';
import type { RouteClass, SourceGroup } from './groups';
import type { LiveWindows } from './packet/liveWindows';
import { maxY, mpWindowSeries, spWindowSeries } from './packet/windowSeries';

interface Props {
  groups: readonly SourceGroup[];
  classes: readonly RouteClass[];
  data: LiveWindows;
  version: number;
  drawn: { mp: number[]; sp: number[] };
  /** simulated time reached */
  time: number;
  horizon: number;
  height: number;
}

type Span = 'recent' | 'all';
/** Seconds shown by the "recent" span: a few dozen oscillations at 20 ms RTTs. */
const RECENT = 20;

/** The lines' colours in the subtitle, so that the two charts keep the same plot height. */
const Key = ({ series, note }: { series: readonly LineSeries[]; note?: string }) => (
  <span className="window-key">
    {series.map((x) => (
      <span key={x.id} className="route-rate">
        <span className="swatch" style={{ background: x.color }} />
        {x.label}
      </span>
    ))}
    {note && <span className="muted">{note}</span>}
  </span>
);

const windowsCsv = (data: LiveWindows, names: string[]): string => {
  const rows: number[][] = [];
  for (let k = 0; k < data.count; k++)
    rows.push([data.t[k], ...names.map((_, j) => data.cwnd[k * data.drawn + j])]);
  return toCsv(['time_s', ...names.map((n) => `${n} cwnd (packets)`)], rows);
};

/**
 * Fig. 4's picture at window level: the windows of one MP-TCP source's subflows with their sum
 * (what the application sees), beside one single-path flow's window, on the same scale.
 */
export function WindowCharts({
  groups,
  classes,
  data,
  version,
  drawn,
  time,
  horizon,
  height,
}: Props) {
  const spGroup = groups.find((g) => !g.multipath);
  // a single-path flow that comes and goes is seen over the whole run
  const timed = spGroup !== undefined && (spGroup.startS > 0 || spGroup.stopS < horizon);
  const [span, setSpan] = useState<Span>(timed ? 'all' : 'recent');
  const from = span === 'recent' ? Math.max(0, Math.min(time, horizon) - RECENT) : 0;
  const to = span === 'recent' ? Math.max(from + RECENT, Math.min(time, horizon)) : horizon;
  const mp = useMemo(() => {
    void version;
    return mpWindowSeries(data, classes, drawn.mp, from);
  }, [data, classes, drawn, from, version]);
  const active = useMemo(
    () => ({ from: spGroup?.startS ?? 0, to: spGroup?.stopS ?? Infinity }),
    [spGroup],
  );
  const sp = useMemo(() => {
    void version;
    return spWindowSeries(data, classes, drawn.sp, drawn.mp.length, from, active);
  }, [data, classes, drawn, from, version, active]);
  const top = Math.max(maxY(mp), maxY(sp), 1) * 1.05;
  const domain = [from, to] as const;
  const y = [0, top] as const;
  const mpName = groups.find((g) => g.multipath && g.routes.length > 1)?.label ?? 'MP-TCP';
  const spName = spGroup?.label ?? 'TCP';
  const names = [
    ...drawn.mp.map((_, j) => `${mpName} subflow ${j + 1}`),
    ...drawn.sp.map(() => spName),
  ];
  const spanSwitch = (
    <label className="axis-switch" title="Zoom with the wheel or by dragging; double-click resets">
      show
      <select
        data-testid="window.span"
        value={span}
        onChange={(e) => setSpan(e.target.value as Span)}
      >
        <option value="recent">last {RECENT} s</option>
        <option value="all">whole run</option>
      </select>
    </label>
  );
  return (
    <div className="mptcp-charts">
      {drawn.mp.length > 0 && (
        <ChartFrame
          title={`Windows of ${mpName}’s subflows`}
          subtitle={
            <Key
              series={mp}
              note={drawn.mp.length > 1 ? '(what the application sees)' : undefined}
            />
          }
          testid="chart.windows.mp"
          csv={() => windowsCsv(data, names)}
          empty={mp.every((s) => s.points.length < 4)}
          filename="mptcp-windows"
          actions={spanSwitch}
        >
          <LineChart
            title="MP-TCP windows"
            testid="chart.windows.mp"
            height={height}
            series={mp}
            xLabel="time (s)"
            yLabel="cwnd (packets)"
            xDomain={domain}
            yDomain={y}
            legend={false}
            description="Congestion window of each subflow of one MP-TCP source and their sum over time."
          />
        </ChartFrame>
      )}
      {drawn.sp.length > 0 && (
        <ChartFrame
          title={`Window of the single-path flow ${spName}`}
          subtitle={
            <Key
              series={sp}
              note={
                timed
                  ? `(TCP NewReno; present from ${spGroup.startS} s to ${Math.min(spGroup.stopS, horizon)} s)`
                  : '(TCP NewReno: halves at every loss)'
              }
            />
          }
          testid="chart.windows.sp"
          csv={() => windowsCsv(data, names)}
          empty={sp.every((s) => s.points.length < 4)}
          filename="mptcp-windows"
        >
          <LineChart
            title="Single-path window"
            testid="chart.windows.sp"
            height={height}
            series={sp}
            xLabel="time (s)"
            yLabel="cwnd (packets)"
            xDomain={domain}
            yDomain={y}
            legend={false}
            description="Congestion window of one single-path TCP flow over time, on the MP-TCP chart's scale."
          />
        </ChartFrame>
      )}
    </div>
  );
}
