import { decodeQuery } from '../../scenario/codec';
import { SchemaInput } from '../kit/SchemaInput';
import { PacketControls } from './packet/PacketControls';
import { isPacketView } from './packet/views';
import { MULTCP_PRESETS } from './presets';
import { MULTCP_SCHEMA, type MultcpScenario } from './scenario';

type Edit = (changes: Partial<MultcpScenario>) => void;

/** The fairness presets as one-click networks (the same links as "Try this"). */
const NETWORK_PRESETS = MULTCP_PRESETS.filter((p) => p.view === 'fairness').map((p) => ({
  ...p,
  scenario: decodeQuery(MULTCP_SCHEMA, p.query).scenario,
}));

/** The current view's parameters, named as in the papers. */
export function MultcpControls({
  spec,
  edit,
  load,
}: {
  spec: MultcpScenario;
  edit: Edit;
  load: (s: MultcpScenario) => void;
}) {
  const input = (k: keyof MultcpScenario & string, label: string) => (
    <SchemaInput schema={MULTCP_SCHEMA} spec={spec} k={k} label={label} edit={edit} />
  );
  const annexB = (
    <>
      {input('p', 'p: loss probability per packet')}
      {input('rtt', 'R: round-trip time, ms')}
      {input('pkt', 'B: packet size, bytes')}
    </>
  );
  return (
    <section className="controls" data-testid="controls" aria-label="Scenario">
      {spec.view === 'gain' && (
        <>
          {input('n', 'N of MulTCP(N) (real, ≥ 1): the marked point and the slow start')}
          {input('nmax', 'N axis: 1 … nmax')}
          {input('beta', "β of one TCP (paper 000's view)")}
          <details>
            <summary>Annex B's T(N): p, R, B</summary>
            {annexB}
          </details>
        </>
      )}
      {spec.view === 'fairness' && (
        <>
          <p className="hint">
            Edit the links, routes and weights N<sub>i</sub> in the network panel, or start from:
          </p>
          <ul className="net-presets">
            {NETWORK_PRESETS.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  data-testid={`network.${p.id}`}
                  title={p.what}
                  onClick={() =>
                    load({ ...spec, links: p.scenario.links, flows: p.scenario.flows })
                  }
                >
                  {p.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {spec.view === 'rbuffer' && (
        <>
          {input('brmax', 'B_R axis: 0 … brmax, kB')}
          {annexB}
          {input('rn', 'N: also draw MulTCP(N) (1: one TCP, Fig. 2)')}
        </>
      )}
      {isPacketView(spec.view) && <PacketControls spec={spec} edit={edit} />}
    </section>
  );
}
