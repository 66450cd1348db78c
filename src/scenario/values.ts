/**
 * Strict parsing of the values found in URLs and scenario files. Nothing here uses a bare `+` or
 * `parseFloat`: "", "1e", "0x10", "Infinity", "NaN" and "3 flows" are errors, not numbers.
 */

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

/** Shows a raw input value in a message, shortened. */
export function show(raw: unknown): string {
  let s: string;
  if (typeof raw === 'string') s = JSON.stringify(raw);
  else {
    try {
      s = JSON.stringify(raw) ?? String(raw);
    } catch {
      s = String(raw);
    }
  }
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/**
 * A finite number from a JSON number or a decimal string; "a/b" fractions of two decimals are
 * accepted too ("1/2/3" is not: it would be ambiguous).
 */
export function parseNumber(raw: unknown): Parsed<number> {
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? ok(raw) : fail(`${show(raw)} is not a finite number`);
  if (typeof raw !== 'string') return fail(`${show(raw)} is not a number`);
  const s = raw.trim();
  const slash = s.indexOf('/');
  if (slash > 0 && s.indexOf('/', slash + 1) < 0) {
    const a = parseNumber(s.slice(0, slash));
    const b = parseNumber(s.slice(slash + 1));
    if (a.ok && b.ok && b.value !== 0) {
      const v = a.value / b.value;
      if (Number.isFinite(v)) return ok(v);
    }
    return fail(`${show(raw)} is not a number`);
  }
  if (!DECIMAL.test(s)) return fail(`${show(raw)} is not a number`);
  const v = Number(s);
  return Number.isFinite(v) ? ok(v) : fail(`${show(raw)} is too large`);
}

/** A list of numbers from a JSON array, a JSON number, or a comma-separated string. */
export function parseNumberList(raw: unknown): Parsed<number[]> {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === 'number') items = [raw];
  else if (typeof raw === 'string') items = raw.split(',');
  else return fail(`${show(raw)} is not a number or a list of numbers`);
  if (items.length === 0) return fail('the list is empty');
  const out: number[] = [];
  for (let k = 0; k < items.length; k++) {
    const v = parseNumber(items[k]);
    if (!v.ok) return fail(items.length > 1 ? `value ${k + 1}: ${v.reason}` : v.reason);
    out.push(v.value);
  }
  return ok(out);
}
