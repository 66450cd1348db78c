import type { Field } from '../../scenario/fields';
import { fail, ok, parseNumber, show, type Parsed } from '../../scenario/values';
import { formatNumber } from '../../format/numbers';

/**
 * The random-loss probabilities p_d of the lossy-link view: a log-spaced range "from..to/count"
 * (Sec. 6.3 varies p_d from 0.0005 to 0.05) or an explicit comma list.
 */
export type PdAxis =
  { kind: 'range'; from: number; to: number; count: number } | { kind: 'list'; values: number[] };

export const PD_MAX_POINTS = 200;

const inOpenUnit = (v: number): boolean => v > 0 && v < 1;

/** "0.0005..0.05/21", "0.0005..0.05" (21 points) or "0.001,0.01,0.05". */
export function parsePdAxis(raw: unknown): Parsed<PdAxis> {
  if (typeof raw !== 'string') return fail(`${show(raw)} is not a range a..b/k or a list`);
  const text = raw.trim();
  const dots = text.indexOf('..');
  if (dots >= 0) {
    const [to, count, extra] = text.slice(dots + 2).split('/');
    const a = parseNumber(text.slice(0, dots));
    const b = parseNumber(to);
    const k = count === undefined ? ok(21) : parseNumber(count);
    if (extra !== undefined) return fail(`${show(raw)} is not a range a..b/k`);
    if (!a.ok || !b.ok || !k.ok) return fail(`${show(raw)} is not a range a..b/k`);
    if (!inOpenUnit(a.value) || !inOpenUnit(b.value))
      return fail(`the ends must be probabilities in (0, 1), got ${show(raw)}`);
    if (!(a.value < b.value)) return fail(`the range must increase, got ${show(raw)}`);
    if (!(Number.isInteger(k.value) && k.value >= 2 && k.value <= PD_MAX_POINTS))
      return fail(`the count must be an integer from 2 to ${PD_MAX_POINTS}, got ${show(count)}`);
    return ok({ kind: 'range', from: a.value, to: b.value, count: k.value });
  }
  const items = text.split(',');
  if (items.length > PD_MAX_POINTS) return fail(`at most ${PD_MAX_POINTS} values`);
  const values: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const v = parseNumber(items[i]);
    const where = items.length > 1 ? `value ${i + 1}: ` : '';
    if (!v.ok) return fail(`${where}${v.reason}`);
    if (!inOpenUnit(v.value))
      return fail(`${where}must be in (0, 1), got ${formatNumber(v.value)}`);
    values.push(v.value);
  }
  values.sort((x, y) => x - y);
  return ok({ kind: 'list', values });
}

export function formatPdAxis(a: PdAxis): string {
  return a.kind === 'range'
    ? `${formatNumber(a.from)}..${formatNumber(a.to)}/${a.count}`
    : a.values.map(formatNumber).join(',');
}

/** The p_d values, increasing: log-spaced for a range (the chart's x axis is logarithmic). */
export function pdValues(a: PdAxis): number[] {
  if (a.kind === 'list') return a.values.slice();
  const la = Math.log(a.from);
  const lb = Math.log(a.to);
  return Array.from({ length: a.count }, (_, k) =>
    k === 0 ? a.from : k === a.count - 1 ? a.to : Math.exp(la + ((lb - la) * k) / (a.count - 1)),
  );
}

export function pdField<S>(key: keyof S & string, help: string): Field<S> {
  return {
    key,
    param: key,
    help,
    parse: (raw) => parsePdAxis(raw) as Parsed<S[keyof S]>,
    format: (v) => formatPdAxis(v as PdAxis),
    json: (v) => formatPdAxis(v as PdAxis),
  };
}
