import { describe, expect, it } from 'vitest';
import {
  convergenceCell,
  convergenceSeeds,
  notConvergedNote,
  perSeedText,
  seedConvergence,
  seedsSummary,
} from '../../../src/labs/mptcp/packet/seedConvergence';

/** The convergence statistic over seeds, and how the page writes it. */
describe('the convergence time over seeds', () => {
  it('runs seed, seed + 1, … (seeds= of them)', () => {
    expect(convergenceSeeds({ seed: 1, seeds: 5 })).toEqual([1, 2, 3, 4, 5]);
    expect(convergenceSeeds({ seed: 42, seeds: 1 })).toEqual([42]);
  });

  it('gives the mean, min and max of the times, and a cell "mean (min–max s, K seeds)"', () => {
    const c = seedConvergence([1, 2, 3, 4, 5], [7, 4, 4, 3, 5]);
    expect(c).toEqual({
      seeds: [1, 2, 3, 4, 5],
      times: [7, 4, 4, 3, 5],
      mean: 4.6,
      min: 3,
      max: 7,
      notConverged: 0,
    });
    expect(convergenceCell(c)).toBe('4.6 (3–7 s, 5 seeds)');
    expect(perSeedText(c)).toBe('seed 1: 7 s, seed 2: 4 s, seed 3: 4 s, seed 4: 3 s, seed 5: 5 s');
    expect(seedsSummary(c)).toBe(
      'Window level over seeds 1–5 (seeds=): seed 1: 7 s, seed 2: 4 s, seed 3: 4 s, seed 4: 3 s, seed 5: 5 s; mean 4.6 s, from 3 to 7 s.',
    );
    expect(notConvergedNote(c)).toBeNull();
  });

  it('leaves out a seed that never converged, and says how many of the K did not', () => {
    const c = seedConvergence([3, 4, 5, 6], [2, null, 6, null]);
    expect(c).toMatchObject({ mean: 4, min: 2, max: 6, notConverged: 2 });
    expect(convergenceCell(c)).toBe('4.0 (2–6 s, 2 of 4 seeds)');
    expect(perSeedText(c)).toContain('seed 4: never');
    expect(notConvergedNote(c)).toMatch(/with seeds 4, 6 \(2 of 4\): the time is over the other 2/);
    expect(seedsSummary(c)).toContain('over the 2 that converged');
  });

  it('has no statistic when no seed converged', () => {
    const c = seedConvergence([1, 2], [null, null]);
    expect(c).toMatchObject({ mean: null, min: null, max: null, notConverged: 2 });
    expect(convergenceCell(c)).toBe('never (2 seeds)');
    expect(notConvergedNote(c)).toMatch(/with any of the 2 seeds/);
    expect(seedsSummary(c)).toContain('none converged');
  });

  it('writes one seed as that run, and seeds that agree without a range', () => {
    expect(convergenceCell(seedConvergence([9], [7]))).toBe('7 (1 seed)');
    expect(seedsSummary(seedConvergence([9], [7]))).toBe(
      'Window level: one run, seed 9 (seeds= runs more): seed 9: 7 s.',
    );
    expect(convergenceCell(seedConvergence([1, 2, 3], [1, 1, 1]))).toBe(
      '1.0 (1 s, each of 3 seeds)',
    );
  });

  it('refuses times that are not one per seed', () => {
    expect(() => seedConvergence([1, 2], [3])).toThrow(RangeError);
    expect(() => seedConvergence([], [])).toThrow(RangeError);
  });
});
