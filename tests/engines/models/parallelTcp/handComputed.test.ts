import { describe, expect, it } from 'vitest';
import { parallelTcpModels } from '../../../../src/engines/models/parallelTcp';

/**
 * Each model by hand on one point of paper 001's Fig. 4(a): B = 45 Mbit/s, T = 100 ms, Q = 50
 * packets, N = 8, 1000-byte packets, no header (the paper's model), SSTHRESH = 32, V = 3, X = 1,
 * a 300 s transfer. The arithmetic is written out from the paper's text (Sec. 3.2), not from the
 * implementation's helpers: B = 45e6 / (8 x 1000) = 5625 packets/s, B T = 562.5, W = B T + Q = 612.5.
 */
const point = {
  bwMbps: 45,
  rttMs: 100,
  q: 50,
  n: 8,
  pkt: 1000,
  header: 0,
  ssthresh: 32,
  v: 3,
  x: 1,
  durationS: 300,
};
const B = 5625;

describe('by hand at B = 45 Mbit/s, T = 0.1 s, Q = 50, N = 8', () => {
  const r = parallelTcpModels({ ...point, lossRate: 1e-4 });

  it("Hacker's bound, eq. (1): 8 x (1 packet / 0.1 s) / sqrt(1e-4) = 8000 packets/s = 64 Mbit/s", () => {
    // each connection: 1 / (0.1 * 0.01) = 1000 packets/s; 8 of them: 8000 packets/s
    // 8000 packets/s * 8000 bits = 64e6 bit/s; utilization 64/45
    expect(r.hacker).toBeCloseTo(64, 10);
    expect(r.utilization.hacker).toBeCloseTo(64 / 45, 12);
    expect(r.detail.hacker?.perConnection).toBeCloseTo(1000, 9);
    // per-connection loss rates: 1e-4 for four, 4e-4 (half the rate) for four: 4 x 1000 + 4 x 500
    const mixed = parallelTcpModels({
      ...point,
      lossRate: [1e-4, 1e-4, 1e-4, 1e-4, 4e-4, 4e-4, 4e-4, 4e-4],
    });
    expect(mixed.hacker).toBeCloseTo((6000 * 8000) / 1e6, 10);
  });

  it('Wu/El-Ocla, eq. (2): (3B/4) W^2 / (B^2T^2 + BTQ + Q^2) in aggregate', () => {
    const W2 = 612.5 * 612.5; // 375156.25 = B^2T^2 + 2BTQ + Q^2
    const D = 562.5 * 562.5 + 562.5 * 50 + 50 * 50; // 316406.25 + 28125 + 2500 = 347031.25
    const aggregate = ((3 * B) / 4) * (W2 / D); // 4218.75 * 1.0810446... = 4560.657 packets/s
    expect(aggregate).toBeCloseTo(4560.6568, 3);
    expect(r.detail.wuNoS.aggregate).toBeCloseTo(aggregate, 9);
    expect(r.detail.wuNoS.perConnection).toBeCloseTo(aggregate / 8, 9); // eq. (2) is per connection
    expect(r.utilization.wuNoS).toBeCloseTo(aggregate / B, 12); // 0.81078
    expect(r.wuNoS).toBeCloseTo((aggregate * 8000) / 1e6, 9); // 36.485 Mbit/s
    // the derivation behind eq. (2): cycle of D / (2 B N) s carrying 3 W^2 / (8 N) packets
    expect(r.detail.wuNoS.cycleDuration).toBeCloseTo(347031.25 / (2 * 5625 * 8), 12); // 3.8559 s
    expect(r.detail.wuNoS.cyclePackets).toBeCloseTo((3 * 375156.25) / 64, 9); // 17585.45
  });

  it('Wu/El-Ocla, eq. (3) with S = 1 packet: + 8NS W above, + 6NS W below', () => {
    const num = 375156.25 + 8 * 8 * 612.5; // + 39200 = 414356.25
    const den = 347031.25 + 6 * 8 * 612.5; // + 29400 = 376431.25
    const aggregate = ((3 * B) / 4) * (num / den); // 4643.784 packets/s
    expect(aggregate).toBeCloseTo(4643.784, 3);
    expect(r.detail.wu.aggregate).toBeCloseTo(aggregate, 9);
    expect(r.utilization.wu).toBeCloseTo(aggregate / B, 12); // 0.82556
    // the 3 extra rounds: 3 W = 1837.5 packets and 3 W / B = 0.32667 s more per cycle
    expect(r.detail.wu.cyclePackets - r.detail.wuNoS.cyclePackets).toBeCloseTo(3 * 612.5, 9);
    expect(r.detail.wu.cycleDuration - r.detail.wuNoS.cycleDuration).toBeCloseTo(
      (3 * 612.5) / B,
      12,
    );
  });

  it('Chan et al., eqs. (5)-(17), phase by phase', () => {
    const c = r.detail.chan;
    // eq. (7): W/N = 76.5625 > SSTHRESH = 32, so U_SS = 1 + log2 32 = 6 (ended by SSTHRESH)
    expect(c.slowStart.U_SS).toBe(6);
    expect(c.slowStart.endedBy).toBe('ssthresh');
    expect(c.slowStart.Y_SS).toBe(8 * (64 - 1)); // eq. (5): 504
    expect(c.slowStart.T_SS).toBeCloseTo(0.6, 12); // eq. (8): 6 rounds of 0.1 s
    // eq. (9): U_CA = 612.5 / 16 + 1 = 39.28125
    expect(c.congestionAvoidance.U_CA).toBe(39.28125);
    // eq. (10): (40.28125 / 2) (612.5 + 8 x 39.28125) = 20.140625 x 926.75
    expect(c.congestionAvoidance.Y_CA).toBeCloseTo(20.140625 * 926.75, 9); // 18665.32
    // eq. (11): 0.1 ((562.5 - 50)/16 + 1) = 0.1 x 33.03125
    expect(c.congestionAvoidance.t_e).toBeCloseTo(3.303125, 12);
    // eq. (12): 50 (2 x 562.5 + 8 + 50) / (2 x 8 x 5625) = 59150 / 90000
    expect(c.congestionAvoidance.t_q).toBeCloseTo(59150 / 90000, 12);
    // the same as the round-by-round sum: 6.25 rounds of 0.1 s + N/B (1 + ... + 6.25)
    expect(c.congestionAvoidance.t_q).toBeCloseTo(
      6.25 * 0.1 + (8 / 5625) * ((6.25 * 7.25) / 2),
      12,
    );
    // eq. (13): 612.5 / 5625
    expect(c.congestionAvoidance.t_Q).toBeCloseTo(0.1088888889, 9);
    // eq. (14), second branch: [BT(BT + Q + 4N) + Q(3N + Q)] / (2NB) = (562.5 x 644.5 + 3700)/90000
    expect(c.congestionAvoidance.T_CA).toBeCloseTo((562.5 * 644.5 + 50 * 74) / 90000, 12); // 4.06924
    // eqs. (15)-(16): T_FF = 612.5 / 5625; Y_FF = 612.5 + 8 - 3 x 8 - 1 x 8 = 588.5
    expect(c.fastRecovery.T_FF).toBeCloseTo(612.5 / 5625, 12);
    expect(c.fastRecovery.Y_FF).toBe(588.5);
    // eq. (17) over 300 s: m = (300 - 0.6) / (4.069236 + 0.108889) = 299.4 / 4.178125
    const cycleY = 20.140625 * 926.75 + 588.5; // 19253.82
    const cycleT = (562.5 * 644.5 + 3700) / 90000 + 612.5 / 5625; // 4.178125
    const m = 299.4 / cycleT; // 71.659
    expect(c.m).toBeCloseTo(m, 9);
    const throughput = (504 + m * cycleY) / (0.6 + m * cycleT); // = (504 + m cycleY) / 300
    expect(r.utilization.chan).toBeCloseTo(throughput / B, 12);
    expect(r.utilization.chan).toBeCloseTo(0.8179, 5);
    // eq. (18): 19253.82 / 4.178125 / 5625 = 0.81924
    expect(r.utilization.chanSteady).toBeCloseTo(cycleY / cycleT / B, 12);
    // losses: X N = 8 per cycle, a loss rate of 8 / 19253.82
    expect(c.cycle.lossRate).toBeCloseTo(8 / cycleY, 15);
  });
});
