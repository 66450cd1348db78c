import { useMemo, useState } from 'react';
import { ChartFrame, LineChart, type Domain } from '../../charts';
import type { Network } from '../../engines/fluid/network';
import { sig } from '../../format/numbers';
import type { AnalysisView } from './analysisView';
import {
  PRICE_SCALE,
  priceSeries,
  pricesCsv,
  rateSeries,
  ratesCsv,
  timeReferences,
} from './chartSeries';
import type { RouteClass, SourceGroup } from './groups';
import type { LiveTrajectory } from './liveTrajectory';
import type { TimeAxis } from './useMptcpRun';
import { userSeries, usersCsv, usersOf } from './userTotals';

interface Props {
  net: Network;
  groups: readonly SourceGroup[];
  classes: readonly RouteClass[];
  data: LiveTrajectory;
  version: number;
  analysis: AnalysisView | null;
  horizon: number;
  /** the time cursor (null when the run is over) */
  cursor: number | null;
  height: number;
  axis: TimeAxis;
  /** where the log axis starts */
  from: number;
  setAxis: (a: TimeAxis) => void;
}

const fmtPercent = (v: number) => `${sig(v, 3)} %`;

/**
 * Route rates x_r(t), each user's total (Fig. 3's right panel, Fig. 5's lower ones) and link
 * prices p_l(t), each with its equilibrium dashed in the same colour; the three zoom and pan
 * together along their common time axis.
 */
export function TrajectoryCharts(props: Props) {
  const { net, groups, classes, data, version, analysis, horizon, cursor, height } = props;
  const log = props.axis === 'log';
  const tMin = log ? props.from : -Infinity;
  const rates = useMemo(() => {
    void version; // the live data grew in place
    return rateSeries(data, classes, analysis, tMin);
  }, [data, classes, analysis, version, tMin]);
  const users = useMemo(() => usersOf(groups, classes), [groups, classes]);
  const totals = useMemo(() => {
    void version;
    return userSeries(data, users, analysis, tMin);
  }, [data, users, analysis, version, tMin]);
  const prices = useMemo(() => {
    void version;
    return priceSeries(data, net, analysis, tMin);
  }, [data, net, analysis, version, tMin]);
  const refs = useMemo(() => timeReferences(groups, horizon, cursor), [groups, horizon, cursor]);
  const domain = useMemo(
    () => [log ? props.from : 0, horizon] as const,
    [log, props.from, horizon],
  );
  // one zoom for the three charts, dropped with a new run or a new axis
  const [zoom, setZoom] = useState<{ data: LiveTrajectory; log: boolean; domain: Domain } | null>(
    null,
  );
  const xDomain = zoom !== null && zoom.data === data && zoom.log === log ? zoom.domain : domain;
  const onZoom = (d: Domain | null) => setZoom(d === null ? null : { data, log, domain: d });
  const axisSwitch = (
    <label className="axis-switch" title="A log time axis shows the fast start and the long run">
      time
      <select
        data-testid="chart.axis"
        value={props.axis}
        onChange={(e) => props.setAxis(e.target.value as TimeAxis)}
      >
        <option value="linear">linear</option>
        <option value="log">log</option>
      </select>
    </label>
  );
  return (
    <div className="mptcp-charts trajectories">
      <ChartFrame
        title="Route rates xᵣ(t)"
        subtitle="dashed: equilibrium (6)-(7)"
        testid="chart.rates"
        csv={() => ratesCsv(data, classes)}
        empty={rates.every((s) => s.points.length < 4)}
        filename="mptcp-rates"
        actions={axisSwitch}
      >
        <LineChart
          title="Route rates"
          testid="chart.rates"
          height={height}
          series={rates}
          xLabel={log ? 'time (s, log scale)' : 'time (s)'}
          yLabel="rate (Mbit/s)"
          xDomain={xDomain}
          onXDomainChange={onZoom}
          xLog={log}
          references={refs}
          description="Rate of each route over time, with its equilibrium as a dashed line of the same colour."
        />
      </ChartFrame>
      <ChartFrame
        title="Throughput of each user"
        subtitle="sum of each source’s routes · dashed: equilibrium"
        testid="chart.users"
        csv={() => usersCsv(data, users)}
        empty={totals.every((s) => s.points.length < 4)}
        filename="mptcp-users"
      >
        <LineChart
          title="Throughput of each user"
          testid="chart.users"
          height={height}
          series={totals}
          xLabel={log ? 'time (s, log scale)' : 'time (s)'}
          yLabel="rate (Mbit/s)"
          xDomain={xDomain}
          onXDomainChange={onZoom}
          xLog={log}
          references={refs}
          description="Total rate of each source over time (an MP-TCP source's routes added up, a single-path source's one route), with its equilibrium as a dashed line of the same colour."
        />
      </ChartFrame>
      <ChartFrame
        title="Link prices pₗ(t)"
        subtitle="loss probability · dashed: equilibrium"
        testid="chart.prices"
        csv={() => pricesCsv(data, net)}
        empty={prices.every((s) => s.points.length < 4)}
        filename="mptcp-prices"
      >
        <LineChart
          title="Link prices"
          testid="chart.prices"
          height={height}
          series={prices}
          xLabel={log ? 'time (s, log scale)' : 'time (s)'}
          yLabel="price (%)"
          xDomain={xDomain}
          onXDomainChange={onZoom}
          xLog={log}
          references={refs}
          formatY={fmtPercent}
          description={`Loss probability of each link over time (×${PRICE_SCALE}, in percent), with its equilibrium dashed.`}
        />
      </ChartFrame>
    </div>
  );
}
