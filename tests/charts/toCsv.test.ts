import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../src/charts/toCsv';

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

  it('quotes fields holding a comma, a quote, CR or LF, and doubles the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('plain text')).toBe('plain text');
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

  it('uses CRLF when asked (RFC 4180 line breaks)', () => {
    expect(toCsv(['a'], [[1]], { eol: '\r\n' })).toBe('a\r\n1\r\n');
  });

  it('keeps quoted line breaks inside a field when rows are split by a CSV reader', () => {
    const text = toCsv(['label', 'v'], [['a\nb', 1]], { eol: '\r\n' });
    expect(text).toBe('label,v\r\n"a\nb",1\r\n');
  });
});
