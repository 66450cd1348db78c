export type CsvCell = number | string | null;

export interface CsvOptions {
  /** line separator; RFC 4180 says CRLF, the CLI's CSV uses "\n" (the default, to match it) */
  eol?: '\n' | '\r\n';
}

/** One field, quoted per RFC 4180 when it holds a comma, a quote, CR or LF; null and NaN are empty. */
export function csvField(v: CsvCell): string {
  if (v === null) return '';
  if (typeof v === 'number') return Number.isNaN(v) ? '' : String(v);
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/**
 * A CSV table: a header row, then one line per row, each line ending with the separator. Numbers
 * are written with String(), the shortest text that reads back to the same double.
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions = {},
): string {
  const eol = options.eol ?? '\n';
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return lines.join(eol) + eol;
}
