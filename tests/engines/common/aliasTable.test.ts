import { describe, expect, it } from 'vitest';
import { AliasTable } from '../../../src/engines/common/aliasTable';
import { Xoshiro128 } from '../../../src/engines/common/rng';

const GRID = 1_000_000;

/** Frequencies of each index over u = k / GRID, k = 0..GRID-1: the alias map is piecewise constant in u. */
function gridFrequencies(table: AliasTable): number[] {
  const counts = new Array<number>(table.n).fill(0);
  for (let k = 0; k < GRID; k++) counts[table.sample(k / GRID)]++;
  return counts.map((c) => c / GRID);
}

function expectExactProbabilities(weights: number[]): void {
  const sum = weights.reduce((a, b) => a + b, 0);
  const freq = gridFrequencies(new AliasTable(weights));
  weights.forEach((w, i) => {
    if (w === 0) expect(freq[i], `index ${i} has weight 0`).toBe(0);
    else expect(Math.abs(freq[i] - w / sum), `index ${i}`).toBeLessThan(1e-5);
  });
}

describe('AliasTable', () => {
  it('draws uniform weights with equal probabilities', () => {
    expectExactProbabilities([1, 1, 1, 1, 1]);
  });

  it('draws each index with probability w_i / sum(w) for unequal weights', () => {
    expectExactProbabilities([1, 2, 3, 4]);
  });

  it('draws with probabilities spanning six orders of magnitude', () => {
    expectExactProbabilities([1e-3, 1, 1000, 0.5]);
  });

  it('never draws an index of weight zero', () => {
    expectExactProbabilities([0, 5, 0, 1, 4, 0]);
  });

  it('draws the only positive weight with probability one', () => {
    expectExactProbabilities([0, 0, 2.5, 0]);
  });

  it('handles a single weight', () => {
    expectExactProbabilities([3]);
  });

  it('handles weights that are not exact in binary (0.1, 0.2, 0.7)', () => {
    expectExactProbabilities([0.1, 0.2, 0.7]);
  });

  it('draws random weight vectors with some zeros exactly', () => {
    const g = new Xoshiro128(11);
    for (let trial = 0; trial < 3; trial++) {
      const w = Array.from({ length: 8 }, () => (g.nextDouble() < 0.3 ? 0 : g.nextDouble()));
      w[trial] = 1; // at least one positive weight
      expectExactProbabilities(w);
    }
  });

  it('maps every u in [0, 1) to a valid index, including values just below 1', () => {
    const t = new AliasTable([1, 0, 2]);
    for (const u of [0, 0.5, 1 - Number.EPSILON, 1 - 2 ** -53]) {
      const i = t.sample(u);
      expect([0, 2]).toContain(i);
    }
  });

  it('rejects weights without a positive finite sum', () => {
    expect(() => new AliasTable([0, 0])).toThrow(/positive finite sum/);
    expect(() => new AliasTable([])).toThrow(/positive finite sum/);
    expect(() => new AliasTable([1, Infinity])).toThrow(/positive finite sum/);
    expect(() => new AliasTable([1, NaN])).toThrow(/positive finite sum/);
  });
});
