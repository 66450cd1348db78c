import { useMemo } from 'react';
import { ChartFrame, LineChart } from '../../charts';
import { lossyView, MODEL_STYLE, sci } from './lossyView';
import type { IllinoisScenario } from './scenario';

interface Props {
  s: IllinoisScenario;
  height: number;
  embed: boolean;
}

/** Sec. 5 and 6.3: Illinois's window gain over Reno when losses are random, and where it holds. */
export function LossyPanel({ s, height, embed }: Props) {
  const v = useMemo(() => lossyView(s), [s]);
  const r = v.report;
  return (
    <div className="illinois-lossy" data-testid="illinois.lossy">
      <ChartFrame
        title="W̄_Illinois / W̄_Reno against p_d"
        subtitle="random losses keep the queue empty: Illinois runs as AIMD(α_max, β_min), Reno as AIMD(1, ½)"
        testid="chart.lossy"
        filename="illinois-lossy-ratio"
        csv={v.csv}
        empty={false}
      >
        <LineChart
          title="Window of TCP-Illinois over Reno's on a lossy link, three models, with eq. (31)"
          testid="chart.lossy"
          height={height}
          series={v.ratio.series}
          references={v.ratio.references}
          xDomain={v.xDomain}
          xLog
          yIncludesZero={false}
          xLabel="p_d: random loss probability (log scale)"
          yLabel="W̄_Illinois / W̄_Reno"
          formatX={sci}
          formatY={(x) => x.toFixed(2)}
        />
      </ChartFrame>
      {!embed && (
        <section className="panel illinois-readout" data-testid="illinois.lossy.readout">
          <p className="readout">
            {(['paper', 'sawtooth', 'random'] as const).map((m) => (
              <span key={m} data-testid={`lossy.ratio.${m}`}>
                {MODEL_STYLE[m].label}: <span className="value">{r.ratios[m].toFixed(3)}</span>
              </span>
            ))}
          </p>
          <p>
            Every model gives W̄ ∝ 1/√p_d for both algorithms, so the ratio is the same at every p_d;
            the models differ only in the constant. The paper's (31),{' '}
            <strong>√(α_max/(2β_min)) = {r.bound.toFixed(3)}</strong>, normalises W̄ ∝ √(α/(βp)) by
            Reno's (1); the sawtooth and random-loss models keep the factor in β that (31) drops, so
            they give more than the "up to".
          </p>
          <p>
            The model needs an empty queue: the Illinois sawtooth must stay below the
            bandwidth-delay product ({sci(r.bdp)} packets), i.e. p_d ≥{' '}
            <strong data-testid="lossy.threshold">{sci(r.noQueueLossThreshold)}</strong>
            {r.wthreshLossLimit !== null && (
              <>, and above W_thresh after a loss, i.e. p_d ≤ {sci(r.wthreshLossLimit)}</>
            )}
            .{' '}
            {v.paperSetting &&
              'In ns-2 (Sec. 6.3, 40 Mb/s, 100 ms, α_max = 10, β_min = ⅛) the paper measured about 4 instead of 6.32: frequent timeouts, which these congestion-avoidance models leave out.'}
          </p>
        </section>
      )}
      <ChartFrame
        title="Mean windows against p_d"
        subtitle="blue: Illinois, grey: Reno; solid: the paper's model, dashed: random losses"
        testid="chart.windows"
        filename="illinois-lossy-windows"
        csv={v.windowsCsv}
        empty={false}
      >
        <LineChart
          title="Mean congestion windows of TCP-Illinois and Reno on a lossy link"
          testid="chart.windows"
          height={Math.round(height * 0.85)}
          series={v.windows.series}
          references={v.windows.references}
          xDomain={v.xDomain}
          xLog
          xLabel="p_d (log scale)"
          yLabel="W̄, packets"
          formatX={sci}
          legend={false}
        />
      </ChartFrame>
    </div>
  );
}
