import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUrl } from './read';
import { GOLDEN_URLS } from './urls';

const readings = GOLDEN_URLS.map(readUrl);
writeFileSync(join(import.meta.dirname, 'urls.json'), JSON.stringify(readings, null, 1) + '\n');
console.log(`recorded ${readings.length} links`);
