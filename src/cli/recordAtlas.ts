/**
 * `npm run atlas:record`: works out the findings of every link the atlas names, as `npm run sim`
 * does, and writes them to src/atlas/measured.json, what the atlas page shows. Run it after a
 * change that moves a link's numbers (tests/labs/<lab>/tryThis.test.ts says which).
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ATLAS } from '../atlas';
import { linkKey, type RecordedLink } from '../atlas/measured';
import { runAtlas } from '../atlas/run';

const out: Record<string, RecordedLink> = {};
const report = await runAtlas(ATLAS, availableParallelism(), (line) =>
  process.stderr.write(`${line}\n`),
);
for (const p of report.papers)
  for (const item of p.items)
    for (const l of item.links) out[linkKey(l)] = { query: l.query, findings: l.findings };
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
const file = fileURLToPath(new URL('../atlas/measured.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
process.stderr.write(`${Object.keys(sorted).length} links written to ${file}\n`);
