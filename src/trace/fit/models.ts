import { tcpThroughput } from '../../engines/models/multcp/theory';
import { cubicThroughput, pftkThroughput } from '../../engines/models/tcpResponse';
import type { GrowthKind } from './connection';
import { orNull } from './stats';

/**
 * The response functions at a connection's measured loss rate and RTT: Mathis et al.'s
 * sqrt(3/2)/(R sqrt p), PFTK with timeouts, and CUBIC's (RFC 9438) when the cuts say CUBIC.
 * R is the mean RTT the connection saw (queue included: the models' R is the RTT of the rounds).
 * p is the loss-event rate (loss events per packet): the models count window halvings, and one
 * overflow drops several packets of a window that the sender halves once for.
 */

/** Linux's RTO floor: the RTO is about srtt + 200 ms when the RTT's variance is small. */
export const RTO_MIN_MS = 200;
/**
 * Packets per ACK in PFTK: 1, since Linux counts the packets an ACK covers (appropriate byte
 * counting), so the window grows one packet per RTT with delayed ACKs too.
 */
export const PFTK_B = 1;
/** CUBIC's C, packets/s^3 (RFC 9438). */
export const CUBIC_C = 0.4;

export interface Rate {
  packetsPerSecond: number;
  mbps: number;
}

export interface ConnectionModels {
  mathis: Rate | null;
  pftk: (Rate & { rtoMs: number }) | null;
  /** the cubic curve's response, and CUBIC's rate: never below Reno's (its Reno-friendly region) */
  cubic: (Rate & { curveMbps: number }) | null;
}

const rate = (pps: number, mss: number): Rate | null => {
  const mbps = (pps * mss * 8) / 1e6;
  return Number.isFinite(pps) && Number.isFinite(mbps) ? { packetsPerSecond: pps, mbps } : null;
};

/** The engines' closed forms throw a RangeError outside their domain (an RTT of 1e-320 s): NaN. */
function inDomain(f: () => number): number {
  try {
    return f();
  } catch (e) {
    if (e instanceof RangeError) return NaN;
    throw e;
  }
}

export function connectionModels(m: {
  lossRate: number | null;
  meanRttMs: number | null;
  mss: number;
  kind: GrowthKind | null;
  beta: number | null;
}): ConnectionModels {
  const { lossRate: p, meanRttMs, mss } = m;
  // the models' p is a probability, and one loss per packet or more is no sawtooth
  if (p === null || !(p > 0 && p < 1) || meanRttMs === null || !(meanRttMs > 0))
    return { mathis: null, pftk: null, cubic: null };
  const r = meanRttMs / 1000;
  const mathis = rate(
    inDomain(() => tcpThroughput(p, r, 1)),
    mss,
  );
  const rtoMs = meanRttMs + RTO_MIN_MS;
  const pftkRate = rate(pftkThroughput(p, r, rtoMs / 1000, PFTK_B), mss);
  let cubic: ConnectionModels['cubic'] = null;
  if (m.kind === 'cubic' && m.beta !== null) {
    const curve = rate(cubicThroughput(p, r, CUBIC_C, m.beta), mss);
    if (curve && mathis) {
      const best = curve.packetsPerSecond >= mathis.packetsPerSecond ? curve : mathis;
      cubic = { ...best, curveMbps: curve.mbps };
    }
  }
  return {
    mathis,
    pftk: pftkRate ? { ...pftkRate, rtoMs: orNull(rtoMs) ?? RTO_MIN_MS } : null,
    cubic,
  };
}
