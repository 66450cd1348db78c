import { useMemo } from 'react';
import {
  BarChart,
  CHART_FG,
  CHART_MUTED,
  ChartFrame,
  HistogramChart,
  LineChart,
  flowColor,
  toCsv,
} from '../../charts';
import type { TheoryReport } from '../../engines/aimd/theory';
import type { LiveData } from '../families/aimd/liveData';
import { WARM, WarmupNote } from '../kit/WarmupNote';
import type { AimdScenario } from '../families/aimd/scenario';

const f5 = (x: number) => x.toFixed(5);

/** What the warm-up's statistics are called wherever they stand in for the run's. */

/**
 * The statistics to draw: the run's, or during the warm-up those of the path so far (from time 0),
 * marked as such: the charts show the run from the first frame, and the results stay the run's.
 */
function shown(data: LiveData): { stats: LiveData['stats']; warm: boolean } {
  if (data.stats?.utilization === null && data.warmupStats)
    return { stats: data.warmupStats, warm: true };
  return { stats: data.stats, warm: false };
}

interface Props {
  scenario: AimdScenario;
  theory: TheoryReport;
  data: LiveData;
  version: number;
  height: number;
}

/** Running utilization with its 95 % band against the theory line, and the readout beside it. */
export function UtilizationChart({ scenario, theory, data, version, height }: Props) {
  const { line, band, points, warmLine } = useMemo(() => {
    void version;
    const pts = data.utilization();
    const xy = new Float64Array(pts.length * 2);
    const b: number[] = [];
    pts.forEach((p, k) => {
      xy[2 * k] = p.time;
      xy[2 * k + 1] = p.value;
      if (p.lo !== null && p.hi !== null) b.push(p.time, p.lo, p.hi);
    });
    const warm = data.warmupUtilization();
    const wxy = new Float64Array(warm.length * 2);
    warm.forEach((p, k) => {
      wxy[2 * k] = p.time;
      wxy[2 * k + 1] = p.value;
    });
    return { line: xy, band: Float64Array.from(b), points: pts, warmLine: wxy };
  }, [data, version]);
  const stats = data.stats;
  const u = stats?.utilization ?? null;
  const warmU = u === null ? (data.warmupStats?.utilization ?? null) : null;
  const ci = stats?.ci95 ?? null;
  const predicted = theory.predictedUtilization;
  const source = theory.theorem1.applies
    ? 'Theorem 1'
    : theory.synchronized.applies
      ? 'eq. (6)'
      : null;
  const refs = [];
  if (predicted !== null && source)
    refs.push({ y: predicted, label: `${source}: ${f5(predicted)}` });
  return (
    <ChartFrame
      title="Running utilization"
      subtitle="Time average of X(t)/c since the warm-up, with its 95 % batch-means band."
      testid="chart.utilization"
      empty={line.length === 0 && warmLine.length === 0}
      csv={() =>
        toCsv(
          ['time', 'utilization', 'ci95_low', 'ci95_high'],
          points.map((p) => [p.time, p.value, p.lo, p.hi]),
        )
      }
    >
      {u === null && (
        <WarmupNote
          until={`the statistics start after event ${scenario.warmup.toLocaleString('en-US')} (${Math.max(0, scenario.warmup - data.eventsDone).toLocaleString('en-US')} to go)`}
          value={warmU === null ? null : f5(warmU)}
        />
      )}
      <div className="readout" data-testid="readout.utilization">
        <span>
          simulated{' '}
          <span className="value" data-testid="readout.simulated">
            {u === null ? '—' : f5(u)}
          </span>
          {ci && <> ± {((ci[1] - ci[0]) / 2).toFixed(5)}</>}
        </span>
        {predicted !== null && source ? (
          <>
            <span>
              {source}{' '}
              <span className="value" data-testid="readout.theory">
                {f5(predicted)}
              </span>
            </span>
            <span>
              difference{' '}
              <span className="value" data-testid="readout.difference">
                {u === null
                  ? '—'
                  : `${u - predicted >= 0 ? '+' : ''}${(u - predicted).toFixed(5)} (${(((u - predicted) / predicted) * 100).toFixed(3)} %)`}
              </span>
            </span>
          </>
        ) : (
          <span className="muted" data-testid="readout.no-theory">
            No closed form for this scenario:{' '}
            {theory.theorem1.applies ? '' : theory.theorem1.reason}.
          </span>
        )}
      </div>
      <LineChart
        title="Running utilization"
        testid="chart.utilization"
        height={height}
        series={[
          ...(warmLine.length
            ? [
                {
                  id: 'warmup',
                  label: `running average from t = 0 (${WARM})`,
                  color: CHART_MUTED,
                  points: warmLine,
                },
              ]
            : []),
          { id: 'utilization', label: 'simulated', color: CHART_FG, points: line },
        ]}
        bands={
          band.length ? [{ id: 'ci', label: '95 % interval', color: '#0072B2', points: band }] : []
        }
        references={refs}
        yIncludesZero={false}
        xLabel="time t"
        yLabel="E[X]/c"
        zoomable={false}
      />
    </ChartFrame>
  );
}

/** Per-flow throughput and share of congestion signals. */
export function FlowBars({ scenario, data, version, height }: Props) {
  const { stats, warm } = shown(data);
  // the labels change with N only, not with every frame (N is up to 100,000)
  const categories = useMemo(
    () => Array.from({ length: scenario.n }, (_, i) => `${i + 1}`),
    [scenario.n],
  );
  const { throughput, share } = useMemo(() => {
    void version;
    const n = scenario.n;
    if (!stats) return { throughput: new Float64Array(n), share: new Float64Array(n) };
    let total = 0;
    for (let i = 0; i < stats.signals.length; i++) total += stats.signals[i];
    return {
      throughput: stats.throughput,
      share: stats.signals.map((s) => (total > 0 ? s / total : 0)),
    };
  }, [scenario.n, stats, version]);
  const u = stats?.utilization ?? null;
  return (
    <ChartFrame
      title="Per-flow throughput and congestion signals"
      subtitle={
        scenario.policy === 'beatdown'
          ? 'Signals of beatdown count taggings.'
          : 'Share of the congestion signals each flow received.'
      }
      testid="chart.flows"
      empty={stats === null || stats.utilization === null}
      csv={() =>
        toCsv(
          ['flow', 'throughput', 'signal_share', 'signals', 'second_moment'],
          categories.map((c, i) => [
            c,
            stats ? stats.throughput[i] : null,
            share[i],
            stats ? stats.signals[i] : null,
            stats ? stats.secondMoment[i] : null,
          ]),
        )
      }
    >
      <BarChart
        title="Per-flow throughput and share of congestion signals"
        testid="chart.flows"
        height={height}
        categories={categories}
        series={[
          {
            id: 'throughput',
            label: warm ? `throughput x̄ᵢ/c (${WARM})` : 'throughput x̄ᵢ/c',
            color: flowColor,
          },
          { id: 'signals', label: 'share of signals', color: CHART_MUTED },
        ].map((s) => ({ ...s, values: s.id === 'throughput' ? throughput : share }))}
        references={u !== null && !warm ? [{ y: u / scenario.n, label: 'E[X]/(cN)' }] : []}
        xLabel="flow"
        yLabel="fraction"
      />
    </ChartFrame>
  );
}

/** Time-stationary distributions of the aggregate rate and of flow 1's rate. */
export function Histograms({ theory, data, version, height }: Props) {
  void version;
  const { stats, warm } = shown(data);
  const agg = stats?.aggregateHistogram ?? new Float64Array(0);
  const one = stats?.flow1Histogram ?? new Float64Array(0);
  const m2 = stats?.aggregateSecondMoment ?? null;
  const m2flow = stats && stats.utilization !== null ? stats.secondMoment[0] : null;
  const t2 = theory.theorem2;
  const tag = warm ? ` (${WARM})` : '';
  const flowNotes = [`E[(X₁/c)²] = ${m2flow === null ? '—' : f5(m2flow)}${tag}`];
  if (t2.applies) {
    const { paper, exact } = t2.value;
    if (exact !== null && paper !== null && Math.abs(exact - paper) > 1e-12) {
      flowNotes.push(`exact: ${f5(exact)}; paper's Theorem 2: ${f5(paper)}`);
      flowNotes.push('(the paper integrates a straight line, the path is a sawtooth)');
    } else {
      const v = (exact ?? paper) as number;
      flowNotes.push(
        `Theorem 2: ${f5(v)}${m2flow === null || warm ? '' : `, difference ${(m2flow - v >= 0 ? '+' : '') + (m2flow - v).toFixed(5)}`}`,
      );
    }
  }
  const bins = agg.length;
  const csv = () =>
    toCsv(
      ['bin_low', 'bin_high', 'aggregate_fraction', 'flow1_fraction'],
      Array.from({ length: bins }, (_, b) => [b / bins, (b + 1) / bins, agg[b], one[b]]),
    );
  return (
    <ChartFrame
      title="Time-stationary distributions"
      subtitle="Fraction of time spent in each bin of x/c: where the loss policies differ."
      testid="chart.histograms"
      empty={stats === null || stats.utilization === null}
      csv={csv}
    >
      <div className="charts-row">
        <HistogramChart
          title="Aggregate rate X/c"
          testid="chart.histogram.aggregate"
          height={height}
          histograms={[
            {
              id: 'aggregate',
              label: warm ? `aggregate X/c (${WARM})` : 'aggregate X/c',
              color: warm ? CHART_MUTED : '#0072B2',
              fractions: agg,
              lo: 0,
              hi: 1,
            },
          ]}
          annotations={[`E[(X/c)²] = ${m2 === null ? '—' : f5(m2)}${tag}`]}
          xLabel="X/c"
        />
        <HistogramChart
          title="Flow 1's rate x₁/c"
          testid="chart.histogram.flow1"
          height={height}
          histograms={[
            {
              id: 'flow1',
              label: warm ? `flow 1 (${WARM})` : 'flow 1',
              color: warm ? CHART_MUTED : flowColor(0),
              fractions: one,
              lo: 0,
              hi: 1,
            },
          ]}
          annotations={flowNotes}
          xLabel="x₁/c"
        />
      </div>
    </ChartFrame>
  );
}
