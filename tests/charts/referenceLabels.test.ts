import { describe, expect, it } from 'vitest';
import { referenceLabelBaselines } from '../../src/charts/referenceLabels';

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
