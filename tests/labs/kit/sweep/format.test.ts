import { describe, expect, it } from 'vitest';
import {
  DASH,
  difference,
  estimateText,
  fixed,
  percent,
  progressFraction,
  progressText,
  short,
} from '../../../../src/labs/kit/sweep/format';
import type { SweepProgress } from '../../../../src/sweep/progress';

const progress = (over: Partial<SweepProgress>): SweepProgress => ({
  done: 0,
  failed: 0,
  total: 40,
  elapsedMs: 0,
  etaMs: null,
  ...over,
});

describe('number text', () => {
  it('never shows NaN: missing or non-finite values are a dash', () => {
    for (const v of [NaN, Infinity, -Infinity, null, undefined]) {
      expect(fixed(v)).toBe(DASH);
      expect(percent(v)).toBe(DASH);
      expect(difference(v, 0.5)).toBe(DASH);
    }
    expect(difference(0.5, null)).toBe(DASH);
    expect(estimateText({ mean: NaN, ci95: null })).toBe(DASH);
    expect(estimateText(null)).toBe(DASH);
    expect(short(NaN)).toBe(DASH);
  });

  it('formats values, differences and intervals', () => {
    expect(fixed(0.9)).toBe('0.90000');
    expect(percent(0.9)).toBe('90 %');
    expect(percent(0.123, 1)).toBe('12.3 %');
    expect(difference(0.9001, 0.9)).toBe('+0.00010 (+0.011 %)');
    expect(difference(0.8999, 0.9)).toBe('−0.00010 (−0.011 %)');
    expect(estimateText({ mean: 0.9, ci95: [0.899, 0.901] })).toBe('0.90000 ± 0.00100');
    expect(estimateText({ mean: 0.9, ci95: null })).toBe('0.90000');
    expect(short(0.1 + 0.2)).toBe('0.3');
    expect(short(20)).toBe('20');
  });
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
