import { DASH, estimateText, fixed, formatNumber, signedPercent } from '../../format/numbers';
import { sweptParams } from '../../sweep/plan';
import type { BufferPointResult } from './sweep/results';
import type { BufferSpec } from './sweep/spec';

/** Every point: the simulation and each model in Mbit/s, the models' errors against it. */
export function BufferTable({
  spec,
  results,
}: {
  spec: BufferSpec;
  results: readonly BufferPointResult[];
}) {
  const params = sweptParams(spec);
  if (results.length === 0) return null;
  return (
    <section className="panel readout-table" data-testid="buffer.table">
      <h3>Per point: Mbit/s on the wire, and each model's error against the simulation</h3>
      <table>
        <thead>
          <tr>
            {params.length === 0 ? <th>N</th> : params.map((p) => <th key={p}>{p}</th>)}
            <th>Q</th>
            <th>simulated</th>
            <th>Chan et al. (17)</th>
            <th>Wu (3)</th>
            {spec.loss !== null && <th>Hacker (1)</th>}
            <th>Theorem 1</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.index} data-testid="buffer.row">
              {params.length === 0 ? (
                <td>{spec.n}</td>
              ) : (
                r.coords.map((c, k) => <td key={k}>{formatNumber(c)}</td>)
              )}
              <td>{r.q}</td>
              <td>{r.simulated ? estimateText(r.simulated, 2) : spec.sim ? '…' : DASH}</td>
              <td title={r.modelNote ?? undefined}>
                {fixed(r.models?.chan, 2)}{' '}
                <span className="muted">{signedPercent(r.errors?.chan, 1)}</span>
              </td>
              <td>
                {fixed(r.models?.wu, 2)}{' '}
                <span className="muted">{signedPercent(r.errors?.wu, 1)}</span>
              </td>
              {spec.loss !== null && (
                <td>
                  {fixed(r.models?.hacker, 2)}{' '}
                  <span className="muted">{signedPercent(r.errors?.hacker, 1)}</span>
                </td>
              )}
              <td>{fixed(r.theorem1, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {results.some((r) => r.modelNote) && (
        <p className="muted" data-testid="buffer.domain">
          Where a model cell is empty the models do not apply:{' '}
          {results.find((r) => r.modelNote)?.modelNote}
        </p>
      )}
    </section>
  );
}
