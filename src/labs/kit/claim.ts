/**
 * What a "try this" caption promises, in a form a test checks on the engine: the claim names the
 * run that shows it (the link itself, or a part of it) and reads the measures that make it true
 * from the command line's report of that run. tests/labs/<lab>/tryThis.test.ts runs every claim of
 * every link (`npm run sim -- "<query>"`'s code), so a caption cannot drift from what the engine
 * shows, and a link without a claim fails a test.
 */

/** One measured quantity of a claim, against its bound. */
export interface Finding {
  /** what is measured, in words */
  what: string;
  /** the measured value (null: the report has none, which fails) */
  value: number | null;
  /** the bound, in words ("≥ 0.75", "in [0.85, 0.87]") */
  bound: string;
  holds: boolean;
}

export interface Claim {
  /**
   * The checked run: parameters that replace the link's own ('' = the link itself). A sweep
   * checked on some of its values gives exactly the link's numbers at those points (a point's
   * seeds hash its values, not its place in the sweep); a shorter run, the same path up to its end.
   */
  run: string;
  /** other scenarios the claim compares the link with (full queries, any lab) */
  also: readonly string[];
  /** the run's traces are needed (`--path`) */
  path: boolean;
  /** the findings on the reports of [run, ...also], each parsed from the command line's JSON */
  check(reports: readonly unknown[]): Finding[];
}

interface ClaimSpec<R extends unknown[]> {
  run?: string;
  also?: readonly string[];
  path?: boolean;
  check: (...reports: R) => Finding[];
}

/** A claim whose check reads the reports as the types the labs' command lines print. */
export function claim<R extends unknown[]>(spec: ClaimSpec<R>): Claim {
  return {
    run: spec.run ?? '',
    also: spec.also ?? [],
    path: spec.path ?? false,
    check: (reports) => spec.check(...(reports as R)),
  };
}

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toPrecision(4));
const isNum = (x: number | null | undefined): x is number =>
  typeof x === 'number' && Number.isFinite(x);

/** A finding on one value: null (and failing) when the report has no number there. */
const onValue = (
  what: string,
  value: number | null | undefined,
  bound: string,
  test: (v: number) => boolean,
): Finding => {
  const v = isNum(value) ? value : null;
  return { what, value: v, bound, holds: v !== null && test(v) };
};

export const atLeast = (what: string, value: number | null | undefined, min: number) =>
  onValue(what, value, `≥ ${fmt(min)}`, (v) => v >= min);

export const atMost = (what: string, value: number | null | undefined, max: number) =>
  onValue(what, value, `≤ ${fmt(max)}`, (v) => v <= max);

export const inRange = (what: string, value: number | null | undefined, lo: number, hi: number) =>
  onValue(what, value, `in [${fmt(lo)}, ${fmt(hi)}]`, (v) => v >= lo && v <= hi);

/** |value − target| ≤ tol */
export const near = (what: string, value: number | null | undefined, target: number, tol: number) =>
  onValue(what, value, `${fmt(target)} ± ${fmt(tol)}`, (v) => Math.abs(v - target) <= tol);

/**
 * An estimate on a theory's line: its 95 % interval contains x, or its mean is within `rel` of x
 * (relative). The second form is for deterministic dynamics (largest-rate, synchronized: every
 * replication the same, an interval of width 0 off the line by rounding) and for the start-up's
 * bias that a long run's narrow interval can exclude.
 */
export const onLine = (
  what: string,
  e: { mean: number; ci95: readonly [number, number] | null } | null | undefined,
  x: number,
  rel = 1e-3,
): Finding => {
  const ci = e?.ci95;
  const mean = e && isNum(e.mean) ? e.mean : null;
  const inside = !!ci && isNum(ci[0]) && isNum(ci[1]) && ci[0] <= x && x <= ci[1];
  return {
    what: `${what}${ci ? `, 95 % interval [${ci.map(fmt).join(', ')}]` : ''}`,
    value: mean,
    bound: `covers ${fmt(x)} or within ${fmt(rel * 100)} % of it`,
    holds: mean !== null && (inside || Math.abs(mean - x) <= rel * Math.abs(x)),
  };
};

/** A 95 % interval inside [lo, hi]: a physical range (a fraction, a utilization). */
export const intervalWithin = (
  what: string,
  ci: readonly [number, number] | null | undefined,
  lo: number,
  hi: number,
): Finding => ({
  what: `${what}, 95 % interval [${ci ? ci.map(fmt).join(', ') : '–'}]`,
  value: ci ? (ci[0] + ci[1]) / 2 : null,
  bound: `inside [${fmt(lo)}, ${fmt(hi)}]`,
  holds: !!ci && isNum(ci[0]) && isNum(ci[1]) && ci[0] >= lo && ci[1] <= hi,
});

/** a below b, with the margin (b − a) as the value */
export const less = (what: string, a: number | null | undefined, b: number | null | undefined) =>
  onValue(what, isNum(a) && isNum(b) ? b - a : null, '> 0 (second minus first)', (v) => v > 0);

/**
 * How far a full link's measured rate may read above its capacity, relative: the engines count a
 * packet when its transmission starts (as ns-2's monitors do), so a run can end a packet or two
 * over, and an interval over runs that differ by one packet can reach a few packets past it. An
 * interval that leaves its range for want of replications does so by far more (Fig. 11 of the
 * Dumbbell lab at 2 replications: 0.08).
 */
export const FULL_LINK_SLACK = 1e-5;

/** One interval of a sweep, named by its point. */
export interface NamedInterval {
  at: string;
  ci95: readonly [number, number] | null;
}

/**
 * Every interval of a sweep inside [lo, hi], the quantity's physical range: an interval that
 * leaves it says the point has too few replications (nothing is clamped). The value is the number
 * of intervals outside; points with one replication have none and pass.
 */
export const intervalsWithin = (
  what: string,
  intervals: readonly NamedInterval[],
  lo: number,
  hi: number,
): Finding => {
  const out = intervals.filter((i) => i.ci95 && !(i.ci95[0] >= lo && i.ci95[1] <= hi));
  const shown = out
    .slice(0, 3)
    .map((i) => `${i.at} [${i.ci95!.map(fmt).join(', ')}]`)
    .join('; ');
  return {
    what: `${what}: intervals outside [${fmt(lo)}, ${fmt(hi)}]${shown ? ` (${shown})` : ''}`,
    value: out.length,
    bound: `none of ${intervals.filter((i) => i.ci95).length}`,
    holds: out.length === 0,
  };
};

/**
 * Every interval of a link's measured rate inside [0, capacity] (utilization: capacity 1), with
 * a full link's slack (FULL_LINK_SLACK).
 */
export const rateIntervals = (
  what: string,
  intervals: readonly NamedInterval[],
  capacity: number,
) => intervalsWithin(what, intervals, 0, capacity * (1 + FULL_LINK_SLACK));
