import { POLICIES, POLICY_EXPLANATIONS, type PolicyName } from '../../engines/aimd/params';
import { decodeEntries, writtenJson } from '../../scenario/codec';
import type { Field } from '../../scenario/fields';
import type { Problem } from '../../scenario/problems';
import { FieldInput } from '../kit/FieldInput';
import { AIMD_SCHEMA, type AimdScenario } from '../families/aimd/scenario';

type Key = keyof AimdScenario;
const fieldOf = (key: Key): Field<AimdScenario> => {
  const f = AIMD_SCHEMA.fields.find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
};

interface Props {
  scenario: AimdScenario;
  apply: (s: AimdScenario, history?: 'push' | 'replace') => void;
  report: (problems: Problem[], source: string) => void;
}

/**
 * The scenario's controls. A change goes through the schema's cross-field rules (list lengths,
 * sums), exactly as a URL would, and what those rules had to repair is reported.
 */
export function Controls({ scenario, apply, report }: Props) {
  const set = (key: Key, value: unknown) => {
    const next = writtenJson(AIMD_SCHEMA, scenario);
    const field = fieldOf(key);
    if (value === null) delete next[field.param];
    else next[field.param] = field.json(value as never);
    // eta and rtt are alternatives: choosing one drops the other.
    if (key === 'rtt' && value !== null) delete next.eta;
    if (key === 'eta') delete next.rtt;
    if (key === 'weights' && value !== null) delete next.sigma;
    if (key === 'sigma' && value !== null) delete next.weights;
    const decoded = decodeEntries(AIMD_SCHEMA, Object.entries(next));
    report(decoded.problems, `the ${field.param} field`);
    apply(decoded.scenario);
  };
  const input = (
    key: Key,
    label: string,
    extra: { placeholder?: string; clearable?: boolean } = {},
  ) => (
    <FieldInput<AimdScenario>
      field={fieldOf(key)}
      label={label}
      value={scenario[key]}
      commit={(v) => set(key, v)}
      testid={`control.${key}`}
      {...extra}
    />
  );
  const policy = scenario.policy;
  return (
    <section className="controls" data-testid="controls" aria-label="Scenario">
      <div className="field">
        <label htmlFor="policy">Loss policy</label>
        <select
          id="policy"
          data-testid="control.policy"
          value={policy}
          onChange={(e) => set('policy', e.target.value as PolicyName)}
        >
          {POLICIES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <div className="hint" data-testid="control.policy.explanation">
          {POLICY_EXPLANATIONS[policy]}.
        </div>
      </div>
      <div className="field">
        <label htmlFor="n-range">Flows N = {scenario.n}</label>
        <input
          id="n-range"
          type="range"
          min={1}
          max={100}
          value={Math.min(scenario.n, 100)}
          data-testid="control.n.range"
          onChange={(e) => set('n', Number(e.target.value))}
        />
      </div>
      {input('n', 'N (up to 100,000)')}
      {input('beta', 'β (kept at a cut; one value or one per flow)')}
      {scenario.rtt === null
        ? input('eta', 'η (increase per unit time; or give RTTs)')
        : input('eta', 'η (given by the RTTs)', { placeholder: 'from rtt' })}
      {input('rtt', 'RTT (η = 1/RTT²), optional', { clearable: true, placeholder: 'none' })}
      {policy === 'rate-independent' && (
        <>
          {input('sigma', 'σ (Example 1: first half of the flows share σ)', {
            clearable: true,
            placeholder: 'none',
          })}
          {input('weights', 'weights (one per flow)', { clearable: true, placeholder: 'uniform' })}
        </>
      )}
      {policy === 'independent' &&
        input('p', 'p (probability of a cut; one value or one per flow)')}
      <details>
        <summary>Link, start, run length, seed</summary>
        {input('c', 'capacity c')}
        {input('x0', 'initial rates x₀ (sum ≤ c)')}
        {input('events', policy === 'beatdown' ? 'events (taggings)' : 'events')}
        {input('warmup', 'warm-up events (left out of the statistics)')}
        <div className="seed-row">
          {input('seed', 'seed')}
          <button
            type="button"
            data-testid="control.newseed"
            onClick={() => apply({ ...scenario, seed: (Math.random() * 0xffffffff) >>> 0 }, 'push')}
            title="Draw a new seed (the old one stays in the browser history)"
          >
            New seed
          </button>
        </div>
      </details>
    </section>
  );
}
