import { describe, expect, it } from 'vitest';
import { smmRunText } from '../../../src/labs/illinois/smmRunText';

const run = (status: 'running' | 'done' | 'cancelled', done: number) => ({
  status,
  progress: { done, failed: 0, total: 3, elapsedMs: 1500, etaMs: null },
});

describe('the SMM run bar in words', () => {
  it('names the events per level and the seed every level runs with', () => {
    expect(smmRunText(run('running', 1), 100_000, 1)).toBe(
      'running the chain: 1 of 3 levels done · 100,000 events per level, seed 1',
    );
    expect(smmRunText(run('done', 3), 20_000, 42)).toMatch(
      /^3 levels × 20,000 events per level, seed 42 · done in /,
    );
    expect(smmRunText(run('cancelled', 2), 100_000, 1)).toBe('cancelled: 2 of 3 levels done');
  });
});
