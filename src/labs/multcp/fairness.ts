import {
  maxMinFair,
  proportionalFair,
  weightedProportionalFair,
  type FairnessNetwork,
  type MaxMinAllocation,
  type AlphaFairAllocation,
} from '../../engines/models/fairness';
import { toFairnessNetwork, type MulFlow } from './network';

/**
 * The fairness view's three allocations on one network (paper 004, Annex A), each exact: weighted
 * proportional (weights N_i), proportional (every weight 1), max-min (progressive filling, the
 * paper's unweighted definition). Pure; ~1 ms on the lab's largest network.
 */
export const CRITERIA = ['weighted', 'proportional', 'maxMin'] as const;
export type Criterion = (typeof CRITERIA)[number];

export const CRITERION_LABEL: Record<Criterion, string> = {
  weighted: 'weighted proportional (Nᵢ)',
  proportional: 'proportional (all Nᵢ = 1)',
  maxMin: 'max-min',
};

export interface FairnessResult {
  net: FairnessNetwork;
  weighted: AlphaFairAllocation;
  proportional: AlphaFairAllocation;
  maxMin: MaxMinAllocation;
  /**
   * Each flow's bottlenecks (link indices): under the proportional criteria the saturated links
   * with a positive price on its route; under max-min the link that froze it.
   */
  bottlenecks: Record<Criterion, number[][]>;
}

const priced = (a: AlphaFairAllocation, net: FairnessNetwork): number[][] =>
  net.flows.map((f) => f.links.filter((l) => a.active[l]));

export function fairnessResult(
  links: readonly number[],
  flows: readonly MulFlow[],
): FairnessResult {
  const net = toFairnessNetwork(links, flows);
  const weighted = weightedProportionalFair(net);
  const proportional = proportionalFair(net);
  const maxMin = maxMinFair(net);
  return {
    net,
    weighted,
    proportional,
    maxMin,
    bottlenecks: {
      weighted: priced(weighted, net),
      proportional: priced(proportional, net),
      maxMin: maxMin.bottleneck.map((l) => [l]),
    },
  };
}

export const ratesOf = (r: FairnessResult, c: Criterion): number[] => r[c].rates;
export const loadsOf = (r: FairnessResult, c: Criterion): number[] => r[c].loads;

/**
 * Paper 004's Sec. 5 point (Fig. 6), found in the weighted allocation when it holds: a flow with
 * the larger N that gets less than a flow with a smaller N on a link they share, because a further
 * bottleneck on its route charges it too (x_i = N_i / sum of its route's prices). Rates measured
 * at one link then say nothing about N. Null when no pair shows it.
 */
export interface PolicingCase {
  /** the flow with the larger N and the smaller rate, and the other one */
  big: number;
  small: number;
  /** the link they share, and a priced link on big's route that small does not cross */
  shared: number;
  further: number;
}

export function policingCase(r: FairnessResult): PolicingCase | null {
  const { flows } = r.net;
  const x = r.weighted.rates;
  const w = flows.map((f) => f.weight ?? 1);
  for (let i = 0; i < flows.length; i++)
    for (let j = 0; j < flows.length; j++) {
      if (!(w[i] > w[j] && x[i] < x[j] * (1 - 1e-9))) continue;
      const shared = flows[i].links.find((l) => flows[j].links.includes(l));
      const further = flows[i].links.find(
        (l) => !flows[j].links.includes(l) && r.weighted.active[l],
      );
      if (shared !== undefined && further !== undefined)
        return { big: i, small: j, shared, further };
    }
  return null;
}
