import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/labs/kit/claim';
import { labById } from '../../src/labs/registry';
import { findingsOf } from '../../src/atlas/claimRuns';
import { recordedLink } from '../../src/atlas/measured';

/** A finding as a line of a failure message. */
export const findingLine = (f: Finding) =>
  `${f.holds ? 'ok  ' : 'FAIL'} ${f.what}: ${f.value === null ? 'none' : f.value.toPrecision(5)} (${f.bound})`;

/**
 * One test per "try this" link of the lab: the claim's run through the command line's code, and
 * every finding of its check holding. The runs are those the claims name: the links themselves,
 * or some points of a sweep (the link's own numbers there), or a shorter run where the link's is
 * long (each claim says why that suffices).
 */
export function describeTryThis(labId: string, timeout = 600_000): void {
  const lab = labById(labId);
  if (!lab) throw new Error(`no lab ${labId}`);
  describe(`${lab.title}: every "try this" link keeps its promise`, () => {
    for (const t of lab.tryThis) {
      it(`${t.id}: ${t.label}`, { timeout }, async () => {
        const c = t.claim;
        expect(c, `"${t.id}" has no claim: its caption is checked by nothing`).toBeDefined();
        const findings = await findingsOf({ ...t, claim: c! });
        expect(findings.length, 'a claim checks at least one measure').toBeGreaterThan(0);
        const text = findings.map(findingLine).join('\n');
        expect(
          findings.every((f) => f.holds),
          `${t.id}: "${t.what}"\n${text}`,
        ).toBe(true);
        // the paper atlas shows these numbers recorded: they must be the engine's now
        const rec = recordedLink({ lab: labId, id: t.id });
        if (rec)
          expect(
            rec.findings,
            `${labId}/${t.id}: the atlas's numbers are stale (npm run atlas:record)`,
          ).toEqual(findings);
      });
    }
  });
}
