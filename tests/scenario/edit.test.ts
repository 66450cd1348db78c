import { describe, expect, it } from 'vitest';
import { editScenario, editSource } from '../../src/scenario/edit';
import { DUMBBELL_SPEC_SCHEMA } from '../../src/labs/dumbbell/sweep/definition';
import { decodeQuery } from '../../src/scenario/codec';

const base = decodeQuery(DUMBBELL_SPEC_SCHEMA, 'lab=dumbbell&n=4').scenario;

describe('editing a scenario through its schema', () => {
  it('changes one field and keeps the others', () => {
    const d = editScenario(DUMBBELL_SPEC_SCHEMA, base, { buffer: 50 });
    expect(d.problems).toEqual([]);
    expect(d.scenario).toEqual({ ...base, buffer: 50 });
  });
  it('applies the cross-field rules: a default the user never wrote gives way (a note)', () => {
    const d = editScenario(DUMBBELL_SPEC_SCHEMA, base, { warmup: 900 });
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['t', true]]);
    expect([d.scenario.warmup, d.scenario.t]).toEqual([900, 1800]);
  });
  it('and reports what they repaired when the user wrote both sides', () => {
    const short = editScenario(DUMBBELL_SPEC_SCHEMA, base, { t: 100 }).scenario;
    const d = editScenario(DUMBBELL_SPEC_SCHEMA, short, { warmup: 900 });
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['warmup', undefined]]);
    expect([d.scenario.warmup, d.scenario.t]).toEqual([50, 100]);
  });
  it('never reports a field the user did not write (it was at its default)', () => {
    // an edit starts from what the link writes: warmup, never written, shortens with t
    const d = editScenario(DUMBBELL_SPEC_SCHEMA, base, { t: 5 });
    expect(d.problems.every((p) => p.note)).toBe(true);
    expect(d.scenario.warmup).toBe(2.5);
    expect(editScenario(DUMBBELL_SPEC_SCHEMA, d.scenario, { t: 600 }).scenario.warmup).toBe(300);
  });
  it('clears a field back to absent, or to "none" where the default is a value', () => {
    const swept = editScenario(DUMBBELL_SPEC_SCHEMA, base, {
      sweep: { param: 'n', kind: 'range', from: 1, to: 3 },
    }).scenario;
    expect(swept.sweep).not.toBeNull();
    expect(editScenario(DUMBBELL_SPEC_SCHEMA, swept, { sweep: null }).scenario.sweep).toBeNull();
  });
  it('names the changed parameters for the notice', () => {
    expect(editSource(DUMBBELL_SPEC_SCHEMA, { buffer: 5 })).toBe('the buffer field');
    expect(editSource(DUMBBELL_SPEC_SCHEMA, { buffer: 5, n: 2 })).toBe('the buffer, n fields');
  });
});
