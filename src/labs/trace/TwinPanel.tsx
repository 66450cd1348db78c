import { download } from '../../charts';
import { differenceCsv, differenceRows } from './twin/rows';
import type { TwinState } from './useTwin';
import type { Listed } from './view';

interface Props {
  state: TwinState;
  shown: readonly Listed[];
  /** the downloads' name stem */
  base: string;
}

/**
 * The simulated twin beside the trace: how it was made (its Dumbbell lab link and the choices,
 * in the twin's own words), and the twin against the measurement, for the set and for each
 * connection shown. The charts above draw its lines dashed.
 */
export function TwinPanel({ state, shown, base }: Props) {
  if (state.status === 'off') return null;
  if (state.status === 'running')
    return (
      <section className="panel trace-twin" data-testid="trace.twin" role="status">
        <h3>Simulated twin</h3>
        <p className="muted">
          Running the packet engine on a dumbbell of the fitted rate, buffer, base RTTs and
          congestion control…
        </p>
      </section>
    );
  if (state.status === 'failed')
    return (
      <section className="panel trace-twin" data-testid="trace.twin" role="alert">
        <h3>Simulated twin</h3>
        <p>The twin could not be run: {state.message}</p>
      </section>
    );
  const { report } = state.view;
  const d = report.difference;
  return (
    <section className="panel trace-twin" data-testid="trace.twin">
      <h3>
        Simulated twin
        {d && (
          <span className="trace-csv">
            <button
              type="button"
              data-testid="trace.twin.csv"
              onClick={() => download(`${base}-twin.csv`, differenceCsv(d, shown), 'text/csv')}
            >
              Difference as CSV
            </button>
          </span>
        )}
      </h3>
      {report.url === null ? (
        <>
          <p>This trace has no twin:</p>
          <ul data-testid="trace.twin.reasons">
            {report.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>
            The packet engine on a dumbbell made of the fit, drawn dashed over the trace above.{' '}
            <a href={report.url} data-testid="trace.twin.link">
              Open the twin in the Dumbbell lab
            </a>{' '}
            to change it or run it again.
          </p>
          {d && (
            <div className="trace-table-scroll">
              <table data-testid="trace.twin.table">
                <thead>
                  <tr>
                    <th>connection</th>
                    <th>quantity</th>
                    <th>measured</th>
                    <th>twin</th>
                    <th>twin − measured</th>
                  </tr>
                </thead>
                <tbody>
                  {differenceRows(d, shown).map((r) => (
                    <tr key={`${r.who}:${r.quantity}`} data-testid="trace.twin.row">
                      <td>{r.who}</td>
                      <td>{r.quantity}</td>
                      <td>{r.measured}</td>
                      <td>{r.twin}</td>
                      <td>{r.relative}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <details>
            <summary>How the twin was made ({report.assumptions.length} choices)</summary>
            <ul data-testid="trace.twin.assumptions">
              {report.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
