import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LABS, type LabDefinition } from '../../src/labs/registry';
import {
  decodeEntries,
  encodeJson,
  encodeQuery,
  queryEntries,
  writtenJson,
} from '../../src/scenario/codec';
import { editScenario } from '../../src/scenario/edit';
import type { Field } from '../../src/scenario/fields';
import type { Problem } from '../../src/scenario/problems';

/**
 * "Only what the user wrote can be an error", in every lab: a link that writes a few valid values
 * gets errors about those parameters only (a default that conflicts with them gives way, with a
 * note); the link the page writes back reads as the same scenario, with notes only about what it
 * leaves out; and an edit from the page reports errors only about what the link wrote or what the
 * edit changed.
 */

type AnyLab = LabDefinition<object>;

/** Numbers of every size, lists, and words some parameters take. */
const POOL = [
  ...['0', '1', '2', '3', '4', '5', '7', '10', '20', '30', '50', '100', '300', '600', '1000'],
  ...['1e4', '1e5', '1e6', '0.5', '0.3', '0.1', '0.05', '0.01', '0.001', '0.9'],
  ...['1,2', '1,2,3', '0.5,0.6', '10,20,30', 'inf', 'none', 'bdp', 'all', 'never'],
  ...['n:1..5', 'n:1,2', 'rtt:10,20', 'sigma:0.2,0.4', 'events:50,1000', 'rwnd:1..10'],
];

/** The names a choice accepts, read from its own message for a value it does not. */
function choices<S>(f: Field<S>): string[] {
  const r = f.parse('\u0000');
  const m = r.ok ? null : /is not one of ([^(]*)/.exec(r.reason);
  return m ? m[1].split(', ').map((x) => x.trim()) : [];
}

/** Each parameter's candidate values (as a URL writes them) that its own field accepts. */
function candidates(lab: AnyLab): { param: string; values: string[] }[] {
  const seen = new Map<string, Set<string>>();
  for (const l of LABS)
    for (const t of l.tryThis)
      for (const [k, v] of queryEntries(t.query)) seen.set(k, (seen.get(k) ?? new Set()).add(v));
  return lab.schema.fields
    .map((f) => ({
      param: f.param,
      values: [...new Set([...POOL, ...choices(f), ...(seen.get(f.param) ?? [])])].filter(
        (v) => f.parse(v).ok,
      ),
    }))
    .filter((c) => c.values.length > 0);
}

/** A link writing one to three parameters of the lab, each with a value its field accepts. */
const linkOf = (table: { param: string; values: string[] }[]) =>
  fc.uniqueArray(
    fc
      .tuple(fc.nat(table.length - 1), fc.nat(1000))
      .map(([k, v]): [string, string] => [
        table[k].param,
        table[k].values[v % table[k].values.length],
      ]),
    { minLength: 1, maxLength: 3, selector: ([param]) => param },
  );

/** Whether an error is about a parameter the input wrote (a lone sweep2 is read as sweep). */
function aboutWritten(p: Problem, written: ReadonlySet<string>): boolean {
  return written.has(p.param) || (p.param === 'sweep' && written.has('sweep2'));
}

const errors = (ps: readonly Problem[]) => ps.filter((p) => !p.note);

describe.each(LABS.map((lab) => [lab.id, lab] as const))('%s', (_id, lab) => {
  const table = candidates(lab);

  it('has candidate values for its parameters, its choices among them', () => {
    expect(table.length).toBeGreaterThan(lab.schema.fields.length / 2);
  });

  it('a link errs only about what it writes; what it leaves out adapts, with notes', () => {
    fc.assert(
      fc.property(linkOf(table), (entries) => {
        const d = decodeEntries(lab.schema, entries);
        const written = new Set(entries.map(([k]) => k));
        for (const p of errors(d.problems))
          expect(aboutWritten(p, written), `${JSON.stringify(entries)}: ${JSON.stringify(p)}`).toBe(
            true,
          );
        for (const p of d.problems.filter((x) => x.note))
          expect(written.has(p.param), `note on a written parameter: ${JSON.stringify(p)}`).toBe(
            false,
          );
      }),
      { numRuns: 150 },
    );
  });

  it('the link the page writes back reads as the same scenario, noting only what it leaves out', () => {
    fc.assert(
      fc.property(linkOf(table), (entries) => {
        const s = decodeEntries(lab.schema, entries).scenario;
        const query = encodeQuery(lab.schema, s);
        const back = decodeEntries(lab.schema, queryEntries(query));
        // (compared as files: a value of a field with no effect there is neither written nor read)
        expect(encodeJson(lab.schema, back.scenario), query).toEqual(encodeJson(lab.schema, s));
        const inQuery = new Set(queryEntries(query).map(([k]) => k));
        for (const p of back.problems)
          expect(p.note === true && !inQuery.has(p.param), `${query}: ${JSON.stringify(p)}`).toBe(
            true,
          );
      }),
      { numRuns: 100 },
    );
  });

  it('an edit from the page errs only about what the link wrote or the edit changed', () => {
    fc.assert(
      fc.property(linkOf(table), fc.nat(table.length - 1), fc.nat(1000), (entries, k, v) => {
        const s = decodeEntries(lab.schema, entries).scenario;
        const field = lab.schema.fields.find((f) => f.param === table[k].param) as Field<object>;
        const parsed = field.parse(table[k].values[v % table[k].values.length]);
        if (!parsed.ok) return;
        const edit = editScenario(lab.schema, s, { [field.key]: parsed.value });
        const written = new Set([...Object.keys(writtenJson(lab.schema, s)), field.param]);
        for (const p of errors(edit.problems))
          expect(
            aboutWritten(p, written),
            `${field.param} on ${JSON.stringify(entries)}: ${JSON.stringify(p)}`,
          ).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
