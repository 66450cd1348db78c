import { decodeEntries, queryEntries, type Decoded, type ScenarioSchema } from '../scenario/codec';
import type { Problem } from '../scenario/problems';
import { show } from '../scenario/values';
import { refineSweep } from './refine';
import {
  isSweepLab,
  SWEEP_DEFAULTS,
  SWEEP_FIELDS,
  SWEEP_LABS,
  type SweepLab,
  type SweepSpec,
} from './spec';

/**
 * A sweep's URL form and JSON form, through the generic scenario codec: decoding never throws
 * (each bad value is replaced and reported), encoding omits defaults, and
 * decodeSweep(encodeSweepQuery(s)) gives back s.
 */
export const SWEEP_SCHEMAS = Object.fromEntries(
  SWEEP_LABS.map((lab) => [
    lab,
    {
      lab,
      version: 1,
      defaults: SWEEP_DEFAULTS[lab],
      fields: SWEEP_FIELDS,
      refine: refineSweep,
      aliases: policyAlias,
    },
  ]),
) as Record<SweepLab, ScenarioSchema<SweepSpec>>;

/**
 * `policy=` is read as a one-policy `policies=`, so that a Loss-policies link with a `sweep=` added
 * stays valid (in the browser's URL, in files and in the CLI alike).
 */
function policyAlias(
  entries: readonly [string, unknown][],
  problems: Problem[],
): [string, unknown][] {
  const policy = entries.find(([name]) => name === 'policy');
  if (!policy) return [...entries];
  const both = entries.some(([name]) => name === 'policies');
  if (both)
    problems.push({ param: 'policy', reason: 'policy and policies both given', used: 'policies' });
  return entries.flatMap((e) => (e !== policy ? [e] : both ? [] : [['policies', e[1]]]));
}

function fileEntries(text: string, problems: Problem[]): [string, unknown][] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    problems.push({
      param: '(file)',
      reason: `malformed JSON: ${(e as Error).message}`,
      used: 'the defaults',
    });
    return [];
  }
  if (data !== null && typeof data === 'object' && !Array.isArray(data))
    return Object.entries(data as Record<string, unknown>);
  problems.push({
    param: '(file)',
    reason: 'a sweep file must hold a JSON object',
    used: 'the defaults',
  });
  return [];
}

/**
 * Decodes a sweep from a URL, a query string or JSON text. The lab picks the defaults; without
 * one, `fallbackLab` is used.
 */
export function decodeSweep(input: string, fallbackLab: SweepLab = 'sockets'): Decoded<SweepSpec> {
  const problems: Problem[] = [];
  let entries = input.trim().startsWith('{') ? fileEntries(input, problems) : queryEntries(input);
  const labEntry = entries.find(([name]) => name === 'lab');
  let lab = fallbackLab;
  if (labEntry && isSweepLab(labEntry[1])) lab = labEntry[1];
  else if (labEntry) {
    problems.push({
      param: 'lab',
      reason: `${show(labEntry[1])} is not a lab with sweeps (${SWEEP_LABS.join(', ')})`,
      used: lab,
    });
    entries = entries.filter((e) => e !== labEntry);
  }
  const decoded = decodeEntries(SWEEP_SCHEMAS[lab], entries);
  decoded.scenario.lab = lab;
  return { scenario: decoded.scenario, problems: [...problems, ...decoded.problems] };
}

/** The URL text of one field's value, or null when it is the default (omitted). */
function fieldText(s: SweepSpec, key: keyof SweepSpec): string | null {
  const f = SWEEP_FIELDS.find((x) => x.key === key);
  if (!f || f.inactive?.(s as never)) return null;
  const v = s[key];
  const def = SWEEP_DEFAULTS[s.lab][key];
  // A field whose default is a value writes "none" for null (no sweep): omitting it would
  // mean the default sweep.
  if (v === null || v === undefined) return def === null || def === undefined ? null : 'none';
  const text = f.format(v);
  return def !== null && def !== undefined && f.format(def) === text ? null : text;
}

/** Query string (no "?"): the lab, then every parameter that differs from the lab's default. */
export function encodeSweepQuery(s: SweepSpec): string {
  const parts = [`lab=${s.lab}`];
  for (const f of SWEEP_FIELDS) {
    const text = fieldText(s, f.key);
    if (text === null) continue;
    parts.push(
      `${f.param}=${encodeURIComponent(text).replace(/%2C/g, ',').replace(/%2F/g, '/').replace(/%3A/g, ':')}`,
    );
  }
  return parts.join('&');
}

/** The sweep file: every parameter, defaults included, with the lab and the version. */
export function encodeSweepJson(s: SweepSpec): Record<string, unknown> {
  const out: Record<string, unknown> = { lab: s.lab, version: 1 };
  for (const f of SWEEP_FIELDS) {
    if (f.inactive?.(s as never)) continue;
    const v = s[f.key];
    if (v === null || v === undefined) {
      if (SWEEP_DEFAULTS[s.lab][f.key] !== null) out[f.param] = 'none';
      continue;
    }
    out[f.param] = f.json(v);
  }
  return out;
}
