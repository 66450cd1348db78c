import { describe, expect, it } from 'vitest';
import { jainIndex } from '../../../src/engines/common/jainIndex';

describe("Jain's fairness index", () => {
  it('is 1 for equal shares, 1/n when one user has everything, (Σx)²/(nΣx²) between', () => {
    expect(jainIndex([3, 3, 3, 3])).toBe(1);
    expect(jainIndex([5, 0, 0, 0])).toBe(0.25);
    // (1 + 2 + 3)² / (3 (1 + 4 + 9)) = 36 / 42
    expect(jainIndex([1, 2, 3])).toBeCloseTo(6 / 7, 15);
    expect(jainIndex([2, 4, 6])).toBeCloseTo(6 / 7, 15); // scale-free
  });
});
