import { useId, useState } from 'react';
import type { Field } from '../../scenario/fields';

interface Props<S> {
  field: Field<S>;
  label: string;
  value: S[keyof S];
  /** text shown when the value is absent (null) */
  placeholder?: string;
  commit: (value: S[keyof S] | null) => void;
  testid: string;
  /** allow clearing the field back to "absent" (null) */
  clearable?: boolean;
  width?: string;
}

/**
 * A text field bound to one schema field: the text is checked by the same parser as URLs and
 * files; a valid value is applied at once, an invalid one is explained under the field and not
 * applied (the run keeps the last valid value).
 */
export function FieldInput<S>({
  field,
  label,
  value,
  placeholder,
  commit,
  testid,
  clearable,
  width,
}: Props<S>) {
  const shown = value === null || value === undefined ? '' : field.format(value);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // A new scenario (preset, import, back button) replaces what is typed.
  const [previous, setPrevious] = useState(shown);
  if (previous !== shown) {
    setPrevious(shown);
    setText(shown);
    setError(null);
  }

  const onChange = (t: string) => {
    setText(t);
    if (t.trim() === '' && clearable) {
      setError(null);
      commit(null);
      return;
    }
    const parsed = field.parse(t);
    if (parsed.ok) {
      setError(null);
      if (field.format(parsed.value) !== shown) commit(parsed.value);
    } else setError(`${parsed.reason}; still using ${shown === '' ? 'none' : shown}`);
  };

  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-testid={testid}
        value={text}
        placeholder={placeholder}
        inputMode="decimal"
        style={width ? { width } : undefined}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          if (error) {
            setText(shown);
            setError(null);
          }
        }}
      />
      {error && (
        <div
          className="field-error"
          id={`${id}-error`}
          role="alert"
          data-testid={`${testid}.error`}
        >
          {error}
        </div>
      )}
    </div>
  );
}
