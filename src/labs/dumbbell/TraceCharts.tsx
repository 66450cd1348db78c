import { useMemo, useState } from 'react';
import {
  CHART_FG,
  CHART_MUTED,
  ChartFrame,
  LineChart,
  OKABE_ITO,
  pairsCsv,
  type Domain,
  type LineSeries,
  type ReferenceLine,
} from '../../charts';
import { ccOf } from '../families/packet/ccModules';
import { ccName } from './ccSummary';
import { flowColor } from './colors';
import { InternalsCharts } from './InternalsCharts';
import type { DumbbellLiveData } from './liveData';
import type { DumbbellScenario } from '../families/packet/scenario';
import type { DumbbellTheory } from './theory';
import { sumNote, sumRangeOf } from './queueMechanism';
import { liveWindow, niceCeiling, traceView, type TraceView } from './traceView';

interface Props {
  scenario: DumbbellScenario;
  theory: DumbbellTheory;
  data: DumbbellLiveData;
  version: number;
  height: number;
}

const muted = (label: string, y: number): ReferenceLine => ({ y, label, color: CHART_MUTED });

/**
 * The live traces: each drawn flow's cwnd, what its congestion control does inside (when it has
 * something to show: InternalsCharts), the sum of all windows (Fig. 8 against Fig. 12:
 * synchronized windows make the sum move like one window), and the bottleneck's queue. All share
 * their time axis: they follow the run, and zoom and pan together.
 */
export function TraceCharts({ scenario, theory, data, version, height }: Props) {
  const [zoom, setZoom] = useState<Domain | null>(null);
  // A new scenario is a new run: follow its live edge again.
  const [zoomFor, setZoomFor] = useState(scenario);
  if (zoomFor !== scenario) {
    setZoomFor(scenario);
    setZoom(null);
  }
  const W = liveWindow(scenario);
  const edge = data.now;
  const domain: Domain = zoom ?? [Math.max(0, edge - W), Math.max(edge, W)];
  const view = useMemo(() => {
    void version; // the live data changed in place: redraw
    return traceView(data.traces(), domain[0], domain[1]);
  }, [data, version, domain[0], domain[1]]); // eslint-disable-line react-hooks/exhaustive-deps
  const sumRange = useMemo(() => {
    void version;
    return sumRangeOf(data.traces(), scenario.warmup);
  }, [data, version, scenario.warmup]);

  const mixed = new Set(scenario.cc).size > 1;
  const series: LineSeries[] = view.flows.map((f) => ({
    id: `flow-${f.flow}`,
    label: mixed ? `flow ${f.flow + 1}: ${ccOf(scenario.cc, f.flow)}` : `flow ${f.flow + 1}`,
    color: flowColor(f.flow),
    points: f.xy,
    width: 1.5,
  }));
  const n = scenario.n;
  const drawn = series.length < n ? ` (${series.length} of ${n} flows drawn)` : '';
  const following = zoom === null;
  const pan = following
    ? 'Following the run; scroll or drag to zoom and pan.'
    : 'Zoomed: double-click to follow the run again.';
  const warmLine: ReferenceLine[] =
    scenario.warmup > domain[0] && scenario.warmup < domain[1]
      ? [{ x: scenario.warmup, label: 'end of warm-up', color: CHART_MUTED }]
      : [];
  const threshold = scenario.queue === 'threshold';
  const pipe = theory.bdp + (threshold ? scenario.th : scenario.buffer);
  const sumRefs: ReferenceLine[] = [
    muted(
      threshold ? `BDP + Th = ${Math.round(pipe)}` : `BDP + buffer = ${Math.round(pipe)}`,
      pipe,
    ),
    ...warmLine,
  ];
  const queueRefs: ReferenceLine[] = [...warmLine];
  if (threshold) queueRefs.push(muted(`Th = ${scenario.th}`, scenario.th));
  else {
    queueRefs.push(muted(`buffer ${scenario.buffer}`, scenario.buffer));
    if (scenario.queue === 'red') {
      // colours of their own: a label that finds no room goes to the legend, where a grey
      // "RED min" would read as the buffer's line
      const red = (label: string, y: number, color: string): ReferenceLine => ({ y, label, color });
      queueRefs.push(
        red('RED min', scenario.minth ?? 0.6 * scenario.buffer, OKABE_ITO.reddishPurple),
      );
      queueRefs.push(red('RED max', scenario.maxth ?? 0.8 * scenario.buffer, OKABE_ITO.vermillion));
    }
  }
  const queueTop = threshold
    ? niceCeiling(Math.max(view.queueMax, scenario.th) * 1.15)
    : scenario.buffer * 1.08;
  const sumTop = niceCeiling(Math.max(view.sumMax, pipe) * 1.08);
  // the sum's swing after the warm-up (the kept traces) with M per congestion event beside it
  const sumText = sumNote(
    scenario.n,
    data.stats?.syncEvents ? data.stats.syncMeanM : null,
    sumRange,
  );
  return (
    <div className="charts-stack">
      <ChartFrame
        empty={series.every((s) => s.points.length < 4)}
        title="Congestion windows"
        subtitle={
          <>
            cwnd of each flow, packets{drawn}
            {!mixed &&
              scenario.cc[0] !== 'reno' &&
              `, every flow ${ccName(scenario, scenario.cc[0])}`}
            . {pan}
          </>
        }
        testid="chart.cwnd"
        csv={() =>
          pairsCsv(
            ['series', 'time', 'cwnd'],
            series.map((s) => [s.label, s.points]),
          )
        }
      >
        <LineChart
          title="Congestion windows of the flows"
          testid="chart.cwnd"
          height={height}
          series={series}
          xDomain={domain}
          yDomain={[0, niceCeiling(Math.max(view.cwndMax, 4) * 1.08)]}
          references={warmLine}
          xLabel="time t, s"
          yLabel="cwnd, packets"
          onXDomainChange={setZoom}
        />
      </ChartFrame>
      <InternalsCharts
        scenario={scenario}
        data={data}
        version={version}
        domain={domain}
        onZoom={setZoom}
        height={height}
      />
      <ChartFrame
        empty={view.sum.length < 4}
        title="Sum of the windows"
        subtitle={sumText}
        testid="chart.sum"
        csv={() => pairsCsv(['series', 'time', 'cwnd_sum'], [['sum', view.sum]])}
      >
        <LineChart
          title="Sum of the congestion windows"
          testid="chart.sum"
          height={Math.round(height * 0.7)}
          series={[{ id: 'sum', label: 'Σ cwnd', color: CHART_FG, points: view.sum, width: 1.5 }]}
          xDomain={domain}
          yDomain={[0, sumTop]}
          references={sumRefs}
          xLabel="time t, s"
          yLabel="Σ cwnd, packets"
          onXDomainChange={setZoom}
        />
      </ChartFrame>
      <LossEventsChart
        scenario={scenario}
        view={view}
        domain={domain}
        onZoom={setZoom}
        height={height}
      />
      <ChartFrame
        empty={view.queue.length < 4}
        title="Bottleneck queue"
        subtitle="Packets at the bottleneck (waiting and in transmission)."
        testid="chart.queue"
        csv={() => pairsCsv(['series', 'time', 'queue'], [['queue', view.queue]])}
      >
        <LineChart
          title="Packets at the bottleneck"
          testid="chart.queue"
          height={Math.round(height * 0.6)}
          series={[
            { id: 'queue', label: 'queue', color: '#0072B2', points: view.queue, width: 1.2 },
          ]}
          xDomain={domain}
          yDomain={[0, queueTop]}
          references={queueRefs}
          xLabel="time t, s"
          yLabel="packets"
          onXDomainChange={setZoom}
        />
      </ChartFrame>
    </div>
  );
}

/**
 * Loss events over time (paper 000, Figs. 18-19, which plot the same from packet captures): a dot
 * per dropped packet, at its time, on its flow's row. Synchronized losses stack up in columns
 * across the rows; losses of one flow at a time scatter.
 */
function LossEventsChart({
  scenario,
  view,
  domain,
  onZoom,
  height,
}: {
  scenario: DumbbellScenario;
  view: TraceView;
  domain: Domain;
  onZoom: (d: Domain | null) => void;
  height: number;
}) {
  const series: LineSeries[] = view.drops.map((d) => ({
    id: d.flow === null ? 'drops-others' : `drops-${d.flow}`,
    label: d.flow === null ? 'other flows' : `flow ${d.flow + 1}`,
    color: d.flow === null ? CHART_MUTED : flowColor(d.flow),
    points: d.xy,
    connect: false,
    showPoints: true,
    hideInLegend: true,
  }));
  const n = scenario.n;
  return (
    <ChartFrame
      empty={view.sum.length < 4}
      title="Loss events"
      subtitle={
        <>
          A dot per dropped packet, on its flow’s row (Figs. 18-19 plot the same from captures):
          drops in one column across the rows are synchronized losses.{' '}
          <span data-testid="readout.drops">
            {view.dropCount} drop{view.dropCount === 1 ? '' : 's'} in view
          </span>
          .
        </>
      }
      testid="chart.drops"
      csv={() =>
        pairsCsv(
          ['series', 'time', 'flow'],
          series.map((s) => [s.label, s.points]),
        )
      }
    >
      <LineChart
        title="Dropped packets by flow over time"
        testid="chart.drops"
        height={Math.round(height * 0.6)}
        series={series}
        xDomain={domain}
        yDomain={[0.5, n + 0.5]}
        xLabel="time t, s"
        yLabel="flow"
        formatY={(v) => (Number.isInteger(v) ? String(v) : '')}
        legend={false}
        onXDomainChange={onZoom}
      />
    </ChartFrame>
  );
}
