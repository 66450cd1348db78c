import { describe, expect, it } from 'vitest';
import { ownPoint } from '../../src/sweep/ownPoint';
import { enumeratePoints } from '../../src/sweep/plan';
import type { SweepCore } from '../../src/sweep/spec';

const core = (over: Record<string, unknown>): SweepCore =>
  ({ lab: 'x', seed: 1, sweep: null, sweep2: null, reps: 1, ...over }) as SweepCore;

describe('ownPoint', () => {
  it('takes on each axis the swept value nearest the scenario’s own, in the first series', () => {
    const s = core({
      n: 10,
      buffer: [20, 30],
      sweep: { param: 'n', kind: 'list', values: [1, 2, 4, 8, 16] },
      sweep2: { param: 'buffer', kind: 'list', values: [5, 25, 100] },
    });
    const points = enumeratePoints(s, ['a', 'b']);
    const p = ownPoint(s, points)!;
    expect(p).toMatchObject({ series: 'a', coords: [8, 25] }); // |10 - 8| < |16 - 10|; a list's first
  });

  it('takes the axis’s first value where the scenario has none, and the only point without axes', () => {
    const s = core({ sigma: null, sweep: { param: 'sigma', kind: 'list', values: [0.2, 0.5] } });
    expect(ownPoint(s, enumeratePoints(s, null))!.coords).toEqual([0.2]);
    const none = core({});
    expect(ownPoint(none, enumeratePoints(none, ['x', 'y']))).toMatchObject({
      index: 0,
      coords: [],
    });
    expect(ownPoint(none, [])).toBeNull();
  });
});
