import { ccOf, type SinglePathCc } from './ccModules';
import { illinoisAmin, MODULE_PARAMS, vegasAlpha, vegasBeta } from './moduleFields';
import { formatNumber } from '../../../format/numbers';
import type { DumbbellScenario as S } from './scenario';

type Report = (param: string, reason: string, used: string) => void;
const f = formatNumber;

/**
 * The modules' rules on a decoded scenario (its lists already of length 1 or n): parameters of
 * modules no flow runs are reported and reset; Illinois's and Vegas's pairs stay ordered; MulTCP
 * weights of flows that do not run MulTCP are reported.
 */
export function refineModules(
  s: S,
  given: ReadonlySet<keyof S>,
  defaults: S,
  report: Report,
): void {
  const set = (k: keyof S, v: unknown) => ((s as unknown as Record<string, unknown>)[k] = v);
  for (const [module, keys] of Object.entries(MODULE_PARAMS) as [
    SinglePathCc,
    (keyof S & string)[],
  ][]) {
    if (s.cc.includes(module)) continue;
    for (const key of keys)
      if (given.has(key)) {
        report(key, `is a parameter of cc=${module}, which no flow uses`, 'ignored');
        set(key, defaults[key]);
      }
  }
  if (s.cc.includes('illinois')) refineIllinois(s, given, defaults, report);
  if (s.cc.includes('vegas') && vegasBeta(s) < vegasAlpha(s)) {
    report(
      s.vbeta !== null ? 'vbeta' : 'valpha',
      `Vegas needs α <= β (got α = ${f(vegasAlpha(s))}, β = ${f(vegasBeta(s))})`,
      `α = β = γ = ${f(s.gamma)}`,
    );
    s.valpha = null;
    s.vbeta = null;
  }
  if (s.cc.includes('multcp') && s.weight.length > 1 && s.cc.length > 1) {
    const wrong = s.weight.flatMap((w, k) => (w !== 1 && ccOf(s.cc, k) !== 'multcp' ? [k] : []));
    if (wrong.length > 0) {
      const k = wrong[0];
      report(
        'weight',
        `value ${k + 1} (${f(s.weight[k])}) is for flow ${k + 1}, which runs ${ccOf(s.cc, k)}, not multcp${wrong.length > 1 ? ` (and ${wrong.length - 1} more such values)` : ''}`,
        '1 for those flows',
      );
      s.weight = s.weight.map((w, j) => (ccOf(s.cc, j) === 'multcp' ? w : 1));
    }
  }
}

function refineIllinois(s: S, given: ReadonlySet<keyof S>, defaults: S, report: Report): void {
  const linux = s.ivariant === 'linux';
  if (linux && s.amin !== null && s.amin < 1 / 128) {
    report('amin', `the linux rules need α_min >= 1/128 (got ${f(s.amin)})`, 'the default 0.3');
    s.amin = null;
  }
  if (linux && s.bmin < 1 / 64) {
    report(
      'bmin',
      `the linux rules need β_min >= 1/64 (got ${f(s.bmin)})`,
      `the default ${f(defaults.bmin)}`,
    );
    s.bmin = defaults.bmin;
  }
  if (s.amax < illinoisAmin(s)) {
    report(
      given.has('amax') ? 'amax' : 'amin',
      `α_max (${f(s.amax)}) must be at least α_min (${f(illinoisAmin(s))})`,
      'the defaults of both',
    );
    s.amax = defaults.amax;
    s.amin = null;
  }
  if (s.bmax < s.bmin) {
    report(
      given.has('bmax') ? 'bmax' : 'bmin',
      `β_max (removed, ${f(s.bmax)}) must be at least β_min (removed, ${f(s.bmin)})`,
      'the defaults of both',
    );
    s.bmax = defaults.bmax;
    s.bmin = defaults.bmin;
  }
  if (s.eta3 < s.eta2) {
    report(
      given.has('eta3') ? 'eta3' : 'eta2',
      `eta3 (${f(s.eta3)}) must be at least eta2 (${f(s.eta2)}): d_3 >= d_2`,
      'the defaults of both',
    );
    s.eta2 = defaults.eta2;
    s.eta3 = defaults.eta3;
  }
}
