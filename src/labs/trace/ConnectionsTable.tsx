import { download } from '../../charts';
import { seriesCsv, TABLE_HEAD, tableCsv, tableRows } from './tables';
import type { Listed } from './view';

/** The summary of each connection shown, with its CSV and the series' CSV. */
export function ConnectionsTable({ shown, base }: { shown: readonly Listed[]; base: string }) {
  const rows = tableRows(shown);
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
          <button
            type="button"
            data-testid="trace.series.csv"
            onClick={() => download(`${base}-series.csv`, seriesCsv(shown), 'text/csv')}
          >
            Series as CSV
          </button>
        </span>
      </h3>
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
