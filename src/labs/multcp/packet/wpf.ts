import {
  minimumPotentialDelayFair,
  type AlphaFairAllocation,
} from '../../../engines/models/fairness';
import { multcpGain } from '../../../engines/models/multcp';
import type { Problem } from '../../../scenario/problems';
import type { Estimate } from '../../../sweep/aggregate';
import { fairnessResult, type FairnessResult } from '../fairness';
import type { MulFlow } from '../network';

/**
 * The wpf view's theory: the fairness view's three exact allocations (Annex A) on the network the
 * packets run on, and a fourth, what MulTCP's own law gives. A MulTCP(N) flow whose route drops a
 * fraction q of its packets sends T = gain(N) T_1 with T_1 ∝ 1/(R √q) (Annex B), and at a link
 * shared by many flows q is about the sum of its links' loss rates. With one R for every flow the
 * rates are x_r = gain(N_r) / √(q_r) with link "prices" p_l ≥ 0 that fill the bottlenecks: the
 * maximum of Σ -gain(N_r)²/x_r over the feasible rates (α = 2 fairness with weights gain(N_r)²,
 * the engine's minimumPotentialDelayFair). On one link it is rates in proportion to gain(N_r),
 * close to N_r; on a route over two busy links it charges √(p1 + p2), not p1 + p2: longer routes
 * get more than weighted proportional fairness gives them.
 */

/** MulTCP needs N >= 1: the wpf runs (and their allocations) use max(1, N_i). */
export const wpfFlows = (flows: readonly MulFlow[]): MulFlow[] =>
  flows.map((f) => ({ ...f, route: [...f.route], weight: Math.max(1, f.weight) }));

/**
 * The wpf view runs every flow as a MulTCP(N_i), and MulTCP(N) is defined for N >= 1 (the
 * fairness view's weights only need N_i > 0): a smaller weight is named and raised to 1.
 */
export function refineWpfWeights(s: { view: string; flows: MulFlow[] }, problems: Problem[]): void {
  if (s.view !== 'wpf') return;
  const low = s.flows.filter((f) => f.weight < 1);
  if (low.length === 0) return;
  const list = low.map((f) => `${f.id}: ${f.weight}`).join(', ');
  problems.push({
    param: 'flows',
    reason: `view=wpf runs each flow as a MulTCP(N), which needs N >= 1 (${list})`,
    used: `N = 1 for ${low.map((f) => f.id).join(', ')}`,
  });
  s.flows = wpfFlows(s.flows);
}

export interface WpfTheory {
  fairness: FairnessResult;
  /** Annex B's law: x_r ∝ gain(N_r) / √(q_r), Mbit/s */
  annexB: AlphaFairAllocation;
}

export function wpfTheory(links: readonly number[], flows: readonly MulFlow[]): WpfTheory {
  const f = wpfFlows(flows);
  return {
    fairness: fairnessResult(links, f),
    annexB: minimumPotentialDelayFair(
      links,
      f.map((x) => x.route.map((l) => l - 1)),
      f.map((x) => multcpGain(x.weight)),
    ),
  };
}

export interface WpfRow {
  id: string;
  route: number[];
  weight: number;
  simulated: Estimate | null;
  weighted: number;
  proportional: number;
  maxMin: number;
  annexB: number;
}

/** One row per flow: the packets' throughput (Mbit/s on the wire) beside the four allocations. */
export function wpfRows(
  links: readonly number[],
  flows: readonly MulFlow[],
  simulated: readonly Estimate[] | null,
): WpfRow[] {
  const t = wpfTheory(links, flows);
  return wpfFlows(flows).map((f, i) => ({
    id: f.id,
    route: f.route,
    weight: f.weight,
    simulated: simulated?.[i] ?? null,
    weighted: t.fairness.weighted.rates[i],
    proportional: t.fairness.proportional.rates[i],
    maxMin: t.fairness.maxMin.rates[i],
    annexB: t.annexB.rates[i],
  }));
}
