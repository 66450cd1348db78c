import { describe, expect, it } from 'vitest';
import { checkParams } from '../../../../src/engines/aimd/params';
import { AliasTable } from '../../../../src/engines/common/aliasTable';
import {
  AIMD_DEFAULTS,
  AIMD_SCHEMA,
  selectionWeights,
  toParams,
} from '../../../../src/labs/families/aimd/scenario';
import {
  decodeInput,
  decodeJson,
  decodeQuery,
  encodeJson,
  encodeQuery,
} from '../../../../src/scenario/codec';

const decode = (input: string) => decodeInput(AIMD_SCHEMA, input);

/** The single problem reported for `param` (fails if there is none or more than one). */
function problemFor(input: string, param: string) {
  const { problems } = decode(input);
  const mine = problems.filter((p) => p.param === param);
  expect(mine, JSON.stringify(problems)).toHaveLength(1);
  return mine[0];
}

describe('AIMD scenario: invalid values fall back with a problem', () => {
  it('beta=1.5 is out of (0, 1) and the default 0.5 is used', () => {
    const p = problemFor('beta=1.5', 'beta');
    expect(p.reason).toMatch(/1\.5/);
    expect(p.used).toMatch(/0\.5/);
    expect(decode('beta=1.5').scenario.beta).toEqual([0.5]);
  });

  it.each(['abc', '0', '2.5', '-1', '', '1e', '0x10', 'Infinity', '3 flows'])(
    'n=%s is not a valid number of flows and the default is used',
    (raw) => {
      const p = problemFor(`n=${raw}`, 'n');
      expect(p.used).toMatch(/3/);
      expect(decode(`n=${raw}`).scenario.n).toBe(AIMD_DEFAULTS.n);
    },
  );

  it('events=1e13 is beyond the maximum and the default is used', () => {
    const p = problemFor('events=1e13', 'events');
    expect(p.reason).toMatch(/1000000000000|1e\+?12/);
    expect(decode('events=1e13').scenario.events).toBe(AIMD_DEFAULTS.events);
  });

  it('x0=0.6,0.6 with n=2 and c=1 written sums to more than c and falls back to zero rates', () => {
    const p = problemFor('n=2&c=1&x0=0.6,0.6', 'x0');
    expect(p.reason).toMatch(/1\.2/);
    expect(decode('n=2&c=1&x0=0.6,0.6').scenario.x0).toEqual([0]);
  });

  it('x0 alone above the default capacity raises c to their sum (a note): they start at c', () => {
    const d = decode('n=2&x0=0.6,0.9');
    expect(d.scenario.c).toBe(1.5);
    expect(d.scenario.x0).toEqual([0.6, 0.9]);
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['c', true]]);
  });

  it('beta with 3 values for n=2 has the wrong length and the default is used', () => {
    const p = problemFor('n=2&beta=0.5,0.5,0.5', 'beta');
    expect(p.reason).toMatch(/3 values/);
    expect(decode('n=2&beta=0.5,0.5,0.5').scenario.beta).toEqual([0.5]);
  });

  it('an unknown parameter is reported and ignored', () => {
    const { scenario, problems } = decode('foo=1&n=5');
    expect(problems).toEqual([{ param: 'foo', reason: 'unknown parameter', used: 'ignored' }]);
    expect(scenario).toEqual({ ...AIMD_DEFAULTS, n: 5 });
  });

  it('a parameter given twice keeps the first value and reports the second', () => {
    const { scenario, problems } = decode('n=4&n=7');
    expect(scenario.n).toBe(4);
    expect(problems.map((p) => p.param)).toEqual(['n']);
    expect(problems[0].reason).toMatch(/more than once/);
  });

  it('an unknown policy name is reported and the default policy is used', () => {
    const p = problemFor('policy=nonsense', 'policy');
    expect(p.reason).toMatch(/nonsense/);
    expect(decode('policy=nonsense').scenario.policy).toBe(AIMD_DEFAULTS.policy);
  });

  it('malformed JSON text gives the defaults and a problem about the file', () => {
    const { scenario, problems } = decode('{');
    expect(scenario).toEqual(AIMD_DEFAULTS);
    expect(problems.map((p) => p.param)).toEqual(['(file)']);
    expect(problems[0].reason).toMatch(/JSON/);
  });

  it('a JSON file that is not an object gives the defaults and a problem about the file', () => {
    const { scenario, problems } = decodeJson(AIMD_SCHEMA, '[1, 2]');
    expect(scenario).toEqual(AIMD_DEFAULTS);
    expect(problems.map((p) => p.param)).toEqual(['(file)']);
  });

  it('a value without a name is reported under a visible label, not an empty one', () => {
    const { problems } = decode('=5&n=4');
    expect(problems).toHaveLength(1);
    expect(problems[0].param).not.toBe('');
    expect(problems[0].used).toBe('ignored');
  });

  it('a warm-up asked for that is not shorter than the run asked for is reported and cut to a tenth', () => {
    const d = decode('events=50&warmup=80');
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['warmup', undefined]]);
    expect(d.problems[0].used).toBe('5, a tenth of the run');
    expect(d.scenario.warmup).toBe(5);
  });

  it('the default warm-up shrinks for a short run (events=50 is a fine request), with a note', () => {
    const d = decode('events=50');
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['warmup', true]]);
    expect(d.scenario.warmup).toBe(5);
    // and the link that says so reads back the same, the warm-up still unwritten
    const link = encodeQuery(AIMD_SCHEMA, d.scenario);
    expect(link).toBe('lab=aimd&events=50');
    expect(decode(link)).toEqual(d);
    expect(decode('events=1').scenario.warmup).toBe(0);
  });

  it('a long warm-up alone lengthens the run: the default measured events follow it', () => {
    const d = decode('warmup=200000');
    expect(d.scenario.events).toBe(200000 + 99900);
    expect(d.problems.map((p) => [p.param, p.note])).toEqual([['events', true]]);
  });

  it('eta and rtt both given: rtt is ignored with a problem', () => {
    const { scenario } = decode('eta=2&rtt=0.1');
    expect(problemFor('eta=2&rtt=0.1', 'rtt').used).toMatch(/eta/);
    expect(scenario.rtt).toBeNull();
    expect(scenario.eta).toEqual([2]);
  });
});

describe('AIMD scenario: accepted inputs', () => {
  it('the app shell parameters embed and present are accepted silently', () => {
    const { scenario, problems } = decode('embed=1&present=1&n=6');
    expect(problems).toEqual([]);
    expect(scenario).toEqual({ ...AIMD_DEFAULTS, n: 6 });
  });

  it('sigma=1/8 decodes to 0.125', () => {
    const { scenario, problems } = decode('sigma=1/8');
    expect(problems).toEqual([]);
    expect(scenario.sigma).toBe(0.125);
  });

  it('rtt=0.1 gives eta = 1/0.1^2 = 100 for every flow', () => {
    const eta = Array.from(toParams(decode('rtt=0.1').scenario).eta);
    expect(eta).toHaveLength(3);
    for (const x of eta) expect(x).toBeCloseTo(100, 9);
  });

  it('sigma=0.25 with n=4 gives selection weights [0.125, 0.125, 0.375, 0.375]', () => {
    const { scenario } = decode('n=4&sigma=0.25');
    expect(Array.from(selectionWeights(scenario))).toEqual([0.125, 0.125, 0.375, 0.375]);
  });

  it('a whole URL with a fragment is read from its query string', () => {
    const { scenario, problems } = decode('https://x.org/app/?lab=aimd&n=9&policy=beatdown#top');
    expect(problems).toEqual([]);
    expect(scenario).toEqual({ ...AIMD_DEFAULTS, n: 9, policy: 'beatdown' });
  });

  it('per-flow lists are read from JSON arrays in a scenario file', () => {
    const { scenario, problems } = decode('{"lab":"aimd","n":2,"beta":[0.25,0.75],"x0":0.5}');
    expect(problems).toEqual([]);
    expect(scenario.beta).toEqual([0.25, 0.75]);
    expect(Array.from(toParams(scenario).x0)).toEqual([0.5, 0.5]);
  });
});

describe('AIMD scenario: what the codec accepts, the engine accepts', () => {
  it('x0 whose n copies sum above c only by rounding is caught before the engine', () => {
    // 1002 copies of this x0 add up to 1.0000000000010205 > c (1 + 1e-12), although x0 * n does not
    const { scenario } = decode('n=1002&x0=0.000998003992016966');
    expect(checkParams(toParams(scenario))).toEqual([]);
  });

  it('weights whose sum overflows are rejected in favour of uniform weights', () => {
    for (const q of ['n=2&weights=1e308,1e308', 'n=2&weights=1e308']) {
      const { scenario } = decode(`policy=rate-independent&${q}`);
      expect(problemFor(q, 'weights').reason).toMatch(/finite/);
      const params = toParams(scenario);
      expect(checkParams(params)).toEqual([]);
      expect(() => new AliasTable(params.weights)).not.toThrow();
    }
  });

  it('the engine check itself rejects weights with an infinite sum', () => {
    const params = toParams({ ...AIMD_DEFAULTS, n: 2 });
    params.weights = Float64Array.from([1e308, 1e308]);
    expect(checkParams(params).join(' ')).toMatch(/weights/);
  });

  it('a scenario with rtt survives the scenario file: eta is not written next to rtt', () => {
    const s = { ...AIMD_DEFAULTS, rtt: [0.1] };
    const json = encodeJson(AIMD_SCHEMA, s);
    expect(json).not.toHaveProperty('eta');
    expect(json.rtt).toBe(0.1);
    const decoded = decodeJson(AIMD_SCHEMA, JSON.stringify(json));
    expect(decoded.problems).toEqual([]);
    expect(decoded.scenario).toEqual(s);
  });

  it('a scenario with rtt survives the URL', () => {
    const s = { ...AIMD_DEFAULTS, n: 2, rtt: [0.1, 0.2] };
    // (n is the list's length)
    expect(encodeQuery(AIMD_SCHEMA, s)).toBe('lab=aimd&rtt=0.1,0.2');
    expect(decodeQuery(AIMD_SCHEMA, 'lab=aimd&rtt=0.1,0.2').scenario).toEqual(s);
    expect(decodeQuery(AIMD_SCHEMA, 'lab=aimd&n=2&rtt=0.1,0.2').scenario).toEqual(s);
  });
});
