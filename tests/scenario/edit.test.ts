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
  it('applies the cross-field rules and reports what they repaired', () => {
    const d = editScenario(DUMBBELL_SPEC_SCHEMA, base, { warmup: 900 });
    expect(d.problems.map((p) => p.param)).toEqual(['warmup']);
    expect(d.scenario.warmup).toBe(300);
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
