import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POLICIES } from '../../src/engines/aimd/params';
import {
  AIMD_DEFAULTS,
  AIMD_SCHEMA,
  type AimdScenario,
} from '../../src/labs/families/aimd/scenario';
import { decodePair, decodePairJson, encodePair, encodePairJson } from '../../src/scenario/pair';

const scenario = fc.record({
  n: fc.integer({ min: 2, max: 12 }),
  beta: fc.double({ min: 0.05, max: 0.95, noNaN: true }).map((b) => [b]),
  policy: fc.constantFrom(...POLICIES),
  seed: fc.integer({ min: 0, max: 1000 }),
  rtt: fc.option(
    fc.double({ min: 0.01, max: 1, noNaN: true }).map((r) => [r]),
    { nil: null },
  ),
  sigma: fc.option(fc.double({ min: 0.01, max: 0.99, noNaN: true }), { nil: null }),
});
const full = (over: Partial<AimdScenario>): AimdScenario => ({ ...AIMD_DEFAULTS, ...over });

describe('compare mode: two scenarios in one URL', () => {
  it('round trip: decodePair(encodePair(a, b)) gives back a and b, with no problem', () => {
    fc.assert(
      fc.property(scenario, scenario, (pa, pb) => {
        const a = full(pa);
        const b = full(pb);
        const decoded = decodePair(AIMD_SCHEMA, encodePair(AIMD_SCHEMA, a, b));
        expect(decoded.problems).toEqual([]);
        expect(decoded.a).toEqual(a);
        expect(decoded.b).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });
  it('B is A with the overrides: one differing parameter, one b. entry', () => {
    const a = full({ n: 4, policy: 'largest-rate' });
    const b = full({ n: 4, policy: 'beatdown' });
    expect(encodePair(AIMD_SCHEMA, a, b)).toBe(
      'lab=aimd&n=4&policy=largest-rate&compare=1&b.policy=beatdown',
    );
    const back = decodePair(
      AIMD_SCHEMA,
      '?lab=aimd&n=4&policy=largest-rate&compare=1&b.policy=beatdown',
    );
    expect(back.b?.n).toBe(4);
    expect(back.b?.policy).toBe('beatdown');
  });
  it("a bad override is B's problem, named with its prefix; A is untouched", () => {
    const d = decodePair(AIMD_SCHEMA, 'lab=aimd&n=5&compare=1&b.beta=7');
    expect(d.a.n).toBe(5);
    expect(d.b?.beta).toEqual([0.5]);
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0].param).toBe('b.beta');
  });
  it('without compare=1 there is no B, and stray overrides are reported', () => {
    const d = decodePair(AIMD_SCHEMA, 'lab=aimd&n=5&b.n=3');
    expect(d.b).toBeNull();
    expect(d.problems.map((p) => p.param)).toEqual(['b.n']);
  });
  it('an empty override unsets a parameter of A in B', () => {
    const d = decodePair(
      AIMD_SCHEMA,
      'lab=aimd&n=4&policy=rate-independent&sigma=0.25&compare=1&b.sigma=',
    );
    expect(d.a.sigma).toBe(0.25);
    expect(d.b?.sigma).toBeNull();
  });
});

describe("compare mode's file: both scenarios in one JSON file", () => {
  it('round trip: decodePairJson(encodePairJson(a, b)) gives back a and b, with no problem', () => {
    fc.assert(
      fc.property(scenario, scenario, (pa, pb) => {
        const a = full(pa);
        const b = full(pb);
        const text = JSON.stringify(encodePairJson(AIMD_SCHEMA, a, b));
        const decoded = decodePairJson(AIMD_SCHEMA, text);
        expect(decoded.problems).toEqual([]);
        expect(decoded.a).toEqual(a);
        expect(decoded.b).toEqual(b);
      }),
      { numRuns: 200 },
    );
  });
  it('a single scenario file reads as A alone; malformed files say "(file)"', () => {
    const single = decodePairJson(AIMD_SCHEMA, '{"lab": "aimd", "n": 7}');
    expect(single.a.n).toBe(7);
    expect(single.b).toBeNull();
    expect(single.problems).toEqual([]);
    expect(decodePairJson(AIMD_SCHEMA, '{"lab": ').problems[0].param).toBe('(file)');
    expect(decodePairJson(AIMD_SCHEMA, '[1, 2]').problems[0].param).toBe('(file)');
  });
  it("each side's problems are named with its side; a missing side is reported", () => {
    const d = decodePairJson(
      AIMD_SCHEMA,
      '{"lab": "aimd", "compare": {"a": {"n": 3}, "b": {"n": 3, "beta": 2}}, "extra": 1}',
    );
    expect(d.a.n).toBe(3);
    expect(d.b?.beta).toEqual([0.5]);
    expect(d.problems.map((p) => p.param)).toEqual(['extra', 'b.beta']);
    const half = decodePairJson(AIMD_SCHEMA, '{"lab": "aimd", "compare": {"a": {"n": 6}}}');
    expect(half.b).toEqual(half.a);
    expect(half.problems.map((p) => p.param)).toEqual(['compare.b']);
  });
});
