import { describe, expect, it } from 'vitest';
import { stepCaption } from '../../../src/labs/aimd/stepCaption';
import { niceCeiling } from '../../../src/labs/families/aimd/SamplePathCharts';
import { AIMD_DEFAULTS } from '../../../src/labs/families/aimd/scenario';

const s = (over: Partial<typeof AIMD_DEFAULTS>) => ({ ...AIMD_DEFAULTS, ...over });

describe('the step-mode caption says which flow was cut, from what to what, and why', () => {
  it('one cut flow, largest rate', () => {
    const text = stepCaption(s({ policy: 'largest-rate' }), {
      event: 12,
      time: 3.5,
      cuts: [{ flow: 2, before: 0.41, after: 0.205, span: 0 }],
      cutCount: 1,
    });
    expect(text).toBe('Event 12, t = 3.500: flow 3 was cut from 0.410 to 0.205 (largest rate)');
  });
  it('rate-proportional gives the probability x/c of the draw', () => {
    const text = stepCaption(s({ policy: 'rate-proportional', c: 2 }), {
      event: 1,
      time: 1,
      cuts: [{ flow: 0, before: 0.5, after: 0.25, span: 0 }],
      cutCount: 1,
    });
    expect(text).toContain('probability x/c = 0.250');
  });
  it('rate-independent gives the fixed probability of the flow (sigma of Example 1)', () => {
    const text = stepCaption(s({ policy: 'rate-independent', n: 4, sigma: 0.125 }), {
      event: 1,
      time: 1,
      cuts: [{ flow: 3, before: 0.5, after: 0.25, span: 0 }],
      cutCount: 1,
    });
    expect(text).toContain('fixed probability 0.438'); // (1 - 1/8)/2 = 0.4375
  });
  it('a beatdown tagging lasts a span and reaches zero', () => {
    const text = stepCaption(s({ policy: 'beatdown', n: 2 }), {
      event: 3,
      time: 2,
      cuts: [{ flow: 0, before: 1, after: 0, span: 1 }],
      cutCount: 1,
    });
    expect(text).toContain('flow 1 was tagged at 1.000');
    expect(text).toContain('beaten down to 0 over 1.000');
  });
  it('several flows: lists them and counts the rest', () => {
    const cuts = Array.from({ length: 12 }, (_, i) => ({
      flow: i,
      before: 0.1,
      after: 0.05,
      span: 0,
    }));
    const text = stepCaption(s({ policy: 'synchronized', n: 30 }), {
      event: 5,
      time: 1,
      cuts,
      cutCount: 30,
    });
    expect(text).toContain('30 flows were cut (every flow is cut)');
    expect(text).toContain('and 18 more');
  });
});

describe('niceCeiling', () => {
  it('rounds up to 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten', () => {
    expect(niceCeiling(0.0213)).toBeCloseTo(0.025, 15);
    expect(niceCeiling(0.07)).toBeCloseTo(0.08, 15);
    expect(niceCeiling(0.5)).toBeCloseTo(0.5, 15);
    expect(niceCeiling(9)).toBeCloseTo(10, 15);
    for (const x of [0.0013, 0.37, 4.2, 77]) expect(niceCeiling(x)).toBeGreaterThanOrEqual(x);
  });
});
