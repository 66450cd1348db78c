import { describe, expect, it } from 'vitest';
import { LINUX_PRESET, PAPER_PRESET } from '../../../src/engines/models/illinois';
import {
  brokenRules,
  ccValues,
  paramProblem,
  resolveCc,
  type CcModule,
} from '../../../src/engines/packet/cc/ccParams';
import { ILLINOIS_CC, illinoisModelParams } from '../../../src/engines/packet/cc/illinois';
import { CC_MODULE_LIST, ccModule } from '../../../src/engines/packet/cc/registry';
import { VEGAS_CC } from '../../../src/engines/packet/cc/vegas';

const modules = CC_MODULE_LIST as readonly CcModule[];

describe("a module's parameter table", () => {
  it('every module declares its parameters once, with a default or a way to derive it', () => {
    for (const m of modules) {
      const keys = m.params.map((p) => p.key);
      expect(new Set(keys).size, m.name).toBe(keys.length);
      for (const p of m.params) {
        if (p.kind === 'number' && p.default === null)
          expect(p.derive, `${m.name}.${p.key}`).toBeTypeOf('function');
        // the default itself is a valid value
        if (p.default !== null) expect(paramProblem(p, p.default), `${m.name}.${p.key}`).toBeNull();
      }
      // with nothing given, the module's values break none of its rules
      expect(brokenRules(m, resolveCc(m, { name: m.name })), m.name).toEqual([]);
    }
  });

  it('an alias runs its module', () => {
    expect(ccModule('max')).toBe(ccModule('lia'));
    expect(ccModule('nope')).toBeUndefined();
  });

  it('fills in the defaults, and derives the others from the values given', () => {
    expect(resolveCc(VEGAS_CC, { name: 'vegas', gamma: 5 })).toMatchObject({
      gamma: 5,
      valpha: 5,
      vbeta: 5,
    });
    expect(resolveCc(VEGAS_CC, { name: 'vegas', gamma: 5, vbeta: 7 })).toMatchObject({
      valpha: 5,
      vbeta: 7,
    });
    const linux = resolveCc(ILLINOIS_CC, { name: 'illinois', ivariant: 'linux' });
    expect(illinoisModelParams(linux)).toEqual(LINUX_PRESET);
    expect(illinoisModelParams(resolveCc(ILLINOIS_CC, { name: 'illinois' }))).toEqual(PAPER_PRESET);
  });

  it("Illinois: a parameter with one default has the same value in the paper's and the kernel's presets", () => {
    const values = (v: 'paper' | 'linux') =>
      resolveCc(ILLINOIS_CC, { name: 'illinois', ivariant: v });
    for (const p of ILLINOIS_CC.params) {
      if (p.kind !== 'number') continue;
      if (p.default !== null) expect(values('linux')[p.key], p.key).toBe(p.default);
      else expect(values('linux')[p.key], p.key).not.toBe(values('paper')[p.key]);
    }
  });

  it('names the key and the module of a bad value, of an unknown key and of a broken rule', () => {
    const bad = (spec: Record<string, number | string>) => () =>
      ccValues(ILLINOIS_CC, { name: 'illinois', ...spec });
    expect(bad({ bmax: 1 })).toThrow('cc.bmax (illinois) must be in [0.001, 1), got 1');
    expect(bad({ theta: 1.5 })).toThrow('cc.theta (illinois) must be an integer from 0 to');
    expect(bad({ ivariant: 'bsd' })).toThrow('cc.ivariant (illinois) must be one of paper, linux');
    expect(bad({ alphaMax: 5 })).toThrow('cc.alphaMax (illinois) is not a parameter');
    expect(bad({ amin: 20 })).toThrow('cc.amin (illinois) must be <= amax (10), got 20');
    expect(bad({ ivariant: 'linux', amin: 0.001 })).toThrow(
      'cc.amin (illinois) must be >= 1/128 with linux rules, got 0.001',
    );
    // the rule holds on the values in force: amin = 0.5 is fine with amax = 10, not with 0.3
    expect(bad({ amin: 0.5 })).not.toThrow();
    expect(bad({ amin: 0.5, amax: 0.3 })).toThrow('cc.amin (illinois) must be <= amax (0.3)');
  });
});
