/**
 * Numbers as text, in one place. Four kinds, which really differ:
 * - exact text (formatNumber, csvNumber): the shortest text that reads back to the same double,
 *   for URLs, messages, JSON-like text and CSV cells;
 * - text for people (fixed, sig, percent, signedPercent, difference, estimateText): rounded, and
 *   a dash for a missing or non-finite value, never "NaN";
 * - readableNumber: the charts' axes and tooltips, six significant digits, exponents for the tiny
 *   and the huge, ∞ for infinities;
 * - typeset text (typesetFixed, typesetSig, typesetPercent, typesetSeconds): the Multipath TCP
 *   lab's tables, with a true minus sign, ∞, ×10ⁿ and no "−0.00".
 * Every digit count is given by the caller: what a page prints is said where it prints it.
 */

export const DASH = '—';

const missing = (v: number | null | undefined): v is null | undefined =>
  v === null || v === undefined || !Number.isFinite(v);

/** Shortest text that reads back as exactly the same number. */
export function formatNumber(x: number): string {
  return String(x);
}

/** A CSV cell: the exact text of a finite number, empty for none (null, NaN, ±∞). */
export function csvNumber(v: number | null | undefined): string {
  return missing(v) ? '' : String(v);
}

/** A number with `digits` decimals, or a dash. */
export function fixed(v: number | null | undefined, digits: number): string {
  return missing(v) ? DASH : v.toFixed(digits);
}

/** `digits` significant digits without trailing zeros (0.5, 20, 0.125), or a dash. */
export function sig(v: number | null | undefined, digits: number): string {
  return missing(v) ? DASH : String(Number(v.toPrecision(digits)));
}

/** A fraction as a percentage with `digits` decimals ("90 %"), or a dash. */
export function percent(v: number | null | undefined, digits: number): string {
  return missing(v) ? DASH : `${(100 * v).toFixed(digits)} %`;
}

/** A signed relative change: "+11.8 %", "−2.0 %", or a dash. */
export function signedPercent(v: number | null | undefined, digits: number): string {
  return missing(v) ? DASH : `${v >= 0 ? '+' : '−'}${Math.abs(100 * v).toFixed(digits)} %`;
}

/** A signed difference and its relative size: "+0.00012 (+0.013 %)", or a dash. */
export function difference(value: number | null | undefined, reference: number | null): string {
  if (value === null || value === undefined || reference === null) return DASH;
  const d = value - reference;
  if (!Number.isFinite(d)) return DASH;
  const sign = d >= 0 ? '+' : '−';
  const rel = reference !== 0 ? ` (${sign}${Math.abs((100 * d) / reference).toFixed(3)} %)` : '';
  return `${sign}${Math.abs(d).toFixed(5)}${rel}`;
}

/** A mean and its 95 % interval (sweep/aggregate.ts's Estimate). */
export interface EstimateLike {
  mean: number;
  ci95: readonly [number, number] | null;
}

/** "0.90012 ± 0.00031" (the interval's half-width), or the mean alone, or a dash. */
export function estimateText(e: EstimateLike | null | undefined, digits: number): string {
  if (!e || !Number.isFinite(e.mean)) return DASH;
  const ci = e.ci95;
  if (!ci || !Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return e.mean.toFixed(digits);
  return `${e.mean.toFixed(digits)} ± ${((ci[1] - ci[0]) / 2).toFixed(digits)}`;
}

/**
 * For the charts: up to `digits` significant digits (six: enough to compare with a theory value
 * such as 0.19994), integers in full, exponent form below 1e-4 and from 1e9, ∞, and a dash.
 */
export function readableNumber(v: number | null | undefined, digits = 6): string {
  if (v === null || v === undefined || Number.isNaN(v)) return DASH;
  if (!Number.isFinite(v)) return v > 0 ? '∞' : '−∞';
  if (Number.isInteger(v) && Math.abs(v) < 1e15) return String(v);
  const a = Math.abs(v);
  if (a < 1e-4 || a >= 1e9) {
    const [m, e] = v.toExponential(digits - 1).split('e');
    return `${String(Number(m))}e${e.replace('+', '')}`;
  }
  return String(Number(v.toPrecision(digits)));
}

/** The typeset kind's dash or ∞, or null for a finite number. */
const special = (v: number | null | undefined): string | null => {
  if (v === null || v === undefined || Number.isNaN(v)) return DASH;
  if (!Number.isFinite(v)) return v > 0 ? '∞' : '−∞';
  return null;
};

/** Minus sign instead of hyphen, for tables read from the back of a lecture hall. */
const minus = (s: string): string => s.replace(/^-/, '−');

const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
function superscript(n: number): string {
  const body = String(Math.abs(n))
    .split('')
    .map((d) => SUP[Number(d)])
    .join('');
  return (n < 0 ? '⁻' : '') + body;
}

/**
 * A small or large positive number for a sentence: three significant digits from 0.01 to 1000,
 * else two and a power of ten, "3.4·10⁻⁴"; a dash when not finite.
 */
export function scientific(v: number): string {
  if (!Number.isFinite(v)) return DASH;
  if (v >= 0.01 && v < 1000) return String(Number(v.toPrecision(3)));
  const e = Math.floor(Math.log10(v));
  const m = Number((v / 10 ** e).toPrecision(2));
  return `${m}·10${superscript(e)}`;
}

/** Typeset, `digits` decimals; "−0.00" reads as a sign error and is written 0.00. */
export function typesetFixed(v: number | null | undefined, digits: number): string {
  const s = special(v);
  if (s !== null) return s;
  const out = (v as number).toFixed(digits);
  return Number(out) === 0 ? (0).toFixed(digits) : minus(out);
}

/** Typeset, `digits` significant digits; m×10ⁿ below 1e-3 and from 1e6. */
export function typesetSig(v: number | null | undefined, digits: number): string {
  const s = special(v);
  if (s !== null) return s;
  const a = Math.abs(v as number);
  if (a !== 0 && (a < 1e-3 || a >= 1e6)) {
    const [m, e] = (v as number).toExponential(digits - 1).split('e');
    return minus(`${m}×10${superscript(Number(e))}`);
  }
  return minus(String(Number((v as number).toPrecision(digits))));
}

/** Typeset, a probability as a percentage with `digits` significant digits. */
export function typesetPercent(v: number | null | undefined, digits: number): string {
  const s = special(v);
  if (s !== null) return s;
  return `${typesetSig((v as number) * 100, digits)} %`;
}

/** Typeset seconds: two decimals below 10 s, else three significant digits. */
export function typesetSeconds(v: number | null | undefined): string {
  const s = special(v);
  if (s !== null) return s;
  return Math.abs(v as number) < 10 ? (v as number).toFixed(2) : typesetSig(v, 3);
}
