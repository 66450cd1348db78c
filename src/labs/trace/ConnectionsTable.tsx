import { useState } from 'react';
import { download } from '../../charts';
import { TABLE_HEAD, tableCsv, tableRows } from './tables';
import type { Listed } from './view';

/**
 * The summary of each connection shown, with its CSV and the series' CSV (made by the worker that
 * holds the series: `seriesCsv`, which rejects with a message when it cannot).
 */
export function ConnectionsTable({
  shown,
  base,
  seriesCsv,
}: {
  shown: readonly Listed[];
  base: string;
  seriesCsv: (shown: readonly Listed[]) => Promise<string>;
}) {
  const rows = tableRows(shown);
  const [failed, setFailed] = useState<string | null>(null);
  const downloadSeries = () => {
    setFailed(null);
    seriesCsv(shown).then(
      (csv) => download(`${base}-series.csv`, csv, 'text/csv'),
      (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)),
    );
  };
  return (
    <section className="panel readout-table trace-table" data-testid="trace.table">
      <h3>
        Connections
        <span className="trace-csv">
          <button
            type="button"
            data-testid="trace.table.csv"
            onClick={() => download(`${base}-connections.csv`, tableCsv(shown), 'text/csv')}
          >
            Table as CSV
          </button>
          <button type="button" data-testid="trace.series.csv" onClick={downloadSeries}>
            Series as CSV
          </button>
        </span>
      </h3>
      {failed !== null && (
        <p className="muted" role="alert">
          The series could not be written: {failed}
        </p>
      )}
      <div className="trace-table-scroll">
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>connection (sender → receiver)</th>
              <th>cc</th>
              {TABLE_HEAD.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.k} data-testid="trace.row">
                <td>{r.k}</td>
                <td className="trace-name">{r.name}</td>
                <td>{r.cc}</td>
                {r.cells.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
