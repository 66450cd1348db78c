import type { ScenarioSchema } from '../scenario/codec';
import { numberField, type Field } from '../scenario/fields';
import type { Problem } from '../scenario/problems';
import { fail, ok, show, type Parsed } from '../scenario/values';
import { formatAxis, parseAxis, type SweepAxis, type SweepParamTable } from './axis';

/**
 * What every sweep adds to a lab's scenario: up to two swept parameters, replications per point,
 * and the lab (a sweep of one lab's scenario may serve several labs' pages). A sweep stays flat,
 * like the scenario it extends, so that the scenario's table of fields (and its validation)
 * applies to it unchanged.
 */
export interface SweepCore {
  lab: string;
  seed: number;
  /** the first swept parameter (the x axis); null: no swept parameter */
  sweep: SweepAxis | null;
  /** a second swept parameter (one series per value), only with `sweep` */
  sweep2: SweepAxis | null;
  /** replications per point, each with its own seed derived from `seed` */
  reps: number;
}

/** Runs (points x replications) in one sweep at most: about an hour of a laptop's cores. */
export const MAX_RUNS = 20_000;
export const MAX_REPS = 1000;

/** What a point's result has whatever the lab: its place in the sweep and its swept values. */
export interface PointResultCore {
  index: number;
  coords: number[];
}

/**
 * One lab's sweeps: its sweepable parameters, its series, its rules and its output columns. The
 * generic machinery (points, seeds, shards, pools, progress, CSV, JSON, merge) works from this;
 * the point runner itself is a separate module that workers and threads import.
 */
export interface SweepDefinition<S extends SweepCore, R extends PointResultCore> {
  /** the labs whose pages and command lines run these sweeps; decoding falls back to the first */
  labs: readonly string[];
  schema(lab: string): ScenarioSchema<S>;
  params: SweepParamTable;
  /** pairs of parameters that are one quantity, never swept together, and how: ['eta', 'rtt',
   * 'eta = 1/rtt^2'] */
  sameQuantity?: readonly (readonly [string, string, string?])[];
  /**
   * The series every point is run for (AIMD: the loss policies), in order; null when the lab has
   * none. A series is a CSV column right after the swept parameters, and part of a point's key.
   */
  series(s: S): readonly string[] | null;
  /** The lab's own cross-field rules, after the generic rules on the axes, before the size cap. */
  refine(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void;
  /** the columns after the swept parameters (starting with the series' column, when there is one) */
  columns(s: S): string[];
  /** a result's cells for those columns (see cell in output.ts) */
  cells(r: R): string[];
  /**
   * The seeds of the replications a point ran (empty: it ran none, a closed form). A lab that
   * gives them has two last CSV columns, `reps` and `seeds` (space-separated): every number of a
   * row can be re-run from its link with seed= and reps=1.
   */
  seeds?(r: R): readonly number[];
  /** JSON fields after the points (readouts, theory curves); results indexed by point index */
  extras?(s: S, byIndex: readonly (R | undefined)[], sharded: boolean): Record<string, unknown>;
  /** the sweep as it runs and as its CSV and JSON name it (default: as is) */
  runnable?(s: S): S;
}

/** A `sweep=` or `sweep2=` field over a lab's sweepable parameters. */
export function axisField<S extends SweepCore>(
  key: 'sweep' | 'sweep2',
  help: string,
  table: SweepParamTable,
): Field<S> {
  return {
    key,
    param: key,
    help,
    parse: (raw) => parseAxis(raw, table) as Parsed<S[keyof S]>,
    format: (v) => formatAxis(v as SweepAxis | null),
    json: (v) => formatAxis(v as SweepAxis | null),
    none: 'none',
  };
}

export const repsField = <S extends SweepCore>(): Field<S> =>
  numberField<S>('reps' as keyof S & string, 'replications per point (seeds derived from seed)', {
    min: 1,
    max: MAX_REPS,
    integer: true,
  });

/** A list of names, each one of `names` at most once, or `all` for every one of them. */
export function parseNameList(raw: unknown, names: readonly string[], what: string) {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === 'string') items = raw.trim() === 'all' ? [...names] : raw.split(',');
  else return fail(`${show(raw)} is not a list of ${what}`);
  if (items.length === 0) return fail('the list is empty');
  const out: string[] = [];
  for (const item of items) {
    const name = typeof item === 'string' ? item.trim() : item;
    if (!names.includes(name as string))
      return fail(`${show(item)} is not one of ${names.join(', ')} (or "all")`);
    if (out.includes(name as string)) return fail(`${show(item)} is listed twice`);
    out.push(name as string);
  }
  return ok(out);
}
