import {
  decodeEntries,
  decodeJson,
  encodeJson,
  encodeQuery,
  queryEntries,
  writtenJson,
  type ScenarioSchema,
} from './codec';
import type { Problem } from './problems';

/**
 * Two scenarios of one lab in one URL, for compare mode: scenario A is written as usual, and
 * `compare=1` plus `b.<param>=<value>` says how scenario B differs from A (an empty value means
 * "B leaves this parameter unset"). The pair stays readable and short: usually one override.
 */
export const PAIR_PREFIX = 'b.';

export interface DecodedPair<S> {
  a: S;
  /** null when the URL is not in compare mode */
  b: S | null;
  problems: Problem[];
}

export function decodePair<S extends object>(
  schema: ScenarioSchema<S>,
  input: string,
): DecodedPair<S> {
  const entries = queryEntries(input);
  const own = entries.filter(([k]) => !k.startsWith(PAIR_PREFIX));
  const overrides = entries
    .filter(([k]) => k.startsWith(PAIR_PREFIX))
    .map(([k, v]) => [k.slice(PAIR_PREFIX.length), v] as const);
  const compare = entries.find(([k]) => k === 'compare');
  const on = compare !== undefined && compare[1] !== '0' && compare[1] !== 'false';
  const a = decodeEntries(schema, own);
  if (!on) {
    const ignored: Problem[] = overrides.map(([k]) => ({
      param: PAIR_PREFIX + k,
      reason: 'only read in compare mode (compare=1)',
      used: 'ignored',
    }));
    return { a: a.scenario, b: null, problems: [...a.problems, ...ignored] };
  }
  // B starts from what A's link writes, then takes the overrides: a parameter neither wrote
  // keeps its default (adapted to B's values where it has to be).
  const base = writtenJson(schema, a.scenario);
  for (const [k, v] of overrides) {
    if (v === '') delete base[k];
    else base[k] = v;
  }
  const b = decodeEntries(schema, Object.entries(base));
  // A is valid by now, so whatever B's decoding objects to comes from the overrides.
  const renamed = b.problems.map((p) => ({ ...p, param: PAIR_PREFIX + p.param }));
  return { a: a.scenario, b: b.scenario, problems: [...a.problems, ...renamed] };
}

/** The text of each parameter a scenario's link writes (see writtenJson). */
function writtenText<S extends object>(schema: ScenarioSchema<S>, s: S): Map<string, string> {
  const json = writtenJson(schema, s);
  const out = new Map<string, string>();
  for (const f of schema.fields) {
    if (!(f.param in json)) continue;
    const v = s[f.key];
    // (a null written as the field's `none` text is a value here: it differs from "unset")
    out.set(f.param, v === null || v === undefined ? String(json[f.param]) : f.format(v));
  }
  return out;
}

/** A's query, then `compare=1` and how B's link differs from A's. */
export function encodePair<S extends object>(schema: ScenarioSchema<S>, a: S, b: S): string {
  const ta = writtenText(schema, a);
  const tb = writtenText(schema, b);
  const parts = [encodeQuery(schema, a), 'compare=1'];
  for (const f of schema.fields) {
    const va = ta.get(f.param) ?? null;
    const vb = tb.get(f.param) ?? null;
    if (va === vb) continue;
    const text =
      vb === null ? '' : encodeURIComponent(vb).replace(/%2C/g, ',').replace(/%2F/g, '/');
    parts.push(`${PAIR_PREFIX}${f.param}=${text}`);
  }
  return parts.join('&');
}

/**
 * The pair's file: `{"lab", "version", "compare": {"a": A's file, "b": B's file}}`. Each side is
 * a whole scenario file, so either can be read alone.
 */
export function encodePairJson<S extends object>(
  schema: ScenarioSchema<S>,
  a: S,
  b: S,
): Record<string, unknown> {
  return {
    lab: schema.lab,
    version: schema.version,
    compare: { a: encodeJson(schema, a), b: encodeJson(schema, b) },
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads a scenario file or a pair's file (see encodePairJson); b is null for a single scenario.
 * Never throws: a malformed file gives the defaults and a problem on "(file)".
 */
export function decodePairJson<S extends object>(
  schema: ScenarioSchema<S>,
  text: string,
): DecodedPair<S> {
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    // decodeJson reports it
  }
  const pair = isObject(data) && isObject(data.compare) ? data.compare : null;
  if (!isObject(data) || pair === null) {
    const single = decodeJson(schema, text);
    return { a: single.scenario, b: null, problems: single.problems };
  }
  const problems: Problem[] = [];
  const side = (key: 'a' | 'b'): S => {
    const raw = pair[key];
    if (!isObject(raw)) {
      problems.push({
        param: `compare.${key}`,
        reason: 'a pair file holds both scenarios as JSON objects',
        used: key === 'a' ? 'the defaults' : 'a copy of A',
      });
      return key === 'a' ? decodeEntries(schema, []).scenario : sideA;
    }
    // The pair's lab and version apply to both sides unless a side says otherwise.
    const shared = Object.entries(data).filter(([k]) => k === 'lab' || k === 'version');
    const entries = Object.entries({ ...Object.fromEntries(shared), ...raw });
    const decoded = decodeEntries(schema, entries);
    problems.push(...decoded.problems.map((p) => ({ ...p, param: `${key}.${p.param}` })));
    return decoded.scenario;
  };
  const sideA = side('a');
  for (const k of Object.keys(data))
    if (k !== 'lab' && k !== 'version' && k !== 'compare')
      problems.push({ param: k, reason: 'unknown parameter in a pair file', used: 'ignored' });
  return { a: sideA, b: side('b'), problems };
}
