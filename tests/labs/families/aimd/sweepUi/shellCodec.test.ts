import { SWEEP_SCHEMAS } from '../sweepLabs';
import { describe, expect, it } from 'vitest';
import {
  editSource,
  editSweep,
  nMaxOf,
} from '../../../../../src/labs/families/aimd/sweepUi/sweepEdit';
import {
  decodeJson,
  decodeQuery,
  encodeJson,
  encodeQuery,
} from '../../../../../src/scenario/codec';
import {
  decodeSweep,
  encodeSweepJson,
  encodeSweepQuery,
} from '../../../../../src/labs/families/aimd/sweep';

const LINKS = [
  'lab=sockets',
  'lab=sockets&beta=0.5',
  'lab=sockets&sweep2=beta:0.3,0.5,0.8',
  'lab=sockets&policies=rate-independent,largest-rate&sweep=n:1..100&reps=3',
  'lab=sockets&sweep=n:1..4&reps=2&events=20000&warmup=100',
  'lab=sockets&policies=all&sweep=beta:0.1..0.9/9&n=5',
  'lab=insensitivity',
  'lab=insensitivity&n=2&sweep=none&policies=all',
  'lab=insensitivity&beta=0.8&sweep=sigma:1/8..7/8/7',
  'lab=sockets&sweep=none',
];

describe('the shell codec on the sweep schemas', () => {
  it('writes the same query as the CLI, sweep=none included', () => {
    for (const link of LINKS) {
      const spec = decodeSweep(link).scenario;
      expect(encodeQuery(SWEEP_SCHEMAS[spec.lab as keyof typeof SWEEP_SCHEMAS], spec), link).toBe(
        encodeSweepQuery(spec),
      );
    }
  });

  it('reads its own query and file back to the same sweep', () => {
    for (const link of LINKS) {
      const spec = decodeSweep(link).scenario;
      const schema = SWEEP_SCHEMAS[spec.lab as keyof typeof SWEEP_SCHEMAS];
      const q = decodeQuery(schema, encodeQuery(schema, spec));
      expect(q.problems, link).toEqual([]);
      expect(q.scenario, link).toEqual(spec);
      const json = encodeJson(schema, spec);
      expect(json, link).toEqual(encodeSweepJson(spec));
      expect(decodeJson(schema, JSON.stringify(json)).scenario, link).toEqual(spec);
    }
  });

  it('keeps the policy comparison a comparison (no sweep), not the default sigma sweep', () => {
    const spec = decodeSweep('lab=insensitivity&n=2&sweep=none&policies=all').scenario;
    expect(spec.sweep).toBeNull();
    const q = encodeQuery(SWEEP_SCHEMAS.insensitivity, spec);
    expect(q).toContain('sweep=none');
    expect(decodeQuery(SWEEP_SCHEMAS.insensitivity, q).scenario.sweep).toBeNull();
  });
});

describe('editSweep', () => {
  const base = decodeSweep('lab=sockets').scenario;

  it('applies a change through the schema', () => {
    const d = editSweep(base, { sweep: { param: 'n', kind: 'range', from: 1, to: 50 } });
    expect(d.problems).toEqual([]);
    expect(encodeSweepQuery(d.scenario)).toBe('lab=sockets&sweep=n:1..50');
    expect(nMaxOf(d.scenario)).toBe(50);
  });

  it('writes a removed first axis as none and a removed second axis as absent', () => {
    const none = editSweep(base, { sweep: null }).scenario;
    expect(none.sweep).toBeNull();
    expect(encodeSweepQuery(none)).toBe('lab=sockets&sweep=none');
    const fam = editSweep(base, {
      sweep2: { param: 'beta', kind: 'list', values: [0.3, 0.5] },
    }).scenario;
    expect(editSweep(fam, { sweep2: null }).scenario).toEqual(base);
  });

  it('reports what the cross-field rules repaired, as a link would', () => {
    const d = editSweep(base, {
      reps: 1000,
      sweep: { param: 'n', kind: 'range', from: 1, to: 100 },
    });
    expect(d.problems.map((p) => p.param)).toEqual(['reps']);
    expect(d.scenario.reps).toBe(100); // 200 points x 100 = 20,000 runs
    expect(editSource({ reps: 3 })).toBe('the reps field');
  });

  it('knows N_max only for a sweep of n from 1', () => {
    expect(nMaxOf(base)).toBe(20);
    expect(nMaxOf(decodeSweep('lab=sockets&sweep=n:5..9').scenario)).toBeNull();
    expect(nMaxOf(decodeSweep('lab=sockets&sweep=beta:0.3,0.5').scenario)).toBeNull();
  });
});
