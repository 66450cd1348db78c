import { describe, expect, it } from 'vitest';
import { progressFraction, progressText } from '../../../../src/labs/kit/sweep/progressText';
import type { SweepProgress } from '../../../../src/sweep/progress';

const progress = (over: Partial<SweepProgress>): SweepProgress => ({
  done: 0,
  failed: 0,
  total: 40,
  elapsedMs: 0,
  etaMs: null,
  ...over,
});

describe('progressText', () => {
  it('says "k / n points" with the time left while running', () => {
    expect(progressText(progress({}), 'running')).toBe(
      '0 / 40 points · 0 % · estimating the time left',
    );
    expect(progressText(progress({ done: 10, elapsedMs: 2000, etaMs: 6000 }), 'running')).toBe(
      '10 / 40 points · 25 % · about 6.0 s left',
    );
  });

  it('says done, cancelled or failed', () => {
    expect(progressText(progress({ done: 40, elapsedMs: 4100, etaMs: 0 }), 'done')).toBe(
      '40 / 40 points · done in 4.1 s',
    );
    expect(progressText(progress({ done: 7 }), 'cancelled')).toBe('7 / 40 points · cancelled');
    expect(progressText(progress({ done: 40, failed: 2 }), 'done')).toMatch(
      /^40 \/ 40 points · 2 failed · done in/,
    );
    expect(progressText(progress({}), 'idle')).toBe('0 / 40 points · not started');
  });

  it('fills the bar in proportion, within [0, 1]', () => {
    expect(progressFraction(progress({ done: 10 }))).toBe(0.25);
    expect(progressFraction(progress({ total: 0 }))).toBe(1);
  });
});
