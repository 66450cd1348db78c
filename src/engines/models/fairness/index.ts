/**
 * Rate allocations on a network of links and single-path flows (paper 004, Annex A): weighted
 * proportional, proportional and max-min fairness, each solved exactly; and minimum potential
 * delay fairness, the allocation of Annex B's x ∝ gain(N)/√q law. The first and the last are
 * α-fairness with α = 1 and 2, one solver for any α > 0 (alphaFair). Pure TypeScript.
 */
export {
  FAIRNESS_LIMITS,
  checkFairnessNetwork,
  fairnessProblems,
  fromFluidNetwork,
  incidence,
  linkLoads,
  routePrices,
  type FairnessFlow,
  type FairnessLink,
  type FairnessNetwork,
  type Incidence,
} from './network';
export { alphaFair, type AlphaFairAllocation } from './alphaFair';
export { kktResiduals, type KktResiduals } from './kkt';
export { proportionalFair, weightedProportionalFair } from './weightedProportional';
export { maxMinFair, type MaxMinAllocation, type MaxMinOptions } from './maxMin';
export { minimumPotentialDelayFair } from './minimumPotentialDelay';
export { FAIRNESS_TEX } from './tex';
