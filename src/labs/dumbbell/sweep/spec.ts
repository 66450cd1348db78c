import { enumListField, type Field } from '../../../scenario/fields';
import { ok } from '../../../scenario/values';
import { LOSS_POLICIES, type LossPolicy } from '../../../engines/packet/params';
import type { SweepParamTable } from '../../../sweep/axis';
import { axisField, repsField, type SweepCore } from '../../../sweep/spec';
import { speedField } from '../../kit/live/speedField';
import { DUMBBELL_SPEEDS, type DumbbellSpeed } from '../speeds';
import {
  DUMBBELL_DEFAULTS,
  DUMBBELL_SCHEMA,
  type DumbbellScenario,
} from '../../families/packet/scenario';

/**
 * The Dumbbell lab's URL: a scenario, and optionally a sweep of it (`sweep=n:1..10`,
 * `sweep2=buffer:5,20,100`, `reps=`). Without `sweep=` the page runs the scenario live; with it,
 * the page and the command line run the sweep. One schema for both, so that a link is either.
 */
export interface DumbbellSpec extends DumbbellScenario, SweepCore {
  lab: 'dumbbell';
  /**
   * a sweep's series: one curve per threshold-dropper policy (`select`), every policy on the same
   * seeds (paper 000's Fig. 11, both panels on one chart); empty: the scenario's `select` alone
   */
  selects: LossPolicy[];
  /** how fast the live run plays (simulated seconds per wall second, or max); none in a sweep */
  speed: DumbbellSpeed;
}

export const DUMBBELL_SPEC_DEFAULTS: DumbbellSpec = {
  ...DUMBBELL_DEFAULTS,
  lab: 'dumbbell',
  sweep: null,
  sweep2: null,
  selects: [],
  reps: 3,
  speed: 1,
};

/** A sweep's series: its threshold-dropper policies (selects=), or none. */
export const dumbbellSeries = (s: Pick<DumbbellSpec, 'selects'>): LossPolicy[] | null =>
  s.selects.length > 0 ? s.selects : null;

/** What a dumbbell sweep can vary: one value for every flow where the parameter is per flow. */
export const DUMBBELL_SWEEP_PARAMS = [
  'n',
  'buffer',
  'cap',
  'rtt',
  'loss',
  'th',
  'hold',
  'maxp',
  'wq',
  'a',
  'b',
  'weight',
  'noise',
  'pkt',
  'wmax',
  'rwnd',
] as const;
export type DumbbellSweepParam = (typeof DUMBBELL_SWEEP_PARAMS)[number];

const INTEGER = new Set<string>(['n', 'buffer', 'th', 'pkt', 'wmax', 'rwnd']);

export const DUMBBELL_PARAM_TABLE: SweepParamTable = DUMBBELL_SWEEP_PARAMS.map((param) => {
  const field = DUMBBELL_SCHEMA.fields.find((f) => f.param === param);
  return {
    param,
    integer: INTEGER.has(param),
    check: (v: number) => {
      const parsed = field ? field.parse(v) : ok(v);
      return parsed.ok ? null : parsed.reason;
    },
  };
});

type F = Field<DumbbellSpec>;

export const DUMBBELL_SPEC_FIELDS: readonly F[] = [
  ...(DUMBBELL_SCHEMA.fields as unknown as F[]),
  axisField<DumbbellSpec>(
    'sweep',
    `a sweep instead of a live run: the swept parameter and its values (n:1..10, buffer:5,20,100); sweepable: ${DUMBBELL_SWEEP_PARAMS.join(', ')}`,
    DUMBBELL_PARAM_TABLE,
  ),
  axisField<DumbbellSpec>(
    'sweep2',
    'a second swept parameter (one curve per value)',
    DUMBBELL_PARAM_TABLE,
  ),
  enumListField<DumbbellSpec>(
    'selects',
    'with a sweep and queue=threshold: one curve per threshold-dropper policy, all on the same seeds (selects=uniform,largest-rate: Fig. 11 on one chart)',
    () => LOSS_POLICIES,
  ),
  repsField<DumbbellSpec>(),
  speedField<DumbbellSpec, DumbbellSpeed>(
    DUMBBELL_SPEEDS.choices,
    'how fast the page plays a live run: simulated seconds per second (1 is real time), or max',
    (s) => s.sweep !== null,
  ),
];
