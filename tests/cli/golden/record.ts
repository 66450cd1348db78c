import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDEN_CASES } from './cases';
import { runCli, type GoldenOutput } from './run';

const outputs: GoldenOutput[] = [];
for (const args of GOLDEN_CASES) outputs.push(await runCli(args));
writeFileSync(join(import.meta.dirname, 'outputs.json'), JSON.stringify(outputs, null, 1) + '\n');
console.log(`recorded ${outputs.length} command lines`);
