import { useMemo, useState } from 'react';
import { ChartFrame, LineChart, type Domain } from '../../charts';
import { toCsv } from '../../charts/toCsv';
import type { AnalysisView } from './analysisView';
import { rateSeries, ratesCsv, timeReferences } from './chartSeries';
import { algorithmLabel } from './algorithmLabels';
import type { RouteClass, SourceGroup } from './groups';
import type { LiveTrajectory } from './liveTrajectory';
import type { FluidCounterpart } from './packet/companion';
import type { LiveWindows } from './packet/liveWindows';
import { maxY, throughputSeries } from './packet/windowSeries';
import { binEnd } from './packet/bins';
import { userBinSeries, userBinsCsv, userSeries, usersCsv, usersOf } from './userTotals';

interface Props {
  groups: readonly SourceGroup[];
  classes: readonly RouteClass[];
  fluid: { data: LiveTrajectory; version: number; analysis: AnalysisView | null };
  counterpart: FluidCounterpart | null;
  windows: { data: LiveWindows; version: number };
  algLabel: string;
  horizon: number;
  cursor: number | null;
  height: number;
}

const binsCsv = (data: LiveWindows, classes: readonly RouteClass[]): string => {
  const rows: number[][] = [];
  for (let b = 0; b < data.bins; b++)
    rows.push([
      binEnd(b),
      ...classes.map((c) => c.flat.reduce((a, f) => a + data.rate(b, f), 0) / c.flat.length),
    ]);
  return toCsv(['bin_end_s', ...classes.map((c) => `${c.label} (Mbit/s)`)], rows);
};

/**
 * The Done-when of the window level: the fluid trajectory of the algorithm and its window-level
 * throughput side by side, on the same axes (time, Mbit/s), the fluid equilibrium dashed on both;
 * below them each user's total at both levels (Fig. 5's lower panels). The four charts zoom and
 * pan together along time.
 */
export function SideBySide(props: Props) {
  const { groups, classes, fluid, windows, counterpart, horizon, cursor, height } = props;
  const rates = useMemo(() => {
    void fluid.version;
    return counterpart ? rateSeries(fluid.data, classes, fluid.analysis) : [];
  }, [fluid.data, fluid.version, fluid.analysis, classes, counterpart]);
  const tp = useMemo(() => {
    void windows.version;
    return throughputSeries(windows.data, classes, counterpart ? fluid.analysis : null);
  }, [windows.data, windows.version, classes, fluid.analysis, counterpart]);
  const users = useMemo(() => usersOf(groups, classes), [groups, classes]);
  const fluidTotals = useMemo(() => {
    void fluid.version;
    return counterpart ? userSeries(fluid.data, users, fluid.analysis) : [];
  }, [fluid.data, fluid.version, fluid.analysis, users, counterpart]);
  const windowTotals = useMemo(() => {
    void windows.version;
    return userBinSeries(windows.data, users, counterpart ? fluid.analysis : null);
  }, [windows.data, windows.version, users, fluid.analysis, counterpart]);
  const refs = useMemo(() => timeReferences(groups, horizon, cursor), [groups, horizon, cursor]);
  const top = Math.max(maxY(rates), maxY(tp), 0.1) * 1.05;
  const usersTop = Math.max(maxY(fluidTotals), maxY(windowTotals), 0.1) * 1.05;
  // one zoom for the four charts, dropped with a new run
  const [zoom, setZoom] = useState<{ data: LiveWindows; domain: Domain } | null>(null);
  const x: Domain = zoom !== null && zoom.data === windows.data ? zoom.domain : [0, horizon];
  const onZoom = (d: Domain | null) =>
    setZoom(d === null ? null : { data: windows.data, domain: d });
  const y = [0, top] as const;
  const yUsers = [0, usersTop] as const;
  return (
    <div
      className={
        counterpart ? 'mptcp-charts side-by-side' : 'mptcp-charts side-by-side without-fluid'
      }
      data-testid="mptcp.sideBySide"
    >
      {counterpart ? (
        <ChartFrame
          title={`Fluid model: ${algorithmLabel(counterpart.alg)}`}
          subtitle="route rates xᵣ(t) of (3)-(4); dashed: equilibrium"
          testid="chart.fluid"
          csv={() => ratesCsv(fluid.data, classes)}
          empty={rates.every((s) => s.points.length < 4)}
          filename="mptcp-fluid-rates"
        >
          <LineChart
            title="Fluid route rates"
            testid="chart.fluid"
            height={height}
            series={rates}
            xLabel="time (s)"
            yLabel="rate (Mbit/s)"
            xDomain={x}
            onXDomainChange={onZoom}
            yDomain={y}
            references={refs}
            description="Rate of each route in the fluid model, with its equilibrium dashed."
          />
        </ChartFrame>
      ) : (
        <div className="panel no-fluid" data-testid="mptcp.noFluid">
          <h3>Fluid model</h3>
          <p className="hint">
            {props.algLabel} has no fluid model in this lab: paper 002 models EWTCP, Coupled,
            Semicoupled, Max and eq. (12)’s family. The window level on the right is the only view
            of it; the comparison below puts it beside the others.
          </p>
        </div>
      )}
      <ChartFrame
        title={`Window level: ${props.algLabel}`}
        subtitle="route throughput per 1 s (mean over copies); dashed: fluid equilibrium"
        testid="chart.throughput"
        csv={() => binsCsv(windows.data, classes)}
        empty={tp.every((s) => s.points.length < 4)}
        filename="mptcp-window-throughput"
      >
        <LineChart
          title="Window-level route throughput"
          testid="chart.throughput"
          height={height}
          series={tp}
          xLabel="time (s)"
          yLabel="throughput (Mbit/s)"
          xDomain={x}
          onXDomainChange={onZoom}
          yDomain={y}
          references={refs}
          description="Throughput of each route per second at window level (the packet engine), with the fluid equilibrium dashed."
        />
      </ChartFrame>
      {counterpart && (
        <ChartFrame
          title="Fluid model: throughput of each user"
          subtitle="sum of each source’s routes; dashed: equilibrium"
          testid="chart.users.fluid"
          csv={() => usersCsv(fluid.data, users)}
          empty={fluidTotals.every((s) => s.points.length < 4)}
          filename="mptcp-fluid-users"
        >
          <LineChart
            title="Fluid throughput of each user"
            testid="chart.users.fluid"
            height={height}
            series={fluidTotals}
            xLabel="time (s)"
            yLabel="rate (Mbit/s)"
            xDomain={x}
            onXDomainChange={onZoom}
            yDomain={yUsers}
            references={refs}
            description="Total rate of each source in the fluid model (an MP-TCP source's routes added up), with its equilibrium dashed."
          />
        </ChartFrame>
      )}
      <ChartFrame
        title="Window level: throughput of each user"
        subtitle="per 1 s, sum of each source’s routes; dashed: fluid equilibrium"
        testid="chart.users.window"
        csv={() => userBinsCsv(windows.data, users)}
        empty={windowTotals.every((s) => s.points.length < 4)}
        filename="mptcp-window-users"
      >
        <LineChart
          title="Window-level throughput of each user"
          testid="chart.users.window"
          height={height}
          series={windowTotals}
          xLabel="time (s)"
          yLabel="throughput (Mbit/s)"
          xDomain={x}
          onXDomainChange={onZoom}
          yDomain={yUsers}
          references={refs}
          description="Throughput of each source per second at window level (an MP-TCP source's routes added up, the mean over copies), with the fluid equilibrium dashed."
        />
      </ChartFrame>
    </div>
  );
}
