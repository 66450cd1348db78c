import fc from 'fast-check';
import { PLAYBACK } from '../../../src/labs/mptcp/playback';
import { describe, expect, it } from 'vitest';
import { ALGORITHM_NAMES, validateNetwork, type AlgorithmName } from '../../../src/engines/fluid';
import type { CustomNetwork, CustomSource } from '../../../src/labs/mptcp/customNetwork';
import {
  horizonOf,
  MPTCP_DEFAULTS,
  MPTCP_SCHEMA,
  NETS,
  toNetwork,
  type MptcpScenario,
  type MultipathAlgorithm,
} from '../../../src/labs/mptcp/scenario';
import {
  decodeInput,
  decodeJson,
  decodeQuery,
  encodeJson,
  encodeQuery,
  queryEntries,
} from '../../../src/scenario/codec';
import type { LabAlgorithm } from '../../../src/labs/mptcp/labAlgorithms';
import { PACKET_SCENARIO_DEFAULTS } from '../../../src/labs/mptcp/packetScenario';
import type { Problem } from '../../../src/scenario/problems';

const decode = (input: string) => decodeInput(MPTCP_SCHEMA, input);

function expectUsable(input: string): void {
  const { scenario, problems } = decode(input);
  expect(validateNetwork(toNetwork(scenario))).toEqual([]);
  for (const p of problems) expectWellFormed(p);
}

function expectWellFormed(p: Problem): void {
  expect(p.param, JSON.stringify(p)).not.toBe('');
  expect(p.reason, JSON.stringify(p)).not.toBe('');
  expect(p.used, JSON.stringify(p)).not.toBe('');
}

function problemFor(input: string, param: string): Problem {
  const { problems } = decode(input);
  const mine = problems.filter((p) => p.param === param);
  expect(mine, JSON.stringify(problems)).toHaveLength(1);
  return mine[0];
}

const FRAGMENTS = [
  ...['net=', 'alg=', 'a=', 'gbeta=', 'gn=', 'geta=', 'c=', 'rtt=', 'n1=', 'n2=', 'c1=', 'c2='],
  ...['rtt1=', 'rtt2=', 'pkt=', 'gamma=', 't=', 'dt=', 'network=', 'lab=mptcp', '&', '=', ','],
  ...['custom', 'friendliness', 'two-links', 'responsiveness', 'balia', 'ewtcp', 'generalized'],
  ...['inf', '0', '1', '5', '0.5', '-1', '1e9', 'NaN', '{', '}', '[', ']', '"', ':', '"links"'],
  ...['"sources"', '"routes"', '"alg"', '"tcp"', '[1,2]', '[10,5]', '"n"', '"start"', '%', '%2C'],
];
const fragmentString = fc
  .array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 })
  .map((parts) => parts.join(''));
// 'version' and 'v' included: any JSON value there (even {"toString": false}) must not throw.
const KEYS = [...MPTCP_SCHEMA.fields.map((f) => f.param), 'lab', 'foo', 'version', 'v'];
const jsonText = fc
  .dictionary(fc.constantFrom(...KEYS), fc.jsonValue())
  .map((o) => JSON.stringify(o));
const networkText = fc
  .record({
    links: fc.array(fc.oneof(fc.tuple(fc.double(), fc.double()), fc.jsonValue()), { maxLength: 3 }),
    sources: fc.array(
      fc.record({
        routes: fc.array(fc.array(fc.oneof(fc.integer({ min: -1, max: 4 }), fc.string())), {
          maxLength: 3,
        }),
        alg: fc.constantFrom(...ALGORITHM_NAMES, 'foo'),
        n: fc.integer({ min: -1, max: 200 }),
      }),
      { maxLength: 3 },
    ),
  })
  .map((o) => `net=custom&network=${encodeURIComponent(JSON.stringify(o))}`);

describe('decodeInput never fails', () => {
  it('returns a valid network and well-formed problems for any string', () => {
    fc.assert(fc.property(fc.string(), expectUsable), { numRuns: 300 });
  });
  it('... for strings built from plausible fragments', () => {
    fc.assert(fc.property(fragmentString, expectUsable), { numRuns: 500 });
  });
  it('... for any JSON object with the lab keys', () => {
    fc.assert(fc.property(jsonText, expectUsable), { numRuns: 300 });
  });
  it('... for custom networks made of plausible and implausible pieces', () => {
    fc.assert(fc.property(networkText, expectUsable), { numRuns: 300 });
  });
});

// Valid scenarios: fields in range, and the parameters that have no effect left at their defaults.
const pos = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const customNetwork: fc.Arbitrary<CustomNetwork> = fc.integer({ min: 1, max: 4 }).chain((L) =>
  fc.record({
    links: fc.tuple(
      ...Array.from({ length: L }, (_, i) =>
        fc.record(
          {
            id: fc.constant(`l${i + 1}`),
            c: pos(1e-3, 1e6),
            d: pos(0.5, 1e4),
            gamma: pos(1e-9, 1),
          },
          { requiredKeys: ['id', 'c', 'd'] },
        ),
      ),
    ),
    sources: fc
      .array(
        fc
          .record(
            {
              routes: fc.array(
                fc.record(
                  {
                    links: fc
                      .uniqueArray(fc.integer({ min: 1, max: L }), { minLength: 1, maxLength: L })
                      .map((ls) => ls.map((l) => `l${l}`)),
                    rtt: pos(0.1, 1e4),
                  },
                  { requiredKeys: ['links'] },
                ),
                { minLength: 1, maxLength: 3 },
              ),
              alg: fc.constantFrom(...ALGORITHM_NAMES),
              start: pos(0, 100),
              stop: pos(101, 1e5),
              n: fc.integer({ min: 2, max: 5 }),
            },
            { requiredKeys: ['routes'] },
          )
          .map((s) =>
            s.alg === 'tcp' && s.routes.length > 1 ? { ...s, alg: 'ewtcp' as AlgorithmName } : s,
          ),
        { minLength: 1, maxLength: 4 },
      )
      .map((ss) => ss.map((s, i) => ({ id: `s${i + 1}`, ...s }) as CustomSource)),
  }),
);

const validScenario: fc.Arbitrary<MptcpScenario> = fc
  .record({
    net: fc.constantFrom(...NETS),
    alg: fc.constantFrom(...(ALGORITHM_NAMES.filter((a) => a !== 'tcp') as MultipathAlgorithm[])),
    a: pos(1e-3, 1e3),
    gbeta: pos(0, 1),
    gn: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constant(Infinity)),
    geta: pos(0, 100),
    c: pos(1e-3, 1e5),
    rtt: pos(0.1, 1e4),
    n1: fc.integer({ min: 1, max: 100 }),
    n2: fc.integer({ min: 0, max: 100 }),
    c1: pos(1e-3, 1e5),
    c2: pos(1e-3, 1e5),
    rtt1: pos(0.1, 1e4),
    rtt2: pos(0.1, 1e4),
    pkt: fc.integer({ min: 40, max: 65535 }),
    gamma: fc.option(pos(1e-12, 1e3)),
    t: fc.option(pos(1, 1e4)),
    dtFraction: fc.option(pos(1e-5, 1)),
    network: customNetwork,
    speed: fc.constantFrom(...PLAYBACK.choices),
  })
  .map(({ dtFraction, ...s }) => {
    const out: MptcpScenario = {
      ...s,
      ...PACKET_SCENARIO_DEFAULTS,
      dt: null,
      network: s.net === 'custom' ? s.network : null,
    };
    const D = MPTCP_DEFAULTS;
    const used = new Set<AlgorithmName | LabAlgorithm>(
      out.network
        ? out.network.sources.map((x) => x.alg ?? (x.routes.length > 1 ? out.alg : 'tcp'))
        : [out.alg],
    );
    if (!used.has('ewtcp')) out.a = D.a;
    if (!used.has('generalized')) Object.assign(out, { gbeta: D.gbeta, gn: D.gn, geta: D.geta });
    if (out.net !== 'friendliness') Object.assign(out, { c: D.c, rtt: D.rtt });
    if (out.net !== 'two-links')
      Object.assign(out, { n1: D.n1, n2: D.n2, c1: D.c1, c2: D.c2, rtt1: D.rtt1, rtt2: D.rtt2 });
    if (dtFraction !== null) out.dt = Math.max(1e-4, dtFraction * horizonOf(out));
    return out;
  })
  .filter(
    (s) => validateNetwork(toNetwork(s)).length === 0 && (s.dt === null || s.dt <= horizonOf(s)),
  );

describe('encode then decode', () => {
  it('decodeQuery(encodeQuery(s)) gives back exactly s, with no errors', () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const query = encodeQuery(MPTCP_SCHEMA, s);
        const decoded = decodeQuery(MPTCP_SCHEMA, query);
        // notes only, about what the link leaves out because the rules derive it
        const written = new Set(queryEntries(query).map(([k]) => k));
        for (const p of decoded.problems) expect(p.note && !written.has(p.param)).toBe(true);
        expect(decoded.scenario).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('decodeJson(JSON.stringify(encodeJson(s))) gives back exactly s, with no problems', () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const decoded = decodeJson(MPTCP_SCHEMA, JSON.stringify(encodeJson(MPTCP_SCHEMA, s)));
        expect(decoded.problems).toEqual([]);
        expect(decoded.scenario).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('the defaults encode to lab=mptcp alone', () => {
    expect(encodeQuery(MPTCP_SCHEMA, MPTCP_DEFAULTS)).toBe('lab=mptcp');
  });
});

describe('problems name what is wrong and what was used instead', () => {
  it('a malformed network falls back to the preset', () => {
    const p = problemFor('net=custom&network={"links":[[10,5]', 'network');
    expect(p.reason).toMatch(/malformed JSON/);
    expect(problemFor('net=custom&network={"links":[[10,5]', 'net').used).toMatch(/two-links/);
    expect(decode('net=custom&network={"links":[[10,5]').scenario.net).toBe('two-links');
  });

  it('a route over a link that does not exist is named', () => {
    const net = JSON.stringify({
      links: [
        [10, 5],
        [10, 5],
      ],
      sources: [{ routes: [[1], [3]] }],
    });
    const p = problemFor(`network=${encodeURIComponent(net)}`, 'network');
    expect(p.reason).toMatch(/source 1 route 2 link 1: link 3 does not exist/);
  });

  it.each([
    [{ links: [[0, 5]], sources: [{ routes: [[1]] }] }, /capacity.*> 0/],
    [{ links: [[10, 0]], sources: [{ routes: [[1]] }] }, /zero delay/],
    [
      { links: [[10, 5]], sources: [{ alg: 'tcp', routes: [[1], [1]] }] },
      /tcp has exactly one route/,
    ],
    [
      { links: [[10, 5]], sources: [{ routes: [[1]], start: 50, stop: 10 }] },
      /stop must be after start/,
    ],
    [{ links: [[10, 5]], sources: [] }, /at least one source/],
    [{ links: [[10, 5]], sources: [{ routes: [[1]], colour: 'red' }] }, /unknown key "colour"/],
  ])('network %j: %s', (net, reason) => {
    expect(
      problemFor(`network=${encodeURIComponent(JSON.stringify(net))}`, 'network').reason,
    ).toMatch(reason);
  });

  it('net=custom without a network uses the preset', () => {
    expect(problemFor('net=custom', 'net').used).toMatch(/two-links/);
  });

  it('a size that the chosen network does not use is reported and ignored', () => {
    expect(problemFor('net=two-links&c=5', 'c').reason).toMatch(/no effect with net=two-links/);
    expect(problemFor('net=friendliness&n1=3', 'n1').reason).toMatch(/no effect/);
    expect(problemFor('alg=balia&a=2', 'a').reason).toMatch(/EWTCP/);
    expect(decode('net=two-links&c=5').scenario.c).toBe(MPTCP_DEFAULTS.c);
  });

  it('gn is a positive integer or inf', () => {
    expect(decode('alg=generalized&gn=inf').problems).toEqual([]);
    expect(decode('alg=generalized&gn=3').scenario.gn).toBe(3);
    expect(problemFor('alg=generalized&gn=0.5', 'gn').reason).toMatch(/integer/);
  });

  it('a network with its own algorithms makes their parameters active', () => {
    const net = JSON.stringify({
      links: [[10, 10]],
      sources: [{ alg: 'ewtcp', routes: [[1], [1]] }, { routes: [[1]] }],
    });
    const { scenario, problems } = decode(`network=${encodeURIComponent(net)}&a=2`);
    expect(problems).toEqual([]);
    expect(scenario.net).toBe('custom');
    const engine = toNetwork(scenario);
    expect(engine.sources.map((s) => s.algorithm)).toEqual([
      { name: 'ewtcp', a: 2 },
      { name: 'tcp' },
    ]);
  });

  it('copies ("n") expand to numbered sources', () => {
    const net = JSON.stringify({
      links: [{ id: 'x', c: 10, d: 10 }],
      sources: [{ id: 'web', routes: [['x']], n: 3 }],
    });
    const engine = toNetwork(decode(`network=${encodeURIComponent(net)}`).scenario);
    expect(engine.sources.map((s) => s.id)).toEqual(['web-1', 'web-2', 'web-3']);
  });
});

describe('the presets from the scenario', () => {
  it('two-links by default: 5 MP-TCP sources running Balia and 5 single-path ones on link 2', () => {
    const net = toNetwork(MPTCP_DEFAULTS);
    expect(net.sources.filter((s) => s.algorithm.name === 'balia')).toHaveLength(5);
    expect(
      net.sources.filter((s) => s.algorithm.name === 'tcp').map((s) => s.routes[0].links),
    ).toEqual(Array(5).fill([1]));
  });

  it('responsiveness: the single-path source is present on [40 s, 80 s) and the run lasts 150 s', () => {
    const s = decode('net=responsiveness').scenario;
    const sp = toNetwork(s).sources[1];
    expect([sp.startS, sp.stopS]).toEqual([40, 80]);
    expect(horizonOf(s)).toBe(150);
  });
});
