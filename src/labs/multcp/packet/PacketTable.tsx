import { useMemo } from 'react';
import { sig } from '../../../format/numbers';
import { csvColumns } from '../../../sweep/output';
import { MULTCP_SWEEPS } from '../sweep/definition';
import type { MultcpPointResult } from '../sweep/results';
import type { MultcpScenario } from '../scenario';

const SHOW = (text: string): string => {
  if (text === '') return '—';
  const v = Number(text);
  return Number.isFinite(v) && text.trim() !== '' ? sig(v, 4) : text;
};

/**
 * Every point as the CSV has it (the same columns and numbers, to four significant digits): what
 * `npm run sim -- "<this URL>" --format csv` prints.
 */
export function PacketTable({
  spec,
  results,
}: {
  spec: MultcpScenario;
  results: readonly MultcpPointResult[];
}) {
  const columns = useMemo(() => csvColumns(MULTCP_SWEEPS, spec), [spec]);
  const rows = useMemo(
    () =>
      [...results]
        .sort((a, b) => a.index - b.index)
        .map((r) => ({
          key: r.index,
          cells: [...r.coords.map(String), ...MULTCP_SWEEPS.cells(r)],
        })),
    [results],
  );
  if (rows.length === 0) return null;
  return (
    <details className="panel readout-table multcp-points" data-testid="multcp.points">
      <summary>
        Every point ({rows.length}): the CSV's columns, 95 % intervals over the runs
      </summary>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c.replace(/_/g, ' ')}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid="multcp.point">
              {r.cells.map((c, k) => (
                <td key={k}>{SHOW(c)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
