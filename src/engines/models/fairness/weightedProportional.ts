import { alphaFair, type AlphaFairAllocation } from './alphaFair';
import type { FairnessNetwork } from './network';

/**
 * Weighted proportional fairness (paper 004, Annex A; Kelly 1997): the unique x maximising
 * sum_i N_i log x_i subject to sum_{i uses l} x_i <= c_l, i.e. α-fairness with α = 1 (alphaFair.ts).
 * KKT: N_i / x_i = q_i = sum_{l on i} p_l, p_l >= 0, loads <= c_l, and p_l (c_l - y_l) = 0; the
 * revenue sum_l p_l c_l equals sum_i N_i.
 */
export function weightedProportionalFair(net: FairnessNetwork): AlphaFairAllocation {
  return alphaFair(net, 1);
}

/** Proportional fairness (Annex A): every weight 1, whatever the flows say. */
export function proportionalFair(net: FairnessNetwork): AlphaFairAllocation {
  return weightedProportionalFair({ ...net, flows: net.flows.map((f) => ({ ...f, weight: 1 })) });
}
