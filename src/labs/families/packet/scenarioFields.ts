import {
  FLAVOURS,
  LOSS_POLICIES,
  PACKET_DEFAULTS,
  QUEUE_KINDS,
} from '../../../engines/packet/params';
import {
  booleanField,
  enumField,
  enumListField,
  listField,
  numberField,
  type Field,
} from '../../../scenario/fields';
import { ccField, stopField } from './flowFields';
import { ccFields } from './ccFields';
import type { DumbbellScenario as S } from './scenario';

export const MAX_N = 10_000;
/** Simulated seconds at most: an hour of a laptop's wall time on a 10 Mbit/s link. */
export const MAX_T = 1e6;

/** The Dumbbell lab's parameters, in URL order: the link and queue, the flows, the run. */

const num = (...a: Parameters<typeof numberField<S>>) => numberField<S>(...a);
const list = (...a: Parameters<typeof listField<S>>) => listField<S>(...a);
const red = (s: S) => s.queue !== 'red';
const threshold = (s: S) => s.queue !== 'threshold';

export const DUMBBELL_FIELDS: readonly Field<S>[] = [
  num('n', 'number of TCP flows N', { min: 1, max: MAX_N, integer: true }),
  num('cap', 'bottleneck capacity, Mbit/s', { min: 0.001, max: 1e5 }),
  list('rtt', 'two-way propagation RTT, ms (one value, or one per flow)', {
    min: 0.01,
    max: 1e5,
  }),
  list(
    'noise',
    'RTT noise σ, ms (one, or one per flow): each ACK comes back later by a uniform draw in [0, 2σ] (paper 003 Sec. 6.4)',
    { min: 0, max: 1e4 },
  ),
  num('buffer', 'bottleneck buffer, packets (counting the one in transmission, as ns-2)', {
    min: 1,
    max: 1e7,
    integer: true,
  }),
  enumField<S>('queue', 'queue discipline at the bottleneck', QUEUE_KINDS),
  {
    ...num('minth', 'RED minimum threshold, packets (default 0.6 x buffer)', {
      min: 0,
      max: 1e7,
    }),
    inactive: red,
  },
  {
    ...num('maxth', 'RED maximum threshold, packets (default 0.8 x buffer)', {
      min: 0,
      max: 1e7,
    }),
    inactive: red,
  },
  {
    ...num('maxp', 'RED drop probability at the maximum threshold', {
      min: 0,
      max: 1,
      openMin: true,
    }),
    inactive: red,
  },
  { ...num('wq', 'RED averaging weight', { min: 0, max: 1, openMin: true }), inactive: red },
  {
    ...booleanField<S>('gentle', 'RED gentle mode (drop probability rises to 1 at 2 x maxth)'),
    inactive: red,
  },
  { ...booleanField<S>('wait', 'RED waits between drops (ns-2 wait_)'), inactive: red },
  {
    ...enumField<S>('redmode', 'RED measures the queue in bytes (ns-2 2.35) or packets', [
      'bytes',
      'packets',
    ]),
    inactive: red,
  },
  {
    ...num('th', 'threshold-dropper: Th, packets in the queue', {
      min: 1,
      max: 1e7,
      integer: true,
    }),
    inactive: threshold,
  },
  {
    ...num('hold', 'threshold-dropper: no new signal for hold x mean RTT', { min: 0, max: 1e4 }),
    inactive: threshold,
  },
  {
    ...enumField<S>('select', 'threshold-dropper: which flow is signalled', LOSS_POLICIES),
    inactive: threshold,
  },
  num('loss', 'random loss probability of each data packet at the bottleneck', {
    min: 0,
    max: 1,
    openMax: true,
  }),
  enumListField<S>('tcp', 'loss recovery (one, or one per flow)', () => FLAVOURS),
  ccField(),
  ...ccFields<S>(),
  num('pkt', 'payload per data packet, bytes', { min: 1, max: 65_535, integer: true }),
  num('header', 'TCP/IP header on the wire, bytes', { min: 0, max: 65_535, integer: true }),
  num('wmax', 'maximum window, packets (ns-2 window_)', { min: 1, max: 1e9, integer: true }),
  num('rwnd', 'receiver window, packets (throughput <= rwnd x pkt / RTT)', {
    min: 1,
    max: 1e9,
    integer: true,
  }),
  booleanField<S>('delack', 'delayed ACKs (one ACK per two packets, 100 ms timer)'),
  list(
    'start',
    'start times, s: one value = spread of uniform starts in [0, start]; or one per flow',
    { min: 0, max: 1e6 },
  ),
  stopField(),
  num('t', 'simulated time, s', { min: 0.001, max: MAX_T }),
  num('warmup', 'left out of the measurements, s', { min: 0, max: MAX_T }),
  num('seed', 'seed of the random generator (start times, RED, losses)', {
    min: 0,
    max: 0xffffffff,
    integer: true,
  }),
  num('syncgap', 'synchronization: drops within syncgap x mean RTT are one congestion event', {
    min: 0,
    max: 1e4,
    openMin: true,
  }),
  num('bin', 'P(signal | w): bins of bin x mean RTT', { min: 0, max: 1e4, openMin: true }),
  num('access', 'access links, x the bottleneck capacity', { min: 0.01, max: 1e6 }),
  num('iw', 'initial window after the SYN, packets', { min: 1, max: 1e6, integer: true }),
  // the engine's RTO is at most maxRto (ns-2's 60 s): a larger floor would contradict it
  num('minrto', 'minimum retransmission timeout, s', { min: 0, max: PACKET_DEFAULTS.maxRto }),
];
