import type { Flavour, LossPolicy, QueueKind } from '../../../engines/packet/params';
import type { ScenarioSchema } from '../../../scenario/codec';
import type { Problem } from '../../../scenario/problems';
import { choiceOfWritten, fitFlowCount, ratioRule, refineWarmup } from '../../../scenario/rules';
import { formatNumber } from '../../../format/numbers';
import { CC_SCENARIO_DEFAULTS, type CcScenarioValues } from './ccFields';
import { refineModules, type Report } from './ccRules';
import { DUMBBELL_FIELDS } from './scenarioFields';

import { MAX_N, MAX_T } from './scenarioFields';

export { MAX_N, MAX_T };

/**
 * The Dumbbell lab's scenario: N TCP flows over one bottleneck, in the units people use (Mbit/s,
 * ms, packets), as a URL or a scenario file says it. The defaults are ns-2 2.35's as paper 000's
 * scripts use them (see conventions.ts), so that a run can be held against ns-2.
 */
export interface DumbbellCore {
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
  // (the modules' parameters follow: CcScenarioValues, declared in each module's file)
  /** RTT noise σ, ms, one for every flow or one per flow (paper 003 Sec. 6.4); null: none */
  noise: number[] | null;
  /** stop times, s, one for every flow or one per flow (null in the list: never); null: none */
  stop: (number | null)[] | null;
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

/**
 * The scenario: the network and the flows (DumbbellCore), and every single-path module's
 * parameters under the module's own names (a, b, ivariant, amax ... from src/engines/packet/cc).
 */
export type DumbbellScenario = DumbbellCore & CcScenarioValues;

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
  ...CC_SCENARIO_DEFAULTS,
  noise: null,
  stop: null,
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
const red = (s: S) => s.queue !== 'red';
const threshold = (s: S) => s.queue !== 'threshold';

/** The parameters of one queue kind (or cc), named so that a stray one can be reported. */
const RED_ONLY = ['minth', 'maxth', 'maxp', 'wq', 'gentle', 'wait', 'redmode'] as const;
const THRESHOLD_ONLY = ['th', 'hold', 'select'] as const;
const PER_FLOW = ['rtt', 'tcp', 'cc', 'weight', 'noise', 'stop'] as const;

/** The warm-up gives way to a run the user wrote, and the run to a warm-up (ns-2's 300 of 600 s). */
const WARMUP_RULE = ratioRule(
  ' s',
  't',
  { warmup: DUMBBELL_DEFAULTS.warmup, run: DUMBBELL_DEFAULTS.t },
  MAX_T,
);

/**
 * The queue that parameters given for one queue kind ask for, when queue= is not given: minth=5
 * alone means RED (a note); parameters of both kinds, or of the queue given, stay as they are.
 */
function fitQueue(s: S, given: ReadonlySet<keyof S>, report: Report): void {
  if (given.has('queue')) return;
  const owner = choiceOfWritten(
    [
      ['red', RED_ONLY],
      ['threshold', THRESHOLD_ONLY],
    ] as const,
    given as ReadonlySet<string>,
  );
  if (owner === null || owner.choice === s.queue) return;
  report(
    'queue',
    `the default ${s.queue} has no ${owner.keys.join(', ')}`,
    `${owner.choice}, the queue they belong to`,
    true,
  );
  s.queue = owner.choice;
}

function refine(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void {
  const report: Report = (param, reason, used, note) =>
    problems.push({ param, reason, used, ...(note && { note }) });
  s.n = fitFlowCount(
    { param: 'n', value: s.n, given: given.has('n') },
    [...PER_FLOW, 'start' as const].map((key) => ({
      param: key,
      length: s[key]?.length ?? 1,
      given: given.has(key),
    })),
    MAX_N,
    problems,
  );
  for (const key of PER_FLOW) {
    const v = s[key];
    if (v !== null && v.length !== 1 && v.length !== s.n) {
      const def = DUMBBELL_DEFAULTS[key];
      report(
        key,
        `has ${v.length} values but n = ${s.n} (give 1 value or ${s.n})`,
        def === null ? 'none' : `the default ${def.join(',')}`,
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
  fitQueue(s, given, report);
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
  refineModules(s, given, DUMBBELL_DEFAULTS, report);
  if (s.queue === 'droptail' && s.buffer < 2) {
    report('buffer', 'DropTail needs at least 2 packets (one in transmission, one waiting)', '2');
    s.buffer = 2;
  }
  if (s.queue === 'red') refineRedThresholds(s, given, report);
  refineWarmup(s, given as ReadonlySet<string>, ['warmup', 't'], WARMUP_RULE, problems);
}

/**
 * RED's thresholds, minth < maxth: an unwritten one (null: 0.6 and 0.8 of the buffer, paper 000
 * Sec. V-A) that does not fit the written one takes the paper's ratio to it (minth = 0.75 maxth,
 * maxth = minth / 0.75); when both were written, they are the error.
 */
function refineRedThresholds(s: S, given: ReadonlySet<keyof S>, report: Report): void {
  const lo = s.minth ?? 0.6 * s.buffer;
  const hi = s.maxth ?? 0.8 * s.buffer;
  if (hi > lo) return;
  const ratio = 'the ratio of the defaults (0.6 and 0.8 of the buffer)';
  if (s.maxth !== null && s.minth === null && !given.has('minth') && s.maxth > 0) {
    s.minth = 0.75 * s.maxth;
    // a maxth among the smallest doubles: 0.75 x maxth rounds back up to maxth (5e-324), and 0 is
    // the threshold below it (fast-check found maxth=5e-324 reaching the engine as minth = maxth)
    const underflow = !(s.minth < s.maxth);
    if (underflow) s.minth = 0;
    report(
      'minth',
      `the default ${formatNumber(lo)} (0.6 x buffer) is not below maxth = ${formatNumber(hi)}`,
      underflow
        ? '0, as 0.75 x maxth rounds to maxth itself'
        : `${formatNumber(s.minth)}, 0.75 x maxth, ${ratio}`,
      true,
    );
    return;
  }
  if (s.minth !== null && s.maxth === null && !given.has('maxth')) {
    s.maxth = s.minth / 0.75;
    report(
      'maxth',
      `the default ${formatNumber(hi)} (0.8 x buffer) is not above minth = ${formatNumber(lo)}`,
      `${formatNumber(s.maxth)}, minth / 0.75, ${ratio}`,
      true,
    );
    return;
  }
  report(
    s.maxth !== null ? 'maxth' : 'minth',
    `the thresholds must satisfy minth < maxth (got ${formatNumber(lo)} and ${formatNumber(hi)})`,
    'the defaults 0.6 and 0.8 of the buffer',
  );
  s.minth = null;
  s.maxth = null;
}

export const DUMBBELL_SCHEMA: ScenarioSchema<S> = {
  lab: 'dumbbell',
  version: 1,
  defaults: DUMBBELL_DEFAULTS,
  fields: DUMBBELL_FIELDS,
  refine,
};
