import { decodeEntries, writtenJson, type Decoded, type ScenarioSchema } from './codec';
import type { Field } from './fields';
import type { Problem } from './problems';

/**
 * Edits of a scenario from a page's controls, through the same schema as a URL: what the user
 * wrote (the link's parameters, writtenJson) with the changed values, decoded again, so that the
 * cross-field rules apply exactly as to a link, and what they repaired is reported. A field the
 * user never wrote stays unwritten: its default adapts to the edit instead of contradicting it.
 * A null value means "absent" (the field's `none` text where its default is a value).
 */
export function editScenario<S extends object>(
  schema: ScenarioSchema<S>,
  s: S,
  changes: Partial<S>,
): Decoded<S> {
  const json = writtenJson(schema, s);
  for (const [key, value] of Object.entries(changes) as [keyof S & string, unknown][]) {
    const f = fieldOf(schema, key);
    if (value === null || value === undefined) {
      const def = schema.defaults[key];
      if (f.none !== undefined && def !== null && def !== undefined) json[f.param] = f.none;
      else delete json[f.param];
    } else json[f.param] = f.json(value as S[keyof S]);
  }
  return decodeEntries(schema, Object.entries(json));
}

export function fieldOf<S>(schema: ScenarioSchema<S>, key: keyof S & string): Field<S> {
  const f = schema.fields.find((x) => x.key === key);
  if (!f) throw new Error(`${schema.lab}: no field ${key}`);
  return f;
}

/** The parameter names of the changed fields, for the notice's source ("the beta field"). */
export function editSource<S>(schema: ScenarioSchema<S>, changes: Partial<S>): string {
  const params = Object.keys(changes).map((k) => fieldOf(schema, k as keyof S & string).param);
  return params.length === 1 ? `the ${params[0]} field` : `the ${params.join(', ')} fields`;
}

/** Applies an edit and reports what the rules repaired: what a page's controls call. */
export function makeScenarioEdit<S extends object>(
  schema: ScenarioSchema<S>,
  s: S,
  apply: (next: S) => void,
  report: (problems: Problem[], source: string) => void,
): (changes: Partial<S>) => void {
  return (changes) => {
    const decoded = editScenario(schema, s, changes);
    report(decoded.problems, editSource(schema, changes));
    apply(decoded.scenario);
  };
}
