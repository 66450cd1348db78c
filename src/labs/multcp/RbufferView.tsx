import { useMemo } from 'react';
import { rbufferChart } from './chartSeries';
import { rate } from './rateText';
import { percent, sig } from '../../format/numbers';
import { LineFigure } from './LineFigure';
import { rbufferView } from './rbuffer';
import type { MultcpScenario } from './scenario';
import { rbufferCsv } from './tables';

/** Sec. 3, Fig. 2: throughput against the receive buffer, linear up to the knee, then flat. */
export function RbufferView({
  spec,
  height,
  embed,
}: {
  spec: MultcpScenario;
  height: number;
  /** charts only (embed=1): no readout, no notes */
  embed: boolean;
}) {
  const v = useMemo(() => rbufferView(spec), [spec]);
  const beyond = [v.tcp, v.multcp].filter((c) => c !== null && c.knee > v.brmax);
  return (
    <>
      {!embed && (
        <div className="caption readout" data-testid="multcp.rbuffer.readout">
          <span>
            knee B_R* = R·T_loss ={' '}
            <span className="value" data-testid="multcp.rbuffer.knee">
              {sig(v.tcp.knee, 3)} kB
            </span>{' '}
            <span className="muted">
              (one TCP's mean window, {sig((v.tcp.knee * 1000) / spec.pkt, 3)} packets)
            </span>
          </span>
          <span>
            below it T = B_R/R; above it T = T_loss = {rate(v.tcp.lossLimited)}{' '}
            <span className="muted">
              at p = {percent(spec.p, 2)}, R = {sig(spec.rtt, 4)} ms
            </span>
          </span>
          {v.multcp && (
            <span>
              MulTCP({sig(spec.rn, 4)}): knee {sig(v.multcp.knee, 3)} kB, T_loss ={' '}
              {rate(v.multcp.lossLimited)}
            </span>
          )}
        </div>
      )}
      <LineFigure
        id="chart.rbuffer"
        title="Throughput as a function of the receive buffer"
        subtitle="At most one buffer of data in flight per RTT: T ≤ B_R/R; the losses cap T at Annex B's T_loss"
        chart={rbufferChart(v, spec.rtt)}
        csv={() => rbufferCsv(spec)}
        height={height}
        xLabel="receive buffer B_R, kB"
        yLabel="throughput, kB/s"
      />
      {!embed && beyond.length > 0 && (
        <p className="muted" data-testid="multcp.rbuffer.beyond">
          {beyond
            .map(
              (c) =>
                `${c!.n === 1 ? 'One TCP' : `MulTCP(${sig(c!.n, 4)})`}'s knee (${sig(c!.knee, 3)} kB)`,
            )
            .join(' and ')}{' '}
          lies beyond the axis: raise brmax to see the losses take over.
        </p>
      )}
      {!embed && (
        <p className="muted">
          Fig. 2 measured a real transfer over a long-distance link: linear up to about 6 kB, then
          limited by the losses, with the load's variations on top. The paper gives neither p nor R;
          with p = 1 %, R = 100 ms and 512-byte packets the model's knee is at 6.3 kB. For
          proportional fairness on one bottleneck, Sec. 3.1 sizes each connection's buffer as b_i =
          B k_i / Σ k_j (B: bottleneck rate × mean RTT, k_i: the price paid).
        </p>
      )}
    </>
  );
}
