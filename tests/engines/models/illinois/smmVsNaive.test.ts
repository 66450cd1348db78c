import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONGESTION_LEVELS,
  simulateSmm,
  SMM_DEFAULTS,
  type SmmParams,
} from '../../../../src/engines/models/illinois';
import { naiveSmm } from './naiveSmm';

/** Plain least squares of log x̄ on log T: μ = −slope − 1. */
function naiveMu(rttsMs: number[], mean: number[]): number {
  const u = rttsMs.map(Math.log);
  const y = mean.map(Math.log);
  const ub = u.reduce((a, v) => a + v, 0) / u.length;
  const yb = y.reduce((a, v) => a + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < u.length; i++) {
    sxy += (u[i] - ub) * (y[i] - yb);
    sxx += (u[i] - ub) ** 2;
  }
  return -sxy / sxx - 1;
}

function expectClose(a: number[], b: number[], rel: number): void {
  expect(a.length).toBe(b.length);
  a.forEach((v, i) =>
    expect(Math.abs(v - b[i])).toBeLessThanOrEqual(rel * Math.max(1, Math.abs(b[i]))),
  );
}

function expectStdClose(a: number[], b: number[], mean: number[]): void {
  a.forEach((v, i) => expect(Math.abs(v - b[i])).toBeLessThanOrEqual(1e-7 * b[i] + 1e-6 * mean[i]));
}

function compare(p: SmmParams): void {
  const fast = simulateSmm(p);
  const slow = naiveSmm(p);
  const rel = 1e-9;
  expectClose(fast.atEvents.mean, slow.eventMean, rel);
  // the naive E[x²] − E[x]² cancels: its Std carries an error of order √ε·x̄
  expectStdClose(fast.atEvents.std, slow.eventStd, slow.eventMean);
  expectClose(fast.overTime.mean, slow.timeMean, rel);
  expectStdClose(fast.overTime.std, slow.timeStd, slow.timeMean);
  expectClose(fast.finalRates, slow.finalRates, rel);
  expect(fast.flowsCut).toEqual(slow.flowsCut);
  expect(fast.meanDropped).toBe(slow.meanDropped);
  if (fast.atEvents.fit) {
    expect(fast.atEvents.fit.mu).toBeCloseTo(naiveMu(p.rttsMs, slow.eventMean), 8);
    expect(fast.overTime.fit!.mu).toBeCloseTo(naiveMu(p.rttsMs, slow.timeMean), 8);
  }
}

describe('stochastic matrix model: fast engine = dense (17)-(18) on the same draws', () => {
  for (const congestion of CONGESTION_LEVELS) {
    it(`60/80/100/120 ms, ${congestion}`, () => {
      compare({ ...SMM_DEFAULTS, congestion, events: 20_000, warmup: 100, seed: 11 });
    });
  }

  it('N = 10, a spread of RTTs, heavy, β̂ = ⅛, α = 3, a given x[0]', () => {
    const rttsMs = [40, 60, 80, 100, 120, 140, 160, 180, 200, 220];
    const x0 = rttsMs.map((_, i) => (i + 1) * (1000 / 55));
    compare({
      ...SMM_DEFAULTS,
      rttsMs,
      capacity: 1000,
      congestion: 'heavy',
      betaRemoved: 0.125,
      alpha: 3,
      x0,
      events: 10_000,
      warmup: 0,
      seed: 5,
    });
  });

  it('random small configurations (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 5, max: 400 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...CONGESTION_LEVELS),
        fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (rttsMs, congestion, mMax, betaRemoved, seed) => {
          compare({
            ...SMM_DEFAULTS,
            rttsMs,
            congestion,
            mMax,
            betaRemoved,
            seed,
            events: 500,
            warmup: 20,
            batches: 4,
          });
        },
      ),
      { numRuns: 60, interruptAfterTimeLimit: 10_000, markInterruptAsFailure: true },
    );
  });
});
