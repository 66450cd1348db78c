import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TextTraceReader } from '../../src/trace/text/reader';
import type { TraceResult } from '../../src/trace/types';

/** A recorded trace of tests/fixtures/traces (README.md there says how each was made). */
export const fixturePath = (name: string): string =>
  join(__dirname, '..', 'fixtures', 'traces', name);

export const fixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');

/** The text through a reader in chunks of `size` characters (chunks end anywhere). */
export function readText(reader: TextTraceReader, text: string, size = text.length): TraceResult {
  for (let k = 0; k < text.length; k += Math.max(size, 1)) reader.push(text.slice(k, k + size));
  return reader.finish();
}
