import { describe, expect, it } from 'vitest';
import { csvCells, csvLine, csvText } from '../../src/format/csv';

describe('the CSV writer', () => {
  it('writes a line per row, each ending with "\\n", null and undefined as empty cells', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['1', null],
        [undefined, '2'],
      ]),
    ).toBe('a,b\n1,\n,2\n');
    expect(csvText([])).toBe('');
    expect(csvText([[]])).toBe('\n');
  });

  it('quotes a field with a comma, a double quote, CR or LF, and only those (RFC 4180)', () => {
    expect(csvLine(['a,b'])).toBe('"a,b"');
    expect(csvLine(['say "hi"'])).toBe('"say ""hi"""');
    expect(csvLine(['two\nlines', 'cr\rhere'])).toBe('"two\nlines","cr\rhere"');
    expect(csvLine(['plain text', "it's", '-1.5e-7', ' '])).toBe("plain text,it's,-1.5e-7, ");
    expect(
      csvText([
        ['x', 'y'],
        ['a,b', 'c'],
      ]),
    ).toBe('x,y\n"a,b",c\n');
  });

  it('reads back the cells it wrote', () => {
    const row = ['a,b', 'say "hi"', '', '0.1'];
    expect(csvCells(csvLine(row))).toEqual(row);
    expect(csvCells('')).toEqual([]);
  });
});
