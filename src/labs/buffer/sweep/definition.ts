import type { ScenarioSchema } from '../../../scenario/codec';
import type { Problem } from '../../../scenario/problems';
import { cell } from '../../../sweep/output';
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
  cells: (r) => [
    cell(r.q),
    cell(r.models?.hacker),
    cell(r.models?.wu),
    cell(r.models?.wuNoS),
    cell(r.models?.chan),
    cell(r.models?.chanSteady),
    cell(r.theorem1),
    cell(r.simulated?.mean),
    cell(r.simulated?.ci95?.[0]),
    cell(r.simulated?.ci95?.[1]),
    cell(r.errors?.hacker),
    cell(r.errors?.wu),
    cell(r.errors?.chan),
  ],
};
