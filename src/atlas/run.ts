import type { Finding } from '../labs/kit/claim';
import { findingsOf } from './claimRuns';
import { ATLAS, atlasPaper, atlasTryThis } from './index';
import type { AtlasReport, MeasuredItem, MeasuredLink } from './report';
import type { AtlasItem, AtlasPaper } from './types';

/**
 * `npm run sim -- "atlas=000"`: every item of a paper (or of all five, `atlas=all`) with the
 * app's numbers worked out now: the findings of its links' claims, each run as `npm run sim`
 * runs the link. The page shows the same report, recorded (src/atlas/measured.json, which
 * tests/labs/<lab>/tryThis.test.ts holds to the engine's numbers). Node only (the labs' command
 * lines); the page reads report.ts.
 */

/** The papers `atlas=<value>` names: one id, several separated by commas, or `all`. */
export function atlasSelection(value: string): AtlasPaper[] {
  if (value === 'all') return [...ATLAS];
  return value.split(',').map((id) => {
    const paper = atlasPaper(id.trim());
    if (!paper) {
      const ids = ATLAS.map((p) => p.id).join(', ');
      throw new RangeError(`atlas: there is no paper "${id}" (papers: ${ids}, or all)`);
    }
    return paper;
  });
}

/** Findings by link ("lab/id"): a link several items name runs once. */
type Cache = Map<string, Promise<Finding[]>>;

async function measureItem(item: AtlasItem, workers: number, cache: Cache): Promise<MeasuredItem> {
  const links: MeasuredLink[] = [];
  for (const link of item.links) {
    const t = atlasTryThis(link);
    if (!t?.claim) throw new Error(`atlas ${item.id}: ${link.lab}/${link.id} has no claim`);
    const key = `${link.lab}/${link.id}`;
    if (!cache.has(key)) cache.set(key, findingsOf({ ...t, claim: t.claim }, workers));
    links.push({ lab: link.lab, id: link.id, query: t.query, findings: await cache.get(key)! });
  }
  const { id, label, caption, kind, paper, differs } = item;
  return { id, label, caption, kind, paper, differs, links };
}

/** The app's numbers for the papers, as the command line works them out. */
export async function runAtlas(
  papers: readonly AtlasPaper[],
  workers: number,
  progress: (line: string) => void = () => {},
): Promise<AtlasReport> {
  const out: AtlasReport = { papers: [] };
  const cache: Cache = new Map();
  for (const p of papers) {
    const items: MeasuredItem[] = [];
    for (const item of p.items) {
      progress(`paper ${p.id}, ${item.label}`);
      items.push(await measureItem(item, workers, cache));
    }
    out.papers.push({ id: p.id, title: p.title, items });
  }
  return out;
}
