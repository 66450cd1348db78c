import { describe, expect, it } from 'vitest';
import { referenceLabelBaselines, verticalLabelPlace } from '../../src/charts/referenceLabels';

describe('labels of horizontal reference lines', () => {
  it('sit 7 px above their line when the lines are far apart', () => {
    expect(referenceLabelBaselines([100, 20], 12)).toEqual([93, 13]);
  });
  it('go below their line when the one above is within a label height', () => {
    // capacity at y = 10, a mean at y = 16: the mean's label goes under its line (16 + 12 + 5)
    expect(referenceLabelBaselines([10, 16], 12)).toEqual([3, 33]);
  });
  it('never overlap, whatever the order and spacing', () => {
    const ys = [50, 52, 54, 56];
    const b = referenceLabelBaselines(ys, 12).sort((p, q) => p - q);
    for (let k = 1; k < b.length; k++) expect(b[k] - b[k - 1]).toBeGreaterThanOrEqual(14);
  });
});

describe('labels of vertical reference lines', () => {
  it('go right of the line when they fit, left when only that fits', () => {
    expect(verticalLabelPlace(10, 50, 200)).toEqual({ x: 16, anchor: 'start' });
    expect(verticalLabelPlace(180, 50, 200)).toEqual({ x: 174, anchor: 'end' });
  });
  it('stay inside a plot too narrow for either side (a small multiple)', () => {
    // a 100 px label at x = 42 of a 120 px plot: more room on the right, so start there, pulled
    // back to end at the plot's edge (x + width = 120)
    expect(verticalLabelPlace(42, 100, 120)).toEqual({ x: 20, anchor: 'start' });
    // the mirror image: anchored at its end, at least one label width from the left edge
    expect(verticalLabelPlace(78, 100, 120)).toEqual({ x: 100, anchor: 'end' });
  });
  it('never leaves the plot, wherever the line is', () => {
    for (let px = 0; px <= 150; px += 5)
      for (const w of [10, 60, 140]) {
        const { x, anchor } = verticalLabelPlace(px, w, 150);
        const left = anchor === 'start' ? x : x - w;
        expect(left, `px ${px}, w ${w}`).toBeGreaterThanOrEqual(Math.min(0, 150 - w));
        expect(left + w, `px ${px}, w ${w}`).toBeLessThanOrEqual(Math.max(150, w));
      }
  });
});
