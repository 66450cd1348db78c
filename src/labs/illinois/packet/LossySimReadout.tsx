import type { LossyReport } from '../lossyReport';
import type { IllinoisScenario } from '../scenario';
import type { LossySim } from './lossySim';
import { fixed, scientific } from '../../../format/numbers';

interface Props {
  s: IllinoisScenario;
  sim: LossySim;
  report: LossyReport;
  edit: (changes: Partial<IllinoisScenario>) => void;
}

/** What Fig. 14's packet runs say about (31) and the models, and the runs that got stuck. */
export function LossySimReadout({ sim, report, edit }: Props) {
  const bound = report.bound;
  const random = report.ratios.random;
  if (sim.points.length === 0)
    return (
      <p className="panel muted" data-testid="lossy.sim.readout">
        The packet runs are on their way (each p_d: Illinois and Reno in separate runs).
      </p>
    );
  return (
    <section className="panel illinois-readout" data-testid="lossy.sim.readout">
      <p className="readout">
        <span>
          Packet engine: W̄_Illinois / W̄_Reno from{' '}
          <span className="value" data-testid="lossy.sim.min">
            {fixed(sim.smallest, 2)}
          </span>{' '}
          to{' '}
          <span className="value" data-testid="lossy.sim.max">
            {fixed(sim.largest, 2)}
          </span>
        </span>
        <span>
          (31): {bound.toFixed(2)} · random-loss model: {random.toFixed(2)}
        </span>
      </p>
      <p data-testid="lossy.sim.verdict">
        {sim.aboveBound > 0
          ? `${sim.aboveBound} of the measured ratios lie above (31)'s ${bound.toFixed(2)}: (31) is an approximation (it drops a factor in β), not a bound`
          : `Every measured ratio lies below (31)'s ${bound.toFixed(2)}`}
        {sim.aboveRandom === 0
          ? `; none exceeds the random-loss model's ${random.toFixed(2)}, the mean window of AIMD(α_max, β_min) under independent losses.`
          : `; ${sim.aboveRandom} even exceed the random-loss model's ${random.toFixed(2)}.`}{' '}
        The models hold where no queue builds (p_d above {scientific(report.noQueueLossThreshold)})
        and the window stays large. As p_d grows, timeouts (the paper's explanation of its "about
        4") and the runs whose α never recovered (below) pull the ratio down, towards 1 when the
        window is small enough for Reno's rules (W &lt; W_thresh).
      </p>
      {sim.stuck > 0 && (
        <p data-testid="lossy.sim.stuck">
          <strong>
            {sim.stuck} of {sim.runCount} Illinois runs got stuck
          </strong>{' '}
          (the dots far below): a random loss came before slow start had built any queue, so d_m,
          the largest queueing delay seen, stayed below {sim.stuckMs.toFixed(1)} ms (ten packets'
          transmission). Then a packet or two of queueing is a large fraction of d_m: dₐ &gt; d₁ =
          η₁·d_m almost always, α stays near α_min and β near β_max, and with random losses no queue
          ever builds to raise d_m again. The mean over the runs includes them.
        </p>
      )}
      {sim.eta1 !== 0.2 && (
        <p className="hint" data-testid="lossy.sim.eta1">
          Sec. 6.3 set η₁ = 0.2 for this experiment (here η₁ = {sim.eta1}): with d₁ = η₁·d_m below
          one packet's transmission time, the jitter of the ACK clock alone counts as congestion.{' '}
          <button
            type="button"
            data-testid="lossy.sim.eta1.set"
            onClick={() => edit({ eta1: 0.2 })}
          >
            Use η₁ = 0.2
          </button>
        </p>
      )}
    </section>
  );
}
