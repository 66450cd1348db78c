import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeQuery, encodeJson, encodeQuery, decodeJson } from '../../../../src/scenario/codec';
import { toPacketParams } from '../../../../src/labs/families/packet/params';
import { DUMBBELL_DEFAULTS, DUMBBELL_SCHEMA } from '../../../../src/labs/families/packet/scenario';
import { DUMBBELL_SPEC_SCHEMA } from '../../../../src/labs/dumbbell/sweep/definition';
import { validateParams } from '../../../../src/engines/packet/validateParams';
import { withDefaults } from '../../../../src/engines/packet/params';

const decode = (q: string) => decodeQuery(DUMBBELL_SPEC_SCHEMA, q);

describe('the Dumbbell lab scenario', () => {
  it("defaults to paper 000's dumbbell with ns-2 2.35's conventions, in people's units", () => {
    const d = decode('lab=dumbbell');
    expect(d.problems).toEqual([]);
    expect(encodeQuery(DUMBBELL_SPEC_SCHEMA, d.scenario)).toBe('lab=dumbbell');
    const p = toPacketParams(d.scenario);
    expect(p).toMatchObject({
      n: 10,
      capacity: 10e6,
      rtt: [0.12],
      buffer: 20,
      queue: 'droptail',
      flavour: 'sack',
      cc: { name: 'reno' },
      pktSize: 1000,
      header: 40,
      wmax: 20000,
      delayedAck: false,
      startSpread: 4,
      start: null,
      duration: 600,
      warmup: 300,
      iw: 2,
      minRto: 0.2,
      redMode: 'bytes',
      redGentle: true,
    });
  });

  it('reads per-flow lists and aimd parameters; writes back the same URL', () => {
    const q = 'lab=dumbbell&n=3&rtt=60,80,100&tcp=reno,newreno,sack&cc=reno,aimd,aimd&a=2&b=0.7';
    const d = decode(q);
    expect(d.problems).toEqual([]);
    // n is the lists' length: the link leaves it out, and reads back the same scenario
    const link = q.replace('n=3&', '');
    expect(encodeQuery(DUMBBELL_SPEC_SCHEMA, d.scenario)).toBe(link);
    expect(decode(link).scenario).toEqual(d.scenario);
    const p = toPacketParams(d.scenario);
    expect(p.rtt).toEqual([0.06, 0.08, 0.1]);
    expect(p.flavour).toEqual(['reno', 'newreno', 'sack']);
    expect(p.cc).toEqual([
      { name: 'reno' },
      { name: 'aimd', a: 2, b: 0.7 },
      { name: 'aimd', a: 2, b: 0.7 },
    ]);
  });

  it('names each bad value, what was wrong and what was used instead', () => {
    const d = decode('lab=dumbbell&n=0&cap=fast&queue=fifo&tcp=vegas2&rtt=1,2,3&loss=1&buffer=2.5');
    const errors = d.problems.filter((p) => !p.note);
    const byParam = Object.fromEntries(errors.map((p) => [p.param, p]));
    expect(Object.keys(byParam).sort()).toEqual(['buffer', 'cap', 'loss', 'n', 'queue', 'tcp']);
    expect(byParam.cap.reason).toContain('not a number');
    expect(byParam.queue.reason).toContain('droptail, red, threshold');
    expect(byParam.n.used).toBe('the default 10');
    // then the default n gives way to the three RTTs written (a note)
    expect(d.problems.filter((p) => p.note).map((p) => p.param)).toEqual(['n']);
    expect(d.scenario.n).toBe(3);
    // with n written, the list that disagrees is the error
    expect(decode('lab=dumbbell&n=2&rtt=1,2,3').problems[0].reason).toContain('n = 2');
    // a minimum RTO above the engine's maximum (60 s) is the link's mistake, not the engine's
    // (fast-check found minrto = 60.00000000000001 reaching the engine as a RangeError)
    const rto = decode('lab=dumbbell&minrto=100').problems;
    expect(rto).toEqual([
      { param: 'minrto', reason: 'must be in [0, 60], got 100', used: 'the default 0.2' },
    ]);
  });

  it("reports another queue's parameters instead of silently keeping them", () => {
    const d = decode('lab=dumbbell&queue=droptail&minth=5&th=4');
    expect(d.problems.map((p) => p.param).sort()).toEqual(['minth', 'th']);
    expect(d.scenario.minth).toBeNull();
    expect(encodeQuery(DUMBBELL_SPEC_SCHEMA, d.scenario)).toBe('lab=dumbbell');
  });

  it('keeps the RED thresholds ordered and the warm-up inside the run', () => {
    const d = decode('lab=dumbbell&queue=red&minth=10&maxth=8&t=100&warmup=150');
    expect(d.problems.map((p) => p.param).sort()).toEqual(['maxth', 'warmup']);
    expect(d.scenario.warmup).toBe(50);
    expect(() => validateParams(withDefaults(toPacketParams(d.scenario)))).not.toThrow();
  });

  it('decodes any query to a scenario the engine accepts (never an exception)', () => {
    const keys = [
      'n',
      'cap',
      'rtt',
      'buffer',
      'queue',
      'minth',
      'maxth',
      'maxp',
      'th',
      'hold',
      'loss',
      'tcp',
      'cc',
      'a',
      'b',
      'pkt',
      'wmax',
      'rwnd',
      'start',
      't',
      'warmup',
      'seed',
      'iw',
      'minrto',
      'bin',
      'syncgap',
    ];
    const value = fc.oneof(
      fc.constantFrom(
        '0',
        '1',
        '2',
        '3',
        '0.5',
        '-1',
        '1e9',
        'abc',
        '',
        'red',
        'threshold',
        'sack',
        'reno,aimd',
        '1,2,3',
        'NaN',
      ),
      fc.double({ noNaN: true }).map(String),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 8 }),
        (pairs) => {
          const q = [
            'lab=dumbbell',
            ...pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
          ].join('&');
          const d = decode(q);
          expect(() => validateParams(withDefaults(toPacketParams(d.scenario)))).not.toThrow();
          // and what it writes reads back as itself
          expect(decode(encodeQuery(DUMBBELL_SPEC_SCHEMA, d.scenario)).scenario).toEqual(
            d.scenario,
          );
        },
      ),
      // maxth among the smallest doubles: 0.75 x maxth rounded back up to maxth (found by chance)
      { numRuns: 300, examples: [[[['maxth', '5e-324']]], [[['maxth', '1e-323']]]] },
    );
  });

  it('round-trips through a scenario file', () => {
    const d = decode('lab=dumbbell&n=4&queue=threshold&th=5&select=largest-rate&delack=1');
    const file = JSON.stringify(encodeJson(DUMBBELL_SPEC_SCHEMA, d.scenario));
    expect(decodeJson(DUMBBELL_SPEC_SCHEMA, file).scenario).toEqual(d.scenario);
    expect(JSON.parse(file).delack).toBe(true);
  });

  it('has the schema of the scenario alone for reports', () => {
    expect(DUMBBELL_SCHEMA.defaults).toBe(DUMBBELL_DEFAULTS);
  });
});
