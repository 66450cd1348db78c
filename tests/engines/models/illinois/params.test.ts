import { describe, expect, it } from 'vitest';
import {
  LINUX_DIFFERENCES,
  LINUX_PRESET,
  PAPER_PRESET,
  paperRangeWarnings,
  validateIllinoisParams,
  type IllinoisParams,
} from '../../../../src/engines/models/illinois';

describe('Illinois parameters', () => {
  it("the presets are valid: Sec. 6's values and the kernel's", () => {
    expect(validateIllinoisParams(PAPER_PRESET)).toBe(PAPER_PRESET);
    expect(PAPER_PRESET).toMatchObject({
      alphaMax: 10,
      alphaMin: 0.1,
      betaRemovedMax: 0.5,
      betaRemovedMin: 0.125,
      wThresh: 10,
      eta1: 0.01,
      eta2: 0.1,
      eta3: 0.8,
      theta: 5,
    });
    expect(validateIllinoisParams(LINUX_PRESET)).toBe(LINUX_PRESET);
    expect(LINUX_PRESET).toMatchObject({ alphaMin: 0.3, wThresh: 15, theta: 5, rules: 'linux' });
    expect(paperRangeWarnings(PAPER_PRESET)).toEqual([]);
  });

  it('η₁ ≥ η₂ is allowed: Sec. 6.3 runs η₁ = 0.2 with η₂ = 0.1', () => {
    expect(() => validateIllinoisParams({ ...PAPER_PRESET, eta1: 0.2 })).not.toThrow();
  });

  it('RangeError naming the field for impossible values', () => {
    const bad: [Partial<IllinoisParams>, string][] = [
      [{ alphaMin: 11 }, 'alphaMax'], // α_min > α_max
      [{ alphaMin: 0 }, 'alphaMin'],
      [{ alphaMax: Number.NaN }, 'alphaMax'],
      [{ betaRemovedMin: 0.6 }, 'betaRemovedMax'],
      [{ betaRemovedMin: 0 }, 'betaRemovedMin'],
      [{ betaRemovedMax: 1 }, 'betaRemovedMax'],
      [{ wThresh: -1 }, 'wThresh'],
      [{ eta1: 1 }, 'eta1'],
      [{ eta1: -0.1 }, 'eta1'],
      [{ eta2: 1.5 }, 'eta2'],
      [{ eta3: 0.05 }, 'eta3'], // η₃ < η₂
      [{ theta: 2.5 }, 'theta'],
      [{ theta: Number.POSITIVE_INFINITY }, 'theta'],
      [{ rules: 'bsd' as never }, 'rules'],
    ];
    for (const [over, field] of bad) {
      const call = () => validateIllinoisParams({ ...PAPER_PRESET, ...over });
      expect(call).toThrow(RangeError);
      expect(call).toThrow(new RegExp(`^${field} must`));
    }
    // the kernel divides by ALPHA_MIN: below one 1/128 unit it would be 0
    expect(() => validateIllinoisParams({ ...LINUX_PRESET, alphaMin: 0.005 })).toThrow(/^alphaMin/);
  });

  it("possible but outside the paper's ranges: warnings, not errors", () => {
    const p = { ...PAPER_PRESET, alphaMin: 2, betaRemovedMax: 0.7 };
    expect(() => validateIllinoisParams(p)).not.toThrow();
    expect(paperRangeWarnings(p)).toHaveLength(2);
  });

  it('the paper-vs-linux list is well formed', () => {
    const names = LINUX_DIFFERENCES.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    for (const d of LINUX_DIFFERENCES) {
      for (const v of [d.name, d.paper, d.linux, d.why]) expect(v.length).toBeGreaterThan(2);
    }
    expect(names).toEqual(
      expect.arrayContaining(['α_min', 'W_thresh', 'θ rule', 'T_min and T_max']),
    );
  });
});
