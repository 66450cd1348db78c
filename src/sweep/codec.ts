import {
  decodeEntries,
  encodeJson,
  encodeQuery,
  queryEntries,
  type Decoded,
} from '../scenario/codec';
import type { Problem } from '../scenario/problems';
import { show } from '../scenario/values';
import type { PointResultCore, SweepCore, SweepDefinition } from './spec';

/**
 * A sweep's URL and JSON forms, through the generic scenario codec and the lab's schema: decoding
 * never throws (each bad value is replaced and reported), encoding omits defaults, and
 * decodeSweep(encodeSweepQuery(s)) gives back s.
 */

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
 * Decodes a sweep from a URL, a query string or JSON text. The lab picks the defaults (one of the
 * definition's labs); without one, `fallbackLab` is used.
 */
export function decodeSweep<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  input: string,
  fallbackLab: string = def.labs[0],
): Decoded<S> {
  const problems: Problem[] = [];
  let entries = input.trim().startsWith('{') ? fileEntries(input, problems) : queryEntries(input);
  const labEntry = entries.find(([name]) => name === 'lab');
  let lab = fallbackLab;
  if (labEntry && typeof labEntry[1] === 'string' && def.labs.includes(labEntry[1]))
    lab = labEntry[1];
  else if (labEntry) {
    problems.push({
      param: 'lab',
      reason: `${show(labEntry[1])} is not a lab with sweeps (${def.labs.join(', ')})`,
      used: lab,
    });
    entries = entries.filter((e) => e !== labEntry);
  }
  const decoded = decodeEntries(def.schema(lab), entries);
  decoded.scenario.lab = lab;
  return { scenario: decoded.scenario, problems: [...problems, ...decoded.problems] };
}

/** Query string (no "?"): the lab, then every parameter that differs from the lab's default. */
export const encodeSweepQuery = <S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  s: S,
): string => encodeQuery(def.schema(s.lab), s);

/** The sweep file: every parameter, defaults included, with the lab and the version. */
export const encodeSweepJson = <S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  s: S,
): Record<string, unknown> => encodeJson(def.schema(s.lab), s);
