import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkParams, POLICIES } from '../../src/engines/aimd/params';
import {
  AIMD_DEFAULTS,
  AIMD_SCHEMA,
  MAX_EVENTS,
  toParams,
  type AimdScenario,
} from '../../src/labs/families/aimd/scenario';
import {
  decodeInput,
  decodeJson,
  decodeQuery,
  encodeJson,
  encodeQuery,
  queryEntries,
} from '../../src/scenario/codec';
import type { Problem } from '../../src/scenario/problems';
import { AIMD_SPEEDS } from '../../src/labs/families/aimd/speeds';

const FRAGMENTS = [
  ...['n=', 'c=', 'beta=', 'eta=', 'rtt=', 'weights=', 'sigma=', 'p=', 'x0=', 'seed='],
  ...['events=', 'warmup=', 'policy=', 'lab=aimd', 'v=1', 'embed=1', '=', '?', '#'],
  ...['policy=largest-rate', 'policy=beatdown', 'policy=independent', '0', '1', '2', '0.5'],
  ...['1e308', '-1', '1e-9', '1/8', '1/0', '100000', '1e13', 'NaN', 'abc', ',', '&', '%'],
  ...['%2C', '%ZZ', '+', ' ', '{', '}', '[', ']', ':', '"', '"n"', '"beta"', '"x0"', 'null'],
];
const fragmentString = fc
  .array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 })
  .map((parts) => parts.join(''));

/** Any code points, lone surrogates included (cheaper to generate than fc.string({ unit: 'binary' })). */
const fullUnicode = fc
  .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 40 })
  .map((cps) => String.fromCodePoint(...cps));

/** JSON objects with the lab's keys and arbitrary JSON values. */
const KEYS = ['lab', 'version', 'n', 'c', 'beta', 'eta', 'rtt', 'weights', 'sigma', 'p', 'x0'];
const jsonText = fc
  .dictionary(fc.constantFrom(...KEYS, 'seed', 'events', 'warmup', 'policy', 'foo'), fc.jsonValue())
  .map((o) => JSON.stringify(o));

function expectUsable(input: string): void {
  const { scenario, problems } = decodeInput(AIMD_SCHEMA, input);
  expect(checkParams(toParams(scenario))).toEqual([]);
  for (const p of problems) expectWellFormed(p);
}

function expectWellFormed(p: Problem): void {
  expect(p.param, JSON.stringify(p)).not.toBe('');
  expect(p.reason, JSON.stringify(p)).not.toBe('');
  expect(p.used, JSON.stringify(p)).not.toBe('');
}

// A valid scenario: per-flow lists of length 1 or n within the declared ranges, and the
// cross-field rules (x0 sum <= c, warmup < events, rtt only with the default eta, weights or
// sigma but not both, sigma only with n >= 2, at least one positive p).
const inRange = (min: number, max: number, open = false) =>
  fc.double({ min, max, minExcluded: open, maxExcluded: open, noNaN: true });
const perFlow = (n: number, item: fc.Arbitrary<number>) =>
  fc.oneof(
    fc.array(item, { minLength: 1, maxLength: 1 }),
    fc.array(item, { minLength: n, maxLength: n }),
  );
const expandedSum = (v: number[], n: number) =>
  (v.length === 1 ? new Array<number>(n).fill(v[0]) : v).reduce((a, b) => a + b, 0);

const validScenario: fc.Arbitrary<AimdScenario> = fc
  .record({ n: fc.integer({ min: 1, max: 20 }), c: inRange(1e-9, 1e15) })
  .chain(({ n, c }) =>
    fc.record({
      n: fc.constant(n),
      c: fc.constant(c),
      beta: perFlow(n, inRange(0, 1, true)),
      eta: perFlow(n, inRange(1e-9, 1e15)),
      rtt: fc.option(perFlow(n, inRange(1e-6, 1e4))),
      policy: fc.constantFrom(...POLICIES),
      weights: fc.option(perFlow(n, fc.oneof(inRange(0, 1e300), fc.constant(0)))),
      sigma: fc.option(inRange(0, 1, true)),
      p: perFlow(n, inRange(0, 1)),
      x0: perFlow(n, inRange(0, 1)).map((f) => f.map((x) => (x * c) / n)),
      seed: fc.integer({ min: 0, max: 0xffffffff }),
      events: fc.integer({ min: 1, max: MAX_EVENTS }),
      warmupFraction: inRange(0, 1, true),
      speed: fc.constantFrom(...AIMD_SPEEDS.choices),
    }),
  )
  .map(({ warmupFraction, ...s }) => ({
    ...s,
    eta: s.rtt === null ? s.eta : AIMD_DEFAULTS.eta,
    sigma: s.n >= 2 && s.weights === null ? s.sigma : null,
    warmup: Math.floor(warmupFraction * s.events),
  }))
  .filter(
    (s) =>
      s.warmup < s.events &&
      s.p.some((x) => x > 0) &&
      expandedSum(s.x0, s.n) <= s.c &&
      (s.weights === null ||
        (expandedSum(s.weights, s.n) > 0 && Number.isFinite(expandedSum(s.weights, s.n)))),
  );

describe('decodeInput never fails', () => {
  it('returns an engine-valid scenario and well-formed problems for any string', () => {
    fc.assert(fc.property(fc.string(), expectUsable), { numRuns: 300 });
  });

  it('returns an engine-valid scenario for any full-Unicode string', () => {
    fc.assert(fc.property(fullUnicode, expectUsable), { numRuns: 300 });
  });

  it('returns an engine-valid scenario for strings built from plausible fragments', () => {
    fc.assert(fc.property(fragmentString, expectUsable), { numRuns: 1000 });
  });

  it('returns an engine-valid scenario for any JSON object with the lab keys', () => {
    fc.assert(fc.property(jsonText, expectUsable), { numRuns: 500 });
  });
});

describe('encode then decode', () => {
  it('generated scenarios are valid for the engine (sanity check of the generator)', () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        expect(checkParams(toParams(s))).toEqual([]);
      }),
    );
  });

  it('decodeQuery(encodeQuery(s)) gives back exactly s, with no errors', () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const query = encodeQuery(AIMD_SCHEMA, s);
        const decoded = decodeQuery(AIMD_SCHEMA, query);
        expect(decoded.scenario).toEqual(s);
        // what the link leaves out the rules derive (n from the lists, the warm-up of a short
        // run): notes about parameters it does not write, never errors
        const written = new Set(queryEntries(query).map(([k]) => k));
        for (const p of decoded.problems) {
          expect(p.note, JSON.stringify(p)).toBe(true);
          expect(written.has(p.param), JSON.stringify(p)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('decodeJson(JSON.stringify(encodeJson(s))) gives back exactly s, with no problems', () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const text = JSON.stringify(encodeJson(AIMD_SCHEMA, s));
        const decoded = decodeJson(AIMD_SCHEMA, text);
        expect(decoded.problems).toEqual([]);
        expect(decoded.scenario).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('a whole URL with the encoded query decodes to the same scenario', () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const url = `https://example.org/lab/?${encodeQuery(AIMD_SCHEMA, s)}#results`;
        expect(decodeInput(AIMD_SCHEMA, url).scenario).toEqual(s);
      }),
      { numRuns: 100 },
    );
  });
});

describe('encodeQuery', () => {
  it('encodes the default scenario to exactly "lab=aimd"', () => {
    expect(encodeQuery(AIMD_SCHEMA, AIMD_DEFAULTS)).toBe('lab=aimd');
  });

  it('writes only the parameters that differ from their defaults', () => {
    const s = { ...AIMD_DEFAULTS, n: 4, beta: [0.5, 0.5, 0.7, 0.5], seed: 2 };
    expect(encodeQuery(AIMD_SCHEMA, s)).toBe('lab=aimd&beta=0.5,0.5,0.7,0.5&seed=2');
    expect(encodeQuery(AIMD_SCHEMA, { ...s, beta: [0.3] })).toBe('lab=aimd&n=4&beta=0.3&seed=2');
  });

  it('leaves out what the rules derive from what it writes, and nothing else', () => {
    // n from the list's length; the warm-up of a short run; the capacity the initial rates fill
    const s = { ...AIMD_DEFAULTS, n: 2, x0: [1, 2], c: 3, events: 50, warmup: 5 };
    const query = encodeQuery(AIMD_SCHEMA, s);
    expect(query).toBe('lab=aimd&x0=1,2&events=50');
    const back = decodeQuery(AIMD_SCHEMA, query);
    expect(back.scenario).toEqual(s);
    // (n is read from the list: no note; the others are defaults that gave way)
    expect(back.problems.map((p) => [p.param, p.note])).toEqual([
      ['c', true],
      ['warmup', true],
    ]);
    // a value the rules would not give is written
    expect(encodeQuery(AIMD_SCHEMA, { ...s, warmup: 4 })).toBe(
      'lab=aimd&x0=1,2&events=50&warmup=4',
    );
  });

  it('writes every parameter, defaults included, in the scenario file', () => {
    const json = encodeJson(AIMD_SCHEMA, AIMD_DEFAULTS);
    expect(json).toEqual({
      lab: 'aimd',
      version: 1,
      n: 3,
      c: 1,
      beta: 0.5,
      eta: 1,
      policy: 'rate-proportional',
      p: 0.5,
      x0: 0,
      seed: 1,
      events: 100_000,
      warmup: 100,
      speed: 1, // how the page plays the run: a scenario file keeps it (reports do not)
    });
  });
});
