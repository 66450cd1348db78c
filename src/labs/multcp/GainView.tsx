import { useMemo } from 'react';
import { gainChart, gapChart, slowStartChart, utilizationChart } from './chartSeries';
import { LineFigure as Chart } from './LineFigure';
import { gainPoint, gainRows } from './gain';
import { rate } from './rateText';
import { percent, sig, signedPercent } from '../../format/numbers';
import type { MultcpScenario } from './scenario';
import { slowStartRounds } from '../../engines/models/multcp';
import { gainCsv, slowStartCsv } from './tables';

interface Props {
  spec: MultcpScenario;
  height: number;
  /** charts only (embed=1): no readout */
  embed: boolean;
}

/** Annex B's gain, paper 000's comparison and its gap, and the slow start of Sec. 4.1. */
export function GainView({ spec, height, embed }: Props) {
  const rows = useMemo(() => gainRows(spec), [spec]);
  const at = useMemo(() => gainPoint(spec), [spec]);
  const rounds = useMemo(() => slowStartRounds(spec.n), [spec.n]);
  const n = sig(spec.n, 4);
  return (
    <>
      {!embed && (
        <div className="caption readout" data-testid="multcp.gain.readout">
          <span>
            MulTCP({n}): T(N)/T₁ ={' '}
            <span className="value" data-testid="multcp.gain.value">
              {sig(at.gain, 5)}
            </span>{' '}
            <span className="muted">
              (ideal {n}, {signedPercent(at.gain / spec.n - 1, 1)})
            </span>
          </span>
          <span>
            T(N) = {rate(at.throughput / 1000)}, T₁ = {rate(at.tcpThroughput / 1000)}{' '}
            <span className="muted">
              at p = {percent(spec.p, 2)}, R = {sig(spec.rtt, 4)} ms, B = {spec.pkt} bytes
            </span>
          </span>
          <span>
            loss: cwnd × {sig(at.keptFraction, 4)} · paper 000: MulTCP{' '}
            {sig(at.row.multcpUtilization, 4)} vs N flows {sig(at.row.parallelUtilization, 4)} (
            {signedPercent(at.row.ratio - 1, 2)})
          </span>
        </div>
      )}
      <div className="charts-row">
        <Chart
          id="chart.gain"
          title="Throughput gain of MulTCP(N) over one TCP"
          subtitle="Annex B's sawtooth under the same loss rate p, against N TCPs"
          chart={gainChart(spec, rows)}
          csv={() => gainCsv(rows, ['n', 'gain', 'ideal'])}
          height={height}
          xLabel="N"
          yLabel="T(N) / T₁"
        />
        <Chart
          id="chart.slowstart"
          title={`Slow start: MulTCP(${n}) against ${n} TCPs`}
          subtitle={`From one packet, +2 per ACK (×3 per RTT) until w_N = 3^(log N/(log 3 − log 2)) = ${sig(at.boostWindow, 4)}, the window ${n} TCPs reach after k_N = ${sig(at.catchUpRtts, 3)} RTTs; log scale`}
          chart={slowStartChart(rounds, at.catchUpRtts, at.boostWindow)}
          csv={() => slowStartCsv(rounds)}
          height={height}
          xLabel="RTTs since the first packet"
          yLabel="log₂ window (+1 = ×2)"
        />
      </div>
      <div className="charts-row">
        <Chart
          id="chart.utilization"
          title={`Paper 000: MulTCP(N) as one AIMD flow vs N flows, β = ${sig(spec.beta, 4)}`}
          subtitle="mean utilization of the link, E[X]/c"
          chart={utilizationChart(spec, rows)}
          csv={() => gainCsv(rows, ['n', 'multcpUtilization', 'parallelUtilization'])}
          height={height}
          xLabel="N"
          yLabel="E[X] / c"
          yIncludesZero={false}
        />
        <Chart
          id="chart.gap"
          title="How far MulTCP overshoots N flows"
          subtitle="MulTCP / N flows − 1: zero at N = 1, largest at N = 2, back to zero as N grows"
          chart={gapChart(spec, rows)}
          csv={() => gainCsv(rows, ['n', 'ratio', 'difference'])}
          height={height}
          xLabel="N"
          yLabel="gap, %"
        />
      </div>
    </>
  );
}
