import type { Problem } from '../../../scenario/problems';
import { ratioRule, refineWarmup } from '../../../scenario/rules';
import { formatNumber } from '../../../format/numbers';
import { formatAxis, type SweepAxis, type SweepParamTable } from '../../../sweep/axis';
import { MAX_PACKET_T, PACKET_DEFAULTS, type PacketFields } from './fields';

/**
 * The packet-level views of the MulTCP lab and what each runs: its swept parameter and default
 * axis, its series, and the fields it reads. Every view is a sweep of the lab (src/sweep); the
 * sweep as it runs (`runnableSpec`) has the view's axis filled in and every field the view does not
 * read at its default, so that the same experiment has one query whatever else the URL holds.
 */
export const PACKET_VIEWS = ['fig4', 'fig5', 'util', 'wpf', 'rwnd'] as const;
export type PacketView = (typeof PACKET_VIEWS)[number];

export const isPacketView = (v: string): v is PacketView =>
  (PACKET_VIEWS as readonly string[]).includes(v);

/** The largest N of a packet run: fig4 and util run N separate TCPs at integer N. */
export const MAX_PACKET_N = 100;

export const MULTCP_PARAM_TABLE: SweepParamTable = [
  {
    param: 'n',
    integer: false,
    check: (v) =>
      v >= 1 && v <= MAX_PACKET_N
        ? null
        : `must be in [1, ${MAX_PACKET_N}], got ${formatNumber(v)}`,
  },
  {
    param: 'rwnd',
    integer: true,
    check: (v) =>
      Number.isInteger(v) && v >= 1 && v <= 1e6
        ? null
        : `must be an integer from 1 to 1000000 (packets), got ${formatNumber(v)}`,
  },
];

/** The parameter each view sweeps (wpf runs one network: no axis). */
export const VIEW_AXIS: Record<PacketView, 'n' | 'rwnd' | null> = {
  fig4: 'n',
  fig5: 'n',
  util: 'n',
  wpf: null,
  rwnd: 'rwnd',
};

/** What the rwnd view's default axis needs from the scenario. */
export interface RwndAxisInput {
  brmax: number;
  pkt: number;
}

/** Receive windows of at most brmax kB, 1 packet upwards, at most 40 of them. */
export function rwndAxis(s: RwndAxisInput): SweepAxis {
  const top = Math.max(2, Math.floor((s.brmax * 1000) / s.pkt));
  return top <= 40
    ? { param: 'rwnd', kind: 'range', from: 1, to: top }
    : { param: 'rwnd', kind: 'linspace', from: 1, to: top, count: 40, integer: true };
}

const N_AXIS: Record<'fig4' | 'fig5' | 'util', SweepAxis> = {
  fig4: { param: 'n', kind: 'list', values: [1, 1.5, 2, 3, 4, 5, 6, 8, 10] },
  fig5: { param: 'n', kind: 'list', values: [1, 2, 3, 4, 6, 8, 10] },
  util: { param: 'n', kind: 'range', from: 1, to: 10 },
};

/** The view's axis when the URL gives none. */
export function defaultAxis(view: PacketView, s: RwndAxisInput): SweepAxis | null {
  if (view === 'wpf') return null;
  if (view === 'rwnd') return rwndAxis(s);
  return N_AXIS[view];
}

/** The fields each packet view reads, beside the sweep's own (seed, reps, sweep, t, warmup). */
export const VIEW_FIELDS: Record<PacketView, readonly string[]> = {
  fig4: ['flavours', 'ntcps', 'cap', 'bg', 'rttlo', 'rtthi', 'limit', 'minth', 'maxth', 'redmode'],
  fig5: ['flavours', 'cap', 'bg', 'rttlo', 'rtthi', 'limit', 'minth', 'maxth', 'redmode'],
  util: ['tcp', 'cap', 'rtt', 'buffer'],
  wpf: ['links', 'flows', 'rtt', 'tcp', 'linkq'],
  rwnd: ['rn', 'p', 'rtt', 'pkt', 'brmax', 'tcp'],
};
const SWEEP_FIELDS = ['lab', 'view', 'seed', 'reps', 'sweep', 't', 'warmup'];

/**
 * The experiment as it runs: the view's axis when none is given, and every field the view does
 * not read at its default (the page's URL keeps them; the sweep's query and seeds do not see them).
 */
export function runnableSpec<S extends PacketFields & RwndAxisInput & { view: string }>(
  s: S,
  defaults: S,
): S {
  if (!isPacketView(s.view)) return s;
  const keep = new Set([...SWEEP_FIELDS, ...VIEW_FIELDS[s.view]]);
  const out = { ...defaults } as Record<string, unknown>;
  for (const k of Object.keys(s)) if (keep.has(k)) out[k] = (s as Record<string, unknown>)[k];
  const r = out as S;
  if (r.sweep === null) r.sweep = defaultAxis(s.view, s);
  r.sweep2 = null;
  return r;
}

/**
 * The series of a view: fig4, MulTCP over each flavour then N separate TCPs over each; fig5,
 * MulTCP over each flavour; util, one MulTCP(N) and N TCPs (flavour `tcp`); rwnd, one TCP and
 * MulTCP(rn) when rn > 1.
 */
export function seriesOf(s: PacketFields & { view: string; rn: number }): string[] | null {
  switch (s.view) {
    case 'fig4':
      return [...s.flavours.map((f) => `multcp-${f}`), ...s.ntcps.map((f) => `tcps-${f}`)];
    case 'util':
      return ['multcp', 'tcps'];
    case 'fig5':
      return s.flavours.map((f) => `multcp-${f}`);
    case 'rwnd':
      return s.rn > 1 ? ['tcp', 'multcp'] : ['tcp'];
    default:
      return null;
  }
}

/** The flavour and whether a series is the MulTCP (or N separate TCPs, or one TCP). */
export function parseSeries(series: string | null): { multcp: boolean; flavour: string | null } {
  if (series === null || series === 'tcp' || series === 'tcps')
    return { multcp: false, flavour: null };
  if (series === 'multcp') return { multcp: true, flavour: null };
  const [kind, flavour] = series.split('-');
  return { multcp: kind === 'multcp', flavour };
}

/** Fig. 3's RED: thresh 5, maxthresh 15, limit 20 packets. */
const FIG3_RED = { minth: 5, maxth: 15, limit: 20 } as const;
type RedKey = keyof typeof FIG3_RED;
const RED_KEYS: readonly RedKey[] = ['minth', 'maxth', 'limit'];
const redHolds = (r: Record<RedKey, number>) => r.minth < r.maxth && r.maxth <= r.limit;

/**
 * RED's thresholds, thresh < maxthresh <= limit: the ones the user did not write take Fig. 3's
 * proportions (5 : 15 : 20) to the one they did (limit first, then maxthresh, then thresh), as
 * notes; when those cannot fit, or all were written, a written one is the error and Fig. 3's
 * values are used.
 */
function refineRed(s: PacketFields, given: ReadonlySet<string>, report: Report): void {
  if (redHolds(s)) return;
  const anchor = (['limit', 'maxth', 'minth'] as const).find((k) => given.has(k));
  if (anchor !== undefined) {
    const scale = s[anchor] / FIG3_RED[anchor];
    const fitted = { ...s } as Record<RedKey, number>;
    for (const k of RED_KEYS)
      if (!given.has(k))
        fitted[k] =
          k === 'limit' ? Math.max(2, Math.ceil(FIG3_RED[k] * scale)) : FIG3_RED[k] * scale;
    // a default that fits as it is stays
    for (const k of RED_KEYS)
      if (fitted[k] !== s[k] && redHolds({ ...fitted, [k]: s[k] })) fitted[k] = s[k];
    if (redHolds(fitted) && fitted.limit <= 100_000) {
      for (const k of RED_KEYS) {
        if (fitted[k] === s[k]) continue;
        report(
          k,
          `the default ${formatNumber(s[k])} does not fit ${anchor} = ${formatNumber(s[anchor])} (RED needs thresh < maxthresh <= limit)`,
          `${formatNumber(fitted[k])}, Fig. 3's proportions (5 : 15 : 20) to ${anchor}`,
          true,
        );
        s[k] = fitted[k];
      }
      return;
    }
  }
  const param = given.has('maxth') ? 'maxth' : given.has('minth') ? 'minth' : 'limit';
  report(
    param,
    `RED needs thresh < maxthresh <= limit (got ${s.minth}, ${s.maxth}, ${s.limit})`,
    'Fig. 3: 5, 15, 20',
  );
  s.minth = FIG3_RED.minth;
  s.maxth = FIG3_RED.maxth;
  s.limit = Math.max(FIG3_RED.limit, s.limit);
}

/** The packet views' warm-up and run (50 of 300 s): the side not written keeps that ratio. */
const WARMUP_RULE = ratioRule(
  ' s',
  't',
  { warmup: PACKET_DEFAULTS.warmup, run: PACKET_DEFAULTS.t },
  MAX_PACKET_T,
);

type Report = (param: string, reason: string, used: string, note?: boolean) => void;

/**
 * The packet views' rules: a sweep only in a packet view and only of its parameter, no second
 * axis, an even number of background TCPs (Fig. 3's senders come in pairs of equal RTT), RED
 * thresholds in order, the warm-up inside the run.
 */
export function refinePacket(
  s: PacketFields & { view: string },
  given: ReadonlySet<string>,
  problems: Problem[],
): void {
  const report: Report = (param, reason, used, note) =>
    problems.push({ param, reason, used, ...(note && { note }) });
  // a sweep of rwnd written alone opens the one view that sweeps it
  if (s.sweep?.param === 'rwnd' && !given.has('view') && s.view !== 'rwnd') {
    report('view', `the default ${s.view} has no rwnd axis`, 'rwnd, the view that sweeps it', true);
    s.view = 'rwnd';
  }
  const axis = isPacketView(s.view) ? VIEW_AXIS[s.view] : null;
  if (s.sweep !== null && s.sweep.param !== axis) {
    const why = isPacketView(s.view)
      ? axis === null
        ? `view=${s.view} runs one network, nothing is swept`
        : `view=${s.view} sweeps ${axis}`
      : `view=${s.view} is a closed form: sweeps are for the packet views`;
    report(
      'sweep',
      `${formatAxis(s.sweep)}: ${why}`,
      axis ? `the view's own ${axis} axis` : 'none',
    );
    s.sweep = null;
  }
  if (s.sweep2 !== null) {
    report(
      'sweep2',
      'the MulTCP experiments have one axis (their series are the flavours)',
      'none',
    );
    s.sweep2 = null;
  }
  if (s.bg % 2 !== 0) {
    report('bg', `${s.bg} is odd: the senders come in pairs of equal RTT`, String(s.bg + 1));
    s.bg += 1;
  }
  if (s.rttlo > s.rtthi) {
    // the spread's unwritten end meets the written one (one RTT for every pair)
    if (!given.has('rttlo') && given.has('rtthi')) {
      report(
        'rttlo',
        `the default ${s.rttlo} ms is above rtthi (${s.rtthi} ms)`,
        `${s.rtthi} ms, the nearest value that fits`,
        true,
      );
      s.rttlo = s.rtthi;
    } else {
      const note = !given.has('rtthi');
      const reason = note
        ? `the default ${s.rtthi} ms is below rttlo (${s.rttlo} ms)`
        : `${s.rtthi} ms is below rttlo (${s.rttlo} ms)`;
      report(
        'rtthi',
        reason,
        note ? `${s.rttlo} ms, the nearest value that fits` : `${s.rttlo} ms`,
        note,
      );
      s.rtthi = s.rttlo;
    }
  }
  refineRed(s, given, report);
  refineWarmup(s, given as ReadonlySet<string>, ['warmup', 't'], WARMUP_RULE, problems);
}
