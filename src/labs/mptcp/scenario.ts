import { MULTIPATH_ALGORITHMS, type AlgorithmName } from '../../engines/fluid/algorithms';
import { validateNetwork } from '../../engines/fluid/network';
import type { ScenarioSchema } from '../../scenario/codec';
import { checkRange, enumField, numberField, type Field } from '../../scenario/fields';
import { adaptedDefault, type Problem } from '../../scenario/problems';
import { choiceOfWritten } from '../../scenario/rules';
import { fail, ok, parseNumber, show, type Parsed } from '../../scenario/values';
import { formatNumber } from '../../format/numbers';
import { formatCustomNetwork, parseCustomNetwork, type CustomNetwork } from './customNetwork';
import { LAB_ALGORITHMS, type LabAlgorithm, type MultipathAlgorithm } from './labAlgorithms';
import {
  PACKET_FIELDS,
  PACKET_KEYS,
  PACKET_SCENARIO_DEFAULTS,
  refineLevel,
  refinePacket,
  type PacketScenarioFields,
} from './packetScenario';
import { horizonOf, toNetwork } from './scenarioNetwork';
import { speedField } from '../kit/live/speedField';
import { PLAYBACK, type SpeedName } from './playback';

export type { LabAlgorithm, MultipathAlgorithm };
export { algorithmSpec, horizonOf, sampleIntervalOf, toNetwork } from './scenarioNetwork';

/** The Multipath TCP lab's scenario (paper 002): a network, the MP-TCP algorithm, the run. */
export const NETS = ['friendliness', 'two-links', 'responsiveness', 'custom'] as const;
export type NetName = (typeof NETS)[number];
export interface MptcpScenario extends PacketScenarioFields {
  net: NetName;
  /** the algorithm of the MP-TCP sources (olia: packet level only) */
  alg: LabAlgorithm;
  /** EWTCP's a */
  a: number;
  /** eq. (12)'s beta, n (Infinity for the max norm) and eta */
  gbeta: number;
  gn: number;
  geta: number;
  /** friendliness: capacity (Mbit/s) and RTT (ms) */
  c: number;
  rtt: number;
  /** two-links: sources, capacities (Mbit/s), RTTs of the routes over link 1 / link 2 (ms) */
  n1: number;
  n2: number;
  c1: number;
  c2: number;
  rtt1: number;
  rtt2: number;
  /** packet size, bytes */
  pkt: number;
  /** link gain for every link (1/packet); null: the default rule (network.ts, defaultGamma) */
  gamma: number | null;
  /** simulated seconds; null: the preset's (see horizonOf) */
  t: number | null;
  /** seconds between trajectory samples; null: t / 1000 */
  dt: number | null;
  network: CustomNetwork | null;
  /** how fast the page plays the run (a playback of PLAYBACK's) */
  speed: SpeedName;
}

export const MPTCP_DEFAULTS: MptcpScenario = {
  net: 'two-links',
  alg: 'balia',
  a: 1,
  gbeta: 0.2,
  gn: Infinity,
  geta: 0.5,
  c: 10,
  rtt: 20,
  n1: 5,
  n2: 5,
  c1: 10,
  c2: 10,
  rtt1: 20,
  rtt2: 20,
  pkt: 1000,
  gamma: null,
  t: null,
  dt: null,
  network: null,
  ...PACKET_SCENARIO_DEFAULTS,
  speed: 'normal',
};

const num = (...a: Parameters<typeof numberField<MptcpScenario>>) =>
  numberField<MptcpScenario>(...a);

/** Which parameters a scenario uses: the others have no effect and are not written. */
const SIZE_KEYS: Record<Exclude<NetName, 'custom'>, (keyof MptcpScenario)[]> = {
  friendliness: ['c', 'rtt'],
  'two-links': ['n1', 'n2', 'c1', 'c2', 'rtt1', 'rtt2'],
  responsiveness: [],
};
const ALL_SIZE_KEYS = ['c', 'rtt', 'n1', 'n2', 'c1', 'c2', 'rtt1', 'rtt2'] as const;

export function algorithmsUsed(s: MptcpScenario): Set<AlgorithmName | LabAlgorithm> {
  const used = new Set<AlgorithmName | LabAlgorithm>();
  if (s.net !== 'custom' || !s.network) used.add(s.alg);
  else
    for (const src of s.network.sources)
      used.add(src.alg ?? (src.routes.length > 1 ? s.alg : 'tcp'));
  return used;
}

const usesSize = (s: MptcpScenario, k: keyof MptcpScenario) =>
  s.net !== 'custom' && SIZE_KEYS[s.net].includes(k);
const usesA = (s: MptcpScenario) => algorithmsUsed(s).has('ewtcp');
const usesG = (s: MptcpScenario) => algorithmsUsed(s).has('generalized');

/** eq. (12)'s n: a positive integer or "inf" (the max norm). */
const gnField: Field<MptcpScenario> = {
  key: 'gn',
  param: 'gn',
  help: 'generalized: n of the n-norm in eq. (12), a positive integer or inf',
  parse(raw): Parsed<MptcpScenario[keyof MptcpScenario]> {
    if (raw === 'inf' || raw === 'Infinity' || raw === 'infinity') return ok(Infinity);
    const v = parseNumber(raw);
    if (!v.ok) return fail(`${show(raw)} is not a positive integer or inf`);
    const badRange = checkRange(v.value, { min: 1, max: 1000, integer: true });
    return badRange ? fail(`${badRange} (or inf)`) : ok(v.value);
  },
  format: (v) => (v === Infinity ? 'inf' : formatNumber(v as number)),
  json: (v) => (v === Infinity ? 'inf' : v),
  inactive: (s) => !usesG(s),
};

/**
 * The algorithm: the fluid ones, and olia at packet level (refinePacket). A bad value's message
 * lists the fluid ones, as it always has (the command line's saved outputs print it).
 */
const algField: Field<MptcpScenario> = {
  ...enumField<MptcpScenario>('alg', 'algorithm of the MP-TCP sources', MULTIPATH_ALGORITHMS),
  parse(raw) {
    if (typeof raw === 'string' && LAB_ALGORITHMS.includes(raw.trim() as LabAlgorithm))
      return ok(raw.trim() as LabAlgorithm);
    // RFC 6356's name for what paper 002 calls Max
    const lia = typeof raw === 'string' && raw.trim().toLowerCase() === 'lia';
    const hint = lia ? ' (LIA, RFC 6356, is max here)' : '';
    return fail(`${show(raw)} is not one of ${MULTIPATH_ALGORITHMS.join(', ')}${hint}`);
  },
};

const networkField: Field<MptcpScenario> = {
  key: 'network',
  param: 'network',
  help: 'custom network (net=custom) as compact JSON: {"links":[[c Mbit/s, delay ms],...],"sources":[{"routes":[[1],[2]],"alg"?,"start"?,"stop"?,"n"?},...]}',
  parse: (raw) => parseCustomNetwork(raw) as Parsed<MptcpScenario[keyof MptcpScenario]>,
  format: (v) => formatCustomNetwork(v as CustomNetwork),
  json: (v) => v,
  inactive: (s) => s.net !== 'custom',
};

const sized = (f: Field<MptcpScenario>): Field<MptcpScenario> => ({
  ...f,
  inactive: (s) => !usesSize(s, f.key),
});

type Given = ReadonlySet<keyof MptcpScenario>;

/**
 * The choices that parameters written alone make when the choice itself is not written, as
 * network= makes net=custom: EWTCP's a makes alg=ewtcp, eq. (12)'s gbeta, gn, geta make it
 * generalized, c and rtt make net=friendliness, a packet-level parameter makes level=packet.
 * Each is a note; parameters of two choices leave the default (and are reported below).
 */
function fitChoices(s: MptcpScenario, given: Given, problems: Problem[]): void {
  const note = (param: string, reason: string, used: string) =>
    problems.push(adaptedDefault(param, reason, used));
  const written = (keys: readonly (keyof MptcpScenario)[]) => keys.filter((k) => given.has(k));
  const owner = choiceOfWritten(
    [
      ['ewtcp', ['a']],
      ['generalized', ['gbeta', 'gn', 'geta']],
    ] as const,
    given as ReadonlySet<string>,
  );
  if (!given.has('alg') && owner !== null) {
    const { choice: alg, keys } = owner;
    const was = s.alg;
    // (a custom network may run it already, on its own sources)
    if (!algorithmsUsed(s).has(alg)) {
      s.alg = alg;
      if (!algorithmsUsed(s).has(alg)) s.alg = was;
      else
        note(
          'alg',
          `the default ${was} has no ${keys.join(', ')}`,
          `${alg}, the algorithm ${keys.length > 1 ? 'they belong' : 'it belongs'} to`,
        );
    }
  }
  const sized = choiceOfWritten(
    [
      ['friendliness', SIZE_KEYS.friendliness],
      ['two-links', SIZE_KEYS['two-links']],
    ] as const,
    given as ReadonlySet<string>,
  );
  if (!given.has('net') && s.network === null && sized && sized.choice !== s.net) {
    const { choice: net, keys } = sized;
    note(
      'net',
      `the default ${s.net} has no ${keys.join(', ')}`,
      `${net}, the network ${keys.length > 1 ? 'they size' : 'it sizes'}`,
    );
    s.net = net;
  }
  const packet = written(PACKET_KEYS);
  if (!given.has('level') && s.level === 'fluid' && packet.length > 0) {
    const names = packet.map((k) => (k === 'bdec' ? 'balia-decrease' : k));
    note(
      'level',
      `the default fluid level has no ${names.join(', ')}`,
      `packet, the level ${names.length > 1 ? 'they apply' : 'it applies'} to`,
    );
    s.level = 'packet';
  }
}

function refine(s: MptcpScenario, given: Given, problems: Problem[]) {
  const report = (param: string, reason: string, used: string) =>
    problems.push({ param, reason, used });
  if (s.network !== null && !given.has('net')) s.net = 'custom';
  fitChoices(s, given, problems);
  if (s.network !== null && s.net !== 'custom') {
    report('network', `is used only with net=custom, not net=${s.net}`, 'ignored');
    s.network = null;
  }
  if (s.net === 'custom' && s.network === null) {
    report(
      'net',
      'net=custom needs a valid network= description',
      `the preset ${MPTCP_DEFAULTS.net}`,
    );
    s.net = MPTCP_DEFAULTS.net;
  }
  if (s.net === 'custom' && s.network !== null) {
    const bad = validateNetwork(toNetwork(s));
    if (bad.length > 0) {
      report('network', bad.join('; '), `the preset ${MPTCP_DEFAULTS.net}`);
      s.net = MPTCP_DEFAULTS.net;
      s.network = null;
    }
  }
  const reset = <K extends keyof MptcpScenario>(k: K, why: string) => {
    if (given.has(k)) report(k, why, 'ignored');
    s[k] = MPTCP_DEFAULTS[k];
  };
  for (const k of ALL_SIZE_KEYS) if (!usesSize(s, k)) reset(k, `has no effect with net=${s.net}`);
  if (!usesA(s)) reset('a', 'applies to EWTCP sources only (alg=ewtcp)');
  if (!usesG(s))
    for (const k of ['gbeta', 'gn', 'geta'] as const)
      reset(k, 'applies to the generalized algorithm only (alg=generalized)');
  refineLevel(s, given, problems);
  if (s.level === 'packet') {
    refinePacket(s, given, problems);
    return;
  }
  refineSampling(s, given, problems);
}

/** The most samples of a fluid trajectory, and the number a dt written alone keeps. */
const MAX_SAMPLES = 1e5;
const DT_SAMPLES = 100;
const T_RANGE = { min: 1, max: 1e4 };

/**
 * The fluid sampling: t/100000 <= dt <= t. A run length the user did not write follows the dt
 * they wrote (100 samples of a dt longer than the preset's run, 100000 of a dt too fine for it);
 * when they wrote both, dt is the error and t/1000 is used.
 */
function refineSampling(s: MptcpScenario, given: Given, problems: Problem[]): void {
  const horizon = horizonOf(s);
  // (t/100000 within rounding: t = 100000 dt must pass)
  const samples = (dt: number, t: number) => dt <= t && dt * MAX_SAMPLES >= t * (1 - 1e-12);
  if (s.dt === null || samples(s.dt, horizon)) return;
  const t = s.dt > horizon ? DT_SAMPLES * s.dt : MAX_SAMPLES * s.dt;
  const fits = Math.min(T_RANGE.max, Math.max(T_RANGE.min, t));
  if (!given.has('t') && samples(s.dt, fits)) {
    problems.push(
      adaptedDefault(
        't',
        `the default ${formatNumber(horizon)} s does not fit dt = ${formatNumber(s.dt)} s (from t/${MAX_SAMPLES} to t)`,
        `${formatNumber(fits)} s, ${s.dt > horizon ? `${DT_SAMPLES} samples` : `the most samples a run takes (${MAX_SAMPLES})`}`,
      ),
    );
    s.t = fits;
    return;
  }
  problems.push({
    param: 'dt',
    reason: `must be between t/${MAX_SAMPLES} and t = ${formatNumber(horizon)} s, got ${formatNumber(s.dt)}`,
    used: 't/1000',
  });
  s.dt = null;
}

export const MPTCP_SCHEMA: ScenarioSchema<MptcpScenario> = {
  lab: 'mptcp',
  version: 1,
  defaults: MPTCP_DEFAULTS,
  fields: [
    enumField<MptcpScenario>('net', 'network: a preset of the paper, or custom (network=)', NETS),
    algField,
    {
      ...num('a', 'EWTCP: a, the increase per ACK is a/w', { min: 1e-3, max: 1e3 }),
      inactive: (s) => !usesA(s),
    },
    {
      ...num('gbeta', 'generalized: beta of eq. (12)', { min: 0, max: 1 }),
      inactive: (s) => !usesG(s),
    },
    gnField,
    {
      ...num('geta', 'generalized: eta of eq. (12)', { min: 0, max: 100 }),
      inactive: (s) => !usesG(s),
    },
    sized(num('c', 'friendliness: bottleneck capacity, Mbit/s', { min: 1e-3, max: 1e5 })),
    sized(num('rtt', 'friendliness: RTT of every route, ms', { min: 0.1, max: 1e4 })),
    sized(num('n1', 'two-links: number of MP-TCP sources N1', { min: 1, max: 100, integer: true })),
    sized(
      num('n2', 'two-links: number of single-path sources N2 (on link 2)', {
        min: 0,
        max: 100,
        integer: true,
      }),
    ),
    sized(num('c1', 'two-links: capacity of link 1, Mbit/s', { min: 1e-3, max: 1e5 })),
    sized(num('c2', 'two-links: capacity of link 2, Mbit/s', { min: 1e-3, max: 1e5 })),
    sized(num('rtt1', 'two-links: RTT of the routes over link 1, ms', { min: 0.1, max: 1e4 })),
    sized(
      num('rtt2', 'two-links: RTT of the routes over link 2 (single-path ones too), ms', {
        min: 0.1,
        max: 1e4,
      }),
    ),
    num('pkt', 'packet size, bytes (converts Mbit/s to packets/s)', {
      min: 40,
      max: 65535,
      integer: true,
    }),
    num('gamma', 'link gain gamma of eq. (4) for every link, 1/packet (default: per link, below)', {
      min: 1e-12,
      max: 1e3,
    }),
    num('t', 'simulated seconds (default 60; 150 for responsiveness)', T_RANGE),
    num('dt', 'seconds between trajectory samples (default t/1000)', { min: 1e-4, max: 1e4 }),
    networkField,
    ...PACKET_FIELDS,
    speedField<MptcpScenario, SpeedName>(
      PLAYBACK.choices,
      'how fast the page plays the run: the whole run in 20, 6 or 2 s, or at once',
    ),
  ],
  refine,
};
