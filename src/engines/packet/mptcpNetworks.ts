/**
 * Paper 002's networks at packet level, built from the fluid lab's presets
 * (src/engines/fluid/presets.ts) so that both use the same capacities, RTTs, counts and timing:
 *   friendliness    Fig. 1: one bottleneck shared by an MP-TCP source with two routes through it
 *                   and one single-path TCP (c = 10 Mbit/s, RTT 20 ms by default, as the lab's);
 *   two-links       Fig. 2 / Table III: links of 10 Mbit/s, RTT 20 ms, N1 = 5 MP-TCP sources with
 *                   one route over each link, N2 = 5 TCP flows on link 2;
 *   responsiveness  Table IV: the same with 2 Mbit/s, N1 = N2 = 1, the single-path flow present
 *                   on [40 s, 80 s).
 * Each fluid link becomes a forward link with a queue (its capacity, a third of its
 * one-way delay) and an uncongested reverse link for the ACKs; each route gets its own access
 * links (accessFactor × the fastest link, the rest of the route's one-way delay split in two), as
 * the dumbbell of dumbbell.tcl, so a route's propagation RTT is the fluid route's RTT. Loss recovery
 * is NewReno (paper 002 Sec. V: "every path follows the same slow start and loss recovery mechanism
 * as TCP-NewReno"). The paper gives neither the buffers nor the queue discipline: by default each
 * link has RED (the fluid model's price, see `queue`) over 80 ms of its rate. Flows without a start
 * time of their own start uniformly in [0, startSpread] s.
 */
import { Xoshiro128 } from '../common/rng';
import type { AlgorithmSpec } from '../fluid/algorithms';
import type { Network } from '../fluid/network';
import {
  friendlinessNetwork,
  responsivenessNetwork,
  TWO_LINKS_DEFAULTS,
  twoLinksNetwork,
  type FriendlinessSizes,
  type TwoLinksSizes,
} from '../fluid/presets';
import { PACKET_DEFAULTS, withDefaults, type CcSpec, type PacketParams } from './params';
import { bottleneckQueue, type FlowRoute, type LinkSpec, type TopologySpec } from './topology';

export const MPTCP_NETS = ['friendliness', 'two-links', 'responsiveness'] as const;
export type MptcpNet = (typeof MPTCP_NETS)[number];

/** The friendliness network's size in the lab's defaults (c = 10 Mbit/s, RTT 20 ms). */
export const FRIENDLINESS_DEFAULTS: FriendlinessSizes = { cMbps: 10, rttMs: 20 };

export interface MptcpNetworkOptions {
  /** the MP-TCP sources' module (default LIA) */
  cc?: CcSpec;
  /** the single-path flows' module (default reno) */
  tcp?: CcSpec;
  /** buffer of every link, packets (default: `bufferMs` of the link's rate) */
  buffer?: number;
  /** buffer of each link as time at its rate, ms (default 80: 96 packets at 10 Mbit/s, 19 at 2) */
  bufferMs?: number;
  /**
   * queue discipline of every link (default 'red': ns-2 2.35's RED, thresholds 0.6 and 0.8 of
   * the buffer, as bottleneckQueue's). The fluid model's price is RED's (Sec. II-A): a loss
   * probability common to the flows of a link. Under DropTail the drops fall on the packets that
   * find the queue full, mostly the second packet of an ACK of a flow that is growing, so a subflow
   * whose window barely grows (Coupled's second route) escapes them and the fluid ordering breaks.
   */
  queue?: 'droptail' | 'red';
  /** access links: this × the fastest link (default 10, as the dumbbell) */
  accessFactor?: number;
  friendliness?: Partial<FriendlinessSizes>;
  twoLinks?: Partial<TwoLinksSizes>;
  /** flows without a start time start uniformly in [0, startSpread] s (default 1) */
  startSpread?: number;
  seed?: number;
}

export interface MptcpNetwork {
  /** the parameters to hand to PacketSimulation (with duration, warmup ... of the caller's) */
  params: Partial<PacketParams>;
  /** per source (index = its `source` id): the fluid id, its flows, MP-TCP or not */
  sources: { id: string; flows: number[]; multipath: boolean }[];
  /** the forward packet link of each fluid link (by fluid id) */
  links: Record<string, number>;
}

/** A fluid network as a packet-level one; `multipath` picks the sources that run `cc`. */
export function packetNetworkOf(
  net: Network,
  o: MptcpNetworkOptions & { multipath: (s: Network['sources'][number]) => boolean },
): MptcpNetwork {
  const pktSize = net.pktBytes ?? 1000;
  const wire = 8 * (pktSize + PACKET_DEFAULTS.header);
  const bufferOf = (mbps: number) =>
    o.buffer ?? Math.max(2, Math.round((mbps * 1e6 * (o.bufferMs ?? 80)) / 1000 / wire));
  // the threshold-dropper's activity window (0) is not used by DropTail or RED
  const queueOf = (mbps: number) =>
    bottleneckQueue(withDefaults({ queue: o.queue ?? 'red', buffer: bufferOf(mbps) }), 0);
  const fastest = Math.max(...net.links.map((l) => l.capacityMbps)) * 1e6;
  const access = (o.accessFactor ?? 10) * fastest;
  const links: LinkSpec[] = [];
  const linkIndex: Record<string, number> = {};
  const third = (l: Network['links'][number]) => l.delayMs / 1000 / 3;
  for (const l of net.links) {
    linkIndex[l.id] = links.length;
    links.push(
      { capacity: l.capacityMbps * 1e6, delay: third(l), queue: queueOf(l.capacityMbps) },
      { capacity: l.capacityMbps * 1e6, delay: third(l), uncongested: true },
    );
  }
  const flows: FlowRoute[] = [];
  const source: number[] = [];
  const cc: CcSpec[] = [];
  const start: number[] = [];
  const stop: (number | null)[] = [];
  const sources: MptcpNetwork['sources'] = [];
  const rng = new Xoshiro128(o.seed ?? 1);
  const spread = o.startSpread ?? 1;
  net.sources.forEach((s, k) => {
    const mp = o.multipath(s);
    const members: number[] = [];
    for (const r of s.routes) {
      const oneWay = r.links.reduce((a, l) => a + net.links[l].delayMs, 0) / 1000;
      const rtt = r.rttMs !== undefined ? r.rttMs / 1000 : 2 * oneWay;
      const inNetwork = r.links.reduce((a, l) => a + third(net.links[l]), 0);
      const dA = Math.max(0, (rtt / 2 - inNetwork) / 2);
      const base = links.length;
      for (let i = 0; i < 4; i++) links.push({ capacity: access, delay: dA });
      members.push(flows.length);
      flows.push({
        forward: [base, ...r.links.map((l) => 2 * l), base + 1],
        reverse: [base + 2, ...r.links.map((l) => 2 * l + 1).reverse(), base + 3],
      });
      source.push(k);
      cc.push(mp ? (o.cc ?? { name: 'lia' }) : (o.tcp ?? { name: 'reno' }));
      start.push(s.startS ?? rng.nextDouble() * spread);
      stop.push(s.stopS ?? null);
    }
    sources.push({ id: s.id, flows: members, multipath: mp });
  });
  const monitor = 2 * (net.links.length - 1); // the last link: the shared one in every preset
  const topology: TopologySpec = { links, flows, monitor };
  return {
    params: {
      topology,
      source,
      cc,
      start,
      stop,
      flavour: 'newreno',
      pktSize: net.pktBytes ?? 1000,
    },
    sources,
    links: linkIndex,
  };
}

/** Paper 002's network `name`, sized as the fluid lab's presets. */
export function mptcpNetwork(name: MptcpNet, o: MptcpNetworkOptions = {}): MptcpNetwork {
  // the fluid builders take the MP-TCP sources' algorithm: any non-TCP one marks them
  const mark: AlgorithmSpec = { name: 'max' };
  const multipath = (s: Network['sources'][number]) => s.algorithm.name !== 'tcp';
  const net =
    name === 'friendliness'
      ? friendlinessNetwork(mark, { ...FRIENDLINESS_DEFAULTS, ...o.friendliness })
      : name === 'two-links'
        ? twoLinksNetwork(mark, { ...TWO_LINKS_DEFAULTS, ...o.twoLinks })
        : responsivenessNetwork(mark);
  return packetNetworkOf(net, { ...o, multipath });
}
