import { useMemo } from 'react';
import {
  CHART_FG,
  CHART_MUTED,
  ChartFrame,
  LineChart,
  OKABE_ITO,
  toCsv,
  type ReferenceLine,
} from '../../charts';
import type { DumbbellLiveData } from './liveData';
import type { DumbbellScenario } from '../families/packet/scenario';
import { WARM, WarmupNote } from '../kit/WarmupNote';
import { frameMeasure, theorem1Measured } from './queueMechanism';
import type { DumbbellTheory } from './theory';
import type { UtilizationPoint } from './worker/protocol';

interface Props {
  scenario: DumbbellScenario;
  theory: DumbbellTheory;
  /** ns-2 2.35's utilization on this setup, where it was measured */
  ns2: number | null;
  data: DumbbellLiveData;
  version: number;
  height: number;
}

const f4 = (x: number) => x.toFixed(4);

function xy(points: readonly UtilizationPoint[]): Float64Array {
  const out = new Float64Array(points.length * 2);
  points.forEach((p, k) => {
    out[2 * k] = p.time;
    out[2 * k + 1] = p.value;
  });
  return out;
}

/** "+0.0123 (+1.4 %)" */
const diff = (u: number, ref: number) =>
  `${u - ref >= 0 ? '+' : '−'}${Math.abs(u - ref).toFixed(4)} (${u - ref >= 0 ? '+' : '−'}${Math.abs(((u - ref) / ref) * 100).toFixed(1)} %)`;

/**
 * Running utilization after the warm-up (grey before it: the path so far, from t = 0) against
 * Theorem 1 (dashed), eq. (6) and ns-2 2.35's value where the setup matches, with what the run
 * measures of this queue against Theorem 1's assumption ONE (theorem1Measured).
 */
export function UtilizationChart({ scenario, theory, ns2, data, version, height }: Props) {
  const { line, warmLine, points } = useMemo(() => {
    void version;
    const pts = data.utilization();
    return { line: xy(pts), warmLine: xy(data.warmupUtilization()), points: pts };
  }, [data, version]);
  const u = data.stats?.utilization ?? null;
  const warmU = u === null ? (data.warmupStats?.utilization ?? null) : null;
  const t1 = theory.theorem1;
  const sync = theory.synchronized;
  const refs: ReferenceLine[] = [];
  if (t1.applies) refs.push({ y: t1.value, label: `Theorem 1: ${f4(t1.value)}` });
  if (sync.applies)
    refs.push({
      y: sync.value,
      label: `eq. (6), synchronized: ${f4(sync.value)}`,
      color: CHART_MUTED,
    });
  if (ns2 !== null)
    refs.push({ y: ns2, label: `ns-2 2.35, same setup: ${f4(ns2)}`, color: OKABE_ITO.orange });
  return (
    <ChartFrame
      title="Running utilization"
      subtitle="Bytes that left the bottleneck since the warm-up, over capacity × time."
      testid="chart.utilization"
      empty={line.length === 0 && warmLine.length === 0}
      csv={() =>
        toCsv(
          ['time', 'utilization'],
          points.map((p) => [p.time, p.value]),
        )
      }
    >
      {u === null && (
        <WarmupNote
          until={`the measurements start at t = ${scenario.warmup} s (${Math.max(0, scenario.warmup - data.now).toFixed(1)} s to go)`}
          value={warmU === null ? null : f4(warmU)}
        />
      )}
      <div className="readout" data-testid="readout.utilization">
        <span>
          simulated{' '}
          <span className="value" data-testid="readout.simulated">
            {u === null ? '—' : f4(u)}
          </span>
        </span>
        {t1.applies && (
          <span>
            Theorem 1 <span className="value">{f4(t1.value)}</span>
            {u !== null && <> ({diff(u, t1.value)})</>}
          </span>
        )}
        {sync.applies && (
          <span>
            eq. (6) <span className="value">{f4(sync.value)}</span>
          </span>
        )}
        {ns2 !== null && (
          <span>
            ns-2 2.35{' '}
            <span className="value" data-testid="readout.ns2">
              {f4(ns2)}
            </span>
            {u !== null && <> ({diff(u, ns2)})</>}
          </span>
        )}
      </div>
      <p className="hint" data-testid="readout.theorem1">
        {theorem1Measured(scenario, theory, frameMeasure(data.stats))}
      </p>
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
        references={refs}
        yIncludesZero={false}
        // during the warm-up the path so far starts near 0 (1e-5 at t = 3 s): the whole range
        // of a fraction of the capacity, not an axis of 0.000005 steps; then the detail near 1
        yDomain={u === null ? [0, 1] : undefined}
        xLabel="time t, s"
        yLabel="utilization"
        zoomable={false}
      />
    </ChartFrame>
  );
}
