import { describe, expect, it } from 'vitest';
import { flagImpossible, impossibleResults } from '../../../src/labs/kit/impossible';

describe('impossible results', () => {
  it('flags a probability above 1, a negative rate and a NaN utilization, each with its path', () => {
    const flags = impossibleResults({
      links: [{ loss: 0.2 }, { loss: 1.5 }],
      flows: [{ rate: 3 }, { rate: -0.5 }],
      utilization: NaN,
    });
    expect(flags).toEqual([
      'links[1].loss = 1.5: a probability outside [0, 1]',
      'flows[1].rate = -0.5: a negative amount',
      'utilization = NaN: not a number',
    ]);
  });

  it('says each kind of value once, with how many more there are', () => {
    const flags = impossibleResults({
      links: [{ loss: 2 }, { loss: 3 }, { loss: 0.1 }, { loss: 4 }],
    });
    expect(flags).toEqual([
      'links[0].loss = 2: a probability outside [0, 1] (and 2 more such values)',
    ]);
  });

  it('judges only the numbers a rule names: a mean over no flows is NaN by definition', () => {
    expect(impossibleResults({ spMean: NaN, meanM: NaN, rate: 0, utilization: 1 })).toEqual([]);
    // a lab's own rules, with its reason
    const rules = [
      { path: /(^|\.)price$/, kind: 'probability' as const, why: 'outside the model' },
    ];
    expect(impossibleResults({ price: 7 }, rules)).toEqual([
      'price = 7: a probability outside [0, 1]: outside the model',
    ]);
  });

  it('adds the flags to a report only when there are some: a possible report keeps its shape', () => {
    const fine = { lab: 'x', utilization: 0.9 };
    expect(flagImpossible(fine)).toBe(fine);
    expect(flagImpossible({ lab: 'x', utilization: 1.2 }).impossible).toHaveLength(1);
  });
});
