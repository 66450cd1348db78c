import type { ReactNode } from 'react';
import type { CcModule, CcParam } from '../../engines/packet/cc/ccParams';
import { ccResolved } from '../families/packet/ccFields';
import {
  ccOf,
  offeredParams,
  SINGLE_PATH_CC,
  SINGLE_PATH_MODULES,
} from '../families/packet/ccModules';
import type { SpecKey } from './controlEdit';
import type { DumbbellSpec } from './sweep/spec';

interface Props {
  spec: DumbbellSpec;
  edit: (changes: Partial<DumbbellSpec>) => void;
  /** a text field bound to the schema (Controls' own) */
  input: (key: SpecKey, label: string, hint?: string, placeholder?: string) => ReactNode;
}

/** Flows edited one menu each at most; beyond, the per-flow list is a text field. */
const MENUS = 12;

/** What an empty field means, where its default derives from other parameters: "0.1 (the variant's)". */
function placeholder(spec: DumbbellSpec, m: CcModule, p: CcParam): string | undefined {
  if (p.kind !== 'number' || p.default !== null) return undefined;
  return `${String(ccResolved(m, spec)[p.key])} (${p.derivedText ?? 'derived'})`;
}

/**
 * The congestion control of the flows: one module for all (a list of the modules, one line each)
 * or one per flow (a menu per flow), what each module in use does, and its parameters, shown only
 * while some flow runs it. MP-TCP modules are not offered: a dumbbell flow has one path (the
 * Multipath TCP lab runs them).
 */
export function CcControls({ spec, edit, input }: Props) {
  const perFlow = spec.cc.length > 1;
  const n = spec.n;
  const used = SINGLE_PATH_MODULES.filter((m) => spec.cc.includes(m.name));
  const setFlow = (f: number, name: string) =>
    edit({ cc: Array.from({ length: n }, (_, k) => (k === f ? name : ccOf(spec.cc, k))) });
  const param = (m: CcModule, p: CcParam) => {
    if (p.kind === 'choice') {
      const id = `db-${p.key}`;
      return (
        <div className="field" key={p.key}>
          <label htmlFor={id}>{p.label}</label>
          <select
            id={id}
            data-testid={`control.${p.key}`}
            value={String(spec[p.key as keyof DumbbellSpec])}
            onChange={(e) => edit({ [p.key]: e.target.value } as Partial<DumbbellSpec>)}
          >
            {p.names.map((name) => (
              <option key={name} value={name}>
                {p.labels?.[name] ?? name}
              </option>
            ))}
          </select>
          <div className="hint db-hint">{p.hint}</div>
        </div>
      );
    }
    return input(p.key as SpecKey, p.label, p.hint, placeholder(spec, m, p));
  };
  const moduleParams = (m: CcModule) => {
    const params = offeredParams(m);
    if (params.length === 0) return null;
    const first = params.filter((p) => !p.advanced);
    const more = params.filter((p) => p.advanced);
    return (
      <div className="db-cc-params" key={m.name} data-testid={`control.cc.params.${m.name}`}>
        <div className="db-cc-title">{m.title}</div>
        {first.map((p) => param(m, p))}
        {more.length > 0 && (
          <details>
            <summary>More: {more.map((p) => p.label.split(':')[0]).join(', ')}</summary>
            {more.map((p) => param(m, p))}
          </details>
        )}
      </div>
    );
  };
  return (
    <fieldset className="db-cc" data-testid="control.cc.editor">
      <legend>Congestion control</legend>
      <div
        className="db-cc-mode"
        role="radiogroup"
        aria-label="One congestion control or one per flow"
      >
        <label className="check">
          <input
            type="radio"
            name="db-cc-mode"
            data-testid="control.cc.same"
            checked={!perFlow}
            onChange={() => edit({ cc: [spec.cc[0]] })}
          />{' '}
          the same for all flows
        </label>
        <label className="check" title={n === 1 ? 'one flow: nothing to tell apart' : undefined}>
          <input
            type="radio"
            name="db-cc-mode"
            data-testid="control.cc.perflow"
            checked={perFlow}
            disabled={n === 1}
            onChange={() => edit({ cc: Array.from({ length: n }, () => spec.cc[0]) })}
          />{' '}
          one per flow
        </label>
      </div>
      {!perFlow ? (
        <div className="db-cc-list-wrap">
          <div className="db-cc-caption" id="db-cc-every">
            every flow runs:
          </div>
          <div
            className="db-cc-list"
            role="radiogroup"
            aria-labelledby="db-cc-every"
            data-testid="control.cc"
          >
            {SINGLE_PATH_MODULES.map((m) => (
              <label key={m.name} className="db-cc-option">
                <input
                  type="radio"
                  name="db-cc"
                  value={m.name}
                  data-testid={`control.cc.${m.name}`}
                  checked={spec.cc[0] === m.name}
                  onChange={() => edit({ cc: [m.name] })}
                />
                <span>
                  <strong>{m.title}</strong> {m.line}
                </span>
              </label>
            ))}
          </div>
        </div>
      ) : n <= MENUS ? (
        <div className="db-cc-flows">
          {Array.from({ length: n }, (_, f) => (
            <div className="db-cc-flow" key={f}>
              <label htmlFor={`db-cc-${f}`}>flow {f + 1}</label>
              <select
                id={`db-cc-${f}`}
                data-testid={`control.cc.flow.${f}`}
                value={ccOf(spec.cc, f)}
                onChange={(e) => setFlow(f, e.target.value)}
              >
                {SINGLE_PATH_MODULES.map((m) => (
                  <option key={m.name} value={m.name} title={m.line}>
                    {m.title}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      ) : (
        input('cc', `one per flow, ${n} names: ${SINGLE_PATH_CC.join(', ')}`)
      )}
      <ul className="db-cc-what" data-testid="control.cc.explanation">
        {used.map((m) => (
          <li key={m.name}>
            <strong>{m.title}</strong> ({m.source}): {m.sentence}
          </li>
        ))}
      </ul>
      {used.map(moduleParams)}
    </fieldset>
  );
}
