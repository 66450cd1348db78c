import type { AlgorithmSpec } from './algorithms';
import { DEFAULT_PKT_BYTES, type Network, type Source } from './network';

/**
 * The paper's test networks as functions of their sizes. Capacities in Mbit/s, RTTs in ms; each
 * link's delay is half the RTT of the routes over it, so the default RTT rule agrees with the
 * RTTs given explicitly.
 */

const TCP: AlgorithmSpec = { name: 'tcp' };

export interface FriendlinessSizes {
  cMbps: number;
  rttMs: number;
}

/**
 * Fig. 1: one bottleneck of capacity c shared by an MP-TCP source with two routes and one
 * single-path TCP source, all with the same RTT. (The paper's other links have more capacity than
 * c, so they carry no price at equilibrium and are left out.)
 */
export function friendlinessNetwork(
  alg: AlgorithmSpec,
  { cMbps, rttMs }: FriendlinessSizes,
  pktBytes = DEFAULT_PKT_BYTES,
): Network {
  return {
    links: [{ id: 'bottleneck', capacityMbps: cMbps, delayMs: rttMs / 2 }],
    sources: [
      {
        id: 'mp',
        algorithm: alg,
        routes: [
          { links: [0], rttMs },
          { links: [0], rttMs },
        ],
      },
      { id: 'sp', algorithm: TCP, routes: [{ links: [0], rttMs }] },
    ],
    pktBytes,
  };
}

export interface TwoLinksSizes {
  n1: number;
  n2: number;
  c1Mbps: number;
  c2Mbps: number;
  /** RTT of the routes over link 1 and over link 2 */
  rtt1Ms: number;
  rtt2Ms: number;
}

export const TWO_LINKS_DEFAULTS: TwoLinksSizes = {
  n1: 5,
  n2: 5,
  c1Mbps: 10,
  c2Mbps: 10,
  rtt1Ms: 20,
  rtt2Ms: 20,
};

/**
 * Fig. 2: N1 MP-TCP sources with one route over each link, N2 single-path TCP sources on link 2.
 * The paper does not give the single-path flows' RTT; they take the RTT of link 2's route, as an
 * MP-TCP route over the same link would.
 */
export function twoLinksNetwork(
  alg: AlgorithmSpec,
  z: TwoLinksSizes,
  pktBytes = DEFAULT_PKT_BYTES,
  timing: { spStartS?: number; spStopS?: number } = {},
): Network {
  const sources: Source[] = [];
  for (let i = 1; i <= z.n1; i++)
    sources.push({
      id: z.n1 === 1 ? 'mp' : `mp${i}`,
      algorithm: alg,
      routes: [
        { links: [0], rttMs: z.rtt1Ms },
        { links: [1], rttMs: z.rtt2Ms },
      ],
    });
  for (let i = 1; i <= z.n2; i++)
    sources.push({
      id: z.n2 === 1 ? 'sp' : `sp${i}`,
      algorithm: TCP,
      routes: [{ links: [1], rttMs: z.rtt2Ms }],
      ...(timing.spStartS !== undefined ? { startS: timing.spStartS } : {}),
      ...(timing.spStopS !== undefined ? { stopS: timing.spStopS } : {}),
    });
  return {
    links: [
      { id: 'link1', capacityMbps: z.c1Mbps, delayMs: z.rtt1Ms / 2 },
      { id: 'link2', capacityMbps: z.c2Mbps, delayMs: z.rtt2Ms / 2 },
    ],
    sources,
    pktBytes,
  };
}

/** Table IV's timing: the single-path flow is present on [40 s, 80 s). */
export const RESPONSIVENESS_TIMING = { spStartS: 40, spStopS: 80 } as const;

/**
 * Table IV / Fig. 5: the Fig. 2 network with c1 = c2 = 2 Mbit/s, tau = 20 ms, one MP-TCP source
 * and one single-path source on link 2 that starts at 40 s and stops at 80 s.
 */
export function responsivenessNetwork(alg: AlgorithmSpec, pktBytes = DEFAULT_PKT_BYTES): Network {
  return twoLinksNetwork(
    alg,
    { n1: 1, n2: 1, c1Mbps: 2, c2Mbps: 2, rtt1Ms: 20, rtt2Ms: 20 },
    pktBytes,
    RESPONSIVENESS_TIMING,
  );
}
