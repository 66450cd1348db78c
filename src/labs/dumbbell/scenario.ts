import { CC_MODULES } from '../../engines/packet/cc/registry';
import {
  FLAVOURS,
  LOSS_POLICIES,
  QUEUE_KINDS,
  type Flavour,
  type LossPolicy,
  type QueueKind,
} from '../../engines/packet/params';
import type { ScenarioSchema } from '../../scenario/codec';
import {
  booleanField,
  enumField,
  enumListField,
  listField,
  numberField,
} from '../../scenario/fields';
import type { Problem } from '../../scenario/problems';
import { formatNumber } from '../../scenario/values';

/**
 * The Dumbbell lab's scenario: N TCP flows over one bottleneck, in the units people use (Mbit/s,
 * ms, packets), as a URL or a scenario file says it. The defaults are ns-2 2.35's as paper 000's
 * scripts use them (see conventions.ts), so that a run can be held against ns-2.
 */
export interface DumbbellScenario {
  n: number;
  /** bottleneck capacity, Mbit/s */
  cap: number;
  /** two-way propagation RTT, ms: one for every flow, or one per flow */
  rtt: number[];
  /** bottleneck buffer, packets (counting the one in transmission, as ns-2) */
  buffer: number;
  queue: QueueKind;
  /** RED thresholds in packets; null = 0.6 and 0.8 of the buffer (paper 000, Sec. V-A) */
  minth: number | null;
  maxth: number | null;
  maxp: number;
  wq: number;
  gentle: boolean;
  wait: boolean;
  /** RED measures the queue in bytes (ns-2 2.35's default) or in packets */
  redmode: 'bytes' | 'packets';
  /** threshold-dropper: Th packets */
  th: number;
  /** threshold-dropper: no new signal for hold x the mean RTT */
  hold: number;
  /** threshold-dropper: the loss policy choosing the signalled flow */
  select: LossPolicy;
  /** random loss probability of each data packet at the bottleneck */
  loss: number;
  /** loss recovery, one for every flow or one per flow */
  tcp: Flavour[];
  /** congestion control, one for every flow or one per flow */
  cc: string[];
  /** cc=aimd: window increase per RTT, packets */
  a: number;
  /** cc=aimd: the fraction of the window kept at a loss (paper 000's beta) */
  b: number;
  /** payload bytes */
  pkt: number;
  /** TCP/IP header bytes on the wire */
  header: number;
  wmax: number;
  /** receiver window, packets (null: none) */
  rwnd: number | null;
  delack: boolean;
  /** one value: starts uniform in [0, start] s; n values: each flow's start, s */
  start: number[];
  /** simulated time, s */
  t: number;
  warmup: number;
  seed: number;
  /** drops closer than syncgap x mean RTT are one congestion event (Fig. 17) */
  syncgap: number;
  /** P(signal | w): time bins of bin x mean RTT (Figs. 13-14) */
  bin: number;
  /** access links are access x the bottleneck capacity */
  access: number;
  /** initial window after the SYN, packets */
  iw: number;
  minrto: number;
}

export const MAX_N = 10_000;
/** Simulated seconds at most: an hour of a laptop's wall time on a 10 Mbit/s link. */
export const MAX_T = 1e6;

export const DUMBBELL_DEFAULTS: DumbbellScenario = {
  n: 10,
  cap: 10,
  rtt: [120],
  buffer: 20,
  queue: 'droptail',
  minth: null,
  maxth: null,
  maxp: 0.1,
  wq: 0.001,
  gentle: true,
  wait: true,
  redmode: 'bytes',
  // Th and hold: paper 000 Sec. V-D gives Th = 3 and "a factor of the mean RTT". Here packets
  // reach the bottleneck in line-rate trains (access links 10x faster), so 3 packets are crossed
  // well below full load and the windows collapse; Th = 5 with a hold of 2 RTTs gives Fig. 11's
  // shape with one flow per congestion event (M_n = 1 in 96-100 % of events, N = 1..10).
  th: 5,
  hold: 2,
  select: 'uniform',
  loss: 0,
  tcp: ['sack'],
  cc: ['reno'],
  a: 1,
  b: 0.5,
  pkt: 1000,
  header: 40,
  wmax: 20000,
  rwnd: null,
  delack: false,
  start: [4],
  t: 600,
  warmup: 300,
  seed: 1,
  syncgap: 1,
  bin: 1,
  access: 10,
  iw: 2,
  minrto: 0.2,
};

type S = DumbbellScenario;
const num = (...a: Parameters<typeof numberField<S>>) => numberField<S>(...a);
const list = (...a: Parameters<typeof listField<S>>) => listField<S>(...a);
const red = (s: S) => s.queue !== 'red';
const threshold = (s: S) => s.queue !== 'threshold';
const noAimd = (s: S) => !s.cc.includes('aimd');

/** The parameters of one queue kind (or cc), named so that a stray one can be reported. */
const RED_ONLY = ['minth', 'maxth', 'maxp', 'wq', 'gentle', 'wait', 'redmode'] as const;
const THRESHOLD_ONLY = ['th', 'hold', 'select'] as const;
const PER_FLOW = ['rtt', 'tcp', 'cc'] as const;

function refine(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void {
  const report = (param: string, reason: string, used: string) =>
    problems.push({ param, reason, used });
  for (const key of PER_FLOW) {
    const v = s[key];
    if (v.length !== 1 && v.length !== s.n) {
      const def = DUMBBELL_DEFAULTS[key] as (string | number)[];
      report(
        key,
        `has ${v.length} values but n = ${s.n} (give 1 value or ${s.n})`,
        `the default ${def.join(',')}`,
      );
      (s as unknown as Record<string, unknown>)[key] = def;
    }
  }
  if (s.start.length !== 1 && s.start.length !== s.n) {
    report(
      'start',
      `has ${s.start.length} values but n = ${s.n} (one value: the spread of uniform start times; or ${s.n} start times)`,
      `the default ${formatNumber(DUMBBELL_DEFAULTS.start[0])}`,
    );
    s.start = DUMBBELL_DEFAULTS.start;
  }
  for (const key of RED_ONLY) {
    if (given.has(key) && red(s)) {
      report(key, `is a RED parameter and queue = ${s.queue}`, 'ignored');
      (s as unknown as Record<string, unknown>)[key] = DUMBBELL_DEFAULTS[key];
    }
  }
  for (const key of THRESHOLD_ONLY) {
    if (given.has(key) && threshold(s)) {
      report(key, `is a threshold-dropper parameter and queue = ${s.queue}`, 'ignored');
      (s as unknown as Record<string, unknown>)[key] = DUMBBELL_DEFAULTS[key];
    }
  }
  if (!s.cc.includes('aimd'))
    for (const key of ['a', 'b'] as const) {
      if (given.has(key)) {
        report(key, 'is a parameter of cc=aimd, which no flow uses', 'ignored');
        s[key] = DUMBBELL_DEFAULTS[key];
      }
    }
  if (s.queue === 'droptail' && s.buffer < 2) {
    report('buffer', 'DropTail needs at least 2 packets (one in transmission, one waiting)', '2');
    s.buffer = 2;
  }
  if (s.queue === 'red') {
    const lo = s.minth ?? 0.6 * s.buffer;
    const hi = s.maxth ?? 0.8 * s.buffer;
    if (!(hi > lo)) {
      report(
        s.maxth !== null ? 'maxth' : 'minth',
        `the thresholds must satisfy minth < maxth (got ${formatNumber(lo)} and ${formatNumber(hi)})`,
        'the defaults 0.6 and 0.8 of the buffer',
      );
      s.minth = null;
      s.maxth = null;
    }
  }
  if (s.warmup >= s.t) {
    const used = s.t / 2;
    report(
      'warmup',
      `must be less than t (${formatNumber(s.t)} s), got ${formatNumber(s.warmup)}`,
      formatNumber(used),
    );
    s.warmup = used;
  }
}

export const DUMBBELL_SCHEMA: ScenarioSchema<S> = {
  lab: 'dumbbell',
  version: 1,
  defaults: DUMBBELL_DEFAULTS,
  fields: [
    num('n', 'number of TCP flows N', { min: 1, max: MAX_N, integer: true }),
    num('cap', 'bottleneck capacity, Mbit/s', { min: 0.001, max: 1e5 }),
    list('rtt', 'two-way propagation RTT, ms (one value, or one per flow)', {
      min: 0.01,
      max: 1e5,
    }),
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
    enumListField<S>('cc', 'congestion control (one, or one per flow)', () =>
      Object.keys(CC_MODULES),
    ),
    {
      ...num('a', 'cc=aimd: window increase per RTT, packets', { min: 0, max: 1e6, openMin: true }),
      inactive: noAimd,
    },
    {
      ...num('b', "cc=aimd: the fraction of the window kept at a loss (paper 000's beta, kept)", {
        min: 0,
        max: 1,
        openMin: true,
        openMax: true,
      }),
      inactive: noAimd,
    },
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
    num('minrto', 'minimum retransmission timeout, s', { min: 0, max: 1e4 }),
  ],
  refine,
};
