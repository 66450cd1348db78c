import { fail, ok, parseNumber, show, type Parsed } from '../scenario/values';
import { formatNumber } from '../format/numbers';

/**
 * One swept parameter and its values, as written after `sweep=` (and `sweep2=`):
 *   `n:1..20`           an integer range, both ends included;
 *   `sigma:0.05..0.95/19` 19 evenly spaced values, both ends included;
 *   `beta:0.3,0.5,0.8`  a comma list.
 * The spec keeps the form the user wrote (not only the values), so that a sweep encodes back to
 * exactly the text it came from.
 */

/**
 * A parameter a lab lets sweeps vary: its name and how one value is checked (the field's own
 * range, and any rule a swept value obeys beyond it). Integer parameters get integer values from
 * `a..b/k`.
 */
export interface SweepableParam {
  param: string;
  integer: boolean;
  /** null when the value is fine, else why not */
  check(v: number): string | null;
}

/** A lab's sweepable parameters, in the order its help lists them. */
export type SweepParamTable = readonly SweepableParam[];

export type SweepAxis =
  | { param: string; kind: 'list'; values: number[] }
  | { param: string; kind: 'range'; from: number; to: number }
  | {
      param: string;
      kind: 'linspace';
      from: number;
      to: number;
      count: number;
      /** the parameter takes integers: the values are rounded */
      integer?: true;
    };

/** Values per axis at most: Lab 2 goes up to N = 1,000. */
export const MAX_AXIS_VALUES = 1000;

/** The number of values of an axis, without expanding it. */
export function axisLength(a: SweepAxis): number {
  if (a.kind === 'list') return a.values.length;
  if (a.kind === 'range') return a.to - a.from + 1;
  return a.count;
}

/**
 * The values of an axis, in order. Evenly spaced values are computed from both ends (so the last
 * is exactly `to`) and rounded to 12 significant digits, so that 0.05..0.95/19 gives 0.1, not
 * 0.10000000000000002, in every column and seed; integer parameters are rounded to integers.
 */
export function axisValues(a: SweepAxis): number[] {
  if (a.kind === 'list') return a.values.slice();
  if (a.kind === 'range') return Array.from({ length: a.to - a.from + 1 }, (_, j) => a.from + j);
  const last = a.count - 1;
  const integer = a.integer === true;
  return Array.from({ length: a.count }, (_, j) => {
    if (j === 0) return a.from;
    if (j === last) return a.to;
    const v = (a.from * (last - j) + a.to * j) / last;
    return integer ? Math.round(v) : Number(v.toPrecision(12));
  });
}

export function formatAxisValues(a: SweepAxis): string {
  if (a.kind === 'list') return a.values.map(formatNumber).join(',');
  if (a.kind === 'range') return `${formatNumber(a.from)}..${formatNumber(a.to)}`;
  return `${formatNumber(a.from)}..${formatNumber(a.to)}/${a.count}`;
}

/** `param:values`, or `none` for no axis. */
export function formatAxis(a: SweepAxis | null): string {
  return a === null ? 'none' : `${a.param}:${formatAxisValues(a)}`;
}

function parseShape(param: SweepableParam, text: string): Parsed<SweepAxis> {
  const dots = text.indexOf('..');
  if (dots < 0) {
    const items = text.split(',');
    const values: number[] = [];
    for (let k = 0; k < items.length; k++) {
      const v = parseNumber(items[k]);
      if (!v.ok) return fail(items.length > 1 ? `value ${k + 1}: ${v.reason}` : v.reason);
      values.push(v.value);
    }
    return ok({ param: param.param, kind: 'list', values });
  }
  const left = text.slice(0, dots);
  const right = text.slice(dots + 2);
  // The count follows the last "/", so that fractions stay usable as ends: 1/8..7/8/7.
  const slash = right.lastIndexOf('/');
  const a = parseNumber(left);
  const b = parseNumber(slash >= 0 ? right.slice(0, slash) : right);
  if (!a.ok || !b.ok) return fail(`${show(text)} is not a range a..b or a..b/k`);
  if (slash < 0) {
    if (!Number.isInteger(a.value) || !Number.isInteger(b.value))
      return fail(
        `${show(text)}: a range a..b needs integer ends (use a..b/k for k evenly spaced values)`,
      );
    if (a.value > b.value) return fail(`${show(text)}: the range is empty (${left} > ${right})`);
    return ok({ param: param.param, kind: 'range', from: a.value, to: b.value });
  }
  const count = parseNumber(right.slice(slash + 1));
  if (!count.ok || !Number.isInteger(count.value) || count.value < 2)
    return fail(`${show(text)}: k in a..b/k must be an integer >= 2`);
  if (!(a.value < b.value)) return fail(`${show(text)}: a..b/k needs a < b`);
  const axis: SweepAxis = {
    param: param.param,
    kind: 'linspace',
    from: a.value,
    to: b.value,
    count: count.value,
  };
  return ok(param.integer ? { ...axis, integer: true } : axis);
}

/**
 * Parses `param:values` (or `none`). Every value is checked against the parameter's range, and the
 * values must be distinct: a point appearing twice would be run twice under the same seeds.
 */
export function parseAxis(raw: unknown, table: SweepParamTable): Parsed<SweepAxis | null> {
  if (typeof raw !== 'string') return fail(`${show(raw)} is not "param:values" or "none"`);
  const s = raw.trim();
  if (s === 'none') return ok(null);
  const colon = s.indexOf(':');
  if (colon < 0) return fail(`${show(raw)} is not "param:values" (e.g. n:1..20) or "none"`);
  const name = s.slice(0, colon).trim();
  const param = table.find((p) => p.param === name);
  if (!param)
    return fail(
      `${show(name)} cannot be swept (sweepable: ${table.map((p) => p.param).join(', ')})`,
    );
  const shape = parseShape(param, s.slice(colon + 1).trim());
  if (!shape.ok) return shape;
  const axis = shape.value;
  const count = axisLength(axis);
  if (count > MAX_AXIS_VALUES)
    return fail(`${name} has ${count} values, more than ${MAX_AXIS_VALUES}`);
  const values = axisValues(axis);
  for (const v of values) {
    const bad = param.check(v);
    if (bad) return fail(`${name} value ${formatNumber(v)}: ${bad}`);
  }
  if (new Set(values).size !== values.length)
    return fail(`${name} values are not distinct (${formatAxisValues(axis)})`);
  return ok(axis);
}
