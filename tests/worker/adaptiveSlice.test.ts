import { describe, expect, it } from 'vitest';
import { AdaptiveSlice } from '../../src/worker/adaptiveSlice';

const limits = { min: 1, max: 1024, aimMs: 4 };

describe('AdaptiveSlice', () => {
  it('doubles after a fast full slice, halves after a slow one, within its limits', () => {
    const s = new AdaptiveSlice(8, limits);
    s.update(true, 1); // under aim/2 = 2 ms
    expect(s.size).toBe(16);
    s.update(true, 3); // between aim/2 and 2 aim: about right
    expect(s.size).toBe(16);
    s.update(true, 9); // over 2 aim = 8 ms
    expect(s.size).toBe(8);
    for (let k = 0; k < 20; k++) s.update(true, 0);
    expect(s.size).toBe(1024);
    for (let k = 0; k < 20; k++) s.update(false, 100);
    expect(s.size).toBe(1);
  });

  it('never grows on a slice cut short: it says nothing of how long a full one takes', () => {
    // a paced run at x1 reaches its target in a sliver of every frame: a thousand such frames
    // leave the slice where it was, so that a switch to max speed starts from a sane size
    const s = new AdaptiveSlice(8, limits);
    for (let k = 0; k < 1000; k++) s.update(false, 0.01);
    expect(s.size).toBe(8);
    s.update(false, 20); // cut short and still too slow: a full one would be slower
    expect(s.size).toBe(4);
  });

  it('starts within its limits and refuses limits that make no sense', () => {
    expect(new AdaptiveSlice(1e9, limits).size).toBe(1024);
    expect(new AdaptiveSlice(0, limits).size).toBe(1);
    expect(() => new AdaptiveSlice(1, { min: 0, max: 1, aimMs: 1 })).toThrow(RangeError);
    expect(() => new AdaptiveSlice(1, { min: 2, max: 1, aimMs: 1 })).toThrow(RangeError);
    expect(() => new AdaptiveSlice(1, { min: 1, max: 2, aimMs: 0 })).toThrow(RangeError);
  });
});
