import { useState } from 'react';
import { POLICIES, POLICY_EXPLANATIONS, type PolicyName } from '../../../../engines/aimd/params';
import type { Problem } from '../../../../scenario/problems';
import type { SweepSpec } from '../sweep/spec';
import { FieldInput } from '../../../kit/FieldInput';
import { POLICY_COLORS } from './policies';
import { editSource, editSweep, sweepField, type SweepKey } from './sweepEdit';

/** Applies changes to the sweep through its schema, reports what the rules repaired. */
export type Edit = (changes: Partial<SweepSpec>) => void;

export function makeEdit(
  spec: SweepSpec,
  apply: (s: SweepSpec) => void,
  report: (problems: Problem[], source: string) => void,
): Edit {
  return (changes) => {
    const decoded = editSweep(spec, changes);
    report(decoded.problems, editSource(changes));
    apply(decoded.scenario);
  };
}

interface InputProps {
  spec: SweepSpec;
  k: SweepKey;
  label: string;
  edit: Edit;
  clearable?: boolean;
  placeholder?: string;
}

/** A text field bound to one of the sweep's parameters (parsed as in a URL; errors inline). */
export function SweepInput({ spec, k, label, edit, clearable, placeholder }: InputProps) {
  return (
    <FieldInput<SweepSpec>
      field={sweepField(k)}
      label={label}
      value={spec[k]}
      commit={(v) => edit({ [k]: v } as Partial<SweepSpec>)}
      testid={`control.${k}`}
      clearable={clearable}
      placeholder={placeholder}
    />
  );
}

/** One checkbox per policy (each a series); at least one stays checked. */
export function PolicyPicker({ spec, edit }: { spec: SweepSpec; edit: Edit }) {
  const [warning, setWarning] = useState<string | null>(null);
  const toggle = (p: PolicyName, on: boolean) => {
    const next = POLICIES.filter((q) => (q === p ? on : spec.policies.includes(q)));
    if (next.length === 0) {
      setWarning('keep at least one policy; nothing changed');
      return;
    }
    setWarning(null);
    edit({ policies: next });
  };
  return (
    <fieldset className="policies" data-testid="control.policies">
      <legend>Loss policies (one series each)</legend>
      {POLICIES.map((p) => (
        <label key={p} className="check" title={POLICY_EXPLANATIONS[p]}>
          <input
            type="checkbox"
            data-testid={`control.policy.${p}`}
            checked={spec.policies.includes(p)}
            onChange={(e) => toggle(p, e.target.checked)}
          />
          <span className="swatch" style={{ background: POLICY_COLORS[p] }} aria-hidden="true" />
          {p}
        </label>
      ))}
      {warning && (
        <div className="field-error" role="alert" data-testid="control.policies.error">
          {warning}
        </div>
      )}
    </fieldset>
  );
}

/** Replications, run length, warm-up, seed and the link: the settings every sweep has. */
export function RunSettings({ spec, edit }: { spec: SweepSpec; edit: Edit }) {
  return (
    <details>
      <summary>Replications, run length, seed, link</summary>
      <SweepInput
        spec={spec}
        k="reps"
        label="replications per point (95 % intervals)"
        edit={edit}
      />
      <SweepInput spec={spec} k="events" label="events per run" edit={edit} />
      <SweepInput spec={spec} k="warmup" label="warm-up events (left out)" edit={edit} />
      <SweepInput
        spec={spec}
        k="seed"
        label="seed (each run's seed is hashed from it)"
        edit={edit}
      />
      <SweepInput spec={spec} k="c" label="capacity c" edit={edit} />
      <SweepInput spec={spec} k="eta" label="η (increase per unit time)" edit={edit} />
    </details>
  );
}
