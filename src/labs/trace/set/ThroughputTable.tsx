import { download } from '../../../charts';
import type { TraceSetReport } from '../../../trace/set';
import { SET_TABLE_HEAD, setTableCsv, setTableRows } from './display';

/** The traces' table (paper 000's Table I, with Fig. 15's numbers): a row per trace by N. */
export function ThroughputTable({ report, base }: { report: TraceSetReport; base: string }) {
  const rows = setTableRows(report);
  return (
    <section className="panel readout-table trace-table" data-testid="trace.set.table">
      <h3>
        Throughput against N: the traces
        <span className="trace-csv">
          <button
            type="button"
            data-testid="trace.set.csv"
            onClick={() => download(`${base}-throughput-vs-n.csv`, setTableCsv(report), 'text/csv')}
          >
            Table as CSV
          </button>
        </span>
      </h3>
      <div className="trace-table-scroll">
        <table>
          <thead>
            <tr>
              {SET_TABLE_HEAD.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, k) => (
              <tr key={k} data-testid="trace.set.row">
                {cells.map((c, j) => (
                  <td key={j} className={j === 0 ? 'trace-name' : undefined}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted" data-testid="trace.set.beta">
        Theorem 1 at β = {report.beta.value.toFixed(3)}: {report.beta.why}.
      </p>
    </section>
  );
}
