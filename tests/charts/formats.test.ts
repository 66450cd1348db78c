import { describe, expect, it } from 'vitest';
import { fileSlug } from '../../src/charts/download';
import { formatNumber } from '../../src/charts/numberFormat';

describe('formatNumber', () => {
  it('shows six significant digits, enough to compare with a theory value', () => {
    expect(formatNumber(679 / 3396)).toBe('0.199941');
    expect(formatNumber(0.5)).toBe('0.5');
    expect(formatNumber(1 / 3)).toBe('0.333333');
  });

  it('shows integers in full and tiny or huge values in exponent form', () => {
    expect(formatNumber(1_000_000)).toBe('1000000');
    expect(formatNumber(1.5e-7)).toBe('1.5e-7');
    expect(formatNumber(2.5e12 + 0.5)).toBe('2.5e12');
  });

  it('marks missing and infinite values', () => {
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber(-Infinity)).toBe('−∞');
  });
});

describe('fileSlug', () => {
  it('turns a title into a safe file name', () => {
    expect(fileSlug('Sample paths x_i(t), N = 4')).toBe('sample-paths-x-i-t-n-4');
    expect(fileSlug('Débit par flux')).toBe('debit-par-flux');
    expect(fileSlug('  ***  ')).toBe('chart');
  });
});
