import { describe, expect, it } from 'vitest';
import { seriesKeyOf, smallMultiplesStyle } from '../../../../src/labs/kit/sweep/seriesKey';

describe('smallMultiplesStyle', () => {
  it('fills rows evenly: four panels are two rows of two, never three and one alone', () => {
    const cols = (n: number) => smallMultiplesStyle(n)['--columns' as keyof object];
    const narrow = (n: number) => smallMultiplesStyle(n)['--columns-narrow' as keyof object];
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(cols)).toEqual([1, 2, 3, 2, 3, 3, 3, 3]);
    expect([1, 2, 3, 4, 5].map(narrow)).toEqual([1, 2, 2, 2, 2]);
  });
});

describe('seriesKeyOf', () => {
  it('lists what a legend would, each label once: not the hidden series; dots for points without a line', () => {
    expect(
      seriesKeyOf([
        { label: 'a', color: 'red', dashed: true },
        { label: 'b', color: 'blue', hideInLegend: true },
        { label: 'c', color: 'green', connect: false },
        { label: 'a', color: 'red', dashed: true },
      ]),
    ).toEqual([
      { label: 'a', color: 'red', dashed: true, dots: false },
      { label: 'c', color: 'green', dashed: false, dots: true },
    ]);
  });
});
