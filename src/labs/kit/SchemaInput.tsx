import type { ScenarioSchema } from '../../scenario/codec';
import { fieldOf } from '../../scenario/edit';
import { FieldInput } from './FieldInput';

interface Props<S extends object> {
  schema: ScenarioSchema<S>;
  spec: S;
  k: keyof S & string;
  label: string;
  edit: (changes: Partial<S>) => void;
  clearable?: boolean;
  placeholder?: string;
}

/** A text field bound to one parameter of a lab's schema (parsed as in a URL; errors inline). */
export function SchemaInput<S extends object>({
  schema,
  spec,
  k,
  label,
  edit,
  clearable,
  placeholder,
}: Props<S>) {
  return (
    <FieldInput<S>
      field={fieldOf(schema, k)}
      label={label}
      value={spec[k]}
      commit={(v) => edit({ [k]: v } as Partial<S>)}
      testid={`control.${k}`}
      clearable={clearable}
      placeholder={placeholder}
    />
  );
}
