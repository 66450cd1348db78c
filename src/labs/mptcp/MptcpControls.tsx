import { decodeEntries, writtenJson } from '../../scenario/codec';
import type { Field } from '../../scenario/fields';
import type { Problem } from '../../scenario/problems';
import { FieldInput } from '../kit/FieldInput';
import { presetToCustom } from './customEdit';
import { ALGORITHM_EXPLANATIONS, WINDOW_EXPLANATIONS } from './explain';
import { algorithmLabel } from './algorithmLabels';
import { LAB_ALGORITHMS, WINDOW_ONLY } from './labAlgorithms';
import { PacketControls } from './PacketControls';
import { TRY_THIS } from './presets';
import { MPTCP_SCHEMA, NETS, type MptcpScenario, type NetName } from './scenario';

type Key = keyof MptcpScenario;
const fieldOf = (key: Key): Field<MptcpScenario> => {
  const f = MPTCP_SCHEMA.fields.find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
};

const LEVEL_TITLES = {
  fluid: 'The fluid model (3)-(4) and its equilibrium (6)-(7)',
  packet:
    'The same network window by window on the packet engine (per-ACK increase, per-loss decrease), beside the fluid model',
} as const;

export const NET_LABELS: Record<NetName, string> = {
  friendliness: 'Fig. 1: one bottleneck',
  'two-links': 'Fig. 2: two links',
  responsiveness: 'Table IV: responsiveness',
  custom: 'Custom network',
};

interface Props {
  scenario: MptcpScenario;
  apply: (s: MptcpScenario, history?: 'push' | 'replace') => void;
  report: (problems: Problem[], source: string) => void;
}

/** Sets one parameter through the schema, as a URL would, and reports what the schema repaired. */
export function setParam(
  scenario: MptcpScenario,
  key: Key,
  value: unknown,
  report: Props['report'],
): MptcpScenario {
  // what the user wrote, so that a parameter they never wrote is never reported
  const next = writtenJson(MPTCP_SCHEMA, scenario);
  const field = fieldOf(key);
  if (value === null) delete next[field.param];
  else next[field.param] = field.json(value as never);
  if (key === 'net' && value === 'custom' && scenario.net !== 'custom')
    next.network = presetToCustom(scenario);
  if (key === 'net' && value !== 'custom') delete next.network;
  // the sizes and the run length belong to the old preset: a new one starts from its own
  if (key === 'net')
    for (const k of ['c', 'rtt', 'n1', 'n2', 'c1', 'c2', 'rtt1', 'rtt2', 't', 'dt']) delete next[k];
  if (key === 'alg' && value !== 'balia') delete next['balia-decrease'];
  // dt is the fluid sampling or the window traces' interval; the packet parameters stay behind
  if (key === 'level') {
    delete next.dt;
    if (value === 'fluid')
      for (const k of ['warmup', 'seed', 'buffer', 'queue', 'balia-decrease']) delete next[k];
  }
  const decoded = decodeEntries(MPTCP_SCHEMA, Object.entries(next));
  report(decoded.problems, `the ${field.param} field`);
  return decoded.scenario;
}

/** The scenario's controls: network, algorithm and its parameters, sizes, run; and "try this". */
export function MptcpControls({ scenario, apply, report }: Props) {
  const set = (key: Key, value: unknown) =>
    apply(
      setParam(scenario, key, value, report),
      key === 'net' || key === 'alg' || key === 'level' ? 'push' : 'replace',
    );
  const input = (
    key: Key,
    label: string,
    extra: { clearable?: boolean; placeholder?: string } = {},
  ) => (
    <FieldInput<MptcpScenario>
      field={fieldOf(key)}
      label={label}
      value={scenario[key]}
      commit={(v) => set(key, v)}
      testid={`control.${key}`}
      {...extra}
    />
  );
  const alg = scenario.alg;
  const packet = scenario.level === 'packet';
  return (
    <section className="controls" data-testid="controls" aria-label="Scenario">
      <fieldset className="level-switch" data-testid="control.level">
        <legend>Level</legend>
        {(['fluid', 'packet'] as const).map((l) => (
          <label key={l} title={LEVEL_TITLES[l]}>
            <input
              type="radio"
              name="mptcp-level"
              value={l}
              data-testid={`control.level.${l}`}
              checked={scenario.level === l}
              onChange={() => set('level', l)}
            />{' '}
            {l === 'fluid' ? 'fluid model' : 'window level'}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="mptcp-net">Network</label>
        <select
          id="mptcp-net"
          data-testid="control.net"
          value={scenario.net}
          onChange={(e) => set('net', e.target.value)}
        >
          {NETS.map((n) => (
            <option key={n} value={n}>
              {NET_LABELS[n]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="mptcp-alg">MP-TCP algorithm</label>
        <select
          id="mptcp-alg"
          data-testid="control.alg"
          value={alg}
          onChange={(e) => set('alg', e.target.value)}
        >
          {LAB_ALGORITHMS.map((a) => (
            <option key={a} value={a}>
              {algorithmLabel(a)}
              {!packet && WINDOW_ONLY.includes(a) ? ' — window level only' : ''}
            </option>
          ))}
        </select>
        <div className="hint" data-testid="control.alg.explanation">
          {(packet && WINDOW_EXPLANATIONS[alg]) || ALGORITHM_EXPLANATIONS[alg]}
        </div>
      </div>
      {alg === 'ewtcp' && input('a', 'a (increase a/w per ACK)')}
      {packet && <PacketControls scenario={scenario} set={set} input={input} />}
      {alg === 'generalized' && (
        <>
          {input('gbeta', 'β (0 = Coupled-like, 1 = Max-like)')}
          {input('gn', 'n (norm; a positive integer or inf)')}
          {input('geta', 'η (extra gain on slow routes)')}
        </>
      )}
      {scenario.net === 'friendliness' && (
        <>
          {input('c', 'bottleneck capacity c (Mbit/s)')}
          {input('rtt', 'RTT of every route (ms)')}
        </>
      )}
      {scenario.net === 'two-links' && (
        <div className="grid2">
          {input('n1', 'MP-TCP users N₁')}
          {input('n2', 'TCP users N₂')}
          {input('c1', 'c₁ (Mbit/s)')}
          {input('c2', 'c₂ (Mbit/s)')}
          {input('rtt1', 'τ₁ (ms)')}
          {input('rtt2', 'τ₂ (ms)')}
        </div>
      )}
      {scenario.net === 'responsiveness' && (
        <p className="hint">
          Table IV’s network: c = 2 Mbit/s, τ = 20 ms, one MP-TCP user, and a TCP user on link 2 on
          [40 s, 80 s).
        </p>
      )}
      <details>
        <summary>
          {packet ? 'Packet size, fluid link gain' : 'Packet size, link gain, run length'}
        </summary>
        {input('pkt', 'packet size (bytes)')}
        {input('gamma', 'link gain γ (1/packet; empty: per-link default)', {
          clearable: true,
          placeholder: 'default',
        })}
        {!packet && (
          <>
            {input('t', 'simulated time (s)', { clearable: true, placeholder: 'preset’s' })}
            {input('dt', 'sample interval (s)', { clearable: true, placeholder: 't/1000' })}
          </>
        )}
      </details>
      <h3 className="try-head">Try this</h3>
      <ul className="presets" data-testid="mptcp.presets">
        {TRY_THIS.map((p) => (
          <li key={p.id}>
            <a
              href={`?${p.query}`}
              data-testid={`preset.${p.id}`}
              onClick={(e) => {
                if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                apply(p.scenario, 'push');
              }}
            >
              {p.title}
            </a>
            : <span className="muted">{p.what}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
