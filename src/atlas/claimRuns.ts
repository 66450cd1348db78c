import { parseArgs } from '../labs/kit/commandLine/args';
import type { Claim, Finding } from '../labs/kit/claim';
import { LABS, labById, type TryThis } from '../labs/registry';
import { queryEntries } from '../scenario/codec';

/**
 * A "try this" claim run as `npm run sim` runs its link: what the atlas's command line prints
 * (`atlas=000`) and what tests/labs/<lab>/tryThis.test.ts checks, from one piece of code.
 */

/**
 * The link's query with the claim's parameters in place of its own (the others kept, in order):
 * the run the claim is checked on.
 */
export function withParams(query: string, run: string): string {
  const own = queryEntries(query);
  const over = new Map(queryEntries(run));
  const out = own.map(([k, v]): [string, string] => [k, over.get(k) ?? v]);
  for (const [k, v] of over) if (!own.some(([key]) => key === k)) out.push([k, v]);
  // encoded as a link would be, with the sweeps' ':' ',' '/' left readable
  const text = (v: string) => encodeURIComponent(v).replace(/%3A|%2C|%2F/g, decodeURIComponent);
  return out.map(([k, v]) => `${k}=${text(v)}`).join('&');
}

/** What `npm run sim -- "<query>" [--path]` prints, parsed (sweeps on `workers` threads). */
async function report(query: string, path: boolean, workers: number): Promise<unknown> {
  const id = new Map(queryEntries(query)).get('lab') ?? LABS[0].id;
  const lab = labById(id);
  if (!lab) throw new Error(`no lab ${id} for ${query}`);
  const argv = [query, '--workers', String(workers), ...(path ? ['--path'] : [])];
  // Notes (defaults adapted to what the link wrote) are the claim's concern only through the report;
  // an impossible result (kit/impossible.ts) fails the link whatever its claim says.
  const impossible: string[] = [];
  const sink = { notes: () => {}, impossible: (f: readonly string[]) => impossible.push(...f) };
  const text = await (await lab.commandLine()).run(query, parseArgs(argv), sink);
  if (impossible.length > 0)
    throw new Error(`${query}: impossible result: ${impossible.join('; ')}`);
  return JSON.parse(text);
}

/** The claim's runs, as the command line prints them, and its findings on them. */
export async function findingsOf(t: TryThis & { claim: Claim }, workers = 1): Promise<Finding[]> {
  const main = await report(withParams(t.query, t.claim.run), t.claim.path, workers);
  const others: unknown[] = [];
  for (const q of t.claim.also) others.push(await report(q, false, workers));
  return t.claim.check([main, ...others]);
}
