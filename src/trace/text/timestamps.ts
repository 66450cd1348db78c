/**
 * The time lines a periodic `ss` log carries between its samples (ss prints none itself): what
 * `date` prints in the usual loops. Only differences matter (times are s from the first sample),
 * so a clock's zone or origin never does, as long as a log keeps to one format.
 *
 * - epoch seconds, with or without a fraction: `date +%s.%N` (1700000000.123456789), `date +%s`;
 * - ISO 8601 / RFC 3339: `date -Ins` (2026-11-28T02:05:58,932319857+00:00), `date --rfc-3339=ns`
 *   (2026-11-28 02:05:58.932319857+00:00), with a zone (Z, +01:00, +0100) or without;
 * - `date`'s default in the C locale: Sat Nov 28 02:04:52 UTC 2026 (whole seconds, zone ignored);
 * - time of day: `date +%T.%N` (02:05:58.932319857), `date +%T`; past midnight it goes on counting;
 * - any of these behind a comment sign: `# 1700000000.123456789`.
 */

export type TimeFormat = 'epoch' | 'iso' | 'date' | 'clock';

export interface Timestamp {
  /**
   * whole seconds from an origin of the format's own (1970 for all but the time of day), and the
   * ns apart: at 1.7e9 s a double's step is 0.24 µs, which a difference of sums would show
   */
  seconds: number;
  ns: number;
  format: TimeFormat;
}

const EPOCH = /^(\d+)(?:[.,](\d+))?$/;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const DATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) +(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +(\d{1,2}) (\d{2}):(\d{2}):(\d{2})(?: +[A-Za-z]{1,6}| +[+-]\d{4})? +(\d{4})$/;
const CLOCK = /^(\d{1,2}):(\d{2}):(\d{2})(?:[.,](\d+))?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "932319857" after the decimal point, in whole ns (finer digits dropped) */
export const nanoseconds = (digits: string | undefined): number =>
  digits ? Number(digits.slice(0, 9).padEnd(9, '0')) : 0;

/** 1970-based seconds of a calendar time in UTC */
const utc = (y: string, mo: number, d: string, h: string, mi: string, s: string): number =>
  Date.UTC(Number(y), mo, Number(d), Number(h), Number(mi), Number(s)) / 1000;

/** "+01:00", "-0530", "Z" as seconds east of UTC */
function zoneOffset(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0');
  return (zone[0] === '-' ? -1 : 1) * minutes * 60;
}

/**
 * The time a line says, or null when it is not a time line. A time may sit behind a comment sign
 * (`# 1700000000.123456`, as scripts/traces/record.sh writes it), so a log stays readable as text.
 */
export function parseTimestamp(line: string): Timestamp | null {
  const text = line.trim().replace(/^#\s*/, '');
  let m = EPOCH.exec(text);
  if (m) {
    // a count of seconds: "0" or "42" read as epoch seconds too (relative times work as well)
    const seconds = Number(m[1]);
    return Number.isFinite(seconds) ? { seconds, ns: nanoseconds(m[2]), format: 'epoch' } : null;
  }
  m = ISO.exec(text);
  if (m) {
    const seconds = utc(m[1], Number(m[2]) - 1, m[3], m[4], m[5], m[6]) - zoneOffset(m[8]);
    return Number.isFinite(seconds) ? { seconds, ns: nanoseconds(m[7]), format: 'iso' } : null;
  }
  m = DATE.exec(text);
  if (m) {
    const seconds = utc(m[6], MONTHS.indexOf(m[1]), m[2], m[3], m[4], m[5]);
    return { seconds, ns: 0, format: 'date' };
  }
  m = CLOCK.exec(text);
  if (m) {
    const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
    return { seconds, ns: nanoseconds(m[4]), format: 'clock' };
  }
  return null;
}

/**
 * Successive time lines as seconds from the first: a time of day that goes back by more than
 * twelve hours has passed midnight.
 */
export function createClock(): (stamp: Timestamp) => number {
  let first: Timestamp | null = null;
  let days = 0;
  let last = -Infinity;
  return (stamp) => {
    let s = stamp.seconds + days * 86400;
    if (stamp.format === 'clock' && s < last - 43200) {
      days++;
      s += 86400;
    }
    last = s;
    first ??= stamp;
    return since(first.seconds, first.ns, s, stamp.ns);
  };
}

/** s from (s0 + ns0) to (s1 + ns1), with the ns counted apart so that the difference is exact. */
export const since = (s0: number, ns0: number, s1: number, ns1: number): number =>
  ((s1 - s0) * 1e9 + (ns1 - ns0)) / 1e9;
