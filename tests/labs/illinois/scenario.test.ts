import { describe, expect, it } from 'vitest';
import { LINUX_PRESET, PAPER_PRESET } from '../../../src/engines/models/illinois';
import { ILLINOIS_PRESETS } from '../../../src/labs/illinois/presets';
import { ILLINOIS_SCHEMA, illinoisParams, rttsOf } from '../../../src/labs/illinois/scenario';
import { decodeJson, decodeQuery, encodeJson, encodeQuery } from '../../../src/scenario/codec';
import { editScenario } from '../../../src/scenario/edit';

const decode = (q: string) => decodeQuery(ILLINOIS_SCHEMA, q);
const encode = (q: string) => encodeQuery(ILLINOIS_SCHEMA, decode(q).scenario);

describe('the TCP-Illinois lab scenario', () => {
  it("defaults to Fig. 1 with Sec. 6's values, and writes nothing but the lab", () => {
    const d = decode('lab=illinois');
    expect(d.problems).toEqual([]);
    expect(encodeQuery(ILLINOIS_SCHEMA, d.scenario)).toBe('lab=illinois');
    expect(d.scenario.view).toBe('curves');
    expect(illinoisParams(d.scenario)).toEqual({ ...PAPER_PRESET });
    expect(d.scenario).toMatchObject({ n: 4, congestion: 'medium', basis: 'events', seed: 1 });
    expect(rttsOf(d.scenario)).toEqual([60, 80, 100, 120]);
  });

  it("reads the brief's command line; n follows the RTT list and is not written twice", () => {
    const q = 'lab=illinois&view=smm&n=4&congestion=medium&rtt=60,80,100,120&events=100000&seed=1';
    const d = decode(q);
    expect(d.problems).toEqual([]);
    expect(encode(q)).toBe('lab=illinois&view=smm&rtt=60,80,100,120');
    expect(decode('lab=illinois&rtt=40,60,80,100,120').scenario.n).toBe(5);
  });

  it('round-trips every preset and a scenario with every field changed, by URL and by file', () => {
    const queries = [
      ...ILLINOIS_PRESETS.map((p) => p.query),
      'lab=illinois&view=lossy&variant=linux&amax=12&amin=0.2&bmax=0.4&bmin=0.1&wthresh=20&eta1=0.02&eta2=0.2&eta3=0.7&theta=3&dm=25.5&overlay=1&points=11&n=3&congestion=all&basis=time&events=5000&warmup=10&seed=42&pd=0.001,0.002&bdp=800',
    ];
    for (const q of queries) {
      const d = decode(q);
      expect(d.problems).toEqual([]);
      expect(encodeQuery(ILLINOIS_SCHEMA, d.scenario)).toBe(q);
      const file = decodeJson(
        ILLINOIS_SCHEMA,
        JSON.stringify(encodeJson(ILLINOIS_SCHEMA, d.scenario)),
      );
      expect(file.problems).toEqual([]);
      expect(file.scenario).toEqual(d.scenario);
    }
  });

  it("variant=linux switches the defaults to the kernel's; a value given still wins", () => {
    const linux = decode('lab=illinois&variant=linux').scenario;
    expect(illinoisParams(linux)).toEqual({ ...LINUX_PRESET });
    expect(illinoisParams(linux).alphaMin).toBe(0.3);
    expect(illinoisParams(linux).wThresh).toBe(15);
    expect(illinoisParams(decode('lab=illinois&variant=linux&amin=0.2').scenario).alphaMin).toBe(
      0.2,
    );
    // the overlay's other variant keeps the values given
    expect(illinoisParams(linux, 'paper').alphaMin).toBe(0.1);
  });

  it('names each bad value and says what was used instead', () => {
    const cases: [string, string, RegExp][] = [
      ['amax=abc', 'amax', /the paper's value 10/],
      ['variant=linux&amin=x', 'amin', /the kernel's value 0.3/],
      ['amin=20&amax=10', 'amin', /must be <= amax \(10\), got 20.*|the paper's value 0.1/],
      ['amax=0.5&amin=2', 'amin', /the paper's value 0.1/],
      ['eta3=0.5&eta2=0.6', 'eta2', /the paper's value 0.1/],
      ['bmax=1', 'bmax', /the paper's value 0.5/],
      ['theta=2.5', 'theta', /the paper's value 5/],
      ['variant=linux&amin=0.001', 'amin', /the kernel's value 0.3/],
      ['view=fig8', 'view', /the default curves/],
      ['congestion=extreme', 'congestion', /the default medium/],
      ['pd=0.05..0.001', 'pd', /the default 0.0005..0.05\/21/],
      ['pd=0..0.1', 'pd', /the default/],
      ['n=5&rtt=60,80', 'n', /n = 2, the length of rtt/],
      ['rtt=60,-1', 'rtt', /ignored/],
      ['events=10', 'events', /the default 100000/],
      ['colour=red', 'colour', /ignored/],
    ];
    for (const [q, param, used] of cases) {
      const d = decode(`lab=illinois&${q}`);
      expect(d.problems, q).toHaveLength(1);
      expect(d.problems[0].param, q).toBe(param);
      expect(`${d.problems[0].reason}; ${d.problems[0].used}`, q).toMatch(used);
      // what was used is a scenario the model accepts
      expect(() => illinoisParams(d.scenario)).not.toThrow();
    }
    expect(decode('lab=illinois&amin=20&amax=10').problems[0].reason).toBe(
      'must be <= amax (10), got 20',
    );
    expect(decode('lab=illinois&variant=linux&amin=0.001').problems[0].reason).toBe(
      'must be >= 1/128 with linux rules, got 0.001',
    );
  });

  it('lets the unwritten side of an ordered pair meet the written one (a note)', () => {
    // alpha_min written above the paper's alpha_max: alpha_max rises to it, not an error
    const d = decode('lab=illinois&amin=20');
    expect(d.problems).toEqual([
      {
        param: 'amax',
        reason: "the paper's value 10 does not fit: must be >= amin (20), got 10",
        used: '20, the nearest value that does',
        note: true,
      },
    ]);
    expect([d.scenario.amin, d.scenario.amax]).toEqual([20, 20]);
    expect(() => illinoisParams(d.scenario)).not.toThrow();
    // the link leaves the derived alpha_max out, so a later alpha_min brings the paper's back
    expect(encodeQuery(ILLINOIS_SCHEMA, d.scenario)).toBe('lab=illinois&amin=20');
    expect(decode('lab=illinois&amin=0.3').scenario.amax).toBeNull();
  });

  it('spreads the RTTs when none are listed, and repeats a single one', () => {
    expect(rttsOf({ n: 1, rtt: null })).toEqual([60]);
    expect(rttsOf({ n: 3, rtt: null })).toEqual([60, 90, 120]);
    expect(rttsOf({ n: 3, rtt: [100] })).toEqual([100, 100, 100]);
    expect(encode('lab=illinois&n=3&rtt=100')).toBe('lab=illinois&n=3&rtt=100');
  });

  it("an edit from the page stores the variant's own value as absent", () => {
    const s = decode('lab=illinois&amin=0.2').scenario;
    const back = editScenario(ILLINOIS_SCHEMA, s, { amin: null }).scenario;
    expect(encodeQuery(ILLINOIS_SCHEMA, back)).toBe('lab=illinois');
  });
});
