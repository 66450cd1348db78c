/**
 * The MP-TCP fluid model of paper 002 (Peng, Walid, Low): the public API the lab's UI, worker and
 * CLI use. Pure TypeScript: no DOM, no Node.
 */
export {
  ALGORITHM_NAMES,
  BALIA_PARAMS,
  MULTIPATH_ALGORITHMS,
  createAlgorithm,
  type Algorithm,
  type AlgorithmName,
  type AlgorithmSpec,
  type TableIEntry,
  type Verdict,
} from './algorithms';
export { analyze, type Analysis } from './analysis';
export { checkConditions, routingFullRowRank, type ConditionChecks } from './conditions';
export { FluidDynamics } from './dynamics';
export {
  solveEquilibrium,
  type EquilibriumOptions,
  type EquilibriumResult,
  type NonUniqueness,
} from './equilibrium';
export {
  convergenceTime,
  friendliness,
  oscillation,
  phiJacobian,
  sourceTotals,
  spectrum,
  type ConvergenceTime,
  type Friendliness,
  type Spectrum,
} from './metrics';
export {
  DEFAULT_PKT_BYTES,
  NetworkError,
  compileNetwork,
  defaultGamma,
  mbpsToPkts,
  pktsToMbps,
  sourceActive,
  validateNetwork,
  type CompiledNetwork,
  type Link,
  type Network,
  type Route,
  type Source,
} from './network';
export {
  RESPONSIVENESS_TIMING,
  TWO_LINKS_DEFAULTS,
  friendlinessNetwork,
  responsivenessNetwork,
  twoLinksNetwork,
  type FriendlinessSizes,
  type TwoLinksSizes,
} from './presets';
export { FLUID_TEX } from './tex';
export {
  FluidSimulation,
  simulate,
  type SimulationOptions,
  type Trajectory,
  type TrajectoryChunk,
} from './simulation';
