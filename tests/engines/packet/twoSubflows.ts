import {
  WindowState,
  type CongestionControl,
} from '../../../src/engines/packet/cc/congestionControl';
import { Clock } from '../../../src/engines/packet/clock';

/**
 * One source of two subflows worked out by hand in the MP-TCP tests: subflow 1 w₁ = 10,
 * τ₁ = 0.1 s (x₁ = 100 packets/s); subflow 2 w₂ = 30, τ₂ = 0.2 s (x₂ = 150 packets/s); both in
 * congestion avoidance (ssthresh 2). Σx = 250, α₁ = 1.5, α₂ = 1.
 */
export function twoSubflows(clock = new Clock()): WindowState[] {
  const g = [new WindowState(0, 20000, clock), new WindowState(1, 20000, clock)];
  for (const [w, cwnd, rtt] of [
    [g[0], 10, 0.1],
    [g[1], 30, 0.2],
  ] as const) {
    w.cwnd = cwnd;
    w.ssthresh = 2;
    w.rttSmoothed = rtt;
    w.rttSample = rtt;
    w.group = g;
  }
  return g;
}

/**
 * Subflow k's increase for one ACK, and its window and ssthresh after one loss, each from a fresh
 * twoSubflows() with every subflow's module built by `make` (after the group is complete).
 */
export function ackAndLoss(make: (w: WindowState) => CongestionControl, k = 0) {
  const fresh = () => {
    const g = twoSubflows();
    return { g, cc: g.map(make)[k] };
  };
  const a = fresh();
  const before = a.g[k].cwnd;
  a.cc.onAck(a.g[k], 1);
  const b = fresh();
  b.cc.onLoss(b.g[k], b.g[k].cwnd);
  return { increase: a.g[k].cwnd - before, cwnd: b.g[k].cwnd, ssthresh: b.g[k].ssthresh };
}
