import { DASH } from '../../../format/numbers';
import type { SpreadRow, ValueRow } from './fitRows';

/** Labelled values, each with how it was got or, under a dash, why it is missing. */
export function ValueTable({ rows, testid }: { rows: readonly ValueRow[]; testid: string }) {
  // the rows are `<testid>.<key>`: two tables may share a prefix
  return (
    <table className="fit-values">
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.key}
            data-testid={`${testid}.${r.key}`}
            data-value={r.raw === null ? '' : String(r.raw)}
          >
            <th scope="row">{r.label}</th>
            <td>
              <span className="fit-value">{r.value}</span>
              {r.note !== null && (
                <span className={r.value === DASH ? 'fit-note fit-why' : 'fit-note'}>{r.note}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Quantities over the connections: mean, sd, min-max and how many connections give each. Each
 * quantity's name spans a row of its own over its numbers, so that the table fits the panel's
 * narrow column.
 */
export function SpreadTable({ rows }: { rows: readonly SpreadRow[] }) {
  return (
    <div className="fit-scroll">
      <table className="fit-spread" data-testid="trace.fit.spread">
        <thead>
          <tr>
            <th scope="col">mean</th>
            <th scope="col">sd</th>
            <th scope="col">min–max</th>
            <th scope="col">n</th>
          </tr>
        </thead>
        {rows.map((r) => (
          <tbody
            key={r.key}
            data-testid={`trace.fit.spread.${r.key}`}
            data-value={r.raw === null ? '' : String(r.raw.mean)}
          >
            <tr className="fit-spread-name">
              <th scope="rowgroup" colSpan={4}>
                {r.label}
                {r.unit !== '' && <span className="fit-unit"> ({r.unit})</span>}
                {r.note !== null && <span className="fit-note fit-why">{r.note}</span>}
              </th>
            </tr>
            <tr>
              <td className="fit-value">{r.mean}</td>
              <td>{r.sd}</td>
              <td>{r.range}</td>
              <td>{r.n}</td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The reasons a section's numbers are missing or assumed, when there are any. */
export function Reasons({ lines, testid }: { lines: readonly string[]; testid: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className="tight fit-reasons" data-testid={testid}>
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}
