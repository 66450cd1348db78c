import type { LossyReport } from '../lossyReport';
import type { IllinoisScenario } from '../scenario';
import type { LossySim } from './lossySim';
import { fixed, scientific } from '../../../format/numbers';
import { eta1Text, stuckText, trendText } from './lossySimText';

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
  const stuck = stuckText(sim);
  const eta1 = eta1Text(sim);
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
        and the window stays large. {trendText(sim)}
      </p>
      {stuck !== null && (
        <p data-testid="lossy.sim.stuck">
          <strong>
            {sim.stuckRuns.length} of {sim.runCount} Illinois runs got stuck
          </strong>{' '}
          {stuck}
        </p>
      )}
      {eta1 !== null && (
        <p className="hint" data-testid="lossy.sim.eta1">
          {eta1}{' '}
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
