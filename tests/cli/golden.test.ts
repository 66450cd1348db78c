import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN_CASES } from './golden/cases';
import { runCli, type GoldenOutput } from './golden/run';

const saved = JSON.parse(
  readFileSync(join(__dirname, 'golden', 'outputs.json'), 'utf8'),
) as GoldenOutput[];

describe('the command line prints what it printed when these outputs were saved', () => {
  it('has a saved output for every case', () => {
    expect(saved.map((o) => o.args)).toEqual(GOLDEN_CASES);
  });
  for (const expected of saved) {
    it(expected.args.join(' ').slice(0, 120), async () => {
      const got = await runCli(expected.args);
      expect(got.code).toBe(expected.code);
      expect(got.stderr).toBe(expected.stderr);
      expect(got.stdout).toBe(expected.stdout);
    });
  }
});
