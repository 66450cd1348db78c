import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUrl, type UrlReading } from './golden/read';
import { GOLDEN_URLS } from './golden/urls';

const saved = JSON.parse(
  readFileSync(join(__dirname, 'golden', 'urls.json'), 'utf8'),
) as UrlReading[];

describe('the shell reads links as it did when these readings were saved', () => {
  it('has a saved reading for every link', () => {
    expect(saved.map((r) => r.url)).toEqual(GOLDEN_URLS);
  });
  for (const expected of saved)
    it(expected.url || '(no query)', () => expect(readUrl(expected.url)).toEqual(expected));
});
