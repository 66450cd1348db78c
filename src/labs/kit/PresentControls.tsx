import { useId } from 'react';
import type { Field } from '../../scenario/fields';
import { FieldInput } from './FieldInput';
import './presentControls.css';

/** One parameter offered in presentation mode; with `choices`, a menu while its value is one. */
export interface PresentField<S> {
  key: keyof S & string;
  label: string;
  choices?: readonly string[];
  /** a choice's text in the menu (default: the choice) */
  names?: Readonly<Record<string, string>>;
}

interface Props<S> {
  fields: readonly PresentField<S>[];
  spec: S;
  fieldOf: (key: keyof S & string) => Field<S>;
  /** applies changes through the lab's schema, as its controls panel does */
  edit: (changes: Partial<S>) => void;
}

/**
 * The few parameters a lecturer changes in front of the class (N, β, the policy...), in one row
 * above the charts, for presentation mode, where the lab's controls panel is tucked away. Each is
 * bound to the lab's schema like the panel's own field (`present.<key>`), so a value is parsed,
 * checked and applied exactly as from the panel or a link.
 */
export function PresentControls<S>({ fields, spec, fieldOf, edit }: Props<S>) {
  return (
    <div
      className="present-controls"
      role="group"
      aria-label="Scenario"
      data-testid="present.controls"
    >
      {fields.map((f) => (
        <PresentInput key={f.key} f={f} spec={spec} field={fieldOf(f.key)} edit={edit} />
      ))}
    </div>
  );
}

function PresentInput<S>({
  f,
  spec,
  field,
  edit,
}: {
  f: PresentField<S>;
  spec: S;
  field: Field<S>;
  edit: (changes: Partial<S>) => void;
}) {
  const id = useId();
  const value = spec[f.key];
  const commit = (v: S[keyof S] | null) => edit({ [f.key]: v } as Partial<S>);
  const shown = value === null || value === undefined ? '' : field.format(value);
  if (f.choices && f.choices.includes(shown))
    return (
      <div className="field">
        <label htmlFor={id}>{f.label}</label>
        <select
          id={id}
          data-testid={`present.${f.key}`}
          value={shown}
          onChange={(e) => {
            const parsed = field.parse(e.target.value);
            if (parsed.ok) commit(parsed.value);
          }}
        >
          {f.choices.map((c) => (
            <option key={c} value={c}>
              {f.names?.[c] ?? c}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <FieldInput<S>
      field={field}
      label={f.label}
      value={value}
      commit={commit}
      testid={`present.${f.key}`}
    />
  );
}
