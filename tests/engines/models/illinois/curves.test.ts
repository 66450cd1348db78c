import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alphaCurve,
  BETA_REMOVED_LABEL,
  betaRemovedCurve,
  delayThresholds,
  kappas,
  PAPER_PRESET,
  sampleCurves,
  type IllinoisParams,
} from '../../../../src/engines/models/illinois';

const P = PAPER_PRESET;
const DM = 0.04; // Sec. 6.4: B = 50 packets at 10 Mb/s gives d_m = 40 ms

/** Random valid parameters (paper rules), η₁ < 1, η₂ ≤ η₃, α_min < α_max, β_min < β_max. */
const paramsArb = fc
  .record({
    alphaMin: fc.double({ min: 0.01, max: 1, noNaN: true }),
    alphaSpan: fc.double({ min: 0.01, max: 50, noNaN: true }),
    betaMin: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
    betaSpan: fc.double({ min: 0.001, max: 0.45, noNaN: true }),
    eta1: fc.double({ min: 0, max: 0.99, noNaN: true }),
    eta2: fc.double({ min: 0, max: 0.9, noNaN: true }),
    eta3Span: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
  })
  .map((r): IllinoisParams => ({
    ...P,
    alphaMin: r.alphaMin,
    alphaMax: r.alphaMin + r.alphaSpan,
    betaRemovedMin: r.betaMin,
    betaRemovedMax: Math.min(0.99, r.betaMin + r.betaSpan),
    eta1: r.eta1,
    eta2: r.eta2,
    eta3: Math.min(1, r.eta2 + r.eta3Span),
  }));
const dmArb = fc.double({ min: 1e-4, max: 5, noNaN: true });

/** relative difference */
const rel = (a: number, b: number): number => Math.abs(a - b) / Math.abs(b);

/** A failing property must never shrink for ever: stop after 10 s and report. */
// A loaded machine checks fewer cases in the time; it must not fail for being slow.
const FC = { interruptAfterTimeLimit: 10_000, markInterruptAsFailure: false };

describe("κ₁…κ₄ of (4), solved by hand for the paper's values", () => {
  it('κ₁ = d_m/10, κ₂ = 0, κ₃ = 1/14, κ₄ = 15/(28 d_m)', () => {
    // d₁ = 0.01 d_m. κ₁ = (d_m − d₁)α_min α_max/(α_max − α_min) = 0.99 d_m·0.1·10/9.9 = d_m/10.
    // κ₂ = (d_m − d₁)α_min/(α_max − α_min) − d₁ = 0.99 d_m·0.1/9.9 − 0.01 d_m = 0.
    // d₂ = 0.1 d_m, d₃ = 0.8 d_m: κ₃ = (⅛·0.8 − ½·0.1)/0.7 = 0.05/0.7 = 1/14,
    // κ₄ = (½ − ⅛)/(0.7 d_m) = 15/(28 d_m).
    const k = kappas(P, DM);
    expect(k.kappa1).toBeCloseTo(DM / 10, 15);
    expect(k.kappa2).toBeCloseTo(0, 15);
    expect(k.kappa3).toBeCloseTo(1 / 14, 15);
    expect(k.kappa4).toBeCloseTo(15 / (28 * DM), 12);
  });

  it('so α = d_m/(10 dₐ) above d₁: α(d_m/10) = 1, α(d_m/2) = 0.2; β linear to 5/16 midway', () => {
    expect(alphaCurve(P, DM / 10, DM)).toBeCloseTo(1, 12);
    expect(alphaCurve(P, DM / 2, DM)).toBeCloseTo(0.2, 12);
    expect(betaRemovedCurve(P, 0.45 * DM, DM)).toBeCloseTo(5 / 16, 12);
  });

  it('the label keeps the conventions apart', () => {
    expect(BETA_REMOVED_LABEL).toBe('β (removed)');
  });
});

describe('f₁ and f₂: ends and continuity, computed from the parameters', () => {
  it('paper values: α_max at 0, α_min at d_m, β_min at 0, β_max at d_m', () => {
    expect(alphaCurve(P, 0, DM)).toBe(P.alphaMax);
    expect(alphaCurve(P, DM, DM)).toBeCloseTo(P.alphaMin, 12);
    expect(betaRemovedCurve(P, 0, DM)).toBe(P.betaRemovedMin);
    expect(betaRemovedCurve(P, DM, DM)).toBe(P.betaRemovedMax);
  });

  it('for any valid parameters (fast-check): ends, continuity at d₁, d₂, d₃, d_m, monotone', () => {
    fc.assert(
      fc.property(paramsArb, dmArb, (p, dm) => {
        const { d1, d2, d3 } = delayThresholds(p, dm);
        const k = kappas(p, dm);
        const tol = 1e-9;
        // the "otherwise" branches evaluated at the joints equal the neighbouring pieces, to
        // rounding: κ₂ + dₐ and κ₃ + κ₄dₐ cancel, amplifying ε by the condition numbers below
        const condA = p.alphaMax / ((1 - p.eta1) * p.alphaMin);
        const condB = (p.betaRemovedMax * p.eta3) / ((p.eta3 - p.eta2) * p.betaRemovedMin);
        expect(rel(k.kappa1! / (k.kappa2! + d1), p.alphaMax)).toBeLessThan(1e-13 * condA);
        expect(rel(k.kappa1! / (k.kappa2! + dm), p.alphaMin)).toBeLessThan(1e-13 * condA);
        expect(rel(k.kappa3! + k.kappa4! * d2, p.betaRemovedMin)).toBeLessThan(1e-13 * condB);
        expect(rel(k.kappa3! + k.kappa4! * d3, p.betaRemovedMax)).toBeLessThan(1e-13 * condB);
        // the functions themselves: ends, and values just either side of each joint
        expect(alphaCurve(p, 0, dm)).toBe(p.alphaMax);
        expect(Math.abs(alphaCurve(p, dm, dm) - p.alphaMin)).toBeLessThan(tol * p.alphaMax);
        expect(betaRemovedCurve(p, 0, dm)).toBe(p.betaRemovedMin);
        expect(betaRemovedCurve(p, dm, dm)).toBe(p.betaRemovedMax);
        const h = 1e-10 * dm;
        const slopeA = (p.alphaMax * p.alphaMax) / k.kappa1!; // |f₁'| ≤ α_max²/κ₁ on (d₁, d_m]
        for (const d of [d1, dm]) {
          if (d - h < 0 || d + h > dm) continue;
          expect(Math.abs(alphaCurve(p, d + h, dm) - alphaCurve(p, d - h, dm))).toBeLessThan(
            3 * h * slopeA + tol,
          );
        }
        for (const d of [d2, d3]) {
          if (d - h < 0 || d + h > dm) continue;
          expect(
            Math.abs(betaRemovedCurve(p, d + h, dm) - betaRemovedCurve(p, d - h, dm)),
          ).toBeLessThan(3 * h * k.kappa4! + tol);
        }
        // monotone: f₁ non-increasing, f₂ non-decreasing, within their ranges
        const s = sampleCurves(p, dm, 41);
        for (let i = 1; i < s.da.length; i++) {
          expect(s.alpha[i]).toBeLessThanOrEqual(s.alpha[i - 1] * (1 + 1e-12));
          expect(s.betaRemoved[i]).toBeGreaterThanOrEqual(s.betaRemoved[i - 1] - 1e-15);
          expect(s.alpha[i]).toBeGreaterThanOrEqual(p.alphaMin * (1 - 1e-9));
          expect(s.betaRemoved[i]).toBeLessThanOrEqual(p.betaRemovedMax);
        }
      }),
      { numRuns: 300, ...FC },
    );
  });

  it('f₁ (computed in the form the kernel uses) equals κ₁/(κ₂ + dₐ) of (2), to rounding', () => {
    fc.assert(
      fc.property(paramsArb, dmArb, fc.double({ min: 0, max: 1, noNaN: true }), (p, dm, f) => {
        const { d1 } = delayThresholds(p, dm);
        const da = d1 + f * (dm - d1);
        fc.pre(da > d1);
        const k = kappas(p, dm);
        const condA = p.alphaMax / ((1 - p.eta1) * p.alphaMin);
        expect(rel(alphaCurve(p, da, dm), k.kappa1! / (k.kappa2! + da))).toBeLessThan(
          1e-13 * condA,
        );
      }),
      { numRuns: 200, ...FC },
    );
  });

  it('degenerate but valid: constant α, step β, d_m = 0, dₐ beyond d_m', () => {
    const flat = { ...P, alphaMin: 3, alphaMax: 3 };
    expect(kappas(flat, DM).kappa1).toBeNull();
    expect(alphaCurve(flat, DM / 2, DM)).toBe(3);
    const step = { ...P, eta2: 0.5, eta3: 0.5 };
    expect(kappas(step, DM).kappa4).toBeNull();
    expect(betaRemovedCurve(step, 0.5 * DM, DM)).toBe(P.betaRemovedMin);
    expect(betaRemovedCurve(step, 0.50001 * DM, DM)).toBe(P.betaRemovedMax);
    expect(alphaCurve(P, 0, 0)).toBe(P.alphaMax);
    expect(betaRemovedCurve(P, 0, 0)).toBe(P.betaRemovedMin);
    // d_m is the largest delay seen: dₐ > d_m is read as d_m
    expect(alphaCurve(P, 2 * DM, DM)).toBe(alphaCurve(P, DM, DM));
  });

  it('RangeError for impossible delays and sample counts', () => {
    expect(() => alphaCurve(P, -1, DM)).toThrow(/^da /);
    expect(() => betaRemovedCurve(P, 0, Number.POSITIVE_INFINITY)).toThrow(/^dm /);
    expect(() => sampleCurves(P, DM, 1)).toThrow(/^points /);
    expect(() => sampleCurves(P, Number.NaN, 5)).toThrow(/^dm /);
  });
});

describe('sampleCurves (view=curves)', () => {
  it('K points from 0 to d_m, ends exact, plain JSON', () => {
    const s = sampleCurves(P, DM, 11);
    expect(s.da).toHaveLength(11);
    expect(s.da[0]).toBe(0);
    expect(s.da[10]).toBe(DM);
    expect(s.alpha[0]).toBe(10);
    expect(s.alpha[10]).toBeCloseTo(0.1, 12);
    expect(s.betaRemoved[10]).toBe(0.5);
    expect(s.d1).toBeCloseTo(0.0004, 15);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
