import type { SweepPoint } from '../../../sweep/plan';
import { windowAlgorithms } from '../comparisonPlan';
import type { LabAlgorithm } from '../labAlgorithms';
import type { MptcpScenario } from '../scenario';
import type { TcpRatio } from './measures';
import type { SeedConvergence } from './seedConvergence';

export { windowAlgorithms };

/**
 * The window-level columns of the "every algorithm" comparison, one algorithm per point of a sweep
 * pool (the lab's sweep worker runs `runWindowPoint`): as the fluid comparison (comparison.ts),
 * (1) every source present all the time: Table III's throughputs, the measured D, the ratio to one
 * TCP; (2) the single-path sources present on [40 s, 80 s) only, run once per seed (seed, seed + 1,
 * …, `seeds` of them): footnote 2's convergence time (1 s bins) over the seeds, and the single-path
 * throughput over [40 s, 80 s) of the first seed's run.
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
  /** mean convergence time over the seeds that converged (what the ordering sorts); null: none */
  convergence: number | null;
  /** every seed's convergence time and their statistic; null without a dynamic run here */
  seeds: SeedConvergence | null;
  /** why there is no time, or which seeds it leaves out */
  convergenceNote: string | null;
  /** mean single-path throughput over [40 s, 80 s) in the first seed's run, Mbit/s */
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
