import { describe, expect, it } from 'vitest';
import { seedList, seedRows, seedsText, seedsWord } from '../../../src/labs/kit/seeds';

describe('the seeds of a stochastic number, in words', () => {
  it('names one run’s seed', () => {
    expect(seedsWord(1)).toBe('seed');
    expect(seedsText([2462541238])).toBe('seed 2462541238');
    expect(seedRows([7])).toEqual([
      { label: 'replications', value: '1' },
      { label: 'seed', value: '7' },
    ]);
  });

  it('lists several runs’ seeds as the CSV’s seeds column does', () => {
    expect(seedsWord(3)).toBe('seeds');
    expect(seedList([11, 12, 13])).toBe('11 12 13');
    expect(seedsText([11, 12, 13])).toBe('seeds 11 12 13');
    expect(seedRows([11, 12, 13])).toEqual([
      { label: 'replications', value: '3' },
      { label: 'seeds', value: '11 12 13' },
    ]);
  });

  it('says nothing without a run (a closed form)', () => {
    expect(seedsText([])).toBe('');
    expect(seedRows([])).toEqual([]);
  });
});
