import {
  LOSSY_MODELS,
  lossyLinkBound,
  lossyLinkWindows,
  noQueueLossThreshold,
  type LossyModel,
} from '../../engines/models/illinois';
import { pdValues } from './pdAxis';
import { illinoisParams, type IllinoisScenario } from './scenario';

/**
 * Sec. 5's lossy link: random losses p_d keep the queue empty, so TCP-Illinois runs as
 * AIMD(α_max, β_min) against Reno's AIMD(1, ½); eq. (31) gives W_Illinois/W_Reno up to
 * √(α_max/(2β_min)). The three models of the mean window (see lossyLink.ts) differ by a constant
 * factor each; every ratio is therefore flat in p_d, and p_d only decides whether the model holds.
 */
export type PerModel = Record<LossyModel, number>;

export interface LossyPoint {
  pd: number;
  /** no queue builds (p_d ≥ noQueueLossThreshold) and the window stays above W_thresh */
  valid: boolean;
  reno: PerModel;
  illinois: PerModel;
  ratio: PerModel;
}

export interface LossyReport {
  view: 'lossy';
  alphaMax: number;
  betaRemovedMin: number;
  /** (31): √(α_max/(2β_min)) */
  bound: number;
  bdp: number;
  /** below this p_d the Illinois sawtooth outgrows the BDP: a queue builds, dₐ > 0 */
  noQueueLossThreshold: number;
  /** above this p_d the Illinois window falls below W_thresh after a loss (Reno's rules then); null when W_thresh = 0 */
  wthreshLossLimit: number | null;
  /** W_Illinois/W_Reno per model (the same at every p_d) */
  ratios: PerModel;
  points: LossyPoint[];
}

const perModel = (f: (m: LossyModel) => number): PerModel =>
  Object.fromEntries(LOSSY_MODELS.map((m) => [m, f(m)])) as PerModel;

/**
 * The p_d above which AIMD(α_max, β_min)'s deterministic sawtooth dips below W_thresh after a
 * loss: (1 − β)W_max < W_thresh with W_max = √(2α/(β(2−β)p)) (lossyLink.ts).
 */
export function wthreshLossLimit(alpha: number, beta: number, wThresh: number): number | null {
  if (!(wThresh > 0)) return null;
  return (2 * alpha * (1 - beta) ** 2) / (beta * (2 - beta) * wThresh * wThresh);
}

/** Where the windows are evaluated before scaling to each p_d. */
const P0 = 0.01;

export function lossyReport(s: IllinoisScenario): LossyReport {
  const p = illinoisParams(s);
  const threshold = noQueueLossThreshold(p, s.bdp);
  const upper = wthreshLossLimit(p.alphaMax, p.betaRemovedMin, p.wThresh);
  // Every model's W̄ is exactly ∝ 1/√p_d: each is evaluated once, at P0, and scaled (the
  // random-loss model's infinite product costs ~1/β terms: once, not once per point).
  const at0 = Object.fromEntries(LOSSY_MODELS.map((m) => [m, lossyLinkWindows(p, P0, m)]));
  const points = pdValues(s.pd).map((pd): LossyPoint => {
    const f = Math.sqrt(P0 / pd);
    return {
      pd,
      valid: pd >= threshold && (upper === null || pd <= upper),
      reno: perModel((m) => at0[m].reno * f),
      illinois: perModel((m) => at0[m].illinois * f),
      ratio: perModel((m) => at0[m].ratio),
    };
  });
  return {
    view: 'lossy',
    alphaMax: p.alphaMax,
    betaRemovedMin: p.betaRemovedMin,
    bound: lossyLinkBound(p),
    bdp: s.bdp,
    noQueueLossThreshold: threshold,
    wthreshLossLimit: upper,
    ratios: perModel((m) => at0[m].ratio),
    points,
  };
}
