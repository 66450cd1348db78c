import { BALIA_CC, type BaliaDecrease } from '../../engines/packet/cc/balia';
import type { CcChoiceParam } from '../../engines/packet/cc/ccParams';
import { enumField, numberField, type Field } from '../../scenario/fields';
import { adaptedDefault, type Problem } from '../../scenario/problems';
import { fail, ok, parseNumber, show, type Parsed } from '../../scenario/values';
import { formatNumber } from '../../format/numbers';
import type { MptcpScenario } from './scenario';
import { horizonOf, toNetwork } from './scenarioNetwork';

/**
 * The window level of the Multipath TCP lab (level=packet): the same network and algorithm run
 * window by window on the packet engine (per-ACK increase, per-loss decrease, NewReno recovery,
 * queues), beside the fluid model. Its parameters are written only at level=packet, so every
 * fluid URL, file and report stays what it was.
 */
export const LEVELS = ['fluid', 'packet'] as const;
export type Level = (typeof LEVELS)[number];
export const PACKET_QUEUES = ['red', 'droptail'] as const;
export type PacketQueue = (typeof PACKET_QUEUES)[number];

/** A buffer in packets, or as time at the link's rate (80 ms: 96 packets at 10 Mbit/s). */
export interface BufferSize {
  unit: 'ms' | 'packets';
  value: number;
}

export interface PacketScenarioFields {
  level: Level;
  /** seconds left out of the throughputs and D_s; null: 20 s for responsiveness, else min(50, t/4) */
  warmup: number | null;
  seed: number;
  /**
   * how many seeds Table IV's convergence time is measured over (seed, seed + 1, …): its dynamic
   * run is repeated for each, and the time reported as their mean, range and per-seed list
   */
  seeds: number;
  buffer: BufferSize;
  queue: PacketQueue;
  /** Balia's decrease per loss (alg=balia): 'fluid' = eq. (12) through (5), 'paper' = eq. (2) */
  bdec: BaliaDecrease;
}

/** Balia's decrease, as the module declares it (its key is the URL's name, balia-decrease). */
const BALIA_DECREASE = BALIA_CC.params.find((p) => p.key === 'balia-decrease') as CcChoiceParam<
  string,
  BaliaDecrease
>;

export const PACKET_SCENARIO_DEFAULTS: PacketScenarioFields = {
  level: 'fluid',
  warmup: null,
  seed: 1,
  seeds: 5,
  buffer: { unit: 'ms', value: 80 },
  queue: 'red',
  bdec: BALIA_DECREASE.default,
};

/** At most this many seeds for the convergence time (each one more dynamic run per algorithm). */
export const MAX_SEEDS = 20;

/** At most this many packets cross the links of one run (Σ capacity × t): about 15 s of work. */
export const PACKET_BUDGET = 2e7;
/** Bytes a packet adds on the wire (the engine's TCP/IP header). */
export const HEADER_BYTES = 40;

const fluid = (s: MptcpScenario) => s.level !== 'packet';

/** Whether some MP-TCP source runs Balia with a decrease to choose (alg=balia). */
export const usesBaliaDecrease = (s: MptcpScenario): boolean =>
  s.level === 'packet' &&
  (s.net !== 'custom' || !s.network
    ? s.alg === 'balia'
    : s.network.sources.some((x) => (x.alg ?? (x.routes.length > 1 ? s.alg : 'tcp')) === 'balia'));

const BUFFER_MS = /^\s*(\d+(\.\d*)?|\.\d+)\s*ms\s*$/;

const bufferField: Field<MptcpScenario> = {
  key: 'buffer',
  param: 'buffer',
  help: 'packet level: buffer of every link, packets (e.g. 96) or ms of its rate (e.g. 80ms)',
  parse(raw): Parsed<MptcpScenario[keyof MptcpScenario]> {
    const ms = typeof raw === 'string' ? BUFFER_MS.exec(raw) : null;
    if (ms) {
      const v = Number(ms[1]);
      return v >= 1 && v <= 1e4 ? ok({ unit: 'ms', value: v }) : fail('must be 1 to 10000 ms');
    }
    const v = parseNumber(raw);
    if (!v.ok) return fail(`${show(raw)} is not a number of packets or a time such as 80ms`);
    if (!Number.isInteger(v.value) || v.value < 2 || v.value > 1e5)
      return fail(`must be an integer from 2 to 100000 packets (or a time such as 80ms)`);
    return ok({ unit: 'packets', value: v.value });
  },
  format: (v) => {
    const b = v as BufferSize;
    return b.unit === 'ms' ? `${formatNumber(b.value)}ms` : formatNumber(b.value);
  },
  json: (v) => {
    const b = v as BufferSize;
    return b.unit === 'ms' ? `${formatNumber(b.value)}ms` : b.value;
  },
  inactive: fluid,
};

const num = (...a: Parameters<typeof numberField<MptcpScenario>>) =>
  numberField<MptcpScenario>(...a);

export const PACKET_FIELDS: readonly Field<MptcpScenario>[] = [
  {
    ...enumField<MptcpScenario>('level', 'fluid model or window level (packet engine)', LEVELS),
    inactive: fluid,
  },
  {
    ...num(
      'warmup',
      'packet level: seconds left out of the throughputs (default min(50, t/4); 20 for responsiveness)',
      { min: 0, max: 1e4 },
    ),
    inactive: fluid,
  },
  {
    ...num('seed', 'packet level: seed of start times and RED', {
      min: 0,
      max: 4294967295,
      integer: true,
    }),
    inactive: fluid,
  },
  {
    ...num(
      'seeds',
      "packet level: how many seeds Table IV's convergence time is measured over (seed, seed+1, ...): their mean, range and each seed's time",
      { min: 1, max: MAX_SEEDS, integer: true },
    ),
    inactive: fluid,
  },
  bufferField,
  {
    ...enumField<MptcpScenario>('queue', 'packet level: queue of every link', PACKET_QUEUES),
    inactive: fluid,
  },
  {
    ...enumField<MptcpScenario>(
      'bdec',
      `packet level, alg=balia: ${BALIA_DECREASE.help}`,
      BALIA_DECREASE.names,
      BALIA_DECREASE.key,
    ),
    inactive: (s) => !usesBaliaDecrease(s),
  },
];

export const PACKET_KEYS = ['warmup', 'seed', 'seeds', 'buffer', 'queue', 'bdec'] as const;

/** Simulated seconds at packet level: t, or 150 s (responsiveness), 200 s, or a custom network's. */
export function packetHorizon(s: MptcpScenario): number {
  if (s.t !== null) return s.t;
  if (s.net === 'responsiveness') return 150;
  if (s.net === 'custom' && s.network) return Math.max(100, horizonOf(s));
  return 200;
}

export function packetWarmup(s: MptcpScenario): number {
  if (s.warmup !== null) return s.warmup;
  return s.net === 'responsiveness' ? 20 : Math.min(50, packetHorizon(s) / 4);
}

/** Seconds between window samples at packet level (dt, default 10 ms). */
export const traceIntervalOf = (s: MptcpScenario): number => s.dt ?? 0.01;

/** Packets per second the links can carry in all (wire bytes: payload + header). */
export function packetRate(s: MptcpScenario): number {
  const net = toNetwork(s);
  const wire = 8 * (s.pkt + HEADER_BYTES);
  return net.links.reduce((a, l) => a + (l.capacityMbps * 1e6) / wire, 0);
}

/**
 * What the packet engine cannot build from this network, or null: a route's RTT shorter than the
 * delay its links' queues take (each link keeps a third of its one-way delay at packet level,
 * mptcpNetworks.ts), so the route could not keep its RTT.
 */
export function packetNetworkProblem(s: MptcpScenario): string | null {
  const net = toNetwork(s);
  for (const src of net.sources)
    for (const [k, r] of src.routes.entries()) {
      const inNetwork = (2 / 3) * r.links.reduce((a, l) => a + net.links[l].delayMs, 0);
      if (r.rttMs !== undefined && r.rttMs < inNetwork - 1e-9)
        return `${src.id} route ${k + 1}: its RTT ${formatNumber(r.rttMs)} ms is shorter than the ${formatNumber(inNetwork)} ms its links keep at packet level (each link's queue holds a third of its one-way delay, both ways); give it at least that RTT`;
    }
  return null;
}

/** OLIA has no fluid model; packet-only parameters at fluid level are reported and dropped. */
export function refineLevel(
  s: MptcpScenario,
  given: ReadonlySet<keyof MptcpScenario>,
  problems: Problem[],
): void {
  if (s.alg === 'olia' && s.level === 'fluid') {
    const why = 'olia has no fluid model in this lab: it runs at packet level only (level=packet)';
    if (given.has('level')) {
      problems.push({ param: 'alg', reason: why, used: 'the default balia' });
      s.alg = 'balia';
    } else {
      problems.push(adaptedDefault('level', `the default fluid level: ${why}`, 'packet'));
      s.level = 'packet';
    }
  }
  if (s.level === 'packet') return;
  for (const k of PACKET_KEYS) {
    if (given.has(k)) {
      const param = k === 'bdec' ? 'balia-decrease' : k;
      problems.push({
        param,
        reason: 'applies at packet level only (level=packet)',
        used: 'ignored',
      });
    }
    (s as unknown as Record<string, unknown>)[k] = PACKET_SCENARIO_DEFAULTS[k];
  }
}

/** The packet level's cross-field rules (the fluid ones have run). */
export function refinePacket(
  s: MptcpScenario,
  given: ReadonlySet<keyof MptcpScenario>,
  problems: Problem[],
): void {
  const report = (param: string, reason: string, used: string) =>
    problems.push({ param, reason, used });
  if (!usesBaliaDecrease(s)) {
    if (given.has('bdec'))
      report(
        'balia-decrease',
        'applies to alg=balia only (balia-window is eq. (2)’s decrease by definition)',
        'ignored',
      );
    s.bdec = PACKET_SCENARIO_DEFAULTS.bdec;
  }
  const bad = packetNetworkProblem(s);
  if (bad !== null) {
    report('network', `cannot run at packet level: ${bad}`, 'level=fluid');
    s.level = 'fluid';
    for (const k of PACKET_KEYS)
      (s as unknown as Record<string, unknown>)[k] = PACKET_SCENARIO_DEFAULTS[k];
    s.dt = null;
    return;
  }
  const rate = packetRate(s);
  if (s.warmup !== null && s.warmup >= packetHorizon(s) && !given.has('t')) {
    // the run follows a long warm-up written, in the default's ratio (warm-up = t/4)
    const t = 4 * s.warmup;
    if (t <= 1e4 && rate * t <= PACKET_BUDGET) {
      problems.push(
        adaptedDefault(
          't',
          `the default ${formatNumber(packetHorizon(s))} s is not longer than warmup = ${formatNumber(s.warmup)} s`,
          `${formatNumber(t)} s, 4 x the warm-up (the default warm-up is t/4)`,
        ),
      );
      s.t = t;
    }
  }
  if (rate * packetHorizon(s) > PACKET_BUDGET) {
    const t = Math.max(1, Math.floor(PACKET_BUDGET / rate));
    const reason = `${formatNumber(Math.round((rate * packetHorizon(s)) / 1e5) / 10)} million packets would cross the links at packet level, more than the ${PACKET_BUDGET / 1e6} million a run may take`;
    // the run length the user did not write shortens to the budget; one they wrote is the error
    if (given.has('t')) report('t', reason, `t=${t}`);
    else
      problems.push(adaptedDefault('t', `the default: ${reason}`, `t=${t}, the longest that fits`));
    s.t = t;
  }
  const horizon = packetHorizon(s);
  if (s.dt !== null && (s.dt < 0.001 || s.dt > Math.min(1, horizon))) {
    report(
      'dt',
      `at packet level dt is the interval of the window traces: from 0.001 to ${formatNumber(Math.min(1, horizon))} s, got ${formatNumber(s.dt)}`,
      'the default 0.01',
    );
    s.dt = null;
  }
  if (s.warmup !== null && s.warmup >= horizon) {
    report('warmup', `must be less than t = ${formatNumber(horizon)} s`, 'the default');
    s.warmup = null;
  }
}
