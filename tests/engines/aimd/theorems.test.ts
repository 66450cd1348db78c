import { describe, expect, it } from 'vitest';
import type { PolicyName } from '../../../src/engines/aimd/params';
import {
  beatdownPoint,
  proposition1Point,
  synchronizedUtilization,
  theorem1,
} from '../../../src/engines/aimd/theory';
import { identical, runToEnd, sortDesc } from './helpers';

/**
 * The simulation against the paper's closed forms (paper 000). The tolerances are the paper's
 * bars; each random run must also be consistent with its own batch-means interval (within 3.5
 * half-widths, so that a correct engine fails with negligible probability).
 */
describe('Theorem 1: E[X]/c = 1 - 1/(1 + N(1+beta)/(1-beta)) whatever the one-flow policy', () => {
  const policies: PolicyName[] = [
    'rate-proportional',
    'largest-rate',
    'rate-independent',
    'beatdown',
  ];
  for (const policy of policies) {
    for (const beta of [0.3, 0.5, 0.8]) {
      it(`${policy}, beta = ${beta}, N = 1..10 within 0.5 %`, () => {
        for (let n = 1; n <= 10; n++) {
          const events = policy === 'beatdown' ? 20_000 : 100_000;
          const { summary } = runToEnd(identical(n, policy, beta, { events }));
          const theory = theorem1(n, beta);
          const u = summary.utilization as number;
          expect(Math.abs(u - theory) / theory, `N = ${n}: ${u} vs ${theory}`).toBeLessThan(0.005);
          const ci = summary.utilizationCI95 as [number, number];
          const half = (ci[1] - ci[0]) / 2;
          expect(Math.abs(u - theory), `N = ${n}: ${u} vs ${theory}, CI ${ci}`).toBeLessThanOrEqual(
            3.5 * half + 1e-4 * theory,
          );
        }
      });
    }
  }
});

describe('eq. (6): synchronized flows reach (1 + beta)/2 whatever N', () => {
  for (const beta of [0.3, 0.5, 0.8]) {
    it(`beta = ${beta}, N in {1, 2, 5, 20} within 0.1 %`, () => {
      for (const n of [1, 2, 5, 20]) {
        const { summary } = runToEnd(identical(n, 'synchronized', beta, { events: 20_000 }));
        const theory = synchronizedUtilization(beta);
        expect(Math.abs((summary.utilization as number) - theory) / theory).toBeLessThan(0.001);
      }
    });
  }
  it('holds with unequal slopes too: after every event the aggregate is exactly beta c', () => {
    const eta = Float64Array.from([0.2, 1, 3.7, 9]);
    const { summary } = runToEnd(identical(4, 'synchronized', 0.6, { eta, events: 20_000 }));
    expect(Math.abs((summary.utilization as number) - 0.8)).toBeLessThan(0.0008);
  });
});

describe('Example 1: the aggregate does not see the bias sigma, the classes do', () => {
  const sigmas = [0.125, 0.25, 0.5, 0.75];
  it('aggregate within 0.5 % of Theorem 1 for each sigma; class throughputs ordered by sigma', () => {
    const theory = theorem1(4, 0.5); // 12/13
    const classOne: number[] = [];
    for (const sigma of sigmas) {
      const weights = Float64Array.from([sigma / 2, sigma / 2, (1 - sigma) / 2, (1 - sigma) / 2]);
      const { summary } = runToEnd(
        identical(4, 'rate-independent', 0.5, { weights, events: 200_000 }),
      );
      expect(
        Math.abs((summary.utilization as number) - theory) / theory,
        `sigma = ${sigma}`,
      ).toBeLessThan(0.005);
      const t = summary.flows.map((f) => f.throughput as number);
      classOne.push(t[0] + t[1]);
      if (sigma === 0.5) expect(Math.abs(t[0] + t[1] - (t[2] + t[3]))).toBeLessThan(0.01);
      else expect(Math.abs(t[0] + t[1] - (t[2] + t[3]))).toBeGreaterThan(0.05);
    }
    // A class picked more often gets less: class 1's share falls as sigma grows.
    for (let k = 1; k < classOne.length; k++) expect(classOne[k]).toBeLessThan(classOne[k - 1]);
  });
});

describe('Proposition 1: largest-rate settles on the round-robin fixed point', () => {
  for (const beta of [0.3, 0.5, 0.8]) {
    it(`beta = ${beta}: sorted rates just before congestion equal eq. (9), N = 2..10`, () => {
      for (let n = 2; n <= 10; n++) {
        // Start from an uneven point to show convergence, not just the symmetric start.
        const x0 = Float64Array.from(
          { length: n },
          (_, i) => (0.9 * (i + 1)) / ((n * (n + 1)) / 2),
        );
        const { sim } = runToEnd(
          identical(n, 'largest-rate', beta, { x0, events: 2000 * n, warmup: 0 }),
        );
        // Rates just before the next congestion: every flow grows by eta S, S = (c - sum)/(N eta).
        const after = sim.rates();
        const gap = (1 - after.reduce((s, x) => s + x, 0)) / n;
        const before = sortDesc(after.map((x) => x + gap));
        const point = proposition1Point(n, beta);
        before.forEach((x, i) =>
          expect(Math.abs(x - point[i]), `N = ${n}, i = ${i + 1}`).toBeLessThan(1e-9),
        );
      }
    });
  }
});

describe('beatdown settles on its stationary point 2(N - i)/(N(N - 1))', () => {
  for (const beta of [0.3, 0.5, 0.8]) {
    it(`beta = ${beta}: sorted rates at a tagging time, N = 2..10`, () => {
      for (let n = 2; n <= 10; n++) {
        const x0 = Float64Array.from({ length: n }, (_, i) => (0.5 * ((i * 7) % n)) / n / n);
        const { sim } = runToEnd(
          identical(n, 'beatdown', beta, { x0, events: 500 * n, warmup: 0 }),
        );
        // After a tagging the tagged flow is at 0 and the others fill c: that is the next tagging time.
        const at = sortDesc(sim.rates());
        const point = beatdownPoint(n);
        at.forEach((x, i) =>
          expect(Math.abs(x - point[i]), `N = ${n}, i = ${i + 1}`).toBeLessThan(1e-9),
        );
      }
    });
  }
});
