import { csvFormatRows, csvParseRows } from 'd3-dsv';

/**
 * The one CSV writer: every CSV the project writes (the command line's `--format csv`, the sweeps
 * and their shards, every chart's and table's CSV button) goes through `csvText`, d3-dsv's
 * RFC 4180 formatter. A field holding a comma, a double quote, CR or LF is quoted (quotes doubled),
 * any other is written as it is. Cells arrive as text: numbers are formatted before (format/
 * numbers.ts), since how a missing or non-finite value reads is each table's choice.
 *
 * Lines end with "\n", the last one too (as the command line always printed them).
 */

/** A cell as written: its text, or empty for null and undefined. */
export type CsvCell = string | null | undefined;

const texts = (row: readonly CsvCell[]): string[] => row.map((c) => c ?? '');

/** Rows as CSV lines, each ending with "\n"; no rows, no text. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.length === 0 ? '' : `${csvFormatRows(rows.map(texts))}\n`;
}

/** One row's line, without its line end (a header or a row's first cells, to compare). */
export const csvLine = (row: readonly CsvCell[]): string => csvFormatRows([texts(row)]);

/** The cells of one line as csvText wrote them (quotes undone). */
export const csvCells = (line: string): string[] => csvParseRows(line)[0] ?? [];
