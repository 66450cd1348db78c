import type { LinkSpec, QueueSpec, TopologySpec } from '../../../engines/packet/topology';
import type { MulFlow } from '../network';
import type { PacketFields } from './fields';

/**
 * The networks of the packet views, as the packet engine's topologies. Paper 004's Fig. 3 gives
 * the RED queue and the 22 connections but no capacities or delays; ours are stated here and in
 * `setupOf` (the page and the JSON print them).
 */

/** Payload and header bytes of every packet view but rwnd (ns-2's 1000 + 40). */
export const PAYLOAD = 1000;
export const HEADER = 40;
export const WIRE = PAYLOAD + HEADER;
/** access links (and the ACKs' way back) are this many times the fastest link */
export const ACCESS_FACTOR = 10;
/** Fig. 3's RED beside its thresholds: ns-2's max_p (1/linterm_ = 0.1), q_weight 0.002, no gentle */
export const RED_MAX_P = 0.1;
export const RED_WEIGHT = 0.002;

type Fig3 = Pick<
  PacketFields,
  'cap' | 'bg' | 'rttlo' | 'rtthi' | 'limit' | 'minth' | 'maxth' | 'redmode'
>;

/**
 * The senders' RTTs, s, in flow order: (bg + 2) / 2 pairs of equal RTT spread evenly from rttlo
 * to rtthi; flows 0 and 1 are the middle pair (the MulTCP and its reference TCP in fig4), then the
 * other pairs from the shortest RTT up.
 */
export function fig3Rtts(s: Pick<Fig3, 'bg' | 'rttlo' | 'rtthi'>): number[] {
  const pairs = (s.bg + 2) / 2;
  const rtt = (k: number) =>
    (pairs === 1 ? (s.rttlo + s.rtthi) / 2 : s.rttlo + ((s.rtthi - s.rttlo) * k) / (pairs - 1)) /
    1000;
  const mid = Math.floor((pairs - 1) / 2);
  const out = [rtt(mid), rtt(mid)];
  for (let k = 0; k < pairs; k++) if (k !== mid) out.push(rtt(k), rtt(k));
  return out;
}

export function fig3Red(s: Fig3): QueueSpec {
  return {
    kind: 'red',
    buffer: s.limit,
    minThresh: s.minth,
    maxThresh: s.maxth,
    maxP: RED_MAX_P,
    weight: RED_WEIGHT,
    gentle: false,
    wait: true,
    bytes: s.redmode === 'bytes',
    // in byte mode the thresholds count packets' worth of wire bytes
    meanPktSize: WIRE,
  };
}

/**
 * Fig. 3 as we build it: every sender on its own access link (ACCESS_FACTOR × the bottleneck) into
 * router r0, the bottleneck r0 → r1 with Fig. 3's RED, the ACKs back r1 → r0 (uncongested) and
 * over the access link. The bottleneck's delay is a sixth of the shortest RTT; the access links
 * carry the rest of each RTT, half each way. `rtts` lists each flow's RTT, s.
 */
export function fig3Topology(s: Fig3, rtts: readonly number[]): TopologySpec {
  const cap = s.cap * 1e6;
  const dB = Math.min(...rtts) / 6;
  const links: LinkSpec[] = [
    { capacity: cap, delay: dB, queue: fig3Red(s) },
    { capacity: cap, delay: dB, uncongested: true },
  ];
  const flows = rtts.map((r) => {
    const d = r / 2 - dB;
    const base = links.length;
    links.push(
      { capacity: ACCESS_FACTOR * cap, delay: d },
      { capacity: ACCESS_FACTOR * cap, delay: d, uncongested: true },
    );
    return { forward: [base, 0], reverse: [1, base + 1] };
  });
  return { links, flows, monitor: 0 };
}

/** The wpf view's queue of a link: a bandwidth-delay product at R (at least 20 packets). */
export function wpfBuffer(capacityMbps: number, rttMs: number): number {
  return Math.max(20, Math.round((capacityMbps * 1e6 * (rttMs / 1000)) / (8 * WIRE)));
}

export function wpfQueue(capacityMbps: number, rttMs: number, kind: 'red' | 'droptail'): QueueSpec {
  const buffer = wpfBuffer(capacityMbps, rttMs);
  if (kind === 'droptail') return { kind: 'droptail', buffer };
  // Fig. 3's proportions: thresholds at 1/4 and 3/4 of the limit (5 and 15 of 20)
  return {
    kind: 'red',
    buffer,
    minThresh: buffer / 4,
    maxThresh: (3 * buffer) / 4,
    maxP: RED_MAX_P,
    weight: RED_WEIGHT,
    gentle: false,
    wait: true,
    bytes: false,
    meanPktSize: WIRE,
  };
}

/**
 * The fairness view's network at packet level: each link (its capacity, a queue of one
 * bandwidth-delay product) and each flow on its route, every flow with the same propagation RTT R
 * (Annex A's allocations know no RTT): an access link in, the route's links (each R / (4 H) long,
 * H the longest route), and the ACKs back over an uncongested link that makes up the rest of R.
 */
export function wpfTopology(
  links: readonly number[],
  flows: readonly MulFlow[],
  rttMs: number,
  kind: 'red' | 'droptail',
): TopologySpec {
  const r = rttMs / 1000;
  const hops = Math.max(...flows.map((f) => f.route.length));
  const d = r / (4 * hops);
  const dAccess = r / 20;
  const fast = ACCESS_FACTOR * Math.max(...links) * 1e6;
  const out: LinkSpec[] = links.map((c) => ({
    capacity: c * 1e6,
    delay: d,
    queue: wpfQueue(c, rttMs, kind),
  }));
  const routes = flows.map((f) => {
    const base = out.length;
    const back = r - dAccess - f.route.length * d;
    out.push(
      { capacity: fast, delay: dAccess },
      { capacity: fast, delay: back, uncongested: true },
    );
    return { forward: [base, ...f.route.map((l) => l - 1)], reverse: [base + 1] };
  });
  return { links: out, flows: routes, monitor: 0 };
}
