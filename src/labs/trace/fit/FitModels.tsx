import type { TraceFit } from '../../../trace/fit';
import { CUBIC_C, PFTK_B, RTO_MIN_MS } from '../../../trace/fit/models';
import { Tex } from '../../kit/Tex';
import { DASH } from '../../../format/numbers';
import { modelRows } from './modelRows';
import { connectionReasons, reasonLine, setReasons } from './reasons';
import { Reasons } from './FitTables';
import { CITES, FIT_TEX } from './tex';

/** The models against the measured aggregate, then each model's formula and its source. */
export function FitModels({ fit }: { fit: TraceFit }) {
  const rows = modelRows(fit);
  const reasons = [
    ...setReasons(fit, ['theorem1']),
    ...connectionReasons(fit, ['models']).map(reasonLine),
  ];
  return (
    <section data-testid="trace.fit.models">
      <h3>The models against the measurement</h3>
      <div className="fit-scroll">
        <table className="fit-models">
          <thead>
            <tr>
              <th scope="col">aggregate</th>
              <th scope="col">Mbit/s</th>
              <th scope="col">÷ measured</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.key}
                data-testid={`trace.fit.model.${r.key}`}
                data-value={r.raw === null ? '' : String(r.raw)}
              >
                <th scope="row">
                  {r.label}
                  <span className={r.mbps === DASH ? 'fit-note fit-why' : 'fit-note'}>
                    {r.note}
                  </span>
                </th>
                <td className="fit-value">{r.mbps}</td>
                <td>{r.ratio}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Reasons lines={reasons} testid="trace.fit.models.reasons" />
      <p className="fit-cite">
        Payload Mbit/s. Each response function is taken per connection at its own loss-event rate p
        (loss events per packet sent) and mean RTT R (queue included), and summed.
      </p>
      <Tex tex={FIT_TEX.mathis} display />
      <p className="fit-cite">{CITES.mathis}</p>
      <Tex tex={FIT_TEX.pftk} display />
      <Tex tex={FIT_TEX.pftkB} display />
      <p className="fit-cite">
        b = {PFTK_B} packet per ACK, T₀ = R + {RTO_MIN_MS} ms (Linux&apos;s RTO floor). {CITES.pftk}
      </p>
      {fit.set.kind === 'cubic' && (
        <>
          <Tex tex={FIT_TEX.cubic} display />
          <Tex tex={FIT_TEX.cubicW} display />
          <p className="fit-cite">
            C = {CUBIC_C} packets/s³, β<sub>i</sub> the connection&apos;s measured β. {CITES.cubic}
          </p>
        </>
      )}
      <Tex tex={FIT_TEX.theorem1} display />
      <Tex tex={FIT_TEX.synchronized} display />
      <p className="fit-cite">
        N AIMD flows, one cut per congestion event (assumption ONE, eq. (5)) or all of them (eq.
        (6)), at the fitted N and mean β, times the fitted rate c. {CITES.paper000}
      </p>
    </section>
  );
}
