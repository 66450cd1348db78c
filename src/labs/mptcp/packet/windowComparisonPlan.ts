import type { SweepPoint } from '../../../sweep/plan';
import { windowAlgorithms } from '../comparisonPlan';
import type { LabAlgorithm } from '../labAlgorithms';
import type { MptcpScenario } from '../scenario';
import type { TcpRatio } from './measures';

export { windowAlgorithms };

/**
 * The window-level columns of the "every algorithm" comparison, one algorithm per point of a sweep
 * pool (the lab's sweep worker runs `runWindowPoint`): as the fluid comparison (comparison.ts),
 * (1) every source present all the time: Table III's throughputs, the measured D, the ratio to one
 * TCP; (2) the single-path sources present on [40 s, 80 s) only: footnote 2's convergence time
 * (1 s bins) and the single-path throughput over [40 s, 80 s).
 */
export interface WindowComparisonSpec {
  lab: 'mptcp';
  seed: number;
  sweep: null;
  sweep2: null;
  reps: 1;
  scenario: MptcpScenario;
}

export interface WindowComparisonResult {
  index: number;
  coords: number[];
  alg: LabAlgorithm;
  mpMean: number;
  spMean: number;
  mpShare: number;
  /** measured D (mean relative drop per reduction), mean over the MP-TCP sources */
  oscillation: number;
  ratio: TcpRatio | null;
  convergence: number | null;
  convergenceNote: string | null;
  spAverage: number;
}

export const windowComparisonSpec = (s: MptcpScenario): WindowComparisonSpec => ({
  lab: 'mptcp',
  seed: s.seed,
  sweep: null,
  sweep2: null,
  reps: 1,
  scenario: s,
});

export const windowPoints = (spec: WindowComparisonSpec): SweepPoint[] =>
  windowAlgorithms(spec.scenario).map((alg, index) => ({ index, series: alg, coords: [] }));
