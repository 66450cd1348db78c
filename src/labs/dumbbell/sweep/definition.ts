import type { ScenarioSchema } from '../../../scenario/codec';
import type { Problem } from '../../../scenario/problems';
import { csvNumber } from '../../../format/numbers';
import { describePoint, enumeratePoints, sweptParams } from '../../../sweep/plan';
import { sweepRefiner } from '../../../sweep/refine';
import type { SweepDefinition } from '../../../sweep/spec';
import { DUMBBELL_SCHEMA } from '../../families/packet/scenario';
import { pointScenario } from './plan';
import { signalHalves } from '../signalMeasures';
import type { DumbbellPointResult } from './results';
import {
  DUMBBELL_PARAM_TABLE,
  DUMBBELL_SPEC_DEFAULTS,
  DUMBBELL_SPEC_FIELDS,
  dumbbellSeries,
  type DumbbellSpec,
} from './spec';

const COLUMNS = [
  'utilization',
  'ci95_low',
  'ci95_high',
  'theorem1',
  'synchronized',
  'ns2',
  'drops',
  'timeouts',
  'sync_mean_m',
  'signal_ratio',
];

/**
 * P(signal | w) in one number (Figs. 13-14): the flow-bins above the median window signalled how
 * many times as often as those at or below it (null when either half has no bin or no signal).
 */
export function signalRatio(r: Pick<DumbbellPointResult, 'signal'>): number | null {
  if (r.signal.w.length === 0) return null;
  const h = signalHalves(r.signal);
  return h.low.bins > 0 && h.high.bins > 0 && h.low.p > 0 ? h.high.p / h.low.p : null;
}

/** Problems found at the points, each reported once, at the first point where it arises. */
const MAX_POINT_PROBLEMS = 5;

/**
 * The lab's rules on a spec: the scenario's own, then those that only a point can show (a per-flow
 * list with n swept, a RED threshold above a swept buffer ...): every point is checked as the run
 * will build it, and what the rules repair there is reported once.
 */
/**
 * selects= is a sweep's series of threshold-dropper policies: without a sweep, or without the
 * threshold-dropper, it would do nothing, so it is dropped with a word; with it, `select` is the
 * series' (a written select is said to give way).
 */
function refineSelects(
  s: DumbbellSpec,
  given: ReadonlySet<keyof DumbbellSpec>,
  problems: Problem[],
): void {
  if (s.selects.length === 0) return;
  const why =
    s.sweep === null
      ? 'one curve per policy needs a sweep (sweep=n:1..10, say)'
      : s.queue !== 'threshold'
        ? `the policies are the threshold-dropper's, and the queue is ${s.queue} (queue=threshold)`
        : null;
  if (why !== null) {
    problems.push({ param: 'selects', reason: why, used: 'ignored' });
    s.selects = [];
    return;
  }
  const unique = [...new Set(s.selects)];
  if (unique.length < s.selects.length) {
    problems.push({
      param: 'selects',
      reason: 'a policy is listed twice',
      used: unique.join(','),
    });
    s.selects = unique;
  }
  if (given.has('select'))
    problems.push({
      param: 'select',
      reason: `selects= gives each curve its policy (${s.selects.join(', ')})`,
      used: 'ignored',
    });
}

function refine(s: DumbbellSpec, given: ReadonlySet<keyof DumbbellSpec>, problems: Problem[]) {
  refineSelects(s, given, problems);
  // a swept parameter is written (sweep=a:1,2 alone runs cc=aimd, as a=1 would)
  const written: ReadonlySet<string> = new Set([
    ...(given as ReadonlySet<string>),
    ...sweptParams(s),
  ]);
  DUMBBELL_SCHEMA.refine(s, written as ReadonlySet<never>, problems);
  if (s.sweep === null) return;
  const seen = new Set<string>();
  for (const p of enumeratePoints(s, dumbbellSeries(s))) {
    const found: Problem[] = [];
    pointScenario(s, p, found);
    for (const f of found) {
      const key = `${f.param}|${f.reason.replace(/[-\d.e]+/g, '#')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > MAX_POINT_PROBLEMS) return;
      problems.push({ ...f, reason: `at ${describePoint(s, p)}: ${f.reason}` });
    }
  }
}

export const DUMBBELL_SPEC_SCHEMA: ScenarioSchema<DumbbellSpec> = {
  lab: 'dumbbell',
  version: 1,
  defaults: DUMBBELL_SPEC_DEFAULTS,
  fields: DUMBBELL_SPEC_FIELDS,
  refine: sweepRefiner(() => DUMBBELL_SWEEPS),
};

/** Sweeps of the Dumbbell lab: utilization against N, the buffer, the capacity ... */
export const DUMBBELL_SWEEPS: SweepDefinition<DumbbellSpec, DumbbellPointResult> = {
  labs: ['dumbbell'],
  schema: () => DUMBBELL_SPEC_SCHEMA,
  params: DUMBBELL_PARAM_TABLE,
  series: dumbbellSeries,
  refine,
  columns: (s) => (s.selects.length > 0 ? ['select', ...COLUMNS] : COLUMNS),
  seeds: (r) => r.runs.map((x) => x.seed),
  cells: (r) => [
    ...(r.series === null ? [] : [r.series]),
    csvNumber(r.utilization.mean),
    csvNumber(r.utilization.ci95?.[0]),
    csvNumber(r.utilization.ci95?.[1]),
    csvNumber(r.theorem1),
    csvNumber(r.synchronized),
    csvNumber(r.ns2),
    csvNumber(r.drops),
    csvNumber(r.timeouts),
    csvNumber(r.syncMeanM),
    csvNumber(signalRatio(r)),
  ],
};
