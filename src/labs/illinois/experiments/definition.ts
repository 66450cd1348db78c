import type { ScenarioSchema } from '../../../scenario/codec';
import type { SweepParamTable } from '../../../sweep/axis';
import { csvNumber } from '../../../format/numbers';
import type { SweepDefinition } from '../../../sweep/spec';
import { lossyReport } from '../lossyReport';
import { ILLINOIS_DEFAULTS, ILLINOIS_SCHEMA, type IllinoisScenario } from '../scenario';
import { experimentSummary } from './analysis';
import { completeJob, seriesOf, setupAt, type ExperimentJob } from './job';
import { mergeReps, type ExperimentPointResult } from './run';
import { packetView, runLength } from './views';

/**
 * The packet views as sweeps of the generic machinery: the lab's own schema (a job is the
 * scenario with its sweep filled in by the view), one CSV row per point (series, then each
 * flow's numbers), and the view's summary in the JSON.
 */
export const EXPERIMENT_SCHEMA: ScenarioSchema<ExperimentJob> = {
  lab: 'illinois',
  version: ILLINOIS_SCHEMA.version,
  defaults: { ...ILLINOIS_DEFAULTS, lab: 'illinois', sweep: null, sweep2: null, reps: 1 },
  fields: ILLINOIS_SCHEMA.fields as unknown as ScenarioSchema<ExperimentJob>['fields'],
  refine(s, given, problems) {
    ILLINOIS_SCHEMA.refine(s, given as ReadonlySet<keyof IllinoisScenario>, problems);
    completeJob(s);
  },
};

/** The values a view sweeps (its axis is set by the view, not by sweep=). */
const PARAMS: SweepParamTable = ['buffer', 'pd', 'sigma', 'rep'].map((param) => ({
  param,
  integer: param === 'buffer' || param === 'rep',
  check: () => null,
}));

/** How many flows each point of the job runs (the same for every point of a view). */
export function flowCount(job: ExperimentJob): number {
  const series = seriesOf(job);
  const x = job.sweep?.kind === 'list' ? job.sweep.values[0] : 0; // a swept value, or rep 0
  return series.length === 0 ? 0 : setupAt(job, { series: series[0], coords: [x] }).flows.length;
}

/** Each row is one run (a point is one replication): its numbers, no interval. */
const FLOW_COLUMNS = ['cc', 'rtt_ms', 'sigma_ms', 'throughput', 'cwnd', 'timeouts', 'dm_ms'];

export const EXPERIMENT_SWEEPS: SweepDefinition<ExperimentJob, ExperimentPointResult> = {
  labs: ['illinois'],
  schema: () => EXPERIMENT_SCHEMA,
  params: PARAMS,
  series: (s) => seriesOf(s),
  refine: (s, given, problems) => EXPERIMENT_SCHEMA.refine(s, given, problems),
  columns: (s) => [
    'series',
    'seed',
    'utilization',
    ...Array.from({ length: flowCount(s) }, (_, f) =>
      FLOW_COLUMNS.map((c) => `flow${f + 1}_${c}`),
    ).flat(),
  ],
  cells: (r) => {
    const run = r.runs[0];
    return [
      r.series,
      String(run.seed),
      csvNumber(run.utilization),
      ...r.flows.flatMap((f, k) => [
        f.cc,
        csvNumber(f.rttMs),
        csvNumber(f.noiseMs),
        csvNumber(run.throughput[k]),
        csvNumber(run.cwnd[k]),
        csvNumber(run.timeouts[k]),
        csvNumber(run.dm[k]),
      ]),
    ];
  },
  extras: (s, byIndex, sharded) => ({
    view: s.view,
    run: runLength(s),
    ...(sharded ? {} : { summary: experimentSummary(s, mergeReps(byIndex)) }),
    ...(packetView(s) === 'lossy' ? { models: lossyReport(s) } : {}),
  }),
};
