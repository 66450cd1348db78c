import { FLAVOURS, type Flavour } from '../../engines/packet/params';
import {
  ParallelTcpParamError,
  parallelTcpModels,
  type ParallelTcpParams,
} from '../../engines/models/parallelTcp';
import type { Field } from '../../scenario/fields';
import { booleanField, enumField, numberField } from '../../scenario/fields';
import { adaptedDefault, type Problem } from '../../scenario/problems';
import { fitWarmup, ratioRule } from '../../scenario/rules';
import { axisValues } from '../../sweep/axis';
import type { SweepCore } from '../../sweep/spec';
import { slowStart } from '../../engines/models/parallelTcp/chanPhases';
import { bdpPackets } from '../../engines/models/parallelTcp/linkUnits';
import { fail, ok, parseNumber, show, type Parsed } from '../../scenario/values';
import { formatNumber, sig } from '../../format/numbers';

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

const MAX_QUEUE = 1e7;
const MAX_DURATION = 1e6;

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
      if (!(v.value >= 1 && v.value <= MAX_QUEUE && Number.isInteger(v.value)))
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

/** The warm-up gives way to a transfer the user wrote, and the transfer to a warm-up (50 of 300 s). */
const WARMUP_RULE = ratioRule(
  ' s',
  'duration',
  { warmup: BUFFER_DEFAULTS.warmup, run: BUFFER_DEFAULTS.duration },
  MAX_DURATION,
);

/** Which written parameter an error about the models' domain blames first. */
const BLAME_ORDER: (keyof S)[] = ['n', 'q', 'x', 'v', 'ssthresh', 'rtt', 'bw', 'pkt', 'header'];

/** The peak window (B T + Q)/N must hold V + X packets; its parts as the models count them. */
const pipe = (s: S) => bdpPackets(s.bw, s.rtt, { pkt: s.pkt, header: s.header });

/**
 * A default that gives way to the models' domain, or null when none can: the buffer Q (then N)
 * when the peak window is too small, the transfer (then SSTHRESH) when slow start outlasts it.
 */
function fitDomain(s: S, e: ParallelTcpParamError, written: Set<keyof S>): Problem | null {
  if (e.field === 'n') {
    const need = s.n * (s.v + s.x) - pipe(s);
    const q = Math.max(1, Math.ceil(need - 1e-9));
    if (!written.has('q') && q <= MAX_QUEUE) {
      const was = bufferPackets(s);
      s.q = q;
      return adaptedDefault(
        'q',
        `the default ${was} packets leave each of the ${s.n} connections a peak window (B T + Q)/N below V + X = ${formatNumber(s.v + s.x)} packets`,
        `${q} packets, the smallest buffer that holds them (N (V + X) - B T)`,
      );
    }
    const n = Math.floor((pipe(s) + bufferPackets(s)) / (s.v + s.x));
    if (!written.has('n') && n >= 1) {
      const was = s.n;
      s.n = n;
      return adaptedDefault(
        'n',
        `the default ${was} connections leave each a peak window (B T + Q)/N below V + X = ${formatNumber(s.v + s.x)} packets`,
        `${n}, the most connections whose windows hold them`,
      );
    }
    return null;
  }
  if (e.field === 'durationS' && s.m === null) {
    const T = s.rtt / 1000;
    const ss = slowStart({ B: pipe(s) / T, T, Q: bufferPackets(s), N: s.n }, s.ssthresh).T_SS;
    if (!written.has('duration') && 2 * ss <= MAX_DURATION) {
      const was = s.duration;
      s.duration = 2 * ss;
      return adaptedDefault(
        'duration',
        `the default ${formatNumber(was)} s ends before slow start does (T_SS = ${sig(ss, 4)} s)`,
        `${formatNumber(s.duration)} s, twice T_SS, so that congestion avoidance has at least half of it`,
      );
    }
    // eq. (7): slow start lasts T (1 + log2 SSTHRESH) at most: the largest SSTHRESH ending in time
    const ssthresh = 2 ** (s.duration / T - 1);
    if (!written.has('ssthresh') && ssthresh >= 1) {
      const was = s.ssthresh;
      s.ssthresh = ssthresh;
      return adaptedDefault(
        'ssthresh',
        `with the default ${formatNumber(was)} packets slow start (T_SS = ${sig(ss, 4)} s) outlasts the transfer`,
        `${formatNumber(ssthresh)}, the largest with which it ends in time (T (1 + log2 SSTHRESH) = duration)`,
      );
    }
  }
  return null;
}

/**
 * The models' domain, checked by the models themselves: a connection's peak window must hold the
 * V + X packets of a fast retransmit ((B T + Q)/N >= V + X), the transfer must outlast slow start.
 * A default the user did not write gives way first (fitDomain, a note); otherwise the written
 * parameter the models blame (or the first written one of BLAME_ORDER) falls back to its default.
 */
function refine(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void {
  // (m and the duration both written is no conflict: eq. (17) takes m, the simulation the
  // duration, as their help says)
  const written = new Set(given);
  const inDomain = () => {
    try {
      parallelTcpModels(modelParams(s));
      return null;
    } catch (e) {
      if (e instanceof ParallelTcpParamError) return e;
      throw e;
    }
  };
  // the error that reset a written value to its default, which may then give way in turn
  let reset: Problem | null = null;
  for (let tries = 0, e = inDomain(); e !== null && tries < 12; tries++, e = inDomain()) {
    const fitted = fitDomain(s, e, written);
    if (fitted && reset?.param === fitted.param) reset.used = fitted.used;
    else if (fitted) problems.push(fitted);
    if (fitted) continue;
    const named = (PARAM_OF[e.field] ?? e.field) as keyof S;
    const key = written.has(named) ? named : (BLAME_ORDER.find((k) => written.has(k)) ?? named);
    const def = BUFFER_DEFAULTS[key];
    reset = {
      param: key,
      reason: e.message.replace(/^[^:]*: /, ''),
      used: def === null ? 'none' : `the default ${String(def)}`,
    };
    problems.push(reset);
    (s as unknown as Record<string, unknown>)[key] = def;
    // the default now in its place is no longer what the user wrote: it may give way in turn
    written.delete(key);
  }
  if (inDomain() !== null) {
    // still outside after each culprit fell back: the whole link from the defaults
    const keys = MODEL_FIELDS.filter((k) => given.has(k));
    for (const key of MODEL_FIELDS)
      (s as unknown as Record<string, unknown>)[key] = BUFFER_DEFAULTS[key];
    problems.push({
      param: keys.length > 0 ? keys.join(', ') : '(scenario)',
      reason: "the link and the connections are outside the models' domain",
      used: "paper 001's setup",
    });
  }
  const fitted = fitWarmup(
    { param: 'warmup', value: s.warmup, given: given.has('warmup') },
    {
      param: 'duration',
      value: shortestRun(s),
      given: given.has('duration'),
      ...(shortestRun(s) !== s.duration && { label: 'the shortest swept duration' }),
    },
    WARMUP_RULE,
    problems,
  );
  s.warmup = fitted.warmup;
  if (fitted.run !== shortestRun(s)) s.duration = fitted.run;
}

/** The simulation's shortest length: the duration, or the shortest swept one. */
function shortestRun(s: S): number {
  const swept = [(s as Partial<SweepCore>).sweep, (s as Partial<SweepCore>).sweep2].find(
    (a) => a?.param === 'duration',
  );
  return swept ? Math.min(...axisValues(swept)) : s.duration;
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
  num('duration', 'the transfer, s (eq. 17, and the simulation)', { min: 0.1, max: MAX_DURATION }),
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
