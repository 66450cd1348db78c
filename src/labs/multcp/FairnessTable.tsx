import { CRITERIA, type FairnessResult } from './fairness';
import { sig } from '../../format/numbers';
import { linkId } from './network';

const HEAD = { weighted: 'weighted', proportional: 'proportional', maxMin: 'max-min' };

const names = (ls: readonly number[]) => (ls.length === 0 ? '—' : ls.map(linkId).join(', '));

/** Per flow: route, N_i, the three rates and each one's bottlenecks; per link: loads and prices. */
export function FairnessTable({ result }: { result: FairnessResult }) {
  const r = result;
  const unique = r.weighted.pricesUnique && r.proportional.pricesUnique;
  return (
    <section className="panel readout-table multcp-table" data-testid="multcp.table">
      <h3>Per flow: rates in Mbit/s, and the bottlenecks that set them</h3>
      <table>
        <thead>
          <tr>
            <th>flow</th>
            <th>route</th>
            <th>
              N<sub>i</sub>
            </th>
            {CRITERIA.map((c) => (
              <th key={c}>{HEAD[c]}</th>
            ))}
            {CRITERIA.map((c) => (
              <th key={c} className="muted">
                bottleneck, {HEAD[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {r.net.flows.map((f, i) => (
            <tr key={f.id} data-testid="multcp.table.flow">
              <td>{f.id}</td>
              <td>{names(f.links)}</td>
              <td>{sig(f.weight ?? 1, 4)}</td>
              {CRITERIA.map((c) => (
                <td key={c} data-testid={`multcp.rate.${c}`}>
                  {sig(r[c].rates[i], 4)}
                </td>
              ))}
              {CRITERIA.map((c) => (
                <td key={c} className="muted">
                  {names(r.bottlenecks[c][i])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Per link: load and shadow price</h3>
      <table>
        <thead>
          <tr>
            <th>link</th>
            <th>capacity</th>
            {CRITERIA.map((c) => (
              <th key={c}>load, {HEAD[c]}</th>
            ))}
            <th>price, weighted</th>
            <th>price, proportional</th>
          </tr>
        </thead>
        <tbody>
          {r.net.links.map((l, k) => (
            <tr key={l.id} data-testid="multcp.table.link">
              <td>{l.id}</td>
              <td>{sig(l.capacityMbps, 4)}</td>
              {CRITERIA.map((c) => (
                <td key={c}>{sig(r[c].loads[k], 4)}</td>
              ))}
              <td>{sig(r.weighted.prices[k], 4)}</td>
              <td>{sig(r.proportional.prices[k], 4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!(r.weighted.converged && r.proportional.converged) && (
        <p className="impossible" data-testid="impossible">
          Not solved:{' '}
          {[r.weighted, r.proportional]
            .filter((a) => !a.converged)
            .map((a) => a.message)
            .join('; ')}
          . The allocation shown is the best point the solver reached.
        </p>
      )}
      <p className="muted" data-testid="multcp.kkt">
        {r.weighted.converged && r.proportional.converged ? 'Exact solutions: ' : ''}KKT residuals{' '}
        {sig(r.weighted.kkt.max, 2)} (weighted) and {sig(r.proportional.kkt.max, 2)} (proportional);
        max-min by progressive filling, levels {r.maxMin.levels.map((v) => sig(v, 4)).join(', ')}{' '}
        Mbit/s.{' '}
        {unique
          ? 'The saturated links carry independent sets of flows, so the prices are unique.'
          : 'Some saturated links carry the same flows: their prices are not unique (any split is a solution); the rates are.'}{' '}
        A price is in N per Mbit/s: a flow pays N<sub>i</sub> = x<sub>i</sub> × (the sum of its
        route's prices).
      </p>
    </section>
  );
}
