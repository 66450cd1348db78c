import { NETWORK_LIMITS, type Link, type Network, type Route } from '../../fluid/network';

/**
 * The network of the fairness allocations (paper 004, Annex A; Kelly's rate allocation problem):
 * links with capacities c_l and single-path flows, each a route (a set of links) and a weight N_i
 * (the price paid per unit time, or MulTCP's N). It reuses the fluid MP-TCP lab's shapes: a link
 * is a fluid Link's id and capacity, a flow's `links` is a fluid Route's list of link indices.
 * Rates come out in the capacities' unit (Mbit/s), prices in weight per Mbit/s.
 */
export type FairnessLink = Pick<Link, 'id' | 'capacityMbps'>;

export interface FairnessFlow extends Pick<Route, 'links'> {
  id: string;
  /** N_i > 0; default 1 */
  weight?: number;
}

export interface FairnessNetwork {
  links: FairnessLink[];
  flows: FairnessFlow[];
}

/** The same size limits as the fluid lab's editor (a dense solver on a small network). */
export const FAIRNESS_LIMITS = { links: NETWORK_LIMITS.links, flows: NETWORK_LIMITS.sources };

/** Everything wrong with a network, each message naming its field (empty = fine). */
export function fairnessProblems(net: FairnessNetwork): string[] {
  const out: string[] = [];
  const L = net.links.length;
  if (L === 0) out.push('links: the network has no links');
  if (L > FAIRNESS_LIMITS.links) out.push(`links: at most ${FAIRNESS_LIMITS.links}, got ${L}`);
  if (net.flows.length === 0) out.push('flows: the network has no flows');
  if (net.flows.length > FAIRNESS_LIMITS.flows)
    out.push(`flows: at most ${FAIRNESS_LIMITS.flows}, got ${net.flows.length}`);
  const ids = new Set<string>();
  net.links.forEach((l, i) => {
    const f = `links[${i}] (${l.id})`;
    if (ids.has(l.id)) out.push(`${f}.id: duplicate link id`);
    ids.add(l.id);
    if (!(Number.isFinite(l.capacityMbps) && l.capacityMbps > 0))
      out.push(`${f}.capacityMbps: must be a finite number > 0, got ${l.capacityMbps}`);
  });
  const used = new Array<boolean>(L).fill(false);
  const fids = new Set<string>();
  net.flows.forEach((s, i) => {
    const f = `flows[${i}] (${s.id})`;
    if (fids.has(s.id)) out.push(`${f}.id: duplicate flow id`);
    fids.add(s.id);
    const w = s.weight ?? 1;
    if (!(Number.isFinite(w) && w > 0))
      out.push(`${f}.weight: must be a finite number > 0, got ${w}`);
    if (s.links.length === 0) out.push(`${f}.links: a flow's route needs at least one link`);
    if (new Set(s.links).size !== s.links.length) out.push(`${f}.links: uses a link twice`);
    for (const l of s.links) {
      if (Number.isInteger(l) && l >= 0 && l < L) used[l] = true;
      else out.push(`${f}.links: link index ${l} does not exist (there are ${L} links)`);
    }
  });
  // An unused link has no constraint to enforce and an undetermined price: almost surely an
  // editing mistake, so it is reported rather than silently priced at 0.
  used.forEach((u, l) => {
    if (!u) out.push(`links[${l}] (${net.links[l].id}): used by no flow`);
  });
  return out;
}

/** Throws a RangeError listing every problem (each naming its field) when the network is invalid. */
export function checkFairnessNetwork(net: FairnessNetwork): void {
  const problems = fairnessProblems(net);
  if (problems.length > 0) throw new RangeError(problems.join('; '));
}

/** Flat arrays the solvers work on: flow i uses links linkIdx[linkPtr[i] .. linkPtr[i + 1] - 1]. */
export interface Incidence {
  nL: number;
  nF: number;
  cap: Float64Array;
  weight: Float64Array;
  linkPtr: Int32Array;
  linkIdx: Int32Array;
  /** flows on link l: flowIdx[flowPtr[l] .. flowPtr[l + 1] - 1] */
  flowPtr: Int32Array;
  flowIdx: Int32Array;
}

export function incidence(net: FairnessNetwork): Incidence {
  checkFairnessNetwork(net);
  const nL = net.links.length;
  const nF = net.flows.length;
  const linkPtr = new Int32Array(nF + 1);
  const idx: number[] = [];
  const byLink: number[][] = Array.from({ length: nL }, () => []);
  net.flows.forEach((f, i) => {
    linkPtr[i] = idx.length;
    for (const l of f.links) {
      idx.push(l);
      byLink[l].push(i);
    }
  });
  linkPtr[nF] = idx.length;
  const flowPtr = new Int32Array(nL + 1);
  const fIdx: number[] = [];
  byLink.forEach((fl, l) => {
    flowPtr[l] = fIdx.length;
    fIdx.push(...fl);
  });
  flowPtr[nL] = fIdx.length;
  return {
    nL,
    nF,
    cap: Float64Array.from(net.links, (l) => l.capacityMbps),
    weight: Float64Array.from(net.flows, (f) => f.weight ?? 1),
    linkPtr,
    linkIdx: Int32Array.from(idx),
    flowPtr,
    flowIdx: Int32Array.from(fIdx),
  };
}

/** y_l = sum of the rates of the flows through l. */
export function linkLoads(inc: Incidence, x: ArrayLike<number>): Float64Array {
  const y = new Float64Array(inc.nL);
  for (let l = 0; l < inc.nL; l++)
    for (let k = inc.flowPtr[l]; k < inc.flowPtr[l + 1]; k++) y[l] += x[inc.flowIdx[k]];
  return y;
}

/** q_i = sum of the prices of the links on flow i's route. */
export function routePrices(inc: Incidence, p: ArrayLike<number>): Float64Array {
  const q = new Float64Array(inc.nF);
  for (let i = 0; i < inc.nF; i++)
    for (let k = inc.linkPtr[i]; k < inc.linkPtr[i + 1]; k++) q[i] += p[inc.linkIdx[k]];
  return q;
}

/**
 * The single-path sources of a fluid MP-TCP network as flows (one per source, its only route), with
 * weights (default 1). A multipath source has no single rate to allocate here: RangeError.
 */
export function fromFluidNetwork(net: Network, weights?: readonly number[]): FairnessNetwork {
  if (weights && weights.length !== net.sources.length)
    throw new RangeError(
      `weights: one per source is needed, got ${weights.length} for ${net.sources.length} sources`,
    );
  const flows = net.sources.map((s, i): FairnessFlow => {
    if (s.routes.length !== 1)
      throw new RangeError(
        `sources[${i}] (${s.id}).routes: a fairness flow has one route, got ${s.routes.length}`,
      );
    return { id: s.id, links: [...s.routes[0].links], weight: weights ? weights[i] : 1 };
  });
  return { links: net.links.map((l) => ({ id: l.id, capacityMbps: l.capacityMbps })), flows };
}
