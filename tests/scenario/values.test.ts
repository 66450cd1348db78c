import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRange } from '../../src/scenario/fields';
import { formatProblem } from '../../src/scenario/problems';
import { parseNumber, parseNumberList, show } from '../../src/scenario/values';
import { formatNumber } from '../../src/format/numbers';

const value = (raw: unknown) => {
  const r = parseNumber(raw);
  return r.ok ? r.value : null;
};

describe('parseNumber', () => {
  it.each([
    '',
    ' ',
    '1e',
    '0x10',
    'Infinity',
    '-Infinity',
    'NaN',
    '3 flows',
    '1,5',
    '.',
    '+',
    '1e400',
  ])('rejects %j', (raw) => {
    expect(value(raw)).toBeNull();
  });

  it.each([
    ['42', 42],
    [' 2.5 ', 2.5],
    ['-3', -3],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['1e-9', 1e-9],
    ['2E+3', 2000],
    ['1/8', 0.125],
    ['-3/4', -0.75],
  ] as const)('reads %j as %d', (raw, expected) => {
    expect(value(raw)).toBe(expected);
  });

  it('rejects fractions with a zero or malformed denominator', () => {
    for (const raw of ['1/0', '1/', '/2', 'a/b', '1e308/1e-308']) expect(value(raw)).toBeNull();
  });

  it('rejects nested fractions such as 1/2/3 rather than reading them as 1/(2/3)', () => {
    expect(value('1/2/3')).toBeNull();
    expect(value('1/2/4')).toBeNull();
  });

  it('accepts finite JSON numbers and rejects other JSON values', () => {
    expect(value(3.25)).toBe(3.25);
    for (const raw of [Infinity, NaN, null, true, [1], { n: 1 }, undefined])
      expect(value(raw)).toBeNull();
  });

  it('reads back every finite double written by formatNumber', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(value(formatNumber(x))).toBe(x === 0 ? 0 : x); // -0 is written as "0"
      }),
    );
  });
});

describe('parseNumberList', () => {
  it('reads a comma-separated string, a JSON array and a single JSON number', () => {
    expect(parseNumberList('1,0.5,1/4')).toEqual({ ok: true, value: [1, 0.5, 0.25] });
    expect(parseNumberList([1, '2'])).toEqual({ ok: true, value: [1, 2] });
    expect(parseNumberList(3)).toEqual({ ok: true, value: [3] });
  });

  it('names the bad value of a list and rejects an empty list', () => {
    const bad = parseNumberList('1,x,3');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/value 2/);
    expect(parseNumberList([]).ok).toBe(false);
    expect(parseNumberList('1,,2').ok).toBe(false);
    expect(parseNumberList({}).ok).toBe(false);
  });
});

describe('checkRange', () => {
  it('accepts the closed bounds and rejects the open ones', () => {
    expect(checkRange(0, { min: 0, max: 1 })).toBeNull();
    expect(checkRange(1, { min: 0, max: 1 })).toBeNull();
    expect(checkRange(0, { min: 0, max: 1, openMin: true })).toMatch(/\(0, 1\]/);
    expect(checkRange(1, { min: 0, max: 1, openMax: true })).toMatch(/\[0, 1\)/);
  });

  it('rejects non-integers where an integer is required', () => {
    expect(checkRange(2.5, { min: 1, max: 10, integer: true })).toMatch(/integer.*2\.5/);
    expect(checkRange(3, { min: 1, max: 10, integer: true })).toBeNull();
  });
});

describe('messages', () => {
  it('show quotes strings and shortens long values to 40 characters', () => {
    expect(show('abc')).toBe('"abc"');
    expect(show('x'.repeat(100))).toHaveLength(40);
    expect(show(undefined)).toBe('undefined');
  });

  it('formatProblem names the parameter, the reason and what was used', () => {
    const text = formatProblem({
      param: 'beta',
      reason: 'must be in (0, 1), got 1.5',
      used: 'the default 0.5',
    });
    expect(text).toContain('beta');
    expect(text).toContain('got 1.5');
    expect(text).toContain('the default 0.5');
  });
});
