import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, type GoldenOutput } from './run';

/**
 * Re-records the saved outputs of the cases whose first argument is one of the command line's
 * arguments (npx tsx tests/cli/golden/rerecord.ts --help), leaving the others as they were.
 */
const file = join(import.meta.dirname, 'outputs.json');
const saved = JSON.parse(readFileSync(file, 'utf8')) as GoldenOutput[];
const wanted = new Set(process.argv.slice(2));
let count = 0;
for (let k = 0; k < saved.length; k++) {
  if (!wanted.has(saved[k].args[0])) continue;
  saved[k] = await runCli(saved[k].args);
  count++;
}
writeFileSync(file, JSON.stringify(saved, null, 1) + '\n');
console.log(`re-recorded ${count} command lines`);
