import { decodeQuery, encodeQuery, type ScenarioSchema } from '../../scenario/codec';
import type { Claim } from './claim';
import type { TryThis } from './contract';

/**
 * A "try this" link from the query as written: decoded strictly (a preset with a bad parameter
 * fails at load, in every test), kept as the canonical query the address bar will read, with the
 * claim its caption makes.
 */
export function tryThisLink<S extends object>(
  schema: ScenarioSchema<S>,
  link: { id: string; label: string; what: string; query: string; claim: Claim },
): TryThis & { scenario: S; claim: Claim } {
  const { scenario, problems } = decodeQuery(schema, link.query);
  if (problems.length > 0) throw new Error(`preset ${link.id}: ${problems[0].reason}`);
  return { ...link, scenario, query: encodeQuery(schema, scenario) };
}
