import { describe, expect, it } from 'vitest';
import type { PolicyName } from '../../../src/engines/aimd/params';
import {
  beatdownSecondMomentN2,
  largestRateSecondMomentN2,
  THEOREM2_PAPER,
} from '../../../src/engines/aimd/theory';
import { identical, runToEnd } from './helpers';
import { naiveRun } from './naiveSimulation';

/** Flow 1's time-stationary second moment, averaged over the two (exchangeable) flows. */
function secondMoment(policy: PolicyName, events: number, beta = 0.5): number {
  const { summary } = runToEnd(identical(2, policy, beta, { events, seed: 99 }));
  return (
    ((summary.flows[0].secondMoment as number) + (summary.flows[1].secondMoment as number)) / 2
  );
}

describe('Theorem 2: two identical flows, beta = 1/2, E[X_1^2]/c^2 depends on the policy', () => {
  const cases: [PolicyName, number][] = [
    ['rate-independent', 5 / 24],
    ['rate-proportional', 679 / 3396],
    ['largest-rate', 4 / 21],
  ];
  for (const [policy, value] of cases) {
    it(`${policy}: ${value.toFixed(5)} within 1 %`, () => {
      const m = secondMoment(policy, 1_000_000);
      expect(Math.abs(m - value) / value).toBeLessThan(0.01);
    });
  }
  it('the means agree (Theorem 1) while the second moments are ordered largest < proportional < independent', () => {
    const l = secondMoment('largest-rate', 200_000);
    const p = secondMoment('rate-proportional', 200_000);
    const i = secondMoment('rate-independent', 200_000);
    expect(l).toBeLessThan(p);
    expect(p).toBeLessThan(i);
  });
});

describe('beatdown, two flows: the exact sawtooth gives 28/111, the paper prints 1/3', () => {
  it('the engine, a naive loop of individual cuts and the hand formula agree on 28/111', () => {
    const p = identical(2, 'beatdown', 0.5, { events: 400, warmup: 4 });
    const engine = runToEnd(p).summary.flows[0].secondMoment as number;
    const naive = naiveRun(p).secondMoment[0];
    expect(Math.abs(engine - naive)).toBeLessThan(1e-9);
    expect(Math.abs(engine - 28 / 111)).toBeLessThan(1e-9);
    expect(Math.abs(beatdownSecondMomentN2(0.5) - 28 / 111)).toBeLessThan(1e-15);
  });

  it("the paper's 1/3 is what a straight line between congestion points gives (Appendix B, Step 1)", () => {
    // Tagged flow from c = 1 with beta = 1/2, eta = 1 each: x_k = (3/4)^k, gaps s_k = x_k / 4.
    // Straight line from x_k to x_{k+1} (the paper) versus the sawtooth beta x_k -> x_{k+1} (the model).
    let line = 0;
    let saw = 0;
    for (let k = 0; k < 400; k++) {
      const x = 0.75 ** k;
      const next = 0.75 * x;
      const s = x / 4;
      line += (s * (x * x + x * next + next * next)) / 3;
      saw += (s * (0.25 * x * x + 0.5 * x * next + next * next)) / 3;
    }
    // The untagged half-period contributes 1/3 (0 -> 1 in unit time); the period lasts 2.
    expect((1 / 3 + line) / 2).toBeCloseTo(THEOREM2_PAPER.beatdown as number, 12);
    expect((1 / 3 + saw) / 2).toBeCloseTo(28 / 111, 12);
  });

  it('for other beta the exact value is 1/6 + (1-beta)(beta^2+beta rho+rho^2)/(12(1-rho^3)), rho = (1+beta)/2', () => {
    for (const beta of [0.2, 0.7, 0.9]) {
      const p = identical(2, 'beatdown', beta, { events: 300, warmup: 4 });
      expect(Math.abs(naiveRun(p).secondMoment[0] - beatdownSecondMomentN2(beta))).toBeLessThan(
        1e-9,
      );
      expect(
        Math.abs(
          (runToEnd(p).summary.flows[0].secondMoment as number) - beatdownSecondMomentN2(beta),
        ),
      ).toBeLessThan(1e-9);
    }
  });
});

describe('largest-rate, two flows, any beta: the 2-periodic orbit gives the second moment exactly', () => {
  it('4/21 at beta = 1/2, and the orbit formula matches a naive run for other beta', () => {
    expect(largestRateSecondMomentN2(0.5)).toBeCloseTo(4 / 21, 15);
    for (const beta of [0.3, 0.8]) {
      const p = identical(2, 'largest-rate', beta, { events: 20_000, warmup: 1000 });
      expect(Math.abs(naiveRun(p).secondMoment[0] - largestRateSecondMomentN2(beta))).toBeLessThan(
        1e-6,
      );
    }
  });
});
