import { csvText } from '../format/csv';
import { formatNumber } from '../format/numbers';

/** A value of a chart's or table's CSV: a number, a text, or null for none. */
export type CsvValue = number | string | null;

/**
 * A chart's number in its CSV: the shortest text that reads back to the same double; NaN (a gap
 * in a series) and null are empty, ±Infinity is written as such.
 */
const chartCell = (v: CsvValue): string | null =>
  typeof v === 'number' ? (Number.isNaN(v) ? '' : formatNumber(v)) : v;

/** A chart's or table's CSV: a header row, then one line per row (format/csv.ts writes it). */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvText([columns, ...rows.map((row) => row.map(chartCell))]);
}
