import { formatNumber } from '../format/numbers';
import { adaptedDefault, type Problem } from './problems';

/**
 * Cross-field rules that several labs share, written once so that they adapt the same way: the
 * side of a rule the user did not write gives way to the side they did (a note), and only when
 * the user wrote both is the rule broken (an error naming what they wrote). Each adapted value is
 * a fixed function of what was written, so a link gives the same numbers in every page and CLI.
 */

/** One side of a rule: its parameter, its value, and whether the input wrote it. */
export interface Side {
  param: string;
  value: number;
  given: boolean;
  /** how the messages name it, when not "param = value" ("the shortest swept duration") */
  label?: string;
}

/** A warm-up and the run it is cut from (warm-up < run), in one unit. */
export interface WarmupRule {
  /** ' s' or ' events' */
  unit: string;
  /** the warm-up for a run the user gave, and why that one ("half of t, the defaults' ratio") */
  warmupFor(run: number): number;
  warmupWhy: string;
  /** the run for a warm-up the user gave, and why that one; null when no run can hold it */
  runFor(warmup: number): number | null;
  runWhy: string;
}

const text = (v: number, unit: string) => `${formatNumber(v)}${unit}`;
const named = (side: Side, unit: string) =>
  `${side.label ?? side.param} = ${text(side.value, unit)}`;

/**
 * warm-up < run. The warm-up the user did not write shortens to fit their run; the run they did
 * not write lengthens to hold their warm-up; when they wrote both, the warm-up is the error (and
 * `warmupFor` gives the value used). Returns the values to use.
 */
export function fitWarmup(
  warmup: Side,
  run: Side,
  rule: WarmupRule,
  problems: Problem[],
): { warmup: number; run: number } {
  if (warmup.value < run.value) return { warmup: warmup.value, run: run.value };
  const longer = warmup.given && !run.given ? rule.runFor(warmup.value) : null;
  if (longer !== null && warmup.value < longer) {
    problems.push(
      adaptedDefault(
        run.param,
        `the default ${text(run.value, rule.unit)} is not longer than ${named(warmup, rule.unit)}`,
        `${text(longer, rule.unit)}, ${rule.runWhy}`,
      ),
    );
    return { warmup: warmup.value, run: longer };
  }
  const used = rule.warmupFor(run.value);
  const value = `${text(used, rule.unit)}, ${rule.warmupWhy}`;
  if (warmup.given)
    problems.push({
      param: warmup.param,
      reason: `must be less than ${run.label ?? run.param} (${text(run.value, rule.unit)}), got ${formatNumber(warmup.value)}`,
      used: value,
    });
  else
    problems.push(
      adaptedDefault(
        warmup.param,
        `the default ${text(warmup.value, rule.unit)} is not shorter than ${named(run, rule.unit)}`,
        value,
      ),
    );
  return { warmup: used, run: run.value };
}

/**
 * fitWarmup on a scenario's own fields `warmup` and `run` (their parameters named as their keys),
 * in place.
 */
export function refineWarmup<S extends Record<K, number>, K extends string>(
  s: S,
  given: ReadonlySet<string>,
  [warmup, run]: readonly [K, K],
  rule: WarmupRule,
  problems: Problem[],
): void {
  const fitted = fitWarmup(
    { param: warmup, value: s[warmup], given: given.has(warmup) },
    { param: run, value: s[run], given: given.has(run) },
    rule,
    problems,
  );
  (s as Record<K, number>)[warmup] = fitted.warmup;
  (s as Record<K, number>)[run] = fitted.run;
}

/**
 * A warm-up rule that keeps the defaults' ratio (warm-up w₀ of a run t₀): warm-up = run w₀/t₀,
 * run = warm-up t₀/w₀ (at most `maxRun`).
 */
export function ratioRule(
  unit: string,
  runParam: string,
  defaults: { warmup: number; run: number },
  maxRun: number,
): WarmupRule {
  const times = defaults.run / defaults.warmup;
  const why = `the defaults' ratio (${text(defaults.warmup, unit)} of ${text(defaults.run, unit)})`;
  return {
    unit,
    warmupFor: (run) => run / times,
    warmupWhy: `${runParam}/${formatNumber(times)}, ${why}`,
    runFor: (w) => (w * times <= maxRun ? w * times : null),
    runWhy: `${formatNumber(times)} x the warm-up, ${why}`,
  };
}

/**
 * Per-flow lists (one value for every flow, or one per flow) and the number of flows: when n was
 * not written, it takes the length of the first list the user gave with several values, so that
 * `rtt=10,20,30` alone means three flows. That is a reading of what was written (a list of one
 * value per flow says how many flows there are), not a default giving way: no note, so that a link
 * such as `cc=illinois,reno` opens with nothing to read. Only a bad n (whose error named the
 * default) gets a note saying the value used instead. Returns the n to use; the lists that still
 * disagree with it are the caller's errors.
 */
export function fitFlowCount(
  n: Side,
  lists: readonly { param: string; length: number; given: boolean }[],
  max: number,
  problems: Problem[],
): number {
  if (n.given) return n.value;
  const first = lists.find((l) => l.given && l.length > 1 && l.length !== n.value);
  if (
    !first ||
    first.length > max ||
    lists.some((l) => l.given && l.length === n.value && l.length > 1)
  )
    return n.value;
  if (problems.some((p) => p.param === n.param && p.note !== true))
    problems.push(
      adaptedDefault(
        n.param,
        `the default ${formatNumber(n.value)} flows do not match the ${first.length} values of ${first.param}`,
        `${first.length}, one flow per value`,
      ),
    );
  return first.length;
}

/**
 * The one choice whose own parameters the input wrote, and those parameters (`owners`: each
 * choice with its parameters): what a choice left unwritten takes (minth=5 alone: queue=red).
 * Null when the input wrote none, or parameters of several choices (no choice fits them all).
 */
export function choiceOfWritten<C extends string>(
  owners: readonly (readonly [C, readonly string[]])[],
  given: ReadonlySet<string>,
): { choice: C; keys: string[] } | null {
  const found = owners
    .map(([choice, params]) => ({ choice, keys: params.filter((k) => given.has(k)) }))
    .filter((o) => o.keys.length > 0);
  return found.length === 1 ? found[0] : null;
}
