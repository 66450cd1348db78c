import { describe, expect, it } from 'vitest';
import { compileNetwork, solveEquilibrium, sourceTotals } from '../../../src/engines/fluid';
import { decodeQuery, encodeQuery } from '../../../src/scenario/codec';
import {
  addLink,
  addSource,
  applyDraft,
  draftOf,
  parseRoutesText,
  presetToCustom,
  rawOf,
  removeLink,
  removeSource,
  updateLink,
  updateSource,
} from '../../../src/labs/mptcp/customEdit';
import { CUSTOM_EXAMPLE, TRY_THIS } from '../../../src/labs/mptcp/presets';
import { MPTCP_SCHEMA, toNetwork, type MptcpScenario } from '../../../src/labs/mptcp/scenario';

const scenario = (q: string): MptcpScenario => decodeQuery(MPTCP_SCHEMA, q).scenario;
const example = scenario(`lab=mptcp&network=${encodeURIComponent(CUSTOM_EXAMPLE)}`);

const apply = (s: MptcpScenario, d: ReturnType<typeof draftOf>) => {
  const r = applyDraft(s, d);
  if (!r.ok) throw new Error(r.problems.map((p) => p.reason).join('; '));
  return r.scenario;
};

describe('the custom network editor', () => {
  it('round-trips a network through its draft unchanged', () => {
    const d = draftOf(example.network!);
    expect(d.links.map((l) => [l.id, l.c, l.d])).toEqual([
      ['l1', '10', '10'],
      ['l2', '10', '10'],
      ['l3', '4', '5'],
    ]);
    expect(d.sources.map((s) => [s.id, s.routes, s.n])).toEqual([
      ['mp', 'l1; l2 l3', ''],
      ['tcp1', 'l1', '2'],
      ['tcp3', 'l3', ''],
    ]);
    expect(apply(example, d)).toEqual(example);
  });

  it('adds a link: the scenario, hence the URL, changes', () => {
    const d = addLink(draftOf(example.network!));
    expect(d.links.at(-1)).toEqual({ id: 'l4', c: '10', d: '10' });
    const next = apply(example, d);
    expect(next.network!.links).toHaveLength(4);
    const q = encodeQuery(MPTCP_SCHEMA, next);
    expect(q).not.toBe(encodeQuery(MPTCP_SCHEMA, example));
    expect(decodeQuery(MPTCP_SCHEMA, q)).toEqual({ scenario: next, problems: [] });
  });

  it('edits sources: routes as text, copies, timing, algorithm', () => {
    let d = addSource(draftOf(example.network!));
    expect(d.sources.at(-1)).toMatchObject({ id: 's4', routes: 'l1', alg: '' });
    d = updateSource(d, 3, { routes: '2; 1, l3', alg: 'max', start: '10', stop: '50', n: '3' });
    const next = apply(example, d);
    expect(next.network!.sources[3]).toEqual({
      id: 's4',
      alg: 'max',
      routes: [{ links: ['l2'] }, { links: ['l1', 'l3'] }],
      start: 10,
      stop: 50,
      n: 3,
    });
    expect(parseRoutesText(' l1 ;; 2,3 ; ')).toEqual([['l1'], [2, 3]]);
  });

  it('keeps per-route RTTs while a source’s route text is unchanged', () => {
    const s = scenario(
      `lab=mptcp&network=${encodeURIComponent('{"links":[[10,10]],"sources":[{"routes":[{"links":[1],"rtt":35}]}]}')}`,
    );
    const d = updateLink(draftOf(s.network!), 0, { c: '20' });
    expect(apply(s, d).network!.sources[0].routes[0].rtt).toBe(35);
  });

  it('explains an invalid edit with the parser’s words and does not apply it', () => {
    const d0 = draftOf(example.network!);
    const cases: [ReturnType<typeof draftOf>, RegExp][] = [
      [updateLink(d0, 0, { c: 'fast' }), /link 1 capacity c .*"fast" is not a number/],
      [updateLink(d0, 2, { c: '-1' }), /must be > 0/],
      [removeLink(d0, 2), /there is no link "l3"/],
      [updateSource(d0, 1, { alg: 'tcp', routes: 'l1; l2' }), /tcp has exactly one route/],
      [updateSource(d0, 0, { routes: 'l9' }), /there is no link "l9"/],
      [updateSource(d0, 0, { start: '30', stop: '20' }), /stop must be after start/],
      [updateSource(d0, 2, { id: 'mp' }), /two sources are called "mp"/],
      [removeSource(removeSource(removeSource(d0, 0), 0), 0), /needs at least one source/],
    ];
    for (const [d, why] of cases) {
      const r = applyDraft(example, d);
      expect(r.ok, JSON.stringify(rawOf(d))).toBe(false);
      if (!r.ok) expect(r.problems.map((p) => p.reason).join('; ')).toMatch(why);
    }
  });

  it('names links l1, l2, … from 1, from a preset and when one is added (as the MulTCP editor)', () => {
    for (const q of ['lab=mptcp', 'lab=mptcp&net=friendliness', 'lab=mptcp&net=responsiveness']) {
      const d = draftOf(presetToCustom(scenario(q)));
      const names = d.links.map((_, k) => `l${k + 1}`);
      expect(d.links.map((l) => l.id)).toEqual(names);
      expect(addLink(d).links.map((l) => l.id)).toEqual([...names, `l${names.length + 1}`]);
    }
  });

  it('turns a preset into the same network, copies as one source with n', () => {
    for (const p of TRY_THIS.filter((t) => t.scenario.net !== 'custom')) {
      const custom = presetToCustom(p.scenario);
      const s = apply(p.scenario, draftOf(custom));
      expect(s.net).toBe('custom');
      const a = compileNetwork(toNetwork(p.scenario));
      const b = compileNetwork(toNetwork(s));
      expect(Array.from(b.cap)).toEqual(Array.from(a.cap));
      expect(Array.from(b.tau)).toEqual(Array.from(a.tau));
      expect(Array.from(b.start)).toEqual(Array.from(a.start));
      expect(b.algorithms.map((x) => x.spec)).toEqual(a.algorithms.map((x) => x.spec));
      const ta = sourceTotals(a, solveEquilibrium(a).x);
      const tb = sourceTotals(b, solveEquilibrium(b).x);
      tb.forEach((v, i) => expect(v).toBeCloseTo(ta[i], 6));
    }
    expect(presetToCustom(scenario('lab=mptcp')).sources).toEqual([
      { id: 'mp', routes: [{ links: ['l1'] }, { links: ['l2'] }], n: 5 },
      { id: 'sp', routes: [{ links: ['l2'] }], n: 5 },
    ]);
  });
});
