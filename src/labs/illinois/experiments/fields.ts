import type { Field } from '../../../scenario/fields';
import {
  booleanField,
  enumField,
  enumListField,
  listField,
  numberField,
} from '../../../scenario/fields';
import { pdField, type PdAxis } from '../pdAxis';
import {
  ALGORITHMS,
  ALL_BUT_LOSSY,
  algorithmsOf,
  MAX_SIM_T,
  outside,
  notPacket,
  type Algorithm,
  type WithView,
} from './views';

/**
 * The packet-level experiments of paper 003 Sec. 6 as parameters of the TCP-Illinois lab. Most
 * are null when not given: they then take the value of the view's experiment (VIEW_DEFAULTS),
 * so that `view=longfat` alone is Fig. 8's setup and a value given in the URL still wins.
 */
export const QUEUES = ['droptail', 'red'] as const;

export interface ExperimentFields {
  /** the congestion controls compared, each in its own runs (null: the view's) */
  cc: Algorithm[] | null;
  /** Vegas's α = β = γ (Sec. 6.4): one series per value */
  gamma: number[];
  /** bottleneck capacity, Mbit/s */
  cap: number | null;
  /** two-way propagation RTT, ms (every flow; rttfair's unequal RTTs are `rtt`) */
  tp: number | null;
  /** bottleneck buffer, packets */
  buffer: number | null;
  /** Fig. 10's buffers, packets (the x axis) */
  buffers: number[];
  /** friendly: flows of each kind (that many Reno flows against that many of the other) */
  nmix: number;
  queue: (typeof QUEUES)[number];
  /** noise: σ, ms (the noise on each ACK is uniform on [0, 2σ]) */
  sigma: number[];
  /** lossy: run the packet engine too (Fig. 14) */
  sim: boolean;
  /** lossy: the p_d of the simulated points */
  simpd: PdAxis;
  /** replications per point (URL `reps`) */
  simReps: number | null;
  /** simulated time per run, s (URL `t`) */
  simT: number | null;
  /** left out of the averages, s (URL `twarm`) */
  simWarmup: number | null;
}

export const EXPERIMENT_DEFAULTS: ExperimentFields = {
  cc: null,
  gamma: [2, 5, 10],
  cap: null,
  tp: null,
  buffer: null,
  buffers: [10, 20, 30, 40, 50],
  nmix: 1,
  queue: 'droptail',
  sigma: [0, 5, 10, 20, 30, 40],
  sim: false,
  simpd: { kind: 'range', from: 0.0005, to: 0.05, count: 7 },
  simReps: null,
  simT: null,
  simWarmup: null,
};

type Loose = Field<WithView>;
const num = (...a: Parameters<typeof numberField<WithView>>) => numberField<WithView>(...a);
const inactive = (f: Loose, when: (s: WithView) => boolean): Loose => ({ ...f, inactive: when });

export const EXPERIMENT_FIELDS: readonly Loose[] = [
  inactive(
    enumListField<WithView>(
      'cc',
      "packet views: the congestion controls compared, each in its own runs (default: the view's)",
      () => ALGORITHMS,
    ),
    outside(...ALL_BUT_LOSSY),
  ),
  inactive(
    listField<WithView>('gamma', "packet views: Vegas's alpha = beta = gamma, one series each", {
      min: 0,
      max: 1000,
      openMin: true,
    }),
    (s) => !algorithmsOf(s).includes('vegas'),
  ),
  inactive(
    num('cap', "packet views: bottleneck capacity, Mbit/s (default: the view's)", {
      min: 0.01,
      max: 10_000,
    }),
    notPacket,
  ),
  inactive(
    num('tp', "packet views: propagation RTT of every flow, ms (default: the view's)", {
      min: 0.1,
      max: 10_000,
    }),
    notPacket,
  ),
  inactive(
    num('buffer', "packet views: bottleneck buffer, packets (default: the view's)", {
      min: 2,
      max: 1e6,
      integer: true,
    }),
    (s) => notPacket(s) || s.view === 'buffers',
  ),
  inactive(
    listField<WithView>('buffers', 'buffers (Fig. 10): the buffers of the x axis, packets', {
      min: 2,
      max: 1e6,
      integer: true,
    }),
    outside('buffers'),
  ),
  inactive(
    num('nmix', 'friendly: flows of each kind (n Reno flows against n of the other)', {
      min: 1,
      max: 50,
      integer: true,
    }),
    outside('friendly'),
  ),
  inactive(
    enumField<WithView>('queue', 'rttfair, friendly: the bottleneck queue', QUEUES),
    outside('rttfair', 'friendly'),
  ),
  inactive(
    listField<WithView>('sigma', 'noise (Fig. 15): sigma, ms; each ACK is delayed U[0, 2 sigma]', {
      min: 0,
      max: 10_000,
    }),
    outside('noise'),
  ),
  inactive(
    booleanField<WithView>('sim', 'lossy: simulate Fig. 14 on the packet engine too (1/0)'),
    (s) => s.view !== 'lossy',
  ),
  inactive(pdField<WithView>('simpd', 'lossy: p_d of the simulated points'), outside('lossy')),
  inactive(
    num(
      'simReps',
      "packet views: replications per point (default: the view's)",
      {
        min: 1,
        max: 100,
        integer: true,
      },
      'reps',
    ),
    notPacket,
  ),
  inactive(
    num(
      'simT',
      "packet views: simulated time per run, s (default: the view's)",
      {
        min: 1,
        max: MAX_SIM_T,
      },
      't',
    ),
    notPacket,
  ),
  inactive(
    num(
      'simWarmup',
      "packet views: warm-up left out of the averages, s (default: the view's)",
      {
        min: 0,
        max: 1e5,
      },
      'twarm',
    ),
    notPacket,
  ),
];
