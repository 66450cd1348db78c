import { useMemo } from 'react';
import {
  BarChart,
  CHART_MUTED,
  ChartFrame,
  OKABE_ITO,
  toCsv,
  type ReferenceLine,
} from '../../charts';
import { ccName } from './ccSummary';
import { flowColor } from './colors';
import { niceCeiling } from './traceView';
import type { DumbbellLiveData } from './liveData';
import type { DumbbellScenario } from '../families/packet/scenario';
import { queuePeak, quietNote } from './queueMechanism';
import { MAX_FLOW_BARS, flowBars, quietSince, shownStats, signalBars, syncBars } from './statsView';
import { WARM } from '../kit/WarmupNote';

interface Props {
  scenario: DumbbellScenario;
  data: DumbbellLiveData;
  version: number;
  height: number;
}

const f2 = (x: number) => x.toFixed(2);

/** ", every flow TCP-Illinois", ", each bar labelled with its flow's congestion control" or "". */
function ccNote(s: DumbbellScenario): string {
  if (new Set(s.cc).size > 1) return ", each labelled with its flow's congestion control";
  return s.cc[0] === 'reno' ? '' : `, every flow ${ccName(s, s.cc[0])}`;
}

/** A fraction's axis: from 0 to a round number above the largest bar, never beyond 1. */
function fractionDomain(values: Float64Array | undefined): [number, number] {
  let top = 0;
  for (const v of values ?? []) if (v > top) top = v;
  return [0, Math.min(1, niceCeiling(Math.max(top, 0.01) * 1.1))];
}

/** Per-flow throughput (Mbit/s on the wire), the fair share beside it; windows and drops on hover. */
export function FlowBars({ scenario, data, version, height }: Props) {
  const { stats, warm } = shownStats(data);
  const bars = useMemo(() => {
    void version;
    return stats ? flowBars(stats, scenario) : null;
  }, [stats, version, scenario]);
  const n = scenario.n;
  const refs: ReferenceLine[] = [
    { y: scenario.cap / n, label: `fair share C/N = ${f2(scenario.cap / n)}` },
  ];
  return (
    <ChartFrame
      title="Per-flow throughput"
      subtitle={`Mbit/s on the wire at the bottleneck${n > MAX_FLOW_BARS ? ` (the first ${MAX_FLOW_BARS} of ${n} flows; the CSV has all)` : ''}${ccNote(scenario)}; hover a bar for its congestion control, mean window and drops.`}
      testid="chart.flows"
      empty={bars === null}
      csv={() =>
        toCsv(
          ['flow', 'throughput_mbps', 'cwnd', 'drops', 'fast_retransmits', 'timeouts', 'cc'],
          bars?.csv ?? [],
        )
      }
    >
      <BarChart
        title="Per-flow throughput"
        testid="chart.flows"
        height={height}
        categories={bars?.categories ?? []}
        series={[
          {
            id: 'throughput',
            label: warm ? `throughput (${WARM})` : 'throughput',
            color: warm ? CHART_MUTED : flowColor,
            values: bars?.values ?? [],
          },
        ]}
        details={(i) => bars?.rows[i] ?? []}
        references={refs}
        xLabel="flow"
        yLabel="Mbit/s"
        legend={warm}
      />
    </ChartFrame>
  );
}

/**
 * Synchronization (Fig. 17's M_n: flows losing a packet per congestion event) and P(signal | w)
 * (Figs. 13-14: which loss policy DropTail or RED turns out to be), side by side.
 */
export function SyncCharts({ scenario, data, version, height }: Props) {
  const { stats, warm } = shownStats(data);
  const { sync, signal } = useMemo(() => {
    void version;
    return stats
      ? { sync: syncBars(stats), signal: signalBars(stats) }
      : { sync: null, signal: null };
  }, [stats, version]);
  const events = stats?.syncEvents ?? 0;
  const since = stats === null ? null : quietSince(stats, scenario);
  const quiet = since !== null;
  // the queue's peak in the kept traces: why nothing was dropped, where it shows it
  const quietText = useMemo(() => {
    void version;
    return quiet ? quietNote(scenario, queuePeak(data.traces(), since ?? 0)) : '';
  }, [quiet, since, data, version, scenario]);
  const meanM = stats?.syncMeanM ?? null;
  const tag = warm ? ` (${WARM})` : '';
  const gapMs = (scenario.syncgap * scenario.rtt.reduce((a, b) => a + b, 0)) / scenario.rtt.length;
  return (
    <div className="charts-row">
      <ChartFrame
        title="Synchronization"
        subtitle={
          <>
            P(M ≥ m), the share of congestion events in which m flows or more lose a packet (drops
            within {Math.round(gapMs)} ms are one event), as Fig. 17 plots it: a bar at m = 2 near 0
            is assumption ONE, one at m = N near 1 full synchronization.{' '}
            <span data-testid="readout.meanM">
              {events} event{events === 1 ? '' : 's'}, mean M = {meanM === null ? '—' : f2(meanM)}
            </span>
            {tag}.
          </>
        }
        testid="chart.sync"
        empty={sync === null || (events === 0 && !quiet)}
        csv={() => toCsv(['m', 'events', 'fraction', 'at_least_m'], sync?.csv ?? [])}
      >
        {quiet ? (
          <div className="db-quiet" style={{ height }} data-testid="chart.sync.quiet">
            No queue drop at the bottleneck{' '}
            {since === 0 ? 'up to' : `between t = ${since?.toFixed(0)} s and`} t ={' '}
            {stats?.time.toFixed(1)} s: no congestion event to count
            {quietText ? ` (${quietText}).` : '.'}
          </div>
        ) : (
          <BarChart
            title="Complementary distribution of M, flows losing a packet per congestion event"
            testid="chart.sync"
            height={height}
            categories={sync?.categories ?? []}
            series={[
              {
                id: 'fraction',
                label: warm ? `P(M ≥ m) (${WARM})` : 'P(M ≥ m)',
                color: warm ? CHART_MUTED : OKABE_ITO.vermillion,
                values: sync?.values ?? [],
              },
            ]}
            details={(i) => sync?.rows[i] ?? []}
            yDomain={fractionDomain(sync?.values)}
            xLabel="m"
            yLabel="P(M ≥ m)"
            legend={warm}
          />
        )}
      </ChartFrame>
      <ChartFrame
        title="P(signal | w)"
        subtitle={`Share of time bins of ${f2(scenario.bin)} RTT in which a flow with window w at the bin's start lost a packet; counts on hover${tag}.`}
        testid="chart.signal"
        empty={signal === null || signal.categories.length === 0}
        csv={() => toCsv(['w', 'signalled', 'bins', 'probability'], signal?.csv ?? [])}
      >
        <BarChart
          title="Probability of a congestion signal given the window"
          testid="chart.signal"
          height={height}
          categories={signal?.categories ?? []}
          series={[
            {
              id: 'probability',
              label: warm ? `P(signal | w) (${WARM})` : 'P(signal | w)',
              color: warm ? CHART_MUTED : OKABE_ITO.blue,
              values: signal?.values ?? [],
            },
          ]}
          details={(i) => signal?.rows[i] ?? []}
          yDomain={fractionDomain(signal?.values)}
          xLabel="window w"
          yLabel="P(signal | w)"
          legend={warm}
        />
      </ChartFrame>
    </div>
  );
}
