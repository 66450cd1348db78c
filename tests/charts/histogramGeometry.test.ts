import { describe, expect, it } from 'vitest';
import { binAt, binEdges, histogramOutline, maxFraction } from '../../src/charts/histogramGeometry';

describe('histogramOutline', () => {
  it('is a closed step line over [lo, hi] at each bin’s height', () => {
    const out = Array.from(histogramOutline({ fractions: [0.25, 0.75], lo: 0, hi: 1 }));
    expect(out).toEqual([0, 0, 0, 0.25, 0.5, 0.25, 0.5, 0.75, 1, 0.75, 1, 0]);
  });

  it('ends exactly at hi and draws non-finite fractions as 0', () => {
    const out = histogramOutline({ fractions: [0.1, Number.NaN, 0.2], lo: 0, hi: 0.3 });
    expect(out[out.length - 2]).toBe(0.3);
    expect(out[9]).toBe(0);
    expect(histogramOutline({ fractions: [], lo: 0, hi: 1 }).length).toBe(0);
  });
});

describe('binAt and binEdges', () => {
  const h = { fractions: [0.2, 0.3, 0.5], lo: 0, hi: 3 };

  it('finds the bin holding x, the last one closed at hi', () => {
    expect(binAt(h, 0)).toBe(0);
    expect(binAt(h, 0.999)).toBe(0);
    expect(binAt(h, 1)).toBe(1);
    expect(binAt(h, 3)).toBe(2);
    expect(binAt(h, 3.01)).toBe(-1);
    expect(binAt(h, -0.01)).toBe(-1);
    expect(binAt(h, Number.NaN)).toBe(-1);
  });

  it('gives the bin’s edges', () => {
    expect(binEdges(h, 1)).toEqual([1, 2]);
    expect(binEdges(h, 2)).toEqual([2, 3]);
  });
});

describe('maxFraction', () => {
  it('is the largest finite fraction over all histograms', () => {
    expect(maxFraction([h2([0.1, 0.4]), h2([0.3, Number.POSITIVE_INFINITY])])).toBe(0.4);
    expect(maxFraction([])).toBe(0);
  });
});

function h2(fractions: number[]) {
  return { fractions, lo: 0, hi: 1 };
}
