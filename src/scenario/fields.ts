import { checkRange, type Range } from '../engines/common/range';
import { formatNumber } from '../format/numbers';
import { fail, ok, parseNumber, parseNumberList, show, type Parsed } from './values';

/**
 * One parameter of a scenario, declared once: its property, its URL/JSON name, how a raw value is
 * checked, and how it is written back. Serialization and parsing of a whole scenario derive from a
 * table of these.
 */
export interface Field<S> {
  key: keyof S & string;
  param: string;
  help: string;
  parse(raw: unknown): Parsed<S[keyof S]>;
  /** URL text of a value (never called for the default, which is omitted) */
  format(value: S[keyof S]): string;
  /** JSON form of a value */
  json(value: S[keyof S]): unknown;
  /**
   * True when the field has no effect in scenario `s` (e.g. eta when rtt is given): it is then not
   * written, so that an encoded scenario never contradicts the lab's cross-field rules.
   */
  inactive?(s: S): boolean;
  /**
   * The text of "no value" (null) for a field whose default is a value (a sweep's `none`): such a
   * null is written as this text, since omitting it would read back as the default. Without it, a
   * null value is omitted.
   */
  none?: string;
}

export { checkRange, rangeText, type Range } from '../engines/common/range';

// The builders below are typed loosely at the property (S[keyof S]) and precisely at the call site.
type AnyField<S> = Field<S>;

export function numberField<S>(
  key: keyof S & string,
  help: string,
  range: Range,
  param: string = key,
): AnyField<S> {
  return {
    key,
    param,
    help,
    parse(raw) {
      const v = parseNumber(raw);
      if (!v.ok) return v as Parsed<S[keyof S]>;
      const bad = checkRange(v.value, range);
      return bad ? fail(bad) : (ok(v.value) as Parsed<S[keyof S]>);
    },
    format: (v) => formatNumber(v as number),
    json: (v) => v,
  };
}

export function listField<S>(
  key: keyof S & string,
  help: string,
  range: Range,
  param: string = key,
): AnyField<S> {
  return {
    key,
    param,
    help,
    parse(raw) {
      const v = parseNumberList(raw);
      if (!v.ok) return v as Parsed<S[keyof S]>;
      for (let k = 0; k < v.value.length; k++) {
        const bad = checkRange(v.value[k], range);
        if (bad) return fail(v.value.length > 1 ? `value ${k + 1} ${bad}` : bad);
      }
      return ok(v.value) as Parsed<S[keyof S]>;
    },
    format: (v) => (v as number[]).map(formatNumber).join(','),
    json: (v) => ((v as number[]).length === 1 ? (v as number[])[0] : v),
  };
}

export function enumField<S>(
  key: keyof S & string,
  help: string,
  values: readonly string[],
  param: string = key,
): AnyField<S> {
  return {
    key,
    param,
    help,
    parse(raw) {
      if (typeof raw === 'string' && values.includes(raw.trim()))
        return ok(raw.trim()) as Parsed<S[keyof S]>;
      return fail(`${show(raw)} is not one of ${values.join(', ')}`);
    },
    format: (v) => String(v),
    json: (v) => v,
  };
}

/** An on/off parameter: 1/0, true/false, on/off in a URL; a JSON boolean in a file. */
export function booleanField<S>(
  key: keyof S & string,
  help: string,
  param: string = key,
): AnyField<S> {
  return {
    key,
    param,
    help,
    parse(raw) {
      if (typeof raw === 'boolean') return ok(raw) as Parsed<S[keyof S]>;
      const t = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
      if (t === '1' || t === 'true' || t === 'on' || t === 1) return ok(true) as Parsed<S[keyof S]>;
      if (t === '0' || t === 'false' || t === 'off' || t === 0)
        return ok(false) as Parsed<S[keyof S]>;
      return fail(`${show(raw)} is not 1 or 0 (true or false)`);
    },
    format: (v) => (v ? '1' : '0'),
    json: (v) => v,
  };
}

/** One name for every flow, or one per flow (a comma list), each one of `values`. */
export function enumListField<S>(
  key: keyof S & string,
  help: string,
  values: () => readonly string[],
  param: string = key,
): AnyField<S> {
  return {
    key,
    param,
    help,
    parse(raw) {
      const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
      if (items.length === 0) return fail('the list is empty');
      const known = values();
      const out: string[] = [];
      for (let k = 0; k < items.length; k++) {
        const v = typeof items[k] === 'string' ? (items[k] as string).trim() : items[k];
        if (typeof v !== 'string' || !known.includes(v)) {
          const where = items.length > 1 ? `value ${k + 1}: ` : '';
          return fail(`${where}${show(items[k])} is not one of ${known.join(', ')}`);
        }
        out.push(v);
      }
      return ok(out) as Parsed<S[keyof S]>;
    },
    format: (v) => (v as string[]).join(','),
    json: (v) => ((v as string[]).length === 1 ? (v as string[])[0] : v),
  };
}
