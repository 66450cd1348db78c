import type { ReactNode } from 'react';
import { CC_INFO, SINGLE_PATH_CC, ccOf, type SinglePathCc } from '../families/packet/ccModules';
import type { SpecKey } from './controlEdit';
import {
  ILLINOIS_VARIANT_DEFAULTS,
  MODULE_PARAMS,
  moduleSpec,
} from '../families/packet/moduleFields';
import type { DumbbellSpec } from './sweep/spec';

interface Props {
  spec: DumbbellSpec;
  edit: (changes: Partial<DumbbellSpec>) => void;
  /** a text field bound to the schema (Controls' own) */
  input: (key: SpecKey, label: string, hint?: string, placeholder?: string) => ReactNode;
}

/** Flows edited one menu each at most; beyond, the per-flow list is a text field. */
const MENUS = 12;

/** Illinois's parameters shown at once; the others are in a fold. */
const ILLINOIS_FIRST = new Set<string>(['amax', 'amin', 'bmax', 'bmin']);

/** What an empty field means, where its default depends on another parameter. */
function placeholder(spec: DumbbellSpec, key: SpecKey): string | undefined {
  const v = ILLINOIS_VARIANT_DEFAULTS[spec.ivariant];
  if (key === 'amin') return `${v.amin} (${spec.ivariant}'s default)`;
  if (key === 'wthresh') return `${v.wthresh} (${spec.ivariant}'s default)`;
  if (key === 'valpha' || key === 'vbeta') return `γ = ${spec.gamma}`;
  return undefined;
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
  const used = SINGLE_PATH_CC.filter((m) => spec.cc.includes(m));
  const setFlow = (f: number, name: string) =>
    edit({ cc: Array.from({ length: n }, (_, k) => (k === f ? name : ccOf(spec.cc, k))) });
  const param = (key: SpecKey) => {
    const p = moduleSpec(key as never);
    if (!p) return null;
    if (key === 'ivariant')
      return (
        <div className="field" key={key}>
          <label htmlFor="db-ivariant">{p.label}</label>
          <select
            id="db-ivariant"
            data-testid="control.ivariant"
            value={spec.ivariant}
            onChange={(e) => edit({ ivariant: e.target.value as DumbbellSpec['ivariant'] })}
          >
            <option value="paper">paper 003, Sec. 3</option>
            <option value="linux">Linux tcp_illinois.c</option>
          </select>
          <div className="hint db-hint">{p.hint}</div>
        </div>
      );
    return input(key, p.label, p.hint, placeholder(spec, key));
  };
  const moduleParams = (m: SinglePathCc) => {
    const keys = MODULE_PARAMS[m] ?? [];
    if (keys.length === 0) return null;
    const first = m === 'illinois' ? keys.filter((k) => ILLINOIS_FIRST.has(k)) : keys;
    const more = m === 'illinois' ? keys.filter((k) => !ILLINOIS_FIRST.has(k)) : [];
    return (
      <div className="db-cc-params" key={m} data-testid={`control.cc.params.${m}`}>
        <div className="db-cc-title">{CC_INFO[m].title}</div>
        {first.map(param)}
        {more.length > 0 && (
          <details>
            <summary>More: rules, W_thresh, η₁-η₃, θ</summary>
            {more.map(param)}
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
            {SINGLE_PATH_CC.map((m) => (
              <label key={m} className="db-cc-option">
                <input
                  type="radio"
                  name="db-cc"
                  value={m}
                  data-testid={`control.cc.${m}`}
                  checked={spec.cc[0] === m}
                  onChange={() => edit({ cc: [m] })}
                />
                <span>
                  <strong>{CC_INFO[m].title}</strong> {CC_INFO[m].line}
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
                {SINGLE_PATH_CC.map((m) => (
                  <option key={m} value={m} title={CC_INFO[m].line}>
                    {CC_INFO[m].title}
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
          <li key={m}>
            <strong>{CC_INFO[m].title}</strong> ({CC_INFO[m].source}): {CC_INFO[m].sentence}
          </li>
        ))}
      </ul>
      {used.map(moduleParams)}
    </fieldset>
  );
}
