import type { Field } from '../../../scenario/fields';
import type { SweepParamTable } from '../../../sweep/axis';
import { axisField, repsField, type SweepCore } from '../../../sweep/spec';
import { BUFFER_DEFAULTS, BUFFER_FIELDS, type BufferScenario } from '../scenario';

/** The lab's URL: a scenario and optionally a sweep of it (`sweep=n:1..50`). */
export interface BufferSpec extends BufferScenario, SweepCore {
  lab: 'buffer';
}

export const BUFFER_SPEC_DEFAULTS: BufferSpec = {
  ...BUFFER_DEFAULTS,
  lab: 'buffer',
  sweep: null,
  sweep2: null,
  reps: 1,
};

export const BUFFER_SWEEP_PARAMS = [
  'n',
  'rtt',
  'q',
  'bw',
  'ssthresh',
  'x',
  'pkt',
  'duration',
] as const;
const INTEGER = new Set<string>(['n', 'q', 'pkt']);

export const BUFFER_PARAM_TABLE: SweepParamTable = BUFFER_SWEEP_PARAMS.map((param) => {
  const field = BUFFER_FIELDS.find((f) => f.param === param) as Field<BufferScenario>;
  return {
    param,
    integer: INTEGER.has(param),
    check: (v: number) => {
      const parsed = field.parse(v);
      return parsed.ok ? null : parsed.reason;
    },
  };
});

type F = Field<BufferSpec>;

export const BUFFER_SPEC_FIELDS: readonly F[] = [
  ...(BUFFER_FIELDS as unknown as F[]),
  axisField<BufferSpec>(
    'sweep',
    `the swept parameter and its values (n:1..50, rtt:30,50,80,100); sweepable: ${BUFFER_SWEEP_PARAMS.join(', ')}`,
    BUFFER_PARAM_TABLE,
  ),
  axisField<BufferSpec>(
    'sweep2',
    'a second swept parameter (one curve per value)',
    BUFFER_PARAM_TABLE,
  ),
  repsField<BufferSpec>(),
];
