import { describe, expect, it } from 'vitest';
import { windowRunText } from '../../../src/labs/mptcp/packet/totalsView';

describe('the window level’s run in words', () => {
  it('names its one run’s seed, which seed= reruns', () => {
    expect(windowRunText(1)).toBe(
      'One window-level run, seed 1 (seed= reruns it, the same numbers); the charts and measures below are this run.',
    );
    expect(windowRunText(7)).toContain('seed 7 (seed= reruns it');
  });
});
