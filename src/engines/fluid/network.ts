import { createAlgorithm, type Algorithm, type AlgorithmSpec } from './algorithms';

/**
 * The network of the MP-TCP fluid model (paper 002, Sec. II-A): links with capacities c_l,
 * sources with one or more routes (sets of links), RTTs tau_r. People give capacities in Mbit/s
 * and times in ms; the model works in packets/s and seconds, and prices are dimensionless loss
 * probabilities as in the paper (q_r is the loss probability of route r).
 */
export interface Link {
  id: string;
  capacityMbps: number;
  /** one-way propagation delay; a route's default RTT is twice the sum over its links */
  delayMs: number;
  /** the link gain gamma_l of eq. (4), in 1/packet; default: see defaultGamma */
  gamma?: number;
}

export interface Route {
  /** indices into Network.links */
  links: number[];
  /** tau_r; default: 2 x the sum of the links' delays */
  rttMs?: number;
}

export interface Source {
  id: string;
  algorithm: AlgorithmSpec;
  routes: Route[];
  /** the source sends on [startS, stopS); outside it its rates are zero */
  startS?: number;
  stopS?: number;
}

export interface Network {
  links: Link[];
  sources: Source[];
  /** packet size used to convert Mbit/s to packets/s (default 1000 bytes) */
  pktBytes?: number;
  /** one gain for every link without its own (1/packet) */
  gamma?: number;
}

export const DEFAULT_PKT_BYTES = 1000;

/** Limits that keep a network small enough for a dense solver and a live integration. */
export const NETWORK_LIMITS = { links: 64, sources: 256, routesPerSource: 16, routes: 512 };

export const mbpsToPkts = (mbps: number, pktBytes: number): number => (mbps * 1e6) / (8 * pktBytes);
export const pktsToMbps = (pkts: number, pktBytes: number): number => (pkts * 8 * pktBytes) / 1e6;

/** Everything that is wrong with a network, as messages naming the item ("" = fine). */
export function validateNetwork(net: Network): string[] {
  const out: string[] = [];
  const L = net.links.length;
  if (L === 0) out.push('the network has no links');
  if (L > NETWORK_LIMITS.links) out.push(`at most ${NETWORK_LIMITS.links} links, got ${L}`);
  if (net.sources.length === 0) out.push('the network has no sources');
  if (net.sources.length > NETWORK_LIMITS.sources)
    out.push(`at most ${NETWORK_LIMITS.sources} sources, got ${net.sources.length}`);
  const pkt = net.pktBytes ?? DEFAULT_PKT_BYTES;
  if (!(Number.isFinite(pkt) && pkt > 0)) out.push(`packet size must be > 0, got ${pkt}`);
  if (net.gamma !== undefined && !(Number.isFinite(net.gamma) && net.gamma > 0))
    out.push(`gamma must be a finite number > 0, got ${net.gamma}`);
  const ids = new Set<string>();
  net.links.forEach((l, i) => {
    const name = `link ${i + 1} (${l.id})`;
    if (ids.has(l.id)) out.push(`${name}: duplicate id`);
    ids.add(l.id);
    if (!(Number.isFinite(l.capacityMbps) && l.capacityMbps > 0))
      out.push(`${name}: capacity must be a finite number > 0 Mbit/s, got ${l.capacityMbps}`);
    if (!(Number.isFinite(l.delayMs) && l.delayMs >= 0))
      out.push(`${name}: delay must be a finite number >= 0 ms, got ${l.delayMs}`);
    if (l.gamma !== undefined && !(Number.isFinite(l.gamma) && l.gamma > 0))
      out.push(`${name}: gamma must be a finite number > 0, got ${l.gamma}`);
  });
  let routes = 0;
  const sids = new Set<string>();
  net.sources.forEach((s, i) => {
    const name = `source ${i + 1} (${s.id})`;
    if (sids.has(s.id)) out.push(`${name}: duplicate id`);
    sids.add(s.id);
    routes += s.routes.length;
    if (s.routes.length === 0) out.push(`${name}: needs at least one route`);
    if (s.routes.length > NETWORK_LIMITS.routesPerSource)
      out.push(`${name}: at most ${NETWORK_LIMITS.routesPerSource} routes`);
    if (s.algorithm.name === 'tcp' && s.routes.length !== 1)
      out.push(`${name}: single-path TCP has exactly one route, got ${s.routes.length}`);
    const start = s.startS ?? 0;
    const stop = s.stopS ?? Infinity;
    if (!(Number.isFinite(start) && start >= 0))
      out.push(`${name}: start must be a finite time >= 0 s, got ${start}`);
    if (!(stop > start)) out.push(`${name}: stop (${stop} s) must be after start (${start} s)`);
    s.routes.forEach((r, j) => {
      const rname = `${name}, route ${j + 1}`;
      if (r.links.length === 0) out.push(`${rname}: uses no link`);
      if (new Set(r.links).size !== r.links.length) out.push(`${rname}: uses a link twice`);
      for (const l of r.links)
        if (!(Number.isInteger(l) && l >= 0 && l < L))
          out.push(`${rname}: link ${l + 1} does not exist (there are ${L} links)`);
      if (r.rttMs !== undefined && !(Number.isFinite(r.rttMs) && r.rttMs > 0))
        out.push(`${rname}: RTT must be a finite number > 0 ms, got ${r.rttMs}`);
      if (r.rttMs === undefined && r.links.every((l) => l >= 0 && l < L)) {
        const rtt = defaultRttMs(net, r);
        if (!(rtt > 0)) out.push(`${rname}: its links have zero delay; give the route an RTT`);
      }
    });
    const alg = createAlgorithm(s.algorithm);
    if (typeof alg === 'string') out.push(`${name}: ${alg}`);
  });
  if (routes > NETWORK_LIMITS.routes) out.push(`at most ${NETWORK_LIMITS.routes} routes in all`);
  return out;
}

export function defaultRttMs(net: Network, r: Route): number {
  return 2 * r.links.reduce((a, l) => a + net.links[l].delayMs, 0);
}

/**
 * The network in the model's units and flat arrays (routes of a source are contiguous), which is
 * what the dynamics, the equilibrium solver and the metrics work on.
 */
export interface CompiledNetwork {
  net: Network;
  pktBytes: number;
  nL: number;
  nR: number;
  nS: number;
  /** capacities c_l in packets/s */
  cap: Float64Array;
  gamma: Float64Array;
  /** tau_r in seconds */
  tau: Float64Array;
  routeSource: Int32Array;
  /** routes of source s are srcStart[s] .. srcStart[s + 1] - 1 */
  srcStart: Int32Array;
  /** links of route r are linkIdx[linkPtr[r] .. linkPtr[r + 1] - 1] */
  linkPtr: Int32Array;
  linkIdx: Int32Array;
  algorithms: Algorithm[];
  start: Float64Array;
  stop: Float64Array;
  /** price scale of each link: the loss rate at which its routes, as TCP flows, fill it evenly */
  priceScale: Float64Array;
  /** rate scale of each route: the smallest capacity on it */
  rateScale: Float64Array;
}

export class NetworkError extends Error {}

/** Compiles a network; throws NetworkError listing every problem when it is invalid. */
export function compileNetwork(net: Network): CompiledNetwork {
  const problems = validateNetwork(net);
  if (problems.length > 0) throw new NetworkError(problems.join('; '));
  const pktBytes = net.pktBytes ?? DEFAULT_PKT_BYTES;
  const nL = net.links.length;
  const nS = net.sources.length;
  const nR = net.sources.reduce((a, s) => a + s.routes.length, 0);
  const cap = Float64Array.from(net.links, (l) => mbpsToPkts(l.capacityMbps, pktBytes));
  const tau = new Float64Array(nR);
  const routeSource = new Int32Array(nR);
  const srcStart = new Int32Array(nS + 1);
  const linkPtr = new Int32Array(nR + 1);
  const idx: number[] = [];
  const algorithms: Algorithm[] = [];
  let r = 0;
  net.sources.forEach((s, i) => {
    srcStart[i] = r;
    algorithms.push(createAlgorithm(s.algorithm) as Algorithm);
    for (const route of s.routes) {
      tau[r] = (route.rttMs ?? defaultRttMs(net, route)) / 1000;
      routeSource[r] = i;
      linkPtr[r] = idx.length;
      idx.push(...route.links);
      r++;
    }
  });
  srcStart[nS] = nR;
  linkPtr[nR] = idx.length;
  const linkIdx = Int32Array.from(idx);
  const compiled: CompiledNetwork = {
    net,
    pktBytes,
    nL,
    nR,
    nS,
    cap,
    gamma: new Float64Array(nL),
    tau,
    routeSource,
    srcStart,
    linkPtr,
    linkIdx,
    algorithms,
    start: Float64Array.from(net.sources, (s) => s.startS ?? 0),
    stop: Float64Array.from(net.sources, (s) => s.stopS ?? Infinity),
    priceScale: new Float64Array(nL),
    rateScale: new Float64Array(nR),
  };
  for (let l = 0; l < nL; l++) {
    let n = 0;
    let tauSum = 0;
    for (let q = 0; q < nR; q++)
      if (routeUses(compiled, q, l)) {
        n++;
        tauSum += tau[q];
      }
    const tauMean = n > 0 ? tauSum / n : 0.1;
    compiled.priceScale[l] = (2 * Math.max(n, 1) ** 2) / (tauMean * tauMean * cap[l] * cap[l]);
    compiled.gamma[l] =
      net.links[l].gamma ?? net.gamma ?? defaultGamma(cap[l], tauMean, Math.max(n, 1));
  }
  for (let q = 0; q < nR; q++) {
    let c = Infinity;
    for (let k = linkPtr[q]; k < linkPtr[q + 1]; k++) c = Math.min(c, cap[linkIdx[k]]);
    compiled.rateScale[q] = c;
  }
  return compiled;
}

export function routeUses(n: CompiledNetwork, r: number, l: number): boolean {
  for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) if (n.linkIdx[k] === l) return true;
  return false;
}

/**
 * Default link gain (1/packet): gamma_l = 2 n^2 / (tau c_l)^3, with n the number of routes through
 * l and tau their mean RTT. Then the price moves by its own scale p_ref = 2 n^2 / (tau c_l)^2 (the
 * loss rate at which n TCP flows fill the link evenly, Sec. II-B) within one RTT when the link is
 * idle or 100 % overloaded, as the loss rate of a drop-tail queue of about one bandwidth-delay
 * product does. Linearising (3)-(4) for n TCP flows sharing the link evenly gives
 * lambda^2 + (2n/(tau^2 c)) lambda + gamma c^2/(2n) = 0, damping ratio sqrt(n/(tau c)) (one over
 * the square root of a flow's window, so < 1 whenever windows exceed a packet) and decay rate
 * n/(tau^2 c), the fastest the sources allow: a few seconds at most on the paper's networks. A
 * gain independent of c and tau would be off by orders of magnitude between the 2 and 10 Mbit/s
 * presets, and a much slower price makes the price's drain, not the algorithm, set the
 * responsiveness of Table IV.
 */
export function defaultGamma(capPkts: number, tauS: number, routes: number): number {
  return (2 * routes * routes) / (tauS * capPkts) ** 3;
}

/** Whether source s sends at time t: start <= t < stop (t = Infinity: the source never stops). */
export function sourceActive(n: CompiledNetwork, s: number, t: number): boolean {
  return t >= n.start[s] && (t < n.stop[s] || n.stop[s] === Infinity);
}
