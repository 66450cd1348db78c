import { useMemo } from 'react';
import type { MultcpPointResult } from '../sweep/results';
import type { MultcpScenario } from '../scenario';
import { pointTable } from './pointTable';

/**
 * Every point as the CSV has it (the same columns and numbers, to four significant digits, and
 * each point's replications and seeds): what `npm run sim -- "<this URL>" --format csv` prints.
 */
export function PacketTable({
  spec,
  results,
}: {
  spec: MultcpScenario;
  results: readonly MultcpPointResult[];
}) {
  const { columns, rows } = useMemo(() => pointTable(spec, results), [spec, results]);
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
                <td key={k}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
