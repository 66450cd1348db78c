import { describe, expect, it } from 'vitest';
import { presentationScale } from '../../src/charts/presentationScale';
import { chartSizes } from '../../src/charts/chartLayout';

describe('presentationScale', () => {
  it('is 1.5 on a 1920-px projector: the smallest chart text (14-px ticks) at 21 px', () => {
    expect(presentationScale(1920)).toBe(1.5);
    expect(chartSizes(presentationScale(1920)).tick).toBe(21);
    expect(presentationScale(2560)).toBe(1.5);
  });

  it('keeps the text’s size on the wall on a narrower projector, whose pixels are larger', () => {
    // 1600 px: 1.5 x 1600 / 1920 = 1.25
    expect(presentationScale(1600)).toBe(1.25);
    expect(presentationScale(1280)).toBe(1.2);
    expect(presentationScale(0)).toBe(1.2);
    expect(presentationScale(Number.NaN)).toBe(1.5);
  });

  it('moves in steps of 0.05, not at every pixel of a resize', () => {
    const values = new Set<number>();
    for (let w = 1500; w <= 1920; w++) values.add(presentationScale(w));
    for (const v of values) expect(Math.round(v * 20)).toBeCloseTo(v * 20, 9);
    expect(values.size).toBeLessThan(10);
  });
});
