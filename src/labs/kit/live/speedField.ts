import { encodeQuery, type ScenarioSchema } from '../../../scenario/codec';
import type { Field } from '../../../scenario/fields';
import { formatNumber } from '../../../format/numbers';
import { fail, ok, parseNumber, show, type Parsed } from '../../../scenario/values';

/** The parameter's name, the same in every lab. */
const SPEED = 'speed';

/** A speed as the URL writes it: a number, 'max', or a playback's name. */
const speedText = (speed: unknown): string =>
  typeof speed === 'number' ? formatNumber(speed) : String(speed);

/**
 * The `speed` parameter of a lab with a live run: one of its run bar's speeds, in the URL so that
 * a lecturer can fix in the link how fast it plays. The run's numbers do not depend on it (the
 * headline is worked out at the worker's pace whatever the speed): the command line reads and
 * ignores it, reports leave it out and a new speed never restarts a run (runSchema, runQuery).
 * `inactive`: where the lab has no live run (a sweep), so that it is not written there.
 */
export function speedField<S extends { speed: Speed }, Speed>(
  choices: readonly Speed[],
  help: string,
  inactive?: (s: S) => boolean,
): Field<S> {
  const list = choices.map(speedText).join(', ');
  return {
    key: SPEED,
    param: SPEED,
    help: `${help} (${list}; the numbers do not depend on it)`,
    parse(raw): Parsed<S[keyof S]> {
      const text =
        typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      const named = choices.find((c) => speedText(c) === text);
      if (named !== undefined) return ok(named as S[keyof S]);
      const n = parseNumber(raw);
      const valued = n.ok ? choices.find((c) => c === n.value) : undefined;
      if (valued !== undefined) return ok(valued as S[keyof S]);
      return fail(`${show(raw)} is not one of ${list}`);
    },
    format: speedText,
    json: (v) => v,
    ...(inactive ? { inactive } : {}),
  };
}

const runSchemas = new WeakMap<object, object>();

/**
 * The schema of what runs: the lab's without its `speed`, which says how the page plays a run and
 * not what runs. Reports echo their scenario through it (the same link at another speed prints
 * the same bytes), and the live run is keyed on it (runQuery). Scenario files keep the speed.
 */
export function runSchema<S>(schema: ScenarioSchema<S>): ScenarioSchema<S> {
  let out = runSchemas.get(schema) as ScenarioSchema<S> | undefined;
  if (!out) {
    out = { ...schema, fields: schema.fields.filter((f) => f.param !== SPEED) };
    runSchemas.set(schema, out);
  }
  return out;
}

/**
 * The live run's key: the scenario's canonical query without its speed. A new speed goes to the
 * running run (useLiveRun) instead of starting a new one.
 */
export const runQuery = <S extends object>(schema: ScenarioSchema<S>, s: S): string =>
  encodeQuery(runSchema(schema), s);
