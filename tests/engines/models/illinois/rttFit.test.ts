import { describe, expect, it } from 'vitest';
import { rttFit } from '../../../../src/engines/models/illinois/rttFit';

describe('the RTT unfairness exponent μ of (27) from measured rates', () => {
  it('recovers x ∝ 1/T^(1+μ): μ = 0 for equal windows, μ = 1 for 1/T²', () => {
    const t = [20, 40, 80, 160];
    const equalWindows = rttFit(
      t,
      t.map((v) => 1000 / v),
    )!;
    expect(equalWindows.slope).toBeCloseTo(-1, 12);
    expect(equalWindows.mu).toBeCloseTo(0, 12);
    expect(
      rttFit(
        t,
        t.map((v) => 5e4 / v ** 2),
      )!.mu,
    ).toBeCloseTo(1, 12);
    expect(
      rttFit(
        t,
        t.map((v) => v ** -1.5),
      )!.mu,
    ).toBeCloseTo(0.5, 12);
  });

  it('has no slope to fit with equal RTTs, nor with a rate of zero', () => {
    expect(rttFit([50, 50], [1, 2])).toBeNull();
    expect(rttFit([20, 40], [1, 0])).toBeNull();
  });
});
