import { formatNumber } from '../../format/numbers';

/**
 * Impossible results: a number a report holds that no correct model output can be (a probability
 * above 1, a negative rate, NaN or an infinity). Each lab's report is scanned once, where it is
 * built, so that the page and the command line flag the same values with the same words, and a
 * value is never shown as if it were an answer.
 */

export type QuantityKind = 'probability' | 'fraction' | 'nonnegative';

/** Which numbers of a report are which quantity: matched on their path ("links[2].price"). */
export interface QuantityRule {
  path: RegExp;
  kind: QuantityKind;
  /** why such a value can arise and what it means, for the flag ("the fluid model's ...") */
  why?: string;
  /** a fraction's largest possible value when it is not 1 (see departuresRule) */
  max?: number;
}

/** Names that say what a number is, in every lab's reports. */
export const COMMON_RULES: readonly QuantityRule[] = [
  { path: /(^|\.)(probability|lossRate|loss)$/i, kind: 'probability' },
  { path: /(^|\.)utilization$/, kind: 'fraction' },
  {
    path: /(^|\.)(rate|rates|throughput|goodput|load|capacity|total|drops|timeouts)(\[\])?$/i,
    kind: 'nonnegative',
  },
];

const LIMITS: Record<QuantityKind, { ok: (v: number, max: number) => boolean; text: string }> = {
  // (rounding: a utilization computed as bytes over capacity x time may pass 1 by an ulp or two)
  probability: { ok: (v) => v >= 0 && v <= 1 + 1e-12, text: 'a probability outside [0, 1]' },
  fraction: {
    ok: (v, max) => v >= 0 && v <= max + 1e-9,
    text: 'a fraction of the capacity outside [0, 1]',
  },
  nonnegative: { ok: (v) => v >= 0, text: 'a negative amount' },
};

/** Why `value` cannot be a `kind`, or null when it can (the rule the reports apply, for a page). */
export function outOfRange(kind: QuantityKind, value: number, max = 1): string | null {
  if (Number.isNaN(value)) return 'not a number';
  if (!Number.isFinite(value)) return 'infinite';
  return LIMITS[kind].ok(value, max) ? null : LIMITS[kind].text;
}

/**
 * The packet engine's utilization: departures over the window counted as ns-2's queue monitor
 * counts them, when a packet *starts* on the wire, so the packet in transmission at the window's
 * end counts whole and the fraction may pass 1 by that packet's share of the window, never more.
 * `onePacket` is that share at the run (or, for a sweep, the largest over its points); see
 * packetShare.
 */
export function departuresRule(onePacket: number): QuantityRule {
  return {
    path: /(^|\.)utilization$/,
    kind: 'fraction',
    max: 1 + onePacket,
    why: 'more than the link carries, even counting the packet on the wire at the end whole',
  };
}

/** One packet's share of what a link carries over a measured window: 8 bytes / (capacity x window). */
export function packetShare(bytesOnWire: number, capacityBps: number, window: number): number {
  return window > 0 && capacityBps > 0 ? (8 * bytesOnWire) / (capacityBps * window) : 0;
}

interface Found {
  path: string;
  value: number;
  why: string;
  count: number;
}

/**
 * The impossible numbers of `report`, one flag per kind of value (indices folded: "flows[].x: 3
 * values ..., the first flows[2].x = -1"): each number a rule names must be a finite value in its
 * range. Other numbers are not judged: a mean over no flows is NaN by definition, written null in
 * JSON and a dash on the page, not an impossible result. `skip` leaves parts out.
 */
export function impossibleResults(
  report: unknown,
  rules: readonly QuantityRule[] = COMMON_RULES,
  skip: RegExp | null = null,
): string[] {
  const found = new Map<string, Found>();
  const visit = (v: unknown, path: string): void => {
    if (skip?.test(path)) return;
    if (typeof v === 'number') {
      const folded = path.replace(/\[\d+\]/g, '[]');
      const rule = rules.find((r) => r.path.test(folded));
      if (!rule) return;
      let why = outOfRange(rule.kind, v, rule.max);
      if (why === null) return;
      if (rule?.why) why = `${why}: ${rule.why}`;
      const key = `${folded}|${why}`;
      const seen = found.get(key);
      if (seen) seen.count++;
      else found.set(key, { path, value: v, why, count: 1 });
      return;
    }
    if (Array.isArray(v)) v.forEach((x, k) => visit(x, `${path}[${k}]`));
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) visit(x, path === '' ? k : `${path}.${k}`);
  };
  visit(report, '');
  return [...found.values()].map(
    (f) =>
      `${f.path} = ${formatNumber(f.value)}: ${f.why}` +
      (f.count > 1 ? ` (and ${f.count - 1} more such values)` : ''),
  );
}

/** What a report holds of its impossible values: the flags, present only when there are some. */
export interface Flagged {
  impossible?: string[];
}

/**
 * `report` with its impossible values flagged (impossibleResults with the common rules and
 * `rules`): the field is written only when there is something to say, so that a report of
 * possible values keeps its shape byte for byte.
 */
export function flagImpossible<R extends object>(
  report: R,
  rules: readonly QuantityRule[] = [],
  skip: RegExp | null = null,
): R & Flagged {
  const flags = impossibleResults(report, [...rules, ...COMMON_RULES], skip);
  return flags.length > 0 ? { ...report, impossible: flags } : report;
}
