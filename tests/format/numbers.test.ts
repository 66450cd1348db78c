import { describe, expect, it } from 'vitest';
import {
  csvNumber,
  DASH,
  difference,
  estimateText,
  fixed,
  formatNumber,
  percent,
  readableNumber,
  sig,
  signedPercent,
  typesetFixed,
  typesetPercent,
  typesetSeconds,
  typesetSig,
} from '../../src/format/numbers';

describe('text for people', () => {
  it('never shows NaN: missing or non-finite values are a dash', () => {
    for (const v of [NaN, Infinity, -Infinity, null, undefined]) {
      expect(fixed(v, 5)).toBe(DASH);
      expect(percent(v, 0)).toBe(DASH);
      expect(difference(v, 0.5)).toBe(DASH);
    }
    expect(difference(0.5, null)).toBe(DASH);
    expect(estimateText({ mean: NaN, ci95: null }, 5)).toBe(DASH);
    expect(estimateText(null, 5)).toBe(DASH);
    expect(sig(NaN, 6)).toBe(DASH);
  });

  it('formats values, differences and intervals', () => {
    expect(fixed(0.9, 5)).toBe('0.90000');
    expect(percent(0.9, 0)).toBe('90 %');
    expect(percent(0.123, 1)).toBe('12.3 %');
    expect(difference(0.9001, 0.9)).toBe('+0.00010 (+0.011 %)');
    expect(difference(0.8999, 0.9)).toBe('−0.00010 (−0.011 %)');
    expect(estimateText({ mean: 0.9, ci95: [0.899, 0.901] }, 5)).toBe('0.90000 ± 0.00100');
    expect(estimateText({ mean: 0.9, ci95: null }, 5)).toBe('0.90000');
    expect(sig(0.1 + 0.2, 6)).toBe('0.3');
    expect(sig(20, 6)).toBe('20');
  });
});

describe('exact text', () => {
  it('writes the shortest text that reads back to the same double; a CSV cell is empty for none', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatNumber(1e21)).toBe('1e+21');
    expect(csvNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    for (const v of [NaN, Infinity, -Infinity, null, undefined]) expect(csvNumber(v)).toBe('');
  });

  it('signs a relative change with a true minus', () => {
    expect(signedPercent(0.118, 1)).toBe('+11.8 %');
    expect(signedPercent(-0.02, 1)).toBe('−2.0 %');
    expect(signedPercent(NaN, 1)).toBe(DASH);
  });
});

describe('readableNumber', () => {
  it('shows six significant digits, enough to compare with a theory value', () => {
    expect(readableNumber(679 / 3396)).toBe('0.199941');
    expect(readableNumber(0.5)).toBe('0.5');
    expect(readableNumber(1 / 3)).toBe('0.333333');
  });

  it('shows integers in full and tiny or huge values in exponent form', () => {
    expect(readableNumber(1_000_000)).toBe('1000000');
    expect(readableNumber(1.5e-7)).toBe('1.5e-7');
    expect(readableNumber(2.5e12 + 0.5)).toBe('2.5e12');
  });

  it('marks missing and infinite values', () => {
    expect(readableNumber(null)).toBe('—');
    expect(readableNumber(Number.NaN)).toBe('—');
    expect(readableNumber(-Infinity)).toBe('−∞');
  });
});

describe('typeset text', () => {
  it('uses a true minus, ∞, m×10ⁿ, and never writes −0.00', () => {
    expect(typesetFixed(-1.234, 2)).toBe('−1.23');
    expect(typesetFixed(-0.001, 2)).toBe('0.00');
    expect(typesetFixed(Infinity, 2)).toBe('∞');
    expect(typesetFixed(null, 2)).toBe(DASH);
    expect(typesetSig(-0.0001234, 3)).toBe('−1.23×10⁻⁴');
    expect(typesetSig(2.5e7, 2)).toBe('2.5×10⁷');
    expect(typesetSig(0.1 + 0.2, 3)).toBe('0.3');
    expect(typesetPercent(0.0123, 3)).toBe('1.23 %');
    expect(typesetSeconds(3.456)).toBe('3.46');
    expect(typesetSeconds(123.4)).toBe('123');
    expect(typesetSeconds(-Infinity)).toBe('−∞');
  });

  it('never prints NaN (the Multipath TCP lab’s tables)', () => {
    const all = [
      (v: number) => typesetFixed(v, 2),
      (v: number) => typesetPercent(v, 3),
      typesetSeconds,
      (v: number) => typesetSig(v, 3),
    ];
    for (const f of all) for (const v of [NaN, null, undefined]) expect(f(v as number)).toBe('—');
    expect(typesetFixed(Infinity, 2)).toBe('∞');
    expect(typesetSig(-Infinity, 3)).toBe('−∞');
    expect(typesetFixed(-0.001, 2)).toBe('0.00');
    expect(typesetFixed(-2.5, 1)).toBe('−2.5');
    expect(typesetSig(-4.851574, 3)).toBe('−4.85');
    expect(typesetSig(4.44e-16, 3)).toBe('4.44×10⁻¹⁶');
    expect(typesetSig(0, 3)).toBe('0');
    expect(typesetPercent(0.0585, 3)).toBe('5.85 %');
    expect(typesetSeconds(0.375)).toBe('0.38');
    expect(typesetSeconds(54)).toBe('54');
  });
});
