import type { AlgorithmName, AlgorithmSpec } from '../../engines/fluid/algorithms';

/** The lab's names for its algorithms (tables, legends, the picture, the command line's report). */
export const ALGORITHM_LABELS: Record<AlgorithmName | 'olia', string> = {
  tcp: 'TCP NewReno',
  ewtcp: 'EWTCP',
  semicoupled: 'Semicoupled',
  max: 'Max',
  balia: 'Balia (eq. 12)',
  coupled: 'Coupled',
  'balia-window': 'Balia window rule',
  generalized: 'Generalized',
  olia: 'OLIA',
};

export const algorithmLabel = (name: AlgorithmName | 'olia'): string => ALGORITHM_LABELS[name];

/** "EWTCP (a = 1)", "Generalized (β = 0.2, n = ∞, η = 0.5)" */
export function specLabel(spec: AlgorithmSpec): string {
  if (spec.name === 'ewtcp') return `EWTCP (a = ${spec.a})`;
  if (spec.name === 'generalized')
    return `Generalized (β = ${spec.beta}, n = ${spec.n === Infinity ? '∞' : spec.n}, η = ${spec.eta})`;
  return algorithmLabel(spec.name);
}
