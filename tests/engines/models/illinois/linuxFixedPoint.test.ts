import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alphaCurve,
  betaRemovedCurve,
  LINUX_PRESET,
  linuxAlphaFixed,
  linuxBetaFixed,
  linuxDecrease,
  linuxFixedParams,
  linuxThresholdsUs,
  sampleCurves,
} from '../../../../src/engines/models/illinois';

const FX = linuxFixedParams(LINUX_PRESET);

describe("the kernel's fixed-point α and β", () => {
  it('constants: ALPHA_MAX 1280, ALPHA_MIN ⌊384/10⌋ = 38, BETA 8..32, RTT_MAX ⌊(2³²−1)/1280⌋ µs', () => {
    expect(FX).toMatchObject({ alphaMax: 1280, alphaMin: 38, betaMin: 8, betaMax: 32 });
    expect(FX).toMatchObject({ alphaBase: 128, betaBase: 32, rttMaxUs: 3355443 });
  });

  it('d₁ = ⌊d_m/100⌋, d₂ = ⌊d_m/10⌋, d₃ = ⌊8d_m/10⌋ exactly, for every integer d_m', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FX.rttMaxUs }), (dm) => {
        expect(linuxThresholdsUs(FX, dm)).toEqual({
          d1: Math.floor(dm / 100),
          d2: Math.floor(dm / 10),
          d3: Math.floor((8 * dm) / 10),
        });
      }),
      { numRuns: 2000, interruptAfterTimeLimit: 10_000, markInterruptAsFailure: true },
    );
  });

  it('by hand at d_m = 40 ms, dₐ = 20 ms: α = 74/128, β = 21/64', () => {
    // d₁ = 400, d_m' = 39600, dₐ' = 19600; ⌊19600·1242/38⌋ = 640610;
    // α = ⌊39600·1280/(39600 + 640610)⌋ = ⌊50688000/680210⌋ = 74.
    // β = ⌊(8·32000 − 32·4000 + 24·20000)/28000⌋ = ⌊608000/28000⌋ = 21.
    const t = linuxThresholdsUs(FX, 40000);
    expect(linuxAlphaFixed(FX, 20000, 40000, t.d1)).toBe(74);
    expect(linuxBetaFixed(FX, 20000, t.d2, t.d3)).toBe(21);
  });

  it('ends: α_max up to d₁, exactly ALPHA_MIN at d_m; β_min up to d₂, β_max from d₃', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: FX.rttMaxUs }), (dm) => {
        const t = linuxThresholdsUs(FX, dm);
        expect(linuxAlphaFixed(FX, t.d1, dm, t.d1)).toBe(1280);
        expect(linuxAlphaFixed(FX, dm, dm, t.d1)).toBe(38);
        expect(linuxBetaFixed(FX, t.d2, t.d2, t.d3)).toBe(8);
        expect(linuxBetaFixed(FX, t.d3, t.d2, t.d3)).toBe(32);
        // just past each joint the truncated value stays next to the neighbouring piece
        expect(linuxBetaFixed(FX, t.d2 + 1, t.d2, t.d3)).toBe(8);
        expect(linuxBetaFixed(FX, t.d3 - 1, t.d2, t.d3)).toBeGreaterThanOrEqual(31);
      }),
      { numRuns: 500, interruptAfterTimeLimit: 10_000, markInterruptAsFailure: true },
    );
  });

  it('within one fixed-point step of the real curves with the quantized parameters', () => {
    const q = { ...LINUX_PRESET, alphaMin: 38 / 128, rules: 'paper' as const };
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 3_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (dm, f) => {
          const da = Math.floor(f * dm);
          const t = linuxThresholdsUs(FX, dm);
          const a = linuxAlphaFixed(FX, da, dm, t.d1) / 128;
          const b = linuxBetaFixed(FX, da, t.d2, t.d3) / 64;
          // the kernel's thresholds are truncated to whole µs, the real curve's are not: compare
          // with the real curve at dₐ and at a µs either side
          const near = (fn: (x: number) => number, v: number, step: number) =>
            [da - 1, da, da + 1].some((x) => Math.abs(fn(Math.max(0, x) / 1e6) - v) <= step + 1e-9);
          expect(near((x) => alphaCurve(q, x, dm / 1e6), a, 1 / 128)).toBe(true);
          expect(near((x) => betaRemovedCurve(q, x, dm / 1e6), b, 1 / 64)).toBe(true);
        },
      ),
      { numRuns: 500, interruptAfterTimeLimit: 10_000, markInterruptAsFailure: true },
    );
  });

  it('decrease: max(W − ⌊Wβ/64⌋, 2)', () => {
    expect(linuxDecrease(FX, 32, 100)).toBe(50);
    expect(linuxDecrease(FX, 8, 100)).toBe(88); // ⌊800/64⌋ = 12
    expect(linuxDecrease(FX, 32, 3)).toBe(2);
  });

  it('sampled linux curves: whole µs, α in 1/128, ends 10 and 38/128', () => {
    const s = sampleCurves(LINUX_PRESET, 0.04, 11);
    expect(s.alpha[0]).toBe(10);
    expect(s.alpha[10]).toBe(38 / 128);
    expect(s.alpha[5]).toBe(74 / 128);
    expect(s.betaRemoved[5]).toBe(21 / 64);
    for (const a of s.alpha) expect(Number.isInteger(a * 128)).toBe(true);
    for (const b of s.betaRemoved) expect(Number.isInteger(b * 64)).toBe(true);
  });
});
