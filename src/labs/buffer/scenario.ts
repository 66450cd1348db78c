import { FLAVOURS, type Flavour } from '../../engines/packet/params';
import {
  ParallelTcpParamError,
  parallelTcpModels,
  type ParallelTcpParams,
} from '../../engines/models/parallelTcp';
import type { Field } from '../../scenario/fields';
import { booleanField, enumField, numberField } from '../../scenario/fields';
import type { Problem } from '../../scenario/problems';
import { fail, ok, parseNumber, show, type Parsed } from '../../scenario/values';
import { formatNumber } from '../../format/numbers';

/**
 * The Buffer-aware lab's scenario (paper 001): N parallel TCP connections on one DropTail
 * bottleneck of rate bw, RTT rtt and buffer q, with the models' parameters (SSTHRESH, V, X, the
 * transfer) named as in the paper, and the packet engine's run on the same setup beside them.
 */
export interface BufferScenario {
  /** B: bottleneck rate, Mbit/s */
  bw: number;
  /** T: round-trip time without queueing, ms */
  rtt: number;
  /** Q: the buffer, packets of pkt bytes; 'bdp' = floor(B T) at each point */
  q: number | 'bdp';
  n: number;
  /** payload bytes per packet */
  pkt: number;
  /** header bytes the models count (0: paper 001's model; the simulation always has ns-2's 40) */
  header: number;
  ssthresh: number;
  v: number;
  x: number;
  /** the transfer, s: eq. (17) over it, and the simulation's length */
  duration: number;
  /** eq. (17) over m cycles instead of the duration (null: the duration) */
  m: number | null;
  /** p of Hacker's bound, eq. (1); null: not given (no bound) */
  loss: number | null;
  /** run the packet engine on the same setup */
  sim: boolean;
  /** the simulation's loss recovery */
  tcp: Flavour;
  /** the simulation's warm-up, s */
  warmup: number;
  seed: number;
}

export const BUFFER_DEFAULTS: BufferScenario = {
  bw: 45,
  rtt: 100,
  q: 50,
  n: 8,
  pkt: 1000,
  header: 0,
  ssthresh: 32,
  v: 3,
  x: 1,
  duration: 300,
  m: null,
  loss: null,
  sim: true,
  tcp: 'sack',
  warmup: 50,
  seed: 1,
};

type S = BufferScenario;
const num = (...a: Parameters<typeof numberField<S>>) => numberField<S>(...a);

/** Q: a number of packets, or `bdp`. */
function queueField(): Field<S> {
  return {
    key: 'q',
    param: 'q',
    help: 'the buffer Q, packets of pkt bytes, or bdp (floor(B T), as paper 001 Figs. 4b, 5)',
    parse(raw): Parsed<S[keyof S]> {
      if (typeof raw === 'string' && raw.trim().toLowerCase() === 'bdp') return ok('bdp');
      const v = parseNumber(raw);
      if (!v.ok) return fail(`${show(raw)} is not a number of packets or bdp`);
      if (!(v.value >= 1 && v.value <= 1e7 && Number.isInteger(v.value)))
        return fail(`must be an integer from 1 to 10000000 (or bdp), got ${formatNumber(v.value)}`);
      return ok(v.value);
    },
    format: (v) => String(v),
    json: (v) => v,
  };
}

/** The buffer in packets at this scenario's link. */
export function bufferPackets(s: Pick<S, 'bw' | 'rtt' | 'pkt' | 'header' | 'q'>): number {
  if (s.q !== 'bdp') return s.q;
  return Math.max(1, Math.floor((s.bw * 1e6 * (s.rtt / 1000)) / (8 * (s.pkt + s.header))));
}

/** The models' parameters for a scenario. */
export function modelParams(s: S): ParallelTcpParams {
  return {
    bwMbps: s.bw,
    rttMs: s.rtt,
    q: bufferPackets(s),
    n: s.n,
    pkt: s.pkt,
    header: s.header,
    ssthresh: s.ssthresh,
    v: s.v,
    x: s.x,
    ...(s.m !== null ? { m: s.m } : { durationS: s.duration }),
    ...(s.loss !== null ? { lossRate: s.loss } : {}),
  };
}

/** The URL's name of a models' parameter (for a problem the models report). */
const PARAM_OF: Partial<Record<keyof ParallelTcpParams, keyof S>> = {
  bwMbps: 'bw',
  rttMs: 'rtt',
  durationS: 'duration',
  lossRate: 'loss',
};

/**
 * The models' domain, checked by the models themselves: a connection's peak window must hold the
 * V + X packets of a fast retransmit ((B T + Q)/N >= V + X), the transfer must outlast slow start.
 * A scenario outside it is reported with the parameter named, and the defaults of the culprit used.
 */
function refine(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void {
  if (s.m !== null && given.has('duration') && given.has('m'))
    problems.push({ param: 'm', reason: 'duration and m both given: eq. (17) uses m', used: 'm' });
  if (s.warmup >= s.duration) {
    problems.push({
      param: 'warmup',
      reason: `must be less than the duration (${formatNumber(s.duration)} s), got ${formatNumber(s.warmup)}`,
      used: formatNumber(s.duration / 6),
    });
    s.warmup = s.duration / 6;
  }
  for (let tries = 0; tries < 6; tries++) {
    try {
      parallelTcpModels(modelParams(s));
      return;
    } catch (e) {
      if (!(e instanceof ParallelTcpParamError)) throw e;
      const key = (PARAM_OF[e.field] ?? e.field) as keyof S;
      const def = BUFFER_DEFAULTS[key];
      problems.push({
        param: key,
        reason: e.message.replace(/^[^:]*: /, ''),
        used: def === null ? 'none' : `the default ${String(def)}`,
      });
      (s as unknown as Record<string, unknown>)[key] = def;
    }
  }
  // Still outside the models' domain after repairing each culprit: the whole link from the defaults.
  for (const key of MODEL_FIELDS)
    (s as unknown as Record<string, unknown>)[key] = BUFFER_DEFAULTS[key];
  problems.push({
    param: '(scenario)',
    reason: "the link and the connections are outside the models' domain",
    used: "paper 001's setup",
  });
}

const MODEL_FIELDS = [
  'bw',
  'rtt',
  'q',
  'n',
  'pkt',
  'header',
  'ssthresh',
  'v',
  'x',
  'duration',
  'm',
  'loss',
] as const;

export const BUFFER_FIELDS: readonly Field<S>[] = [
  num('bw', 'B: bottleneck rate, Mbit/s', { min: 0.001, max: 1e5 }),
  num('rtt', 'T: round-trip time without queueing, ms', { min: 0.01, max: 1e5 }),
  queueField(),
  num('n', 'N: parallel connections', { min: 1, max: 10_000, integer: true }),
  num('pkt', 'packet payload, bytes', { min: 1, max: 65_535, integer: true }),
  num('header', "header bytes the models count (0: paper 001's model)", {
    min: 0,
    max: 65_535,
    integer: true,
  }),
  num('ssthresh', 'SSTHRESH: initial slow-start threshold, packets', { min: 1, max: 1e9 }),
  num('v', 'V: duplicate ACKs that signal a loss', { min: 1, max: 1000, integer: true }),
  num('x', 'X: packets each connection loses per congestion event', { min: 0, max: 1e6 }),
  num('duration', 'the transfer, s (eq. 17, and the simulation)', { min: 0.1, max: 1e6 }),
  num('m', 'eq. (17) over m cycles instead of the duration', { min: 0, max: 1e9 }),
  num('loss', "p of Hacker's bound (eq. 1); without it, no bound", {
    min: 0,
    max: 1,
    openMin: true,
  }),
  booleanField<S>('sim', 'simulate the same setup with the packet engine'),
  enumField<S>('tcp', "the simulation's loss recovery", FLAVOURS),
  num('warmup', "the simulation's warm-up, s", { min: 0, max: 1e6 }),
  num('seed', 'seed of the simulation (start times)', {
    min: 0,
    max: 0xffffffff,
    integer: true,
  }),
];

export const refineBuffer = refine;
