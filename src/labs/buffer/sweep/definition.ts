import type { ScenarioSchema } from '../../../scenario/codec';
import type { Problem } from '../../../scenario/problems';
import { csvNumber } from '../../../format/numbers';
import { sweepRefiner } from '../../../sweep/refine';
import type { SweepDefinition } from '../../../sweep/spec';
import { refineBuffer } from '../scenario';
import type { BufferPointResult } from './results';
import {
  BUFFER_PARAM_TABLE,
  BUFFER_SPEC_DEFAULTS,
  BUFFER_SPEC_FIELDS,
  type BufferSpec,
} from './spec';

/** Columns after the swept parameters: Mbit/s on the wire, then the models' relative errors. */
const COLUMNS = [
  'q',
  'hacker',
  'wu',
  'wu_no_s',
  'chan',
  'chan_steady',
  'theorem1',
  'simulated',
  'ci95_low',
  'ci95_high',
  'hacker_error',
  'wu_error',
  'chan_error',
];

export const BUFFER_SPEC_SCHEMA: ScenarioSchema<BufferSpec> = {
  lab: 'buffer',
  version: 1,
  defaults: BUFFER_SPEC_DEFAULTS,
  fields: BUFFER_SPEC_FIELDS,
  refine: sweepRefiner(() => BUFFER_SWEEPS),
};

/** Sweeps of the buffer-aware models and their simulations (a point outside the models' domain
 * keeps its simulation; its model cells are empty). */
export const BUFFER_SWEEPS: SweepDefinition<BufferSpec, BufferPointResult> = {
  labs: ['buffer'],
  schema: () => BUFFER_SPEC_SCHEMA,
  params: BUFFER_PARAM_TABLE,
  series: () => null,
  refine: (s, given, problems: Problem[]) => refineBuffer(s, given as ReadonlySet<never>, problems),
  columns: () => COLUMNS,
  seeds: (r) => r.runs.map((x) => x.seed),
  cells: (r) => [
    csvNumber(r.q),
    csvNumber(r.models?.hacker),
    csvNumber(r.models?.wu),
    csvNumber(r.models?.wuNoS),
    csvNumber(r.models?.chan),
    csvNumber(r.models?.chanSteady),
    csvNumber(r.theorem1),
    csvNumber(r.simulated?.mean),
    csvNumber(r.simulated?.ci95?.[0]),
    csvNumber(r.simulated?.ci95?.[1]),
    csvNumber(r.errors?.hacker),
    csvNumber(r.errors?.wu),
    csvNumber(r.errors?.chan),
  ],
};
