import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CC_MODULES, createCc } from '../../../../src/engines/packet/cc/registry';
import { WindowState } from '../../../../src/engines/packet/cc/congestionControl';
import { Clock } from '../../../../src/engines/packet/clock';
import { withDefaults, type CcSpec } from '../../../../src/engines/packet/params';
import { validateParams } from '../../../../src/engines/packet/validateParams';
import {
  MULTIPATH_CC,
  offeredParams,
  SINGLE_PATH_CC,
  SINGLE_PATH_MODULES,
} from '../../../../src/labs/families/packet/ccModules';
import { toPacketParams } from '../../../../src/labs/families/packet/params';
import { DUMBBELL_SPEC_SCHEMA } from '../../../../src/labs/dumbbell/sweep/definition';
import { pointScenario } from '../../../../src/labs/dumbbell/sweep/plan';
import { DUMBBELL_SWEEP_PARAMS } from '../../../../src/labs/dumbbell/sweep/spec';
import { decodeJson, decodeQuery, encodeJson, encodeQuery } from '../../../../src/scenario/codec';

const decode = (q: string) => decodeQuery(DUMBBELL_SPEC_SCHEMA, q);
const encode = (q: string) => encodeQuery(DUMBBELL_SPEC_SCHEMA, decode(q).scenario);
const params = (q: string) => toPacketParams(decode(q).scenario);
const problems = (q: string) => Object.fromEntries(decode(q).problems.map((p) => [p.param, p]));

/** Every flow's module built as the engine builds it: a bad parameter throws here. */
function buildAll(cc: CcSpec | CcSpec[], n: number): void {
  const specs = Array.isArray(cc) ? cc : Array.from({ length: n }, () => cc);
  specs.forEach((spec, f) => createCc(spec, new WindowState(f, 20000, new Clock())));
}

describe('the congestion-control modules in the Dumbbell lab', () => {
  it('offers every single-path module of the engine and keeps every MP-TCP one out', () => {
    const all = [...SINGLE_PATH_CC, ...MULTIPATH_CC].sort();
    expect(all).toEqual(Object.keys(CC_MODULES).sort());
    const lia = problems('lab=dumbbell&n=2&cc=reno,lia');
    expect(lia.cc.reason).toContain('value 2: lia is a Multipath TCP module');
    expect(lia.cc.reason).toContain('lab=mptcp');
    expect(lia.cc.used).toBe('the default reno');
  });

  it("takes each module's parameters from the module's own table, one name per parameter", () => {
    const offered = SINGLE_PATH_MODULES.flatMap((m) => offeredParams(m));
    const keys = offered.map((p) => p.key);
    // one flat URL namespace: no two modules may offer the same key
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      SINGLE_PATH_MODULES.filter((m) => offeredParams(m).length > 0)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['aimd', 'bic', 'compound', 'cubic', 'illinois', 'multcp', 'vegas'].sort());
    for (const p of offered) expect(p.hint.length).toBeGreaterThan(20);
    // every key is the engine's: a spec with each parameter at its default builds
    for (const m of SINGLE_PATH_MODULES) {
      const spec: CcSpec = { name: m.name };
      for (const p of offeredParams(m))
        if (p.default !== null) spec[p.key] = typeof p.default === 'boolean' ? 1 : p.default;
      expect(() => buildAll(spec, 1)).not.toThrow();
    }
  });

  it('round-trips each module and its parameters; defaults are left out of the URL', () => {
    for (const q of [
      // (n is the lists' length: not written)
      'lab=dumbbell&cc=illinois,reno&ivariant=linux&amax=5&amin=0.5&bmax=0.4&bmin=0.2&wthresh=20&eta1=0.02&eta2=0.2&eta3=0.7&theta=3',
      'lab=dumbbell&cc=multcp,reno&weight=4,1',
      'lab=dumbbell&cc=vegas&gamma=5&valpha=1&vbeta=3',
      'lab=dumbbell&cc=cubic&cbeta=0.8&cscale=0.3',
      'lab=dumbbell&cc=bic,reno&bbeta=0.7&bmaxinc=32&blow=38&bsmooth=10',
      'lab=dumbbell&cc=compound&ctgamma=10&ctalpha=0.25&ctk=0.8&ctzeta=0.5&ctbeta=0.3',
      'lab=dumbbell&rtt=60&noise=5,0,10&stop=never,100,200',
      'lab=dumbbell&stop=120',
    ]) {
      // (n given by the lists is a note: no error)
      expect(decode(q).problems.filter((p) => !p.note)).toEqual([]);
      expect(encode(q)).toBe(q);
      const d = decode(q).scenario;
      const file = JSON.stringify(encodeJson(DUMBBELL_SPEC_SCHEMA, d));
      expect(decodeJson(DUMBBELL_SPEC_SCHEMA, file).scenario).toEqual(d);
    }
    expect(encode('lab=dumbbell&cc=illinois&amax=10&bmin=0.125&ivariant=paper')).toBe(
      'lab=dumbbell&cc=illinois',
    );
    expect(encode('lab=dumbbell&cc=cubic&cbeta=0.7&cscale=0.4')).toBe('lab=dumbbell&cc=cubic');
    // n given as well is left out: the lists say it
    expect(encode('lab=dumbbell&n=2&cc=multcp,reno&weight=4,1')).toBe(
      'lab=dumbbell&cc=multcp,reno&weight=4,1',
    );
    const d = decode('lab=dumbbell&n=3&noise=5,0,10&stop=never,100,200').scenario;
    expect(d.noise).toEqual([5, 0, 10]);
    expect(d.stop).toEqual([null, 100, 200]);
  });

  it("reports a module's parameter given while no flow runs the module, and drops it", () => {
    const p = problems(
      'lab=dumbbell&amax=5&bmin=0.2&ivariant=linux&weight=4&gamma=5&cbeta=0.8&cscale=1&a=2',
    );
    expect(Object.keys(p).sort()).toEqual(
      ['a', 'amax', 'bmin', 'cbeta', 'cscale', 'gamma', 'ivariant', 'weight'].sort(),
    );
    expect(p.amax.reason).toBe('is a parameter of cc=illinois, which no flow uses');
    expect(p.weight.reason).toBe('is a parameter of cc=multcp, which no flow uses');
    expect(p.cbeta.used).toBe('ignored');
    expect(encode('lab=dumbbell&amax=5&weight=4')).toBe('lab=dumbbell');
    // used by one flow of several: kept
    expect(decode('lab=dumbbell&n=2&cc=reno,illinois&amax=5').problems).toEqual([]);
  });

  it('names bad values and what was used instead', () => {
    const p = problems(
      'lab=dumbbell&cc=illinois&amax=0&bmax=1&ivariant=bsd&theta=1.5&eta1=1&noise=-1&stop=soon',
    );
    expect(Object.keys(p).sort()).toEqual(
      ['amax', 'bmax', 'eta1', 'ivariant', 'noise', 'stop', 'theta'].sort(),
    );
    expect(p.bmax.reason).toContain('must be in [0.001, 1)');
    expect(p.ivariant.reason).toContain('paper, linux');
    expect(p.theta.reason).toContain('integer');
    expect(p.stop.reason).toContain('a time in s, or never');
    expect(p.amax.used).toBe('the default 10');
    expect(problems('lab=dumbbell&cc=multcp&weight=0.5').weight.reason).toContain(
      'must be in [1, 1000000]',
    );
    expect(problems('lab=dumbbell&cc=vegas&gamma=0').gamma.reason).toContain('(0, 10000]');
  });

  it('keeps the ordered pairs ordered: α_max >= α_min, β_max >= β_min, η₃ >= η₂, Vegas α <= β', () => {
    // one side written: the other's default gives way, to the nearest value that fits (a note)
    const a = decode('lab=dumbbell&cc=illinois&amax=0.05');
    expect(a.problems).toEqual([
      {
        param: 'amin',
        // the rules are the modules' own (src/engines/packet/cc), in the URL's names
        reason:
          "the default 0.1 (the variant's: paper 0.1, linux 0.3) does not fit: must be <= amax (0.05), got 0.1",
        used: '0.05, the nearest value that does',
        note: true,
      },
    ]);
    expect([a.scenario.amin, a.scenario.amax]).toEqual([0.05, 0.05]);
    const up = (q: string, key: 'amax' | 'bmax' | 'eta3') => {
      const d = decode(q);
      expect(d.problems.map((p) => [p.param, p.note])).toEqual([[key, true]]);
      return d.scenario[key];
    };
    expect(up('lab=dumbbell&cc=illinois&amin=20', 'amax')).toBe(20);
    expect(up('lab=dumbbell&cc=illinois&bmin=0.6', 'bmax')).toBe(0.6);
    expect(up('lab=dumbbell&cc=illinois&eta2=0.9', 'eta3')).toBe(0.9);
    // both written: the first of the pair is the error, and falls back to its default
    const amin = problems('lab=dumbbell&cc=illinois&amin=20&amax=10').amin;
    expect(amin.reason).toBe('must be <= amax (10), got 20');
    expect(amin.used).toBe("the default 0.1 (the variant's: paper 0.1, linux 0.3)");
    // both given: the lower one is blamed and falls back to γ
    const v = decode('lab=dumbbell&cc=vegas&valpha=4&vbeta=2');
    expect(v.problems.map((x) => x.param)).toEqual(['valpha']);
    expect(v.problems[0].used).toBe('the default 2 (γ)');
    expect(v.scenario.valpha).toBeNull();
    expect(v.scenario.vbeta).toBe(2);
    // Linux's fixed point: α_min at least 1/128, β_min at least 1/64
    const l = problems('lab=dumbbell&cc=illinois&ivariant=linux&amin=0.001&bmin=0.01');
    expect(Object.keys(l).sort()).toEqual(['amin', 'bmin']);
  });

  it('lines a per-flow weight up with the flows, and reports a weight for a flow not running MulTCP', () => {
    expect(decode('lab=dumbbell&n=2&cc=multcp,reno&weight=4,1').problems).toEqual([]);
    const d = decode('lab=dumbbell&n=3&cc=multcp,reno,multcp&weight=4,2,3');
    expect(d.problems).toEqual([
      {
        param: 'weight',
        reason: 'value 2 (2) is for flow 2, which runs reno, not multcp',
        used: '1 for those flows',
      },
    ]);
    expect(d.scenario.weight).toEqual([4, 1, 3]);
    expect(problems('lab=dumbbell&n=3&cc=multcp&weight=2,3').weight.reason).toContain(
      'has 2 values but n = 3',
    );
    expect(problems('lab=dumbbell&n=3&noise=1,2').noise.used).toBe('none');
    expect(problems('lab=dumbbell&n=3&stop=1,2').stop.used).toBe('none');
  });

  it("maps each module's parameters to the engine's names (by hand)", () => {
    expect(
      params(
        'lab=dumbbell&n=2&cc=illinois,reno&ivariant=linux&amax=5&bmax=0.4&bmin=0.2&eta1=0.02&eta2=0.2&eta3=0.7&theta=3',
      ).cc,
    ).toEqual([
      {
        name: 'illinois',
        ivariant: 'linux',
        amax: 5,
        bmax: 0.4,
        bmin: 0.2,
        eta1: 0.02,
        eta2: 0.2,
        eta3: 0.7,
        theta: 3,
      },
      { name: 'reno' },
    ]);
    // amin and wthresh given: passed; left out: the engine's variant default
    expect(params('lab=dumbbell&cc=illinois&amin=0.5&wthresh=20').cc).toMatchObject({
      amin: 0.5,
      wthresh: 20,
    });
    expect(params('lab=dumbbell&cc=vegas&gamma=5').cc).toEqual({ name: 'vegas', gamma: 5 });
    expect(params('lab=dumbbell&cc=vegas&valpha=1&vbeta=3').cc).toEqual({
      name: 'vegas',
      gamma: 2,
      valpha: 1,
      vbeta: 3,
    });
    expect(params('lab=dumbbell&cc=cubic&cbeta=0.8').cc).toEqual({
      name: 'cubic',
      cscale: 0.4,
      cbeta: 0.8,
    });
    expect(params('lab=dumbbell&cc=bic&bmaxinc=8').cc).toEqual({
      name: 'bic',
      bbeta: 819 / 1024,
      bmaxinc: 8,
      blow: 14,
      bsmooth: 20,
    });
    expect(params('lab=dumbbell&cc=compound&ctgamma=10').cc).toEqual({
      name: 'compound',
      ctgamma: 10,
      ctalpha: 0.125,
      ctk: 0.75,
      ctzeta: 1,
      ctbeta: 0.5,
    });
    expect(params('lab=dumbbell&n=2&cc=multcp&weight=4').cc).toEqual({ name: 'multcp', weight: 4 });
    expect(params('lab=dumbbell&n=3&cc=multcp&weight=4,2,1').cc).toEqual([
      { name: 'multcp', weight: 4 },
      { name: 'multcp', weight: 2 },
      { name: 'multcp', weight: 1 },
    ]);
    expect(params('lab=dumbbell&n=2&cc=multcp,reno&weight=4').cc).toEqual([
      { name: 'multcp', weight: 4 },
      { name: 'reno' },
    ]);
    expect(params('lab=dumbbell&cc=aimd&a=2&b=0.7').cc).toEqual({
      name: 'aimd',
      a: 2,
      b: 0.7,
    });
  });

  it('maps RTT noise (ms to s) and stop times (per flow, null = never)', () => {
    expect(params('lab=dumbbell').rttNoise).toBe(0);
    expect(params('lab=dumbbell').stop).toBeNull();
    expect(params('lab=dumbbell&noise=5').rttNoise).toEqual([0.005]);
    expect(params('lab=dumbbell&n=2&noise=0,20').rttNoise).toEqual([0, 0.02]);
    expect(params('lab=dumbbell&n=3&stop=100').stop).toEqual([100, 100, 100]);
    expect(params('lab=dumbbell&n=2&stop=never,80').stop).toEqual([null, 80]);
    expect(params('lab=dumbbell&n=2&stop=never').stop).toBeNull();
  });

  it('sweeps weight and noise as one value for every flow', () => {
    expect(DUMBBELL_SWEEP_PARAMS).toContain('weight');
    expect(DUMBBELL_SWEEP_PARAMS).toContain('noise');
    const d = decode('lab=dumbbell&n=2&cc=multcp,reno&sweep=weight:1,2,4&sweep2=noise:0,5');
    expect(d.problems).toEqual([]);
    const at = pointScenario(d.scenario, { index: 0, series: null, coords: [4, 5] });
    expect(at.weight).toEqual([4]);
    expect(at.noise).toEqual([5]);
    expect(toPacketParams(at).cc).toEqual([{ name: 'multcp', weight: 4 }, { name: 'reno' }]);
    expect(decode('lab=dumbbell&sweep=weight:1,2').problems[0].reason).toContain('cc=multcp');
  });

  it('decodes any mix of module parameters to specs every engine module accepts', () => {
    const keys = [
      'n',
      'cc',
      'ivariant',
      ...SINGLE_PATH_MODULES.flatMap((m) => offeredParams(m).map((p) => p.key)).filter(
        (k) => k !== 'ivariant',
      ),
      'noise',
      'stop',
    ];
    const value = fc.constantFrom(
      '0',
      '1',
      '2',
      '0.001',
      '0.5',
      '0.99',
      '1.5',
      '-1',
      '1000',
      'abc',
      'never',
      'linux',
      'paper',
      'illinois',
      'illinois,reno',
      'vegas',
      'cubic,multcp',
      'multcp',
      'highspeed,aimd',
      'bic,compound',
      'compound',
      '4,1',
      '1,2,3',
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 10 }),
        (pairs) => {
          const q = [
            'lab=dumbbell',
            ...pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
          ].join('&');
          const d = decode(q);
          const p = withDefaults(toPacketParams(d.scenario));
          expect(() => validateParams(p)).not.toThrow();
          expect(() => buildAll(p.cc, p.n)).not.toThrow();
          expect(decode(encodeQuery(DUMBBELL_SPEC_SCHEMA, d.scenario)).scenario).toEqual(
            d.scenario,
          );
        },
      ),
      { numRuns: 400 },
    );
  });
});
