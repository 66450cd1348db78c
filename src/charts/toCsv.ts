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

/**
 * The CSV of series given as interleaved (x, y) pairs, one row per point: the series' label,
 * x and y (a point whose y is not finite, a gap, is left out).
 */
export function pairsCsv(
  columns: readonly [string, string, string],
  series: readonly (readonly [string, ArrayLike<number>])[],
): string {
  const rows: (string | number)[][] = [];
  for (const [label, xy] of series)
    for (let k = 0; k + 1 < xy.length; k += 2)
      if (Number.isFinite(xy[k + 1])) rows.push([label, xy[k], xy[k + 1]]);
  return toCsv(columns, rows);
}
