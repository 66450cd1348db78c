import type { Problem } from '../scenario/problems';
import { axisLength, axisValues, formatAxis, type SweepAxis } from './axis';
import { sweepAxes } from './plan';
import { MAX_RUNS, type PointResultCore, type SweepCore, type SweepDefinition } from './spec';

/**
 * The rules every sweep obeys, around the lab's own (SweepDefinition.refine): first the axes
 * (sweep2 alone becomes sweep, a parameter swept twice or two names of one quantity), then the
 * lab's rules, last the cap on the number of runs.
 */

type SameQuantity = NonNullable<SweepDefinition<SweepCore, PointResultCore>['sameQuantity']>;

type Report = (param: string, reason: string, used: string, note?: boolean) => void;
type Given = ReadonlySet<string>;

function refineAxes(s: SweepCore, sameQuantity: SameQuantity, given: Given, report: Report) {
  if (s.sweep === null && s.sweep2 !== null) {
    report('sweep2', 'given without sweep', 'it as sweep');
    s.sweep = s.sweep2;
    s.sweep2 = null;
  }
  if (s.sweep === null || s.sweep2 === null) return;
  const pair = [s.sweep.param, s.sweep2.param];
  const same = sameQuantity.find(([a, b]) => pair.includes(a) && pair.includes(b));
  if ((pair[0] === pair[1] || same) && !given.has('sweep') && given.has('sweep2')) {
    // the lab's default axis gives way to the one the user wrote
    report(
      'sweep',
      `the default ${formatAxis(s.sweep)} sweeps the quantity sweep2 sweeps`,
      `sweep2's ${formatAxis(s.sweep2)} as sweep`,
      true,
    );
    s.sweep = s.sweep2;
    s.sweep2 = null;
    return;
  }
  if (pair[0] === pair[1]) {
    report('sweep2', `sweeps ${pair[0]} again`, 'ignored');
    s.sweep2 = null;
  } else if (same) {
    const why = same[2] ? ` (${same[2]})` : '';
    report(
      'sweep2',
      `${same[0]} and ${same[1]} are one parameter${why}: sweep one of them`,
      'ignored',
    );
    s.sweep2 = null;
  }
}

function refineSize(s: SweepCore, series: number, given: Given, report: Report): void {
  const points = sweepAxes(s).reduce((p, a) => p * axisLength(a), 1) * series;
  if (points * s.reps <= MAX_RUNS) return;
  const reason = `the sweep has ${points} points x ${s.reps} replications, more than ${MAX_RUNS} runs`;
  if (points <= MAX_RUNS) {
    s.reps = Math.floor(MAX_RUNS / points);
    // the default replications give way to a long sweep; replications written are the error
    if (given.has('reps')) report('reps', reason, String(s.reps));
    else report('reps', `the default: ${reason}`, `${s.reps}, as many as fit`, true);
    return;
  }
  // Only two long axes get here (each has at most 1,000 values): keep the head of the second.
  const first = s.sweep as SweepAxis;
  const second = s.sweep2 as SweepAxis;
  const keep = Math.floor(MAX_RUNS / (axisLength(first) * series));
  s.sweep2 = { param: second.param, kind: 'list', values: axisValues(second).slice(0, keep) };
  s.reps = 1;
  report('sweep2', reason, `its first ${keep} values and reps = 1`);
}

/** The schema's refine for a definition's sweeps. */
export function sweepRefiner<S extends SweepCore, R extends PointResultCore>(
  def: () => SweepDefinition<S, R>,
): (s: S, given: ReadonlySet<keyof S>, problems: Problem[]) => void {
  return (s, given, problems) => {
    const d = def();
    const report: Report = (param, reason, used, note) =>
      problems.push({ param, reason, used, ...(note && { note }) });
    const had = given as Given;
    refineAxes(s, d.sameQuantity ?? [], had, report);
    d.refine(s, given, problems);
    refineSize(s, d.series(s)?.length ?? 1, had, report);
  };
}
