import { describe, expect, it } from 'vitest';
import { pairsCsv, toCsv } from '../../src/charts/toCsv';

// quoting and line ends: the one CSV writer's tests, tests/format/csv.test.ts
describe('toCsv', () => {
  it('writes a header and one line per row, each ending with a newline', () => {
    expect(
      toCsv(
        ['t', 'x'],
        [
          [0, 1.5],
          [2, 3],
        ],
      ),
    ).toBe('t,x\n0,1.5\n2,3\n');
  });

  it('quotes header cells by the same rule', () => {
    expect(toCsv(['flow, i', 'E[(X/c)^2]'], [])).toBe('"flow, i",E[(X/c)^2]\n');
  });

  it('writes null and NaN as empty fields', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, Number.NaN, 0]])).toBe('a,b,c\n,,0\n');
  });

  it('writes numbers so that they read back to the same double', () => {
    const values = [0.1 + 0.2, 679 / 3396, 1e-12, -2.5e21, 123456789.123];
    const text = toCsv(
      ['v'],
      values.map((v) => [v]),
    );
    const back = text.trim().split('\n').slice(1).map(Number);
    expect(back).toEqual(values);
  });

  it('writes ±Infinity as such: only NaN is a gap', () => {
    expect(toCsv(['a', 'b'], [[Infinity, -Infinity]])).toBe('a,b\nInfinity,-Infinity\n');
  });

  it('writes interleaved (x, y) series one point a row, leaving gaps (non-finite y) out', () => {
    const a = Float64Array.from([0, 1, 0.5, Number.NaN, 1, 2]);
    expect(
      pairsCsv(
        ['series', 'time', 'rate'],
        [
          ['flow 1', a],
          ['sum', [2, 3]],
        ],
      ),
    ).toBe('series,time,rate\nflow 1,0,1\nflow 1,1,2\nsum,2,3\n');
  });
});
