import '../labs/families/aimd/sweepLabs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  axisLength,
  axisValues,
  formatAxis,
  MAX_AXIS_VALUES,
  type SweepAxis,
} from '../../src/sweep/axis';
import { parseAxis } from '../../src/labs/families/aimd/sweep/codec';

const parsed = (raw: unknown) => {
  const r = parseAxis(raw);
  return r.ok ? r.value : r.reason;
};

describe('the value grammar of sweep=<param>:<values>', () => {
  it('reads an integer range, both ends included', () => {
    const a = parsed('n:1..20') as SweepAxis;
    expect(a).toEqual({ param: 'n', kind: 'range', from: 1, to: 20 });
    expect(axisValues(a)).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
  });

  it('reads a..b/k as k evenly spaced values, both ends exact and no rounding noise', () => {
    const a = parsed('sigma:0.05..0.95/19') as SweepAxis;
    expect(a).toEqual({ param: 'sigma', kind: 'linspace', from: 0.05, to: 0.95, count: 19 });
    const v = axisValues(a);
    expect(v).toHaveLength(19);
    expect(v[0]).toBe(0.05);
    expect(v[1]).toBe(0.1);
    expect(v[18]).toBe(0.95);
    expect(v.map(String)).toContain('0.3');
  });

  it('reads a comma list and fractions as ends (1/8..7/8/7)', () => {
    expect(parsed('beta: 0.3, 0.5,0.8')).toEqual({
      param: 'beta',
      kind: 'list',
      values: [0.3, 0.5, 0.8],
    });
    expect(axisValues(parsed('sigma:1/8..7/8/7') as SweepAxis)).toEqual([
      0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875,
    ]);
  });

  it('rounds evenly spaced values of integer parameters to integers', () => {
    expect(axisValues(parsed('n:10..100/4') as SweepAxis)).toEqual([10, 40, 70, 100]);
  });

  it('reads none as no axis', () => {
    expect(parsed('none')).toBeNull();
  });

  it.each([
    ['n', 'param:values'],
    ['colour:1,2', 'cannot be swept'],
    ['n:1.5..20', 'integer ends'],
    ['n:5..1', 'empty'],
    ['beta:0.5..0.1/3', 'a < b'],
    ['beta:0.1..0.5/1', 'integer >= 2'],
    ['beta:0.3,1.5', 'beta value 1.5: must be in (0, 1)'],
    ['sigma:0..1/5', 'sigma value 0'],
    ['n:0..3', 'n value 0'],
    ['p:0,0.5', 'p value 0'],
    ['beta:0.3,0.3', 'not distinct'],
    ['n:1..5/10', 'not distinct'],
    ['n:1..100000', `more than ${MAX_AXIS_VALUES}`],
    ['beta:0.3,,0.5', 'value 2'],
    [42, 'param:values'],
  ])('rejects %j (%s)', (raw, reason) => {
    expect(parsed(raw)).toContain(reason);
  });

  it('writes back the form it read: parse(format(a)) = a', () => {
    const axis = fc.oneof(
      fc
        .tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 499 }))
        .map(([from, span]): SweepAxis => ({ param: 'n', kind: 'range', from, to: from + span })),
      fc
        .tuple(
          fc.double({ min: 0.001, max: 0.5, noNaN: true }),
          fc.double({ min: 0.5, max: 0.999, noNaN: true, minExcluded: true }),
          fc.integer({ min: 2, max: 50 }),
        )
        .map(([from, to, count]): SweepAxis => ({
          param: 'beta',
          kind: 'linspace',
          from,
          to,
          count,
        })),
      fc
        .uniqueArray(fc.double({ min: 1e-9, max: 1e15, noNaN: true }), {
          minLength: 1,
          maxLength: 20,
        })
        .map((values): SweepAxis => ({ param: 'c', kind: 'list', values })),
    );
    fc.assert(
      fc.property(axis, (a) => {
        const r = parseAxis(formatAxis(a));
        if (!r.ok) {
          // only evenly spaced values can collide (after rounding): rejected, as they should be
          expect(a.kind).toBe('linspace');
          return;
        }
        expect(r.value).toEqual(a);
        expect(axisValues(a)).toHaveLength(axisLength(a));
      }),
      { numRuns: 500 },
    );
  });
});
