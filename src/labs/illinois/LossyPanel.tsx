import { useEffect, useMemo } from 'react';
import { ChartFrame, LineChart } from '../../charts';
import { Failures } from '../kit/sweep/Failures';
import { SweepBar } from '../kit/sweep/SweepBar';
import { useSweep } from '../kit/sweep/useSweep';
import type { Results } from './experiments/analysis';
import { experimentJob } from './experiments/job';
import { mergeReps, withPartials } from './experiments/run';
import { packetView, runLength } from './experiments/views';
import { scientific } from '../../format/numbers';
import { lossyView, MODEL_STYLE } from './lossyView';
import { LossySimReadout } from './packet/LossySimReadout';
import { PartialNote } from './packet/PartialNote';
import { SeedsNote } from './packet/SeedsNote';
import { lossySim } from './packet/lossySim';
import { WindowLinks } from './packet/WindowLinks';
import type { IllinoisScenario } from './scenario';
import { updateHandle } from './testHandle';
import { EXPERIMENT_SOURCE, PARTIAL } from './worker/experimentSource';

interface Props {
  s: IllinoisScenario;
  height: number;
  embed: boolean;
  edit: (changes: Partial<IllinoisScenario>) => void;
}

/**
 * Sec. 5 and 6.3: Illinois's window gain over Reno when losses are random, and where it holds;
 * with sim=1, Fig. 14's packet runs drawn on the same charts.
 */
export function LossyPanel(props: Props) {
  return packetView(props.s) === 'lossy' ? (
    <LossyWithSim {...props} />
  ) : (
    <LossyCharts {...props} results={null} />
  );
}

function LossyWithSim(props: Props) {
  const job = useMemo(() => experimentJob(props.s), [props.s]);
  const run = useSweep(job, EXPERIMENT_SOURCE, PARTIAL);
  useEffect(() => updateHandle({ status: run.status }), [run.status]);
  const results = useMemo(
    () => mergeReps(withPartials(run.byIndex, run.partials)),
    [run.byIndex, run.partials],
  );
  return (
    <>
      <SweepBar run={run} compact={props.embed} />
      <Failures failures={run.failures} />
      {!props.embed && <SeedsNote s={props.s} />}
      <PartialNote results={results} t={runLength(props.s)?.t ?? 0} />
      <LossyCharts {...props} results={results} />
    </>
  );
}

function LossyCharts({ s, height, embed, edit, results }: Props & { results: Results | null }) {
  const v = useMemo(() => lossyView(s), [s]);
  const sim = useMemo(
    () => (results === null ? null : lossySim(s, results, v.report)),
    [s, results, v.report],
  );
  const r = v.report;
  const xDomain = sim ? v.simDomain : v.xDomain;
  return (
    <div className="illinois-lossy" data-testid="illinois.lossy">
      <ChartFrame
        title="W̄_Illinois / W̄_Reno against p_d"
        subtitle={
          sim
            ? 'lines: the models; red: the packet engine on Fig. 14’s link (dots: each Illinois run; seeds on hover)'
            : 'the models assume random losses keep the queue empty: Illinois then runs as AIMD(α_max, β_min), Reno as AIMD(1, ½)'
        }
        testid="chart.lossy"
        filename="illinois-lossy-ratio"
        csv={sim ? sim.csv : v.csv}
        empty={false}
      >
        <LineChart
          title="Window of TCP-Illinois over Reno's on a lossy link, three models, with eq. (31)"
          testid="chart.lossy"
          height={sim ? Math.round(height * 1.3) : height}
          series={[...v.ratio.series, ...(sim?.ratioSeries ?? [])]}
          references={v.ratio.references}
          xDomain={xDomain}
          xLog
          yIncludesZero={sim !== null}
          yDomain={sim ? [0, Math.ceil(r.ratios.sawtooth + 1)] : undefined}
          xLabel="p_d: random loss probability (log scale)"
          yLabel="W̄_Illinois / W̄_Reno"
          formatX={scientific}
          formatY={(x) => x.toFixed(2)}
        />
      </ChartFrame>
      {sim && <LossySimReadout s={s} sim={sim} report={r} edit={edit} />}
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
            they give more than the "up to": (31) is an approximation, not a bound.
          </p>
          <p>
            The model needs an empty queue: the Illinois sawtooth must stay below the
            bandwidth-delay product ({scientific(r.bdp)} packets), i.e. p_d ≥{' '}
            <strong data-testid="lossy.threshold">{scientific(r.noQueueLossThreshold)}</strong>
            {r.wthreshLossLimit !== null && (
              <>, and above W_thresh after a loss, i.e. p_d ≤ {scientific(r.wthreshLossLimit)}</>
            )}
            .{' '}
            {v.paperSetting &&
              'In ns-2 (Sec. 6.3, 40 Mb/s, 100 ms, α_max = 10, β_min = ⅛) the paper measured about 4 instead of 6.32 and blamed frequent timeouts, which these congestion-avoidance models leave out.'}
          </p>
        </section>
      )}
      <ChartFrame
        title="Mean windows against p_d"
        subtitle={`blue: Illinois, grey: Reno; solid: the paper's model, dashed: random losses${sim ? '; dots: the packet engine' : ''}`}
        testid="chart.windows"
        filename="illinois-lossy-windows"
        csv={v.windowsCsv}
        empty={false}
      >
        <LineChart
          title="Mean congestion windows of TCP-Illinois and Reno on a lossy link"
          testid="chart.windows"
          height={Math.round(height * 0.85)}
          series={[...v.windows.series, ...(sim?.windowSeries ?? [])]}
          references={v.windows.references}
          xDomain={xDomain}
          xLog
          xLabel="p_d (log scale)"
          yLabel="W̄, packets"
          formatX={scientific}
          legend={false}
        />
      </ChartFrame>
      {sim && !embed && <WindowLinks s={s} />}
    </div>
  );
}
