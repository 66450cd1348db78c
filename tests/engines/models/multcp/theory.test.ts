import { describe, expect, it } from 'vitest';
import {
  lossKeptFraction,
  maxMulTcpExcess,
  multcpExcess,
  multcpGain,
  multcpKeptFactor,
  multcpThroughput,
  multcpUtilization,
  parallelUtilization,
  receiveBufferKnee,
  receiveBufferLimit,
  receiveBufferShares,
  receiveBufferThroughput,
  sawtoothMeanWindow,
  sawtoothPeakWindow,
  tcpThroughput,
} from '../../../../src/engines/models/multcp';

describe('Annex B closed forms', () => {
  it('T_1 = sqrt(3/2) B/(R sqrt p): p = 0.01, R = 0.1 s, B = 1000 bytes gives 122,474 bytes/s', () => {
    // sqrt(1.5) = 1.224745; 1000 / (0.1 * 0.1) = 100,000
    expect(tcpThroughput(0.01, 0.1, 1000)).toBeCloseTo(122474.487, 2);
  });

  it('eq. (3): T(N) = sqrt(2 N (N - 1/4)) B/(R sqrt p)', () => {
    // N = 4: sqrt(2 * 4 * 3.75) = sqrt(30) = 5.477226; / sqrt(1e-4) = 547.7226 packets per RTT
    expect(multcpThroughput(4, 1e-4, 1, 1)).toBeCloseTo(547.7226, 3);
    expect(sawtoothMeanWindow(4, 1e-4)).toBeCloseTo(547.7226, 3);
    // peak W = mean * N/(N - 1/4) = 547.7226 * 4/3.75 = 584.2374
    expect(sawtoothPeakWindow(4, 1e-4)).toBeCloseTo(584.2374, 3);
  });

  it('eq. (2) inverted: p = 2N^2/W^2 * N/(N - 1/4) at the peak window', () => {
    for (const n of [1, 2, 4, 10]) {
      const W = sawtoothPeakWindow(n, 3e-3);
      expect(((2 * n * n) / (W * W)) * (n / (n - 0.25))).toBeCloseTo(3e-3, 15);
    }
  });

  /**
   * Gain (2/sqrt 3) sqrt(N (N - 1/4)) = sqrt(4 N (N - 1/4) / 3):
   * N = 1: sqrt(4 * 0.75 / 3) = 1; N = 2: sqrt(4 * 3.5 / 3) = sqrt(14/3) = 2.160247;
   * N = 4: sqrt(4 * 15 / 3) = sqrt(20) = 4.472136; N = 10: sqrt(4 * 97.5 / 3) = sqrt(130) = 11.401754.
   */
  it.each([
    [1, 1],
    [2, Math.sqrt(14 / 3)],
    [4, Math.sqrt(20)],
    [10, Math.sqrt(130)],
  ])('gain for N = %d is %f, and equals T(N)/T_1', (n, g) => {
    expect(multcpGain(n)).toBeCloseTo(g, 12);
    expect(multcpThroughput(n, 0.02, 0.05, 1500) / tcpThroughput(0.02, 0.05, 1500)).toBeCloseTo(
      g,
      12,
    );
  });

  it('the gain approaches (2/sqrt 3)(N - 1/8): 15.5 % above N, not N as the paper rounds it', () => {
    expect(multcpGain(1000) / 1000).toBeCloseTo(2 / Math.sqrt(3), 3);
    expect(multcpGain(1000) - (2 / Math.sqrt(3)) * (1000 - 1 / 8)).toBeCloseTo(0, 4);
  });

  it('rejects bad p, R, B and N', () => {
    expect(() => multcpThroughput(2, 0, 1, 1)).toThrow(/^p:/);
    expect(() => multcpThroughput(2, 1, 1, 1)).toThrow(/^p:/);
    expect(() => multcpThroughput(2, 0.1, 0, 1)).toThrow(/^rtt:/);
    expect(() => multcpThroughput(2, 0.1, 1, -1)).toThrow(/^packetSize:/);
    expect(() => multcpGain(0.9)).toThrow(/^n:/);
  });
});

describe("paper 000's view (Sec. II-B.4)", () => {
  it("kept factor 1 - (1 - beta)/N is 004's (N - 1/2)/N at beta = 1/2", () => {
    for (const n of [1, 2, 4, 10, 3.7])
      expect(multcpKeptFactor(n)).toBeCloseTo(lossKeptFraction(n), 15);
  });

  it('by hand at N = 2, beta = 1/2: 1 - 1/8 = 0.875 vs 1 - 1/7 = 0.857143, ratio 49/48', () => {
    expect(multcpUtilization(2)).toBe(0.875);
    expect(parallelUtilization(2)).toBeCloseTo(6 / 7, 15);
    expect(multcpExcess(2).ratio).toBeCloseTo(49 / 48, 15);
    expect(multcpExcess(2).difference).toBeCloseTo(1 / 56, 15);
    expect(multcpUtilization(1)).toBe(parallelUtilization(1)); // 3/4 both
  });

  it('the closed forms of the excess match the two utilizations for several beta', () => {
    for (const beta of [0.2, 0.5, 0.8])
      for (const n of [1, 1.5, 2, 3, 7, 50]) {
        const m = multcpUtilization(n, beta);
        const t = parallelUtilization(n, beta);
        expect(multcpExcess(n, beta).ratio).toBeCloseTo(m / t, 14);
        expect(multcpExcess(n, beta).difference).toBeCloseTo(m - t, 14);
      }
  });

  it('the 2.5 % claim: the largest ratio over N (scanned on a fine grid) is 1 + 1/48 at N = 2', () => {
    let best = { n: 0, ratio: 0 };
    let bestDiff = { n: 0, diff: 0 };
    for (let n = 1; n <= 200; n += 1e-3) {
      const ratio = multcpUtilization(n) / parallelUtilization(n);
      const diff = multcpUtilization(n) - parallelUtilization(n);
      if (ratio > best.ratio) best = { n, ratio };
      if (diff > bestDiff.diff) bestDiff = { n, diff };
    }
    const max = maxMulTcpExcess(0.5);
    expect(best.ratio).toBeLessThan(1.025);
    expect(best.ratio).toBeCloseTo(1 + 1 / 48, 9); // 1.0208333
    expect(best.n).toBeCloseTo(2, 2);
    expect(max.ratio).toBeCloseTo(1 + 1 / 48, 15);
    // difference peaks at N = 1 + sqrt(4/3) = 2.1547 at 0.017949 of c
    expect(bestDiff.n).toBeCloseTo(1 + Math.sqrt(4 / 3), 2);
    expect(max.differenceN).toBeCloseTo(1 + Math.sqrt(4 / 3), 14);
    expect(bestDiff.diff).toBeCloseTo(max.difference, 9);
    expect(max.difference).toBeCloseTo(0.0179492, 6);
  });

  it('for other beta the bound is (1 - beta)^2 / (8 (1 + beta)); under 2.5 % only for beta > 0.4597', () => {
    expect(maxMulTcpExcess(0.2).ratio - 1).toBeCloseTo(0.64 / 9.6, 14); // 6.7 %
    expect(maxMulTcpExcess(0.8).ratio - 1).toBeCloseTo(0.04 / 14.4, 14); // 0.28 %
    // (1 - beta)^2 = 0.2 (1 + beta) at beta = (2.2 - sqrt(1.64))/2 = 0.459688
    expect(maxMulTcpExcess(0.4597).ratio).toBeLessThan(1.025);
    expect(maxMulTcpExcess(0.4596).ratio).toBeGreaterThan(1.025);
  });
});

describe('receive buffer (Sec. 3, Fig. 2)', () => {
  it('T <= B_R/R, linear up to the knee B_R* = T_loss R, flat beyond', () => {
    // R = 0.1 s; T_loss = 100 kB/s: knee 10 kB. B_R = 6 kB: 60 kB/s; 20 kB: 100 kB/s.
    expect(receiveBufferLimit(6000, 0.1)).toBeCloseTo(60000, 9);
    expect(receiveBufferKnee(0.1, 100000)).toBeCloseTo(10000, 9);
    expect(receiveBufferThroughput(6000, 0.1, 100000)).toBeCloseTo(60000, 9);
    expect(receiveBufferThroughput(20000, 0.1, 100000)).toBe(100000);
  });

  it('with the loss-limited MulTCP throughput as the ceiling', () => {
    const tLoss = multcpThroughput(2, 1e-3, 0.1, 1000);
    const knee = receiveBufferKnee(0.1, tLoss);
    expect(receiveBufferThroughput(knee / 2, 0.1, tLoss)).toBeCloseTo(tLoss / 2, 6);
    expect(receiveBufferThroughput(knee * 2, 0.1, tLoss)).toBe(tLoss);
  });

  it('b_i = B k_i / sum k with B = bandwidth x RTT: rates in proportion to the prices', () => {
    // 1 MB/s x 0.2 s = 200 kB; prices 1, 2, 1 -> 50, 100, 50 kB
    const b = receiveBufferShares(1e6, 0.2, [1, 2, 1]);
    expect(b).toEqual([50000, 100000, 50000]);
    expect(b.map((bi) => receiveBufferLimit(bi, 0.2))).toEqual([250000, 500000, 250000]);
    expect(() => receiveBufferShares(1e6, 0.2, [1, 0])).toThrow(/prices\[1\]/);
  });
});
