import { slopes, type AimdScenario } from '../scenario';

/**
 * A speed at which one flow's sawtooth lasts about half a wall-clock second: lively on a projector,
 * slow enough to follow each cut.
 *
 * With one flow cut per event, a flow at its typical rate x ~ c/N loses (1 - beta) c / N and
 * regains it at eta_total / N (its share of the total slope), so a tooth lasts about
 * T = (1 - beta) c / eta_total; with synchronized cuts every flow loses (1 - beta) x_i at every
 * event and the aggregate refills (1 - beta) c at eta_total: the same T. N cancels out, so this
 * holds for any number of flows (paper 000, eq. 4 with S_n = cut amount / eta_total). Mean beta
 * stands in for per-flow values.
 *
 * Beatdown is different: a tagged flow falls to 0, whatever beta. In its steady state (N equal
 * slopes eta) the taggings follow one another without a gap, each lasting D = x0 / (eta_total -
 * eta) (Appendix E), while the other flows, tagged 1..N-1 taggings ago, hold eta D k each; they
 * sum to c, so D = 2c / (eta_total (N - 1)) and a flow's cycle lasts N D = 2c N / (eta_total (N-1)).
 */
export function defaultSpeed(scenario: AimdScenario): number {
  const beta = scenario.beta.reduce((a, b) => a + b, 0) / scenario.beta.length;
  const eta = slopes(scenario);
  let etaTotal = 0;
  for (let i = 0; i < eta.length; i++) etaTotal += eta[i];
  const n = scenario.n;
  const tooth =
    scenario.policy === 'beatdown' && n > 1
      ? (2 * scenario.c * n) / (etaTotal * (n - 1))
      : ((1 - beta) * scenario.c) / etaTotal;
  return Number.isFinite(tooth) && tooth > 0 ? tooth * 2 : 1;
}

/** All flows when they fit in a legend (N <= 20), else the first six. */
export function defaultDrawnFlows(n: number): number[] {
  return Array.from({ length: n <= 20 ? n : 6 }, (_, i) => i);
}
