import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LABS } from '../../src/labs/registry';
import { decodeQuery } from '../../src/scenario/codec';
import { withParams } from '../../src/atlas/claimRuns';

/**
 * Every "try this" link of every lab has a claim, and every lab runs its links' claims in
 * tests/labs/<lab>/tryThis.test.ts: a new link or a new lab without them fails here.
 */
describe('"try this" claims', () => {
  for (const lab of LABS) {
    it(`${lab.id}: every link is whole and has a claim whose run is a valid scenario of it`, () => {
      for (const t of lab.tryThis) {
        expect(t.claim, `${lab.id} / ${t.id} has no claim`).toBeDefined();
        // A ready-made link writes the scenario it shows whole: no note to read on a projector.
        expect(decodeQuery(lab.schema, t.query).problems, `${lab.id} / ${t.id}`).toEqual([]);
        const run = withParams(t.query, t.claim!.run);
        const { problems } = decodeQuery(lab.schema, run);
        // The claim's shorter run may adapt a default to what it changes (a note), never err.
        expect(
          problems.filter((p) => p.note !== true),
          `${lab.id} / ${t.id}: ${run}`,
        ).toEqual([]);
      }
    });

    it(`${lab.id}: tests/labs/${lab.id}/tryThis.test.ts runs the claims`, () => {
      const file = new URL(`./${lab.id}/tryThis.test.ts`, import.meta.url);
      expect(existsSync(file), `tests/labs/${lab.id}/tryThis.test.ts`).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`describeTryThis('${lab.id}'`);
    });
  }

  it('a claim run replaces the link’s parameters and keeps the rest', () => {
    expect(withParams('lab=dumbbell&n=10&buffer=5', 'buffer=20&t=100')).toBe(
      'lab=dumbbell&n=10&buffer=20&t=100',
    );
    expect(withParams('lab=sockets&sweep=n:1..100', '')).toBe('lab=sockets&sweep=n:1..100');
  });
});
