import { sig } from '../../../format/numbers';
import { csvColumns, csvRow } from '../../../sweep/output';
import type { MultcpScenario } from '../scenario';
import { MULTCP_SWEEPS } from '../sweep/definition';
import type { MultcpPointResult } from '../sweep/results';

/** A number to four significant digits, a text as it is, an empty cell as a dash. */
const show = (text: string): string => {
  if (text === '') return '—';
  const v = Number(text);
  return Number.isFinite(v) && text.trim() !== '' ? sig(v, 4) : text;
};

/**
 * The table of every point: the CSV's columns and rows (what `npm run sim -- "<this URL>" --format
 * csv` prints), numbers to four significant digits, the replications' seeds whole (the last
 * column). Pure.
 */
export function pointTable(
  spec: MultcpScenario,
  results: readonly MultcpPointResult[],
): { columns: string[]; rows: { key: number; cells: string[] }[] } {
  const columns = csvColumns(MULTCP_SWEEPS, spec);
  const rows = [...results]
    .sort((a, b) => a.index - b.index)
    .map((r) => ({
      key: r.index,
      cells: csvRow(MULTCP_SWEEPS, r).map((c, k) =>
        columns[k] === 'seeds' ? (c ?? '') : show(c ?? ''),
      ),
    }));
  return { columns, rows };
}
