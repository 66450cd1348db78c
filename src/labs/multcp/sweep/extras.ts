import { setupJson } from '../packet/setup';
import { wpfTheory } from '../packet/wpf';
import type { MultcpScenario } from '../scenario';
import type { MultcpPointResult } from './results';

/**
 * The JSON report's fields after the points: the setup as run (the capacities and delays chosen
 * where the paper is silent) and, for wpf, the allocations the packets are held against.
 */
export function sweepExtras(
  s: MultcpScenario,
  _byIndex: readonly (MultcpPointResult | undefined)[],
  _sharded: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = { view: s.view, setup: setupJson(s) };
  if (s.view === 'wpf') {
    const t = wpfTheory(s.links, s.flows);
    out.allocations = {
      weightedProportional: t.fairness.weighted.rates,
      proportional: t.fairness.proportional.rates,
      maxMin: t.fairness.maxMin.rates,
      annexBLaw: t.annexB.rates,
    };
  }
  return out;
}
