import type { LabAlgorithm, MptcpScenario, MultipathAlgorithm } from './scenario';

/**
 * Which algorithms the comparison runs and what each row holds (comparison.ts computes them, in
 * the worker; this light module is what the page needs).
 */
export const PAPER_ORDER: readonly MultipathAlgorithm[] = [
  'ewtcp',
  'semicoupled',
  'max',
  'balia',
  'coupled',
];

export function comparisonAlgorithms(s: MptcpScenario): MultipathAlgorithm[] {
  return [
    ...PAPER_ORDER,
    'balia-window',
    ...(s.alg === 'generalized' ? ['generalized' as const] : []),
  ];
}

export interface ComparisonResult {
  alg: MultipathAlgorithm;
  label: string;
  /** equilibrium with every source present; Mbit/s per source (mean over sources of each kind) */
  mpMean: number;
  spMean: number;
  mpShare: number;
  lambdaBar: number;
  spectralAbscissa: number;
  /** D_s of eq. (11), mean over the MP-TCP sources */
  oscillation: number;
  converged: boolean;
  nonUnique: string | null;
  /** seconds after the single-path sources leave; null when not measured or never settled */
  convergence: number | null;
  /** why there is no convergence time (null when there is one) */
  convergenceNote: string | null;
  /** mean single-path throughput over [40 s, 80 s), Mbit/s */
  spAverage: number;
  resolution: number;
}

/** The algorithms of the window-level columns: the fluid comparison's, and OLIA. */
export function windowAlgorithms(s: MptcpScenario): LabAlgorithm[] {
  return [
    ...PAPER_ORDER,
    'balia-window',
    ...(s.alg === 'generalized' ? ['generalized' as const] : []),
    'olia',
  ];
}
