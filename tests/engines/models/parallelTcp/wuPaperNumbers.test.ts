import { describe, expect, it } from 'vitest';
import { wuElOcla } from '../../../../src/engines/models/parallelTcp/wuElOcla';

/**
 * Paper 001, Sec. 2: Wu and El-Ocla's model "predicts 37 Mbit/s on average" for B = 45 Mbit/s,
 * T = 0.1 s, Q = BDP, N = 1..50, and 83 for B = 100 Mbit/s, N = 1..100. Which reading of eqs.
 * (2)-(3) gives those numbers (the Buffer lab's theory panel says it).
 */
const mean = (B: number, Q: (bt: number) => number, nMax: number, S: number) => {
  const pps = (B * 1e6) / 8 / 1000; // 1000-byte packets per second
  let sum = 0;
  for (let N = 1; N <= nMax; N++)
    sum += wuElOcla({ B: pps, T: 0.1, Q: Q(pps * 0.1), N, S }).aggregate;
  return (sum / nMax / pps) * B;
};

describe("paper 001's numbers for Wu's model", () => {
  for (const S of [0, 1]) {
    it(`in consistent units, Q = BT gives the whole link, B (S = ${S})`, () => {
      expect(mean(45, (bt) => bt, 50, S)).toBeCloseTo(45, 9);
      expect(mean(100, (bt) => bt, 100, S)).toBeCloseTo(100, 9);
    });
  }

  it('eq. (2) with the pipe and the buffer in units 8 apart (bits and bytes): 37 and 83', () => {
    // (3B/4)(x + 1)^2/(x^2 + x + 1) at x = BT/Q = 8 or 1/8: (3/4)(81/73) B = 0.8322 B, every N
    for (const slip of [(bt: number) => bt / 8, (bt: number) => 8 * bt]) {
      const a = mean(45, slip, 50, 0);
      const b = mean(100, slip, 100, 0);
      expect(a).toBeCloseTo(45 * (3 / 4) * (81 / 73), 9);
      expect(b).toBeCloseTo(100 * (3 / 4) * (81 / 73), 9);
      expect([Math.round(a), Math.round(b)]).toEqual([37, 83]);
      // eq. (3) with S = one packet on top of the slip no longer rounds to the pair
      expect([Math.round(mean(45, slip, 50, 1)), Math.round(mean(100, slip, 100, 1))]).not.toEqual([
        37, 83,
      ]);
    }
  });

  it('Q = 0 (no buffer) gives 3B/4 and, with S, not the paper’s pair either', () => {
    expect(Math.round(mean(45, () => 0, 50, 0))).toBe(34);
    expect(Math.round(mean(100, () => 0, 100, 1))).not.toBe(83);
  });
});
