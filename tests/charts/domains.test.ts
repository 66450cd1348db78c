import { describe, expect, it } from 'vitest';
import { dataXExtent, niceYDomain, visibleYExtent, widenDomain } from '../../src/charts/domains';

describe('widenDomain', () => {
  it('keeps a proper range as is', () => {
    expect(widenDomain(2, 5)).toEqual([2, 5]);
  });

  it('opens an empty or invalid range', () => {
    expect(widenDomain(3, 3)).toEqual([2.7, 3.3]);
    expect(widenDomain(0, 0)).toEqual([-1, 1]);
    expect(widenDomain(Infinity, -Infinity)).toEqual([0, 1]);
    expect(widenDomain(Number.NaN, 1)).toEqual([0, 1]);
  });

  it('keeps a log range positive', () => {
    expect(widenDomain(0, 1000, true)).toEqual([100, 1000]);
    expect(widenDomain(10, 10, true)).toEqual([5, 20]);
    expect(widenDomain(-1, -1, true)).toEqual([1, 10]);
  });
});

describe('dataXExtent', () => {
  it('spans the first to the last x of every series and band', () => {
    const a = new Float64Array([1, 0, 4, 0]);
    const b = new Float64Array([2, 0, 9, 0]);
    const band = new Float64Array([0.5, 0, 1, 3, 0, 1]);
    expect(dataXExtent([a, b], [band])).toEqual([0.5, 9]);
    expect(dataXExtent([], [])).toEqual([0, 1]);
  });
});

describe('visibleYExtent', () => {
  const line = new Float64Array([0, 1, 10, 3, 20, 2]);

  it('covers the visible line, bands, error bars and reference values', () => {
    expect(
      visibleYExtent({ series: [line], bands: [], values: [], includeZero: false }, 0, 20),
    ).toEqual([1, 3]);
    expect(
      visibleYExtent({ series: [line], bands: [], values: [5], includeZero: true }, 0, 20),
    ).toEqual([0, 5]);
    const band = new Float64Array([5, 0.5, 4, 15, 1, 2]);
    expect(
      visibleYExtent({ series: [line], bands: [band], values: [], includeZero: false }, 0, 20),
    ).toEqual([0.5, 4]);
    const errors = new Float64Array([0.9, 1.1, -1, 7, 1.8, 2.2]);
    expect(
      visibleYExtent(
        { series: [line], errors: [errors], bands: [], values: [], includeZero: false },
        0,
        20,
      ),
    ).toEqual([-1, 7]);
  });

  it('looks only at the visible x range', () => {
    // from x = 12 the line falls from 2.8 (on the segment (10, 3)-(20, 2)) to 2
    const [lo, hi] = visibleYExtent(
      { series: [line], bands: [], values: [], includeZero: false },
      12,
      20,
    );
    expect(lo).toBe(2);
    expect(hi).toBeCloseTo(2.8, 12);
  });
});

describe('niceYDomain', () => {
  it('rounds outwards to nice values and leaves headroom above the top value', () => {
    const [lo, hi] = niceYDomain(0, 1, 5);
    expect(lo).toBe(0);
    expect(hi).toBeGreaterThan(1);
    expect(hi).toBeLessThanOrEqual(1.2);
    expect(niceYDomain(0.13, 0.87, 10)).toEqual([0.1, 0.9]);
  });
});
