import { checkConditions, routingFullRowRank, type ConditionChecks } from './conditions';
import { solveEquilibrium, type EquilibriumResult } from './equilibrium';
import {
  friendliness,
  oscillation,
  sourceTotals,
  spectrum,
  type Friendliness,
  type Spectrum,
} from './metrics';
import type { CompiledNetwork } from './network';

/** Everything the lab shows about an equilibrium, in the model's units (packets/s, seconds). */
export interface Analysis {
  equilibrium: EquilibriumResult;
  /** ||x_s||_1 per source, packets/s */
  totals: Float64Array;
  friendliness: Friendliness;
  spectrum: Spectrum;
  /** D_s of eq. (11) per source (NaN for inactive ones) */
  oscillation: Float64Array;
  /** Table I per active source, checked at the equilibrium */
  conditions: ConditionChecks[];
  /** C3's second half for the routes in use */
  routingFullRowRank: boolean;
}

export function analyze(n: CompiledNetwork, at = Infinity): Analysis {
  const eq = solveEquilibrium(n, { at });
  const conditions: ConditionChecks[] = [];
  for (let s = 0; s < n.nS; s++)
    if (eq.activeSources[s]) conditions.push(checkConditions(n, s, eq.x));
  return {
    equilibrium: eq,
    totals: sourceTotals(n, eq.x),
    friendliness: friendliness(n, eq.x, eq.activeSources),
    spectrum: spectrum(n, eq),
    oscillation: oscillation(n, eq),
    conditions,
    routingFullRowRank: routingFullRowRank(n, eq.activeSources),
  };
}
