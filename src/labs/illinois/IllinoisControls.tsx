import {
  BETA_REMOVED_LABEL,
  ILLINOIS_RULES,
  paperRangeWarnings,
  type IllinoisRules,
} from '../../engines/models/illinois';
import { fieldOf } from '../../scenario/edit';
import { FieldInput } from '../kit/FieldInput';
import { SchemaInput } from '../kit/SchemaInput';
import { VARIANT_NAMES } from './curvesView';
import { packetView } from './experiments/views';
import { sig } from '../../format/numbers';
import { ExperimentControls } from './packet/ExperimentControls';
import {
  ILLINOIS_SCHEMA,
  PARAM_LIST,
  illinoisParams,
  illinoisValues,
  rttsOf,
  variantValue,
  type IllinoisScenario,
  type ParamKey,
} from './scenario';

type S = IllinoisScenario;
export type Edit = (changes: Partial<S>) => void;

/** The fields whose paper and kernel values differ: a switch of variant resets them. */
const VARIANT_FIELDS = PARAM_LIST.filter(
  (k) => variantValue('paper', k) !== variantValue('linux', k),
);

/** An Illinois parameter: shows the value in force; the variant's own value is stored as absent. */
export function ParamInput({
  s,
  k,
  label,
  edit,
}: {
  s: S;
  k: ParamKey;
  label: string;
  edit: Edit;
}) {
  const def = variantValue(s.variant, k);
  const value = illinoisValues(s)[k] as number;
  return (
    <FieldInput<S>
      field={fieldOf(ILLINOIS_SCHEMA, k)}
      label={label}
      value={value as S[keyof S]}
      placeholder={String(def)}
      clearable
      testid={`control.${k}`}
      commit={(v) => edit({ [k]: v === null || v === def ? null : v } as Partial<S>)}
    />
  );
}

function VariantPicker({ s, edit }: { s: S; edit: Edit }) {
  return (
    <div className="field">
      <label htmlFor="illinois-variant">Variant (defaults and rules)</label>
      <select
        id="illinois-variant"
        data-testid="control.variant"
        value={s.variant}
        onChange={(e) => {
          const reset = Object.fromEntries(VARIANT_FIELDS.map((k) => [k, null]));
          edit({ ...reset, variant: e.target.value as IllinoisRules });
        }}
      >
        {ILLINOIS_RULES.map((v) => (
          <option key={v} value={v}>
            {VARIANT_NAMES[v]}
          </option>
        ))}
      </select>
      <div className="hint">Switching resets α_min and W_thresh to the variant's values.</div>
    </div>
  );
}

function CurvesControls({ s, edit }: { s: S; edit: Edit }) {
  const p = (k: ParamKey, label: string) => <ParamInput s={s} k={k} label={label} edit={edit} />;
  return (
    <>
      {p('amax', 'α_max: packets per RTT at low delay')}
      {p('amin', 'α_min: packets per RTT at d_m')}
      {p('bmax', `β_max, ${BETA_REMOVED_LABEL}: at high delay`)}
      {p('bmin', `β_min, ${BETA_REMOVED_LABEL}: at low delay`)}
      {p('eta1', 'η₁: d₁ = η₁·d_m (end of α = α_max)')}
      {p('eta2', 'η₂: d₂ = η₂·d_m (end of β = β_min)')}
      {p('eta3', 'η₃: d₃ = η₃·d_m (start of β = β_max)')}
      <SchemaInput
        schema={ILLINOIS_SCHEMA}
        spec={s}
        k="dm"
        label="d_m: largest queueing delay, ms"
        edit={edit}
      />
      <label className="check">
        <input
          type="checkbox"
          data-testid="control.overlay"
          checked={s.overlay}
          onChange={(e) => edit({ overlay: e.target.checked })}
        />{' '}
        draw the other variant too (dashed)
      </label>
      <details>
        <summary>Rules the curves do not draw: θ, W_thresh</summary>
        {p('theta', 'θ: RTTs below d₁ before α_max returns')}
        {p('wthresh', 'W_thresh: below it, α = 1 and β = ½ (packets)')}
      </details>
    </>
  );
}

function SmmControls({ s, edit }: { s: S; edit: Edit }) {
  const listed = s.rtt !== null && s.rtt.length > 1;
  return (
    <>
      <FieldInput<S>
        field={fieldOf(ILLINOIS_SCHEMA, 'n')}
        label={listed ? 'N: flows (from the RTT list)' : 'N: flows'}
        value={s.n}
        testid="control.n"
        // a new N keeps one shared RTT, else spreads N RTTs over 60…120 ms
        commit={(v) => edit({ n: v as number, rtt: s.rtt?.length === 1 ? s.rtt : null })}
      />
      <FieldInput<S>
        field={fieldOf(ILLINOIS_SCHEMA, 'rtt')}
        label="RTTs, ms (comma list; one value: all equal)"
        value={s.rtt}
        placeholder={rttsOf(s)
          .map((t) => sig(t, 4))
          .join(',')}
        clearable
        testid="control.rtt"
        commit={(v) => edit({ rtt: v as number[] | null })}
      />
      <ParamInput
        s={s}
        k="bmax"
        label={`β̂ = β_max, ${BETA_REMOVED_LABEL} at a back-off`}
        edit={edit}
      />
      <SchemaInput
        schema={ILLINOIS_SCHEMA}
        spec={s}
        k="events"
        label="congestion events per level"
        edit={edit}
      />
      <details>
        <summary>Warm-up, seed</summary>
        <SchemaInput
          schema={ILLINOIS_SCHEMA}
          spec={s}
          k="warmup"
          label="warm-up events (left out)"
          edit={edit}
        />
        <SchemaInput
          schema={ILLINOIS_SCHEMA}
          spec={s}
          k="seed"
          label="seed (the same for every level)"
          edit={edit}
        />
      </details>
      <div className="hint">
        α(t) drops out of the chain (Sec. 4.2): only β̂ = β_max and the RTTs matter here.
      </div>
    </>
  );
}

function LossyControls({ s, edit }: { s: S; edit: Edit }) {
  return (
    <>
      <ParamInput s={s} k="amax" label="α_max: packets per RTT at low delay" edit={edit} />
      <ParamInput s={s} k="bmin" label={`β_min, ${BETA_REMOVED_LABEL} at low delay`} edit={edit} />
      <SchemaInput
        schema={ILLINOIS_SCHEMA}
        spec={s}
        k="pd"
        label="p_d: a..b/k (log-spaced) or a list"
        edit={edit}
      />
      <SchemaInput
        schema={ILLINOIS_SCHEMA}
        spec={s}
        k="bdp"
        label="bandwidth-delay product, packets"
        edit={edit}
      />
      <ParamInput s={s} k="wthresh" label="W_thresh, packets" edit={edit} />
      <div className="hint">
        Sec. 5's model assumes the random losses keep the queue empty: dₐ ≈ 0, so α = α_max and β =
        β_min throughout.
      </div>
      <label className="check">
        <input
          type="checkbox"
          data-testid="control.sim"
          checked={s.sim}
          onChange={(e) => edit({ sim: e.target.checked })}
        />{' '}
        Fig. 14: the packet engine too
      </label>
      {s.sim && (
        <>
          <ParamInput s={s} k="eta1" label="η₁: d₁ = η₁·d_m (Sec. 6.3: 0.2)" edit={edit} />
          <ExperimentControls s={s} edit={edit} />
        </>
      )}
    </>
  );
}

/** The variant, then the parameters that matter in the view shown. */
export function IllinoisControls({ s, edit }: { s: S; edit: Edit }) {
  const warnings = paperRangeWarnings(illinoisParams(s));
  return (
    <section className="controls" data-testid="controls" aria-label="Scenario">
      <VariantPicker s={s} edit={edit} />
      {s.view === 'curves' && <CurvesControls s={s} edit={edit} />}
      {s.view === 'smm' && <SmmControls s={s} edit={edit} />}
      {s.view === 'lossy' && <LossyControls s={s} edit={edit} />}
      {s.view !== 'lossy' && packetView(s) !== null && <ExperimentControls s={s} edit={edit} />}
      {warnings.length > 0 && (
        <div className="hint" data-testid="illinois.warnings">
          Outside Sec. 3's ranges: {warnings.join('; ')}.
        </div>
      )}
    </section>
  );
}
