import { brokenRules, resolveCc, type CcModule } from '../../../engines/packet/cc/ccParams';
import type { CcSpec } from '../../../engines/packet/params';
import { inRange } from '../../../engines/common/range';
import { formatNumber } from '../../../format/numbers';
import { ccSpecOf, defaultText } from './ccFields';
import { choiceOfWritten } from '../../../scenario/rules';
import { ccOf, offeredParams, SINGLE_PATH_MODULES } from './ccModules';

/** Reports a repair: an error, or with `note` a default adapted to what the user wrote. */
export type Report = (param: string, reason: string, used: string, note?: boolean) => void;
/** A scenario as these rules see it: the flows' modules and every parameter by its key. */
type Values = { n: number; cc: string[] };

/**
 * Module `m`'s rules (α_min <= α_max ...) on the values of a decoded scenario (`spec` reads them
 * as the module's spec). A broken rule first moves a parameter the input did not write to the
 * value that fits the ones it did (`set`, a note: amin=20 alone raises α_max to 20); when the
 * input wrote them all, it resets the first it gave with `reset` and says so with `used` (an
 * error). Until none is broken.
 */
export function refineCcRules(
  m: CcModule,
  spec: () => CcSpec,
  given: ReadonlySet<string>,
  reset: (key: string) => void,
  used: (key: string) => string,
  report: Report,
  set: (key: string, value: number) => void,
): void {
  // a parameter reset to its default is no longer the user's: it may give way in turn
  const wasReset = new Set<string>();
  const written = (k: string) => given.has(k) && !wasReset.has(k);
  for (let tries = 0; tries <= 3 * (m.rules?.length ?? 0); tries++) {
    const values = resolveCc(m, spec());
    const rule = brokenRules(m, values)[0];
    if (!rule) return;
    const free = rule.params.find((k) => !written(k) && fits(m, k, rule.fit?.(values, k)));
    const value = free === undefined ? undefined : rule.fit?.(values, free);
    if (free !== undefined && value !== undefined && rule.params.some(written)) {
      set(free, value);
      // a value that breaks another rule of it that no written value can answer for does not fit
      const after = brokenRules(m, resolveCc(m, spec()));
      if (after.some((r) => r.params.includes(free) && !r.params.some(written))) {
        reset(free);
        const key = rule.params.find(written) as string;
        report(key, rule.check(values, key) as string, used(key));
        reset(key);
        wasReset.add(key);
        continue;
      }
      report(
        free,
        `${used(free)} does not fit: ${rule.check(values, free) as string}`,
        `${formatNumber(value)}, the nearest value that does`,
        true,
      );
      continue;
    }
    const key = rule.params.find(written) ?? rule.params[0];
    const reason = rule.check(values, key) as string;
    reset(key);
    wasReset.add(key);
    // the default still breaks the rule: the nearest value that keeps it is used instead
    const still = brokenRules(m, resolveCc(m, spec())).includes(rule);
    const nearest = still ? rule.fit?.(resolveCc(m, spec()), key) : undefined;
    if (nearest !== undefined && fits(m, key, nearest)) {
      set(key, nearest);
      report(key, reason, `${formatNumber(nearest)}, the nearest value that keeps the rule`);
    } else report(key, reason, used(key));
  }
}

/** Whether `value` is a value of module `m`'s number parameter `key` (its range). */
function fits(m: CcModule, key: string, value: number | undefined): boolean {
  const p = m.params.find((x) => x.key === key);
  return value !== undefined && p?.kind === 'number' && inRange(value, p.range);
}

/**
 * The modules' rules on a decoded scenario of the packet labs (its lists already of length 1 or
 * n): the parameters given of one module make the default cc that module (amax=20 alone runs
 * Illinois); parameters of modules no flow runs are reported and reset; each module's own rules
 * hold (see refineCcRules); a per-flow parameter's values for flows that do not run its module
 * must be its default.
 */
export function refineModules<S extends Values>(
  s: S,
  given: ReadonlySet<keyof S>,
  defaults: S,
  report: Report,
  modules: readonly CcModule[] = SINGLE_PATH_MODULES,
): void {
  const bag = s as unknown as Record<string, unknown>;
  const had = given as ReadonlySet<string>;
  const reset = (key: string) => (bag[key] = (defaults as unknown as Record<string, unknown>)[key]);
  const owner = choiceOfWritten(
    modules.map((m) => [m.name, offeredParams(m).map((p) => p.key)] as const),
    had,
  );
  if (!had.has('cc') && owner !== null && !s.cc.includes(owner.choice)) {
    report(
      'cc',
      `the default ${s.cc.join(',')} does not run ${owner.keys.join(', ')} (of cc=${owner.choice})`,
      `${owner.choice}, the module they belong to`,
      true,
    );
    s.cc = [owner.choice];
  }
  for (const m of modules) {
    if (s.cc.includes(m.name)) continue;
    for (const p of offeredParams(m))
      if (had.has(p.key)) {
        report(p.key, `is a parameter of cc=${m.name}, which no flow uses`, 'ignored');
        reset(p.key);
      }
  }
  for (const m of modules) {
    if (!s.cc.includes(m.name)) continue;
    const param = (key: string) => offeredParams(m).find((p) => p.key === key);
    refineCcRules(
      m,
      () => ccSpecOf(m, s),
      had,
      reset,
      (key) => defaultText(m, param(key)!, s),
      report,
      (key, value) => {
        const p = param(key);
        bag[key] = p?.kind === 'number' && p.perFlow ? [value] : value;
      },
    );
    for (const p of offeredParams(m)) {
      if (!(p.kind === 'number' && p.perFlow)) continue;
      const values = bag[p.key] as number[];
      if (values.length <= 1 || s.cc.length <= 1) continue;
      const wrong = values.flatMap((v, k) =>
        v !== p.default && ccOf(s.cc, k) !== m.name ? [k] : [],
      );
      if (wrong.length === 0) continue;
      const k = wrong[0];
      const more = wrong.length > 1 ? ` (and ${wrong.length - 1} more such values)` : '';
      report(
        p.key,
        `value ${k + 1} (${formatNumber(values[k])}) is for flow ${k + 1}, which runs ${ccOf(s.cc, k)}, not ${m.name}${more}`,
        `${formatNumber(p.default as number)} for those flows`,
      );
      bag[p.key] = values.map((v, j) => (ccOf(s.cc, j) === m.name ? v : p.default));
    }
  }
}
