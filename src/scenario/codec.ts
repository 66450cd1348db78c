import type { Field } from './fields';
import { errorsOf, formatProblem, type Problem } from './problems';
import { show } from './values';

/** Everything a lab declares about its scenario; the codec derives the rest. */
export interface ScenarioSchema<S> {
  lab: string;
  version: number;
  defaults: S;
  fields: readonly Field<S>[];
  /**
   * Cross-field rules (list lengths, sums, conflicts). Receives a scenario whose fields are each
   * valid, and the set of fields the input gave (with a valid value); repairs `s` in place and
   * reports each repair: an error when it changes what the input gave, a note (Problem.note)
   * when a default gives way to it.
   */
  refine(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void;
  /**
   * Rewrites other spellings of parameters before decoding (a sweep reads `policy=x` as
   * `policies=x`), reporting any conflict. Applied to URLs and files alike.
   */
  aliases?(entries: readonly [string, unknown][], problems: Problem[]): [string, unknown][];
}

export interface Decoded<S> {
  scenario: S;
  problems: Problem[];
}

/**
 * Parameters of the app shell (display modes, the lecture being given), not of any scenario:
 * every lab ignores them.
 */
export const SHELL_PARAMS: readonly string[] = [
  'embed',
  'present',
  'theme',
  'compare',
  'lecture',
  'scene',
];

/**
 * Decodes (name, raw value) pairs through the schema. Never throws: each bad value falls back to
 * the default with a problem saying so; unknown parameters are ignored with a problem.
 */
export function decodeEntries<S extends object>(
  schema: ScenarioSchema<S>,
  entries: readonly [string, unknown][],
): Decoded<S> {
  const problems: Problem[] = [];
  const scenario = { ...schema.defaults };
  const given = new Set<keyof S>();
  const seen = new Set<string>();
  const byParam = new Map(schema.fields.map((f) => [f.param, f]));
  const named = schema.aliases ? schema.aliases(entries, problems) : entries;
  for (const [name, raw] of named) {
    if (name === '') {
      // "=5" in a query or "": 5 in a file: a value without a name (reported as such, not as "")
      problems.push({
        param: '(no name)',
        reason: `${show(raw)} has no parameter name`,
        used: 'ignored',
      });
      continue;
    }
    if (seen.has(name)) {
      problems.push({ param: name, reason: 'given more than once', used: 'the first value' });
      continue;
    }
    seen.add(name);
    if (name === 'lab') {
      if (raw !== schema.lab)
        problems.push({
          param: 'lab',
          reason: `${show(raw)} is not "${schema.lab}"`,
          used: schema.lab,
        });
      continue;
    }
    // `v` is the version unless the lab has a parameter of that name (paper 001's V)
    if ((name === 'v' && !byParam.has('v')) || name === 'version') {
      // Only a string or a number can name a version (String() of an object may throw).
      const given = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
      if (given !== String(schema.version))
        problems.push({
          param: name,
          reason: `version ${show(raw)} is not supported`,
          used: `version ${schema.version}`,
        });
      continue;
    }
    if (SHELL_PARAMS.includes(name)) continue;
    const field = byParam.get(name);
    if (!field) {
      problems.push({ param: name, reason: 'unknown parameter', used: 'ignored' });
      continue;
    }
    const parsed = field.parse(raw);
    // A bad value leaves its field at the default the problem names, which the rules may then
    // adapt like any default (a second message says to what).
    if (parsed.ok) {
      (scenario as Record<string, unknown>)[field.key] = parsed.value;
      given.add(field.key);
    } else {
      const def = schema.defaults[field.key];
      problems.push({
        param: name,
        reason: parsed.reason,
        used: def === null || def === undefined ? 'ignored' : `the default ${field.format(def)}`,
      });
    }
  }
  schema.refine(scenario, given, problems);
  return { scenario, problems };
}

/** Splits a query string into pairs. Accepts a whole URL, "?a=b&c=d" or "a=b&c=d". */
export function queryEntries(input: string): [string, string][] {
  let q = input.trim();
  const hash = q.indexOf('#');
  if (hash >= 0) q = q.slice(0, hash);
  const mark = q.indexOf('?');
  if (mark >= 0) q = q.slice(mark + 1);
  const out: [string, string][] = [];
  for (const part of q.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = eq >= 0 ? part.slice(0, eq) : part;
    const value = eq >= 0 ? part.slice(eq + 1) : '';
    out.push([decodeComponent(name), decodeComponent(value)]);
  }
  return out;
}

function decodeComponent(s: string): string {
  const plus = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus; // a stray "%" is kept as text; the field's parser then reports it
  }
}

export function decodeQuery<S extends object>(
  schema: ScenarioSchema<S>,
  input: string,
): Decoded<S> {
  return decodeEntries(schema, queryEntries(input));
}

/** Decodes a scenario file (JSON text); a malformed file gives the defaults and a problem. */
export function decodeJson<S extends object>(schema: ScenarioSchema<S>, text: string): Decoded<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const decoded = decodeEntries(schema, []);
    decoded.problems.unshift({
      param: '(file)',
      reason: `malformed JSON: ${(e as Error).message}`,
      used: 'the defaults',
    });
    return decoded;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const decoded = decodeEntries(schema, []);
    decoded.problems.unshift({
      param: '(file)',
      reason: 'a scenario file must hold a JSON object',
      used: 'the defaults',
    });
    return decoded;
  }
  return decodeEntries(schema, Object.entries(data as Record<string, unknown>));
}

/** A URL, a query string, or JSON text (starting with "{"). */
export function decodeInput<S extends object>(
  schema: ScenarioSchema<S>,
  input: string,
): Decoded<S> {
  return input.trim().startsWith('{') ? decodeJson(schema, input) : decodeQuery(schema, input);
}

/** A value in a query: percent-encoded, but for the separators that read well unencoded. */
export const encodeText = (text: string): string =>
  encodeURIComponent(text).replace(/%2C/g, ',').replace(/%2F/g, '/').replace(/%3A/g, ':');

/** What a null value of field `f` is written as (see Field.none), or null when it is omitted. */
function noneText<S>(f: Field<S>, def: unknown): string | null {
  return f.none !== undefined && def !== null && def !== undefined ? f.none : null;
}

/** Whether `s` holds a value of field `f` that differs from the default (a null as `none`). */
function differs<S extends object>(schema: ScenarioSchema<S>, f: Field<S>, s: S): boolean {
  if (f.inactive?.(s)) return false;
  const v = s[f.key];
  const def = schema.defaults[f.key];
  if (v === null || v === undefined) return noneText(f, def) !== null;
  return def === null || def === undefined || f.format(def) !== f.format(v);
}

/** A field's value as a scenario file holds it (a null as its `none` text). */
const jsonValue = <S>(f: Field<S>, v: S[keyof S]): unknown =>
  v === null || v === undefined ? f.none : f.json(v);

const sameScenario = <S extends object>(schema: ScenarioSchema<S>, a: S, b: S): boolean =>
  JSON.stringify(encodeJson(schema, a)) === JSON.stringify(encodeJson(schema, b));

/** A number, or a list of numbers: what a rule can derive from other numbers. */
const numeric = (v: unknown): boolean =>
  typeof v === 'number' || (Array.isArray(v) && v.every((x) => typeof x === 'number'));

/**
 * The fields that say what `s` is: those that differ from their defaults, less the numbers the
 * schema's rules would give anyway from the others (a default that gave way to what the user
 * wrote: a warm-up shortened to fit a short run, n = the length of a list). Leaving those out
 * keeps a link to what the user wrote, so that the default adapts again when that changes, and
 * its note stays a note. A choice (a queue, an algorithm, a view) stays written once made, even
 * where the rules would infer it.
 */
function writtenFields<S extends object>(schema: ScenarioSchema<S>, s: S): Field<S>[] {
  const decode = (fields: Field<S>[]) =>
    decodeEntries(
      schema,
      fields.map((x) => [x.param, jsonValue(x, s[x.key])]),
    );
  let kept = schema.fields.filter((f) => differs(schema, f, s));
  let errors = errorsOf(decode(kept).problems).length;
  // Later fields first: a derived value usually comes after what it derives from. A value an
  // error would repair to is still written (the link must not turn valid input into an error).
  for (const f of [...kept].reverse()) {
    if (!numeric(s[f.key])) continue;
    const trial = kept.filter((x) => x !== f);
    const decoded = decode(trial);
    const trialErrors = errorsOf(decoded.problems).length;
    if (trialErrors <= errors && sameScenario(schema, decoded.scenario, s)) {
      kept = trial;
      errors = trialErrors;
    }
  }
  return kept;
}

/**
 * What the user wrote of scenario `s` as a scenario file's entries (param: JSON value): what its
 * link holds. Edits start from it, so that a field the user never wrote stays unwritten (its
 * default may adapt, and a rule about it never turns into an error).
 */
export function writtenJson<S extends object>(
  schema: ScenarioSchema<S>,
  s: S,
): Record<string, unknown> {
  return Object.fromEntries(writtenFields(schema, s).map((f) => [f.param, jsonValue(f, s[f.key])]));
}

/**
 * Query string without the leading "?": the lab, then every parameter that differs from its
 * default and is not what the rules would derive from the others (see writtenFields).
 */
export function encodeQuery<S extends object>(schema: ScenarioSchema<S>, s: S): string {
  const parts = [`lab=${schema.lab}`];
  for (const f of writtenFields(schema, s)) {
    const v = s[f.key];
    const text = v === null || v === undefined ? (f.none as string) : encodeText(f.format(v));
    parts.push(`${f.param}=${text}`);
  }
  return parts.join('&');
}

/** The scenario file: every parameter, defaults included, with the lab and the version. */
export function encodeJson<S extends object>(
  schema: ScenarioSchema<S>,
  s: S,
): Record<string, unknown> {
  const out: Record<string, unknown> = { lab: schema.lab, version: schema.version };
  for (const f of schema.fields) {
    const v = s[f.key];
    if (f.inactive?.(s)) continue;
    if (v === null || v === undefined) {
      const none = noneText(f, schema.defaults[f.key]);
      if (none !== null) out[f.param] = none;
      continue;
    }
    out[f.param] = f.json(v);
  }
  return out;
}

export function describeProblems(problems: readonly Problem[]): string {
  return problems.map(formatProblem).join('\n');
}
