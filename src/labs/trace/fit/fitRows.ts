import { DASH, fixed, percent, sig } from '../../../format/numbers';
import type { TraceFit } from '../../../trace/fit';
import {
  HIGH_RTT_QUANTILE,
  type ConnectionFit,
  type GrowthKind,
} from '../../../trace/fit/connection';
import type { Spread } from '../../../trace/fit/stats';
import type { TraceMeasures } from '../../../trace/measure';
import { connectionList, connectionReasons, setReasons, withoutTopic } from './reasons';

/**
 * The panel's first two sections as text: the path fitted (rate, RTTs, buffer, aggregate) and the
 * connections' AIMD numbers with their spread. Pure: a missing number is a dash and the reason
 * the fit gave for it, never NaN.
 */

/** One line of a section: a label, the value as shown, and how it was got or why it is missing. */
export interface ValueRow {
  key: string;
  label: string;
  value: string;
  /** the number shown, unrounded (null: none) */
  raw: number | null;
  note: string | null;
}

const first = (xs: readonly string[]): string | null =>
  xs.length > 0 ? withoutTopic(xs[0]) : null;

/** The reason for a missing number: the fit's, else `fallback`. */
const why = (reasons: readonly string[], fallback: string): string => first(reasons) ?? fallback;

const mbit = (v: number | null | undefined) =>
  v === null || v === undefined ? DASH : `${fixed(v, 2)} Mbit/s`;
const ms = (v: number | null | undefined) =>
  v === null || v === undefined ? DASH : `${sig(v, 3)} ms`;

/** A missing value's reason once: the rows after it that give the same one say so. */
export function sameAsAbove(rows: ValueRow[]): ValueRow[] {
  return rows.map((r, i) =>
    i > 0 && r.value === DASH && rows[i - 1].value === DASH && r.note === rows[i - 1].note
      ? { ...r, note: 'as above' }
      : r,
  );
}

export function pathRows(fit: TraceFit, measures: TraceMeasures): ValueRow[] {
  return sameAsAbove(pathValues(fit, measures));
}

function pathValues(fit: TraceFit, measures: TraceMeasures): ValueRow[] {
  const { rate, buffer, mss, headerBytes } = fit.set;
  const rateWhy = why(setReasons(fit, ['rate']), 'no throughput series to fit it to');
  const bufferWhy = why(setReasons(fit, ['buffer']), rate ? 'no RTT samples' : 'no rate');
  const skipped = measures.skipped;
  return [
    {
      key: 'rate',
      label: 'Bottleneck rate (payload)',
      value: mbit(rate?.mbps),
      raw: rate?.mbps ?? null,
      note: rate
        ? `the mean of the ${rate.busyBins} of ${rate.bins} bins of ${fixed(rate.binSeconds * 1000, 0)} ms where the queue never emptied (all bins' median ${fixed(rate.medianMbps, 2)})`
        : rateWhy,
    },
    {
      key: 'wire',
      label: 'Bottleneck rate (wire)',
      value: mbit(rate?.wireMbps),
      raw: rate?.wireMbps ?? null,
      note: rate
        ? `${mss}-byte payloads in ${mss + headerBytes}-byte frames: ${fixed(rate.packetsPerSecond, 1)} packets/s`
        : rateWhy,
    },
    {
      key: 'base-rtt',
      label: 'Base RTT',
      value: ms(buffer?.baseRttMs),
      raw: buffer?.baseRttMs ?? null,
      note: buffer ? 'the smallest RTT sample of all data connections' : bufferWhy,
    },
    {
      key: 'rise',
      label: 'RTT’s rise (full queue)',
      value: ms(buffer?.riseMs),
      raw: buffer?.riseMs ?? null,
      note: buffer
        ? `the ${Math.round(HIGH_RTT_QUANTILE * 100)}th percentile of the RTT samples, ${sig(buffer.highRttMs, 3)} ms, minus the base RTT (the largest sample: ${sig(buffer.maxRttMs, 3)} ms)`
        : bufferWhy,
    },
    {
      key: 'buffer',
      label: 'Buffer (packets)',
      value: buffer ? `${fixed(buffer.packets, 1)} packets` : DASH,
      raw: buffer?.packets ?? null,
      note:
        buffer && rate
          ? `the rise times the rate: ${sig(buffer.riseMs, 3)} ms × ${fixed(rate.packetsPerSecond, 1)} packets/s (from the largest sample: ${fixed(buffer.packetsFromMax, 1)})`
          : bufferWhy,
    },
    {
      key: 'buffer-bytes',
      label: 'Buffer (bytes)',
      value: buffer ? `${fixed(buffer.wireBytes, 0)} B` : DASH,
      raw: buffer?.wireBytes ?? null,
      note: buffer
        ? `on the wire (${mss + headerBytes}-byte frames); ${fixed(buffer.payloadBytes, 0)} B of payload`
        : bufferWhy,
    },
    {
      key: 'aggregate',
      label: 'Aggregate throughput',
      value: mbit(fit.set.aggregateMbps),
      raw: fit.set.aggregateMbps,
      note:
        fit.set.aggregateMbps !== null
          ? `all data connections' bytes over their common ${fixed(measures.duration, 2)} s`
          : fit.set.n === 0
            ? 'no data connection'
            : 'the data connections span no time',
    },
    {
      key: 'utilization',
      label: 'Utilization',
      value: percent(fit.set.utilization, 1),
      raw: fit.set.utilization,
      note:
        fit.set.utilization !== null
          ? 'the aggregate over the bottleneck rate'
          : fit.set.aggregateMbps === null
            ? 'no aggregate throughput'
            : `no rate: ${rateWhy}`,
    },
    {
      key: 'n',
      label: 'Data connections (N)',
      value: String(fit.set.n),
      raw: fit.set.n,
      note:
        skipped.length === 0
          ? null
          : `${skipped.length} left out: ${skipped.map((s) => `${s.src} → ${s.dst} (${s.why})`).join('; ')}`,
    },
  ];
}

/** One quantity over the connections: its mean, sd, range and how many connections have it. */
export interface SpreadRow {
  key: string;
  label: string;
  unit: string;
  mean: string;
  sd: string;
  range: string;
  n: string;
  raw: Spread | null;
  /** why no connection gives it */
  note: string | null;
}

interface SpreadSpec {
  key: keyof TraceFit['set']['spread'];
  label: string;
  unit: string;
  show: (v: number) => string;
  /** the connection reasons that may explain a missing value */
  topics: string[];
}

const SPREADS: readonly SpreadSpec[] = [
  {
    key: 'alpha',
    label: 'α, increase per RTT',
    unit: 'packets',
    show: (v) => sig(v, 3),
    topics: ['alpha'],
  },
  {
    key: 'beta',
    label: 'β, kept at a cut',
    unit: '',
    show: (v) => fixed(v, 3),
    topics: ['beta'],
  },
  {
    key: 'lossRate',
    label: 'p, loss events per packet',
    unit: '',
    show: (v) => sig(v, 3),
    topics: ['models'],
  },
  { key: 'baseRttMs', label: 'RTT, base', unit: 'ms', show: (v) => sig(v, 3), topics: ['rtt'] },
  { key: 'meanRttMs', label: 'RTT, mean', unit: 'ms', show: (v) => sig(v, 3), topics: ['rtt'] },
  {
    key: 'throughputMbps',
    label: 'Throughput',
    unit: 'Mbit/s',
    show: (v) => fixed(v, 2),
    topics: [],
  },
];

export function spreadRows(fit: TraceFit): SpreadRow[] {
  return SPREADS.map((s) => {
    const v = fit.set.spread[s.key];
    const reasons = connectionReasons(fit, s.topics);
    return {
      key: s.key,
      label: s.label,
      unit: s.unit,
      mean: v ? s.show(v.mean) : DASH,
      sd: v && v.n > 1 ? s.show(v.sd) : DASH,
      range: v ? `${s.show(v.min)}–${s.show(v.max)}` : DASH,
      n: v ? String(v.n) : '0',
      raw: v,
      note: v
        ? null
        : fit.set.n === 0
          ? 'no data connection'
          : reasons.length > 0
            ? withoutTopic(reasons[0].text)
            : 'no connection gives it',
    };
  });
}

const KIND_FROM = { trace: 'named by the trace', cuts: 'from the cuts’ β' } as const;

/** The connections' congestion control: the set's kind and where each connection's came from. */
export function kindRow(fit: TraceFit): ValueRow {
  const groups = new Map<string, number[]>();
  fit.connections.forEach((c: ConnectionFit, i) => {
    const key =
      c.kind === null || c.kindFrom === null ? 'unknown' : `${c.kind} ${KIND_FROM[c.kindFrom]}`;
    groups.set(key, [...(groups.get(key) ?? []), i + 1]);
  });
  const parts = [...groups.entries()].map(([k, ks]) =>
    fit.connections.length === 1 ? k : `${k}: ${connectionList(ks)}`,
  );
  const kind: GrowthKind | null = fit.set.kind;
  return {
    key: 'kind',
    label: 'Kind',
    value: kind ?? DASH,
    raw: null,
    note:
      fit.set.n === 0
        ? 'no data connection'
        : `${kind === null ? 'no majority; ' : ''}${parts.join('; ')} (reno: β about 1/2, cubic: about 0.7)`,
  };
}
