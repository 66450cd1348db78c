import { describe, expect, it } from 'vitest';
import {
  beatdownPoint,
  multcp,
  proposition1Point,
  synchronizedUtilization,
  theorem1,
  theoryFor,
} from '../../../src/engines/aimd/theory';

const flows = (n: number, beta = 0.5, eta = 1) => ({
  n,
  beta: new Array(n).fill(beta),
  eta: new Array(n).fill(eta),
  weights: new Array(n).fill(1),
});

describe('the closed forms give the numbers the paper states', () => {
  it('Theorem 1 with beta = 1/2: 75 % for one flow, 90 % for three, almost 95 % for six', () => {
    expect(theorem1(1, 0.5)).toBeCloseTo(0.75, 15);
    expect(theorem1(3, 0.5)).toBeCloseTo(0.9, 15);
    expect(theorem1(6, 0.5)).toBeCloseTo(1 - 1 / 19, 15);
    for (let n = 1; n < 50; n++) expect(theorem1(n, 0.5)).toBeCloseTo(1 - 1 / (1 + 3 * n), 15);
  });
  it('N = 1 gives (1 + beta)/2 = eq. (6), and ONE beats ALL for N > 1', () => {
    for (const beta of [0.1, 0.5, 0.9]) {
      expect(theorem1(1, beta)).toBeCloseTo(synchronizedUtilization(beta), 15);
      for (let n = 2; n < 10; n++)
        expect(theorem1(n, beta)).toBeGreaterThan(synchronizedUtilization(beta));
    }
  });
  it('MulTCP: 1 - 1/(4N) for beta = 1/2, at most 2.5 % above N TCP-like flows (Sec. II-B.4)', () => {
    for (let n = 1; n < 200; n++) {
      expect(multcp(n, 0.5)).toBeCloseTo(1 - 1 / (4 * n), 15);
      expect(multcp(n, 0.5)).toBeGreaterThanOrEqual(theorem1(n, 0.5) - 1e-15);
      expect(multcp(n, 0.5) / theorem1(n, 0.5)).toBeLessThan(1.025);
    }
  });
  it('Proposition 1 for two flows, beta = 1/2: 4/7 and 3/7; points sum to 1 and are sorted', () => {
    const [a, b] = proposition1Point(2, 0.5);
    expect(a).toBeCloseTo(4 / 7, 15);
    expect(b).toBeCloseTo(3 / 7, 15);
    for (let n = 1; n < 30; n++) {
      const x = proposition1Point(n, 0.3);
      expect(x.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
      // The last entry is a_1 x_1 = (beta + (1 - beta)/N) x_1 (Appendix D).
      expect(x[n - 1]).toBeCloseTo((0.3 + 0.7 / n) * x[0], 12);
    }
  });
  it('beatdown point: 2/N for the largest, 0 for the last, sums to 1, ratio (N - k)/(N - 1)', () => {
    for (let n = 2; n < 30; n++) {
      const y = beatdownPoint(n);
      expect(y[0]).toBeCloseTo(2 / n, 15);
      expect(y[n - 1]).toBe(0);
      expect(y.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
      y.forEach((v, k) => expect(v).toBeCloseTo(((n - 1 - k) / (n - 1)) * y[0], 12));
    }
  });
});

describe('each result says when it applies', () => {
  it('Theorem 1 applies to one-flow policies with identical flows', () => {
    const t = theoryFor({ ...flows(4), policy: 'largest-rate' });
    expect(t.theorem1).toEqual({ applies: true, value: theorem1(4, 0.5) });
    expect(t.predictedUtilization).toBe(theorem1(4, 0.5));
  });
  it('not with different RTTs, saying why', () => {
    const t = theoryFor({ ...flows(2), eta: [1, 4], policy: 'rate-proportional' });
    expect(t.theorem1.applies).toBe(false);
    if (!t.theorem1.applies) expect(t.theorem1.reason).toMatch(/eta/);
    expect(t.predictedUtilization).toBeNull();
  });
  it('not to synchronized or independent policies with N > 1; eq. (6) does for synchronized', () => {
    expect(theoryFor({ ...flows(3), policy: 'independent' }).theorem1.applies).toBe(false);
    const s = theoryFor({ ...flows(3), eta: [1, 2, 3], policy: 'synchronized' });
    expect(s.theorem1.applies).toBe(false);
    expect(s.synchronized).toEqual({ applies: true, value: 0.75 });
  });
  it('Theorem 2 only for two identical flows; the paper and exact values for beatdown differ', () => {
    expect(theoryFor({ ...flows(3), policy: 'beatdown' }).theorem2.applies).toBe(false);
    const b = theoryFor({ ...flows(2), policy: 'beatdown' }).theorem2;
    expect(b.applies && b.value).toEqual({ paper: 1 / 3, exact: expect.closeTo(28 / 111, 14) });
    const r = theoryFor({ ...flows(2), policy: 'rate-independent', weights: [1, 3] }).theorem2;
    expect(r.applies).toBe(false);
    expect(theoryFor({ ...flows(2, 0.3), policy: 'rate-proportional' }).theorem2.applies).toBe(
      false,
    );
  });
  it('Proposition 1 and the beatdown point belong to their policies', () => {
    expect(theoryFor({ ...flows(3), policy: 'largest-rate' }).proposition1.applies).toBe(true);
    expect(theoryFor({ ...flows(3), policy: 'rate-proportional' }).proposition1.applies).toBe(
      false,
    );
    expect(theoryFor({ ...flows(3), policy: 'beatdown' }).beatdownPoint.applies).toBe(true);
  });
});
