import { SWEEP_SCHEMAS, SWEEP_DEFAULTS, SWEEP_LABS } from '../sweepLabs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkParams, POLICIES, type PolicyName } from '../../../../../src/engines/aimd/params';
import { AIMD_DEFAULTS, toParams } from '../../../../../src/labs/families/aimd/scenario';
import type { Problem } from '../../../../../src/scenario/problems';
import { axisLength, axisValues, formatAxis, type SweepAxis } from '../../../../../src/sweep/axis';
import { parseAxis } from '../../../../../src/labs/families/aimd/sweep/codec';
import { SWEEP_PARAMS, type SweepParam } from '../../../../../src/labs/families/aimd/sweep/spec';
import { decodeJson, decodeQuery, queryEntries } from '../../../../../src/scenario/codec';
import {
  decodeSweep,
  encodeSweepJson,
  encodeSweepQuery,
} from '../../../../../src/labs/families/aimd/sweep/codec';
import { enumeratePoints, pointScenario } from '../../../../../src/labs/families/aimd/sweep/plan';
import { MAX_RUNS, type SweepSpec } from '../../../../../src/labs/families/aimd/sweep/spec';

const FRAGMENTS = [
  ...['lab=sockets', 'lab=insensitivity', 'lab=aimd', 'lab=foo', 'sweep=', 'sweep2=', 'reps='],
  ...['policies=', 'policy=', 'n=', 'beta=', 'sigma=', 'events=', 'warmup=', 'x0=', 'weights='],
  ...['rtt=', 'eta=', 'c=', 'p=', 'n:', 'beta:', 'sigma:', 'events:', 'warmup:', 'rtt:', 'eta:'],
  ...['c:', 'p:', '1..20', '..', '/', '/19', '0.05..0.95/19', '1..1000', 'none', 'all'],
  ...['rate-proportional', 'synchronized', ',', '&', '0', '1', '2', '0.5', '1e12', '-1', '%'],
  ...['1/8', '1000', '{', '}', ':', '"', 'NaN'],
];
const fragmentString = fc
  .array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 })
  .map((parts) => parts.join(''));

function expectWellFormed(p: Problem): void {
  expect(p.param, JSON.stringify(p)).not.toBe('');
  expect(p.reason, JSON.stringify(p)).not.toBe('');
  expect(p.used, JSON.stringify(p)).not.toBe('');
}

/** Decoding gives a sweep of at most MAX_RUNS runs whose points are all valid for the engine. */
function expectUsable(input: string): void {
  const { scenario, problems } = decodeSweep(input);
  for (const p of problems) expectWellFormed(p);
  const points = enumeratePoints(scenario);
  expect(points.length * scenario.reps).toBeLessThanOrEqual(MAX_RUNS);
  expect(points.length).toBeGreaterThan(0);
  for (const p of [points[0], points[points.length >> 1], points[points.length - 1]]) {
    const s = pointScenario(scenario, p);
    expect(checkParams(toParams(s))).toEqual([]);
  }
}

describe('decodeSweep never fails', () => {
  it('any string gives a bounded sweep whose points the engine accepts', () => {
    fc.assert(fc.property(fc.string(), expectUsable), { numRuns: 200 });
  });
  it('strings built from plausible fragments too', () => {
    fc.assert(fc.property(fragmentString, expectUsable), { numRuns: 1500 });
  });
  it('JSON objects with the sweep keys and arbitrary values too', () => {
    const keys = [
      'lab',
      'sweep',
      'sweep2',
      'policies',
      'reps',
      'n',
      'beta',
      'sigma',
      'x0',
      'events',
    ];
    const json = fc
      .dictionary(
        fc.constantFrom(...keys),
        fc.oneof(fc.jsonValue(), fc.constantFrom('n:1..5', 'sigma:0.1..0.9/3', 'all')),
      )
      .map((o) => JSON.stringify(o));
    fc.assert(fc.property(json, expectUsable), { numRuns: 500 });
  });
});

// A valid sweep: axes whose values are in range and distinct, fixed values that every point
// accepts (per-flow lists of one value when n is swept, x0 within the smallest c at the largest
// n, a warm-up below the smallest run length, sigma with two classes, eta xor rtt), and at most
// MAX_RUNS runs.
interface Bounds {
  min: number;
  max: number;
  integer?: boolean;
  open?: boolean;
}
const BOUNDS: Record<SweepParam, Bounds> = {
  n: { min: 1, max: 60, integer: true },
  beta: { min: 0, max: 1, open: true },
  sigma: { min: 0, max: 1, open: true },
  c: { min: 1e-3, max: 1e6 },
  eta: { min: 1e-3, max: 1e6 },
  rtt: { min: 1e-3, max: 1e3 },
  p: { min: 0.01, max: 1 },
  events: { min: 1000, max: 1e12, integer: true },
  warmup: { min: 0, max: 999, integer: true },
};
const valueOf = (b: Bounds) =>
  b.integer
    ? fc.integer({ min: b.min, max: b.max })
    : fc.double({ min: b.min, max: b.max, minExcluded: b.open, maxExcluded: b.open, noNaN: true });
const inUnit = fc.double({ min: 0, max: 1, minExcluded: true, maxExcluded: true, noNaN: true });

function axisArb(param: SweepParam): fc.Arbitrary<SweepAxis> {
  const b = BOUNDS[param];
  const v = valueOf(b);
  const list = fc
    .uniqueArray(v, { minLength: 1, maxLength: 6 })
    .map((values): SweepAxis => ({ param, kind: 'list', values }));
  const linspace = fc
    .tuple(v, v, fc.integer({ min: 2, max: 12 }))
    .filter(([a, z]) => a < z)
    .map(([from, to, count]): SweepAxis => ({
      param,
      kind: 'linspace',
      from,
      to,
      count,
      // an integer parameter's evenly spaced values are rounded: the axis says so
      ...(b.integer ? { integer: true as const } : {}),
    }));
  const range = b.integer
    ? [
        fc
          .tuple(fc.integer({ min: b.min, max: b.max }), fc.integer({ min: 0, max: 25 }))
          .map(([from, span]): SweepAxis => ({
            param,
            kind: 'range',
            from,
            to: Math.min(from + span, b.max),
          })),
      ]
    : [];
  // rounding can make close evenly spaced values collide: such axes are rejected, not generated
  return fc.oneof(list, linspace, ...range).filter((a) => parseAxis(formatAxis(a)).ok);
}

const perFlow = (len: number, item: fc.Arbitrary<number>) =>
  fc.oneof(
    fc.array(item, { minLength: 1, maxLength: 1 }),
    fc.array(item, { minLength: len, maxLength: len }),
  );

const validSpec: fc.Arbitrary<SweepSpec> = fc
  .record({
    lab: fc.constantFrom(...SWEEP_LABS),
    params: fc
      .shuffledSubarray([...SWEEP_PARAMS], { minLength: 0, maxLength: 2 })
      .filter((ps) => !(ps.includes('eta') && ps.includes('rtt'))),
    n: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ lab, params, n }) => {
    const flows = params.includes('n') ? 1 : n;
    return fc.record({
      lab: fc.constant(lab),
      axes: fc.tuple(...params.map(axisArb)),
      n: fc.constant(n),
      c: valueOf(BOUNDS.c),
      beta: perFlow(flows, valueOf(BOUNDS.beta)),
      eta: perFlow(flows, valueOf(BOUNDS.eta)),
      rtt: fc.option(perFlow(flows, valueOf(BOUNDS.rtt))),
      weights: fc.option(perFlow(flows, fc.double({ min: 0.1, max: 10, noNaN: true }))),
      sigma: fc.option(inUnit),
      p: perFlow(flows, valueOf(BOUNDS.p)),
      x0: fc.double({ min: 0, max: 1, noNaN: true }),
      seed: fc.integer({ min: 0, max: 0xffffffff }),
      events: valueOf(BOUNDS.events),
      warmup: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
      policies: fc.shuffledSubarray([...POLICIES], { minLength: 1 }) as fc.Arbitrary<PolicyName[]>,
      reps: fc.integer({ min: 1, max: 1000 }),
    });
  })
  .map((g): SweepSpec => {
    const [sweep = null, sweep2 = null] = g.axes;
    const swept = (p: SweepParam) => g.axes.find((a) => a.param === p);
    const values = (p: SweepParam, fixed: number) => {
      const a = swept(p);
      return a ? axisValues(a) : [fixed];
    };
    const maxN = Math.max(...values('n', g.n));
    const minC = Math.min(...values('c', g.c));
    const minEvents = Math.min(...values('events', g.events));
    const rtt = swept('eta') ? null : g.rtt;
    const weights = swept('sigma') ? null : g.weights;
    const sigma = weights === null && maxN >= 2 && (swept('n') || g.n >= 2) ? g.sigma : null;
    const spec: SweepSpec = {
      ...SWEEP_DEFAULTS[g.lab],
      n: g.n,
      c: g.c,
      beta: g.beta,
      eta: rtt !== null || swept('rtt') ? AIMD_DEFAULTS.eta : g.eta,
      rtt,
      weights,
      sigma,
      p: g.p,
      x0: [(g.x0 * minC) / maxN / (1 + 1e-9)],
      seed: g.seed,
      events: g.events,
      warmup: Math.floor(g.warmup * minEvents),
      sweep,
      sweep2,
      policies: g.policies,
      reps: 1,
    };
    const points = enumeratePoints(spec).length;
    return { ...spec, reps: Math.max(1, Math.min(g.reps, Math.floor(MAX_RUNS / points))) };
  })
  .filter((s) => {
    const sigmaAxis = [s.sweep, s.sweep2].find((a) => a?.param === 'sigma');
    const nAxis = [s.sweep, s.sweep2].find((a) => a?.param === 'n');
    // A sigma sweep needs two classes at every point: every swept N (or the fixed N) is >= 2.
    const twoClasses = nAxis ? axisValues(nAxis).every((n) => n >= 2) : s.n >= 2;
    const points = enumeratePoints(s).length;
    return (
      (!sigmaAxis || twoClasses) &&
      points * s.reps <= MAX_RUNS &&
      (s.sweep === null || axisLength(s.sweep) > 0)
    );
  });

describe('encode then decode', () => {
  it('decodeSweep(encodeSweepQuery(s)) gives back exactly s, with no errors', () => {
    fc.assert(
      fc.property(validSpec, (s) => {
        const query = encodeSweepQuery(s);
        const decoded = decodeSweep(query);
        // notes only, about what the link leaves out (n when the lists say it)
        const written = new Set(queryEntries(query).map(([k]) => k));
        for (const p of decoded.problems) expect(p.note && !written.has(p.param)).toBe(true);
        expect(decoded.scenario).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('the JSON form too, and as a whole URL', () => {
    fc.assert(
      fc.property(validSpec, (s) => {
        const decoded = decodeSweep(JSON.stringify(encodeSweepJson(s)));
        expect(decoded.problems).toEqual([]);
        expect(decoded.scenario).toEqual(s);
        expect(decodeSweep(`https://example.org/?${encodeSweepQuery(s)}#x`).scenario).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('omits defaults: each lab default is just its lab, and so is the issue example', () => {
    for (const lab of SWEEP_LABS) expect(encodeSweepQuery(SWEEP_DEFAULTS[lab])).toBe(`lab=${lab}`);
    const example =
      'lab=sockets&beta=0.5&policies=rate-proportional,synchronized&sweep=n:1..20&reps=5';
    const d = decodeSweep(example);
    expect(d.problems).toEqual([]);
    expect(encodeSweepQuery(d.scenario)).toBe('lab=sockets');
    expect(enumeratePoints(d.scenario)).toHaveLength(40);
  });

  it('keeps "no sweep" (Lab 3\'s policy comparison: one point per policy)', () => {
    const d = decodeSweep('lab=insensitivity&n=2&sweep=none&policies=all');
    expect(d.problems).toEqual([]);
    expect(d.scenario.sweep).toBeNull();
    expect(d.scenario.policies).toEqual([...POLICIES]);
    expect(encodeSweepQuery(d.scenario)).toBe('lab=insensitivity&n=2&sweep=none&policies=all');
    expect(enumeratePoints(d.scenario).map((p) => p.series)).toEqual([...POLICIES]);
  });

  it('shrinks the default warm-up to fit the shortest swept run, with a note', () => {
    const d = decodeSweep('lab=sockets&sweep=events:50,1000');
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['warmup', true]]);
    expect(d.scenario.warmup).toBe(5);
    expect(encodeSweepQuery(d.scenario)).toBe('lab=sockets&sweep=events:50,1000');
  });

  it('lets the default axis, the default replications and the default capacity give way', () => {
    const notes = (q: string) =>
      decodeSweep(q).problems.map((p) => (p.note ? p.param : `error ${p.param}`));
    // the default n axis gives way to a second axis of n written alone
    const moved = decodeSweep('lab=sockets&sweep2=n:1..3');
    expect(moved.scenario.sweep).toEqual({ param: 'n', kind: 'range', from: 1, to: 3 });
    expect(moved.scenario.sweep2).toBeNull();
    expect(notes('lab=sockets&sweep2=n:1..3')).toEqual(['sweep']);
    // the default 5 replications give way to a long sweep written
    // (1000 points x 6 policies x 5 replications > 20000 runs: 20000 / 6000 = 3 fit)
    const long = 'lab=sockets&sweep=n:1..1000&policies=all';
    expect(decodeSweep(long).scenario.reps).toBe(3);
    expect(notes(long)).toEqual(['reps']);
    // Lab 3's default sigma sweep gives way to weights or to n = 1
    expect(notes('lab=insensitivity&weights=1,2,3,4')).toEqual(['sweep']);
    expect(decodeSweep('lab=insensitivity&n=1').scenario.sweep).toBeNull();
    // initial rates above c at the largest swept n raise c to their sum there
    expect(decodeSweep('lab=sockets&sweep=n:1..10&x0=0.25').scenario.c).toBe(2.5);
  });

  it('reads policy= as a one-policy policies=', () => {
    const d = decodeSweep('lab=sockets&policy=largest-rate&sweep=n:1..3');
    expect(d.problems).toEqual([]);
    expect(d.scenario.policies).toEqual(['largest-rate']);
    // the same through the lab's schema alone, as the page's URL and files decode
    for (const lab of ['sockets', 'insensitivity'] as const) {
      const q = decodeQuery(SWEEP_SCHEMAS[lab], `lab=${lab}&policy=beatdown`);
      expect(q.problems).toEqual([]);
      expect(q.scenario.policies).toEqual(['beatdown']);
      const j = decodeJson(SWEEP_SCHEMAS[lab], `{"lab":"${lab}","policy":"synchronized"}`);
      expect(j.problems).toEqual([]);
      expect(j.scenario.policies).toEqual(['synchronized']);
    }
  });
});

describe('validation: each problem names the parameter and says what was used', () => {
  it.each([
    ['lab=sockets&sweep=n:1..20&sweep2=n:1..3', 'sweep2', 'sweeps n again'],
    ['lab=aimd&sweep2=beta:0.3,0.5', 'sweep2', 'given without sweep'],
    ['lab=sockets&sweep=eta:1,2&sweep2=rtt:1,2', 'sweep2', 'one parameter'],
    ['lab=sockets&beta=0.3,0.5&sweep=n:1..5', 'beta', 'n is swept'],
    ['lab=sockets&sweep=n:1..1000&reps=50', 'reps', 'more than 20000 runs'],
    ['lab=sockets&policies=rate-proportional,fastest', 'policies', '"fastest" is not one of'],
    ['lab=sockets&policies=synchronized,synchronized', 'policies', 'listed twice'],
    ['lab=insensitivity&weights=1,2,3,4&sweep=sigma:0.1,0.5', 'weights', 'sigma sweep'],
    ['lab=insensitivity&n=1&sweep=sigma:0.1,0.5', 'sweep', 'needs n >= 2'],
    ['lab=sockets&x0=0.2&c=1', 'x0', 'more than c = 1'],
    ['lab=sockets&sweep=events:1000,5000&warmup=2000', 'warmup', 'less than events (1000)'],
    ['lab=sockets&sweep=warmup:10,2000&events=1000', 'sweep', 'less than events (1000)'],
    ['lab=sockets&sweep=eta:1,2&rtt=0.1', 'rtt', 'eta is swept'],
    ['lab=sockets&sweep=sigma:0,0.5', 'sweep', 'sigma value 0'],
    ['lab=sockets&sweep=n:1..2O', 'sweep', 'not a range'],
    ['lab=sockets&reps=0', 'reps', 'an integer from 1 to 1000'],
    ['lab=foo&sweep=n:1..3', 'lab', 'not a lab with sweeps'],
    ['lab=sockets&policy=beatdown&policies=synchronized', 'policy', 'both given'],
    ['{"lab": "sockets", "sweep": 3}', 'sweep', 'is not "param:values"'],
    ['{"lab": "sockets",', '(file)', 'malformed JSON'],
  ])('%s', (input, param, reason) => {
    const { problems } = decodeSweep(input);
    const p = problems.find((x) => x.param === param);
    expect(p, JSON.stringify(problems)).toBeDefined();
    expect(p!.reason).toContain(reason);
    expectWellFormed(p!);
  });

  it('a swept sigma replaces the weights at every point', () => {
    const s = decodeSweep('lab=aimd&n=4&weights=1,1,1,1&sweep=sigma:0.2,0.4').scenario;
    expect(pointScenario(s, enumeratePoints(s)[1])).toMatchObject({ sigma: 0.4, weights: null });
  });
});
