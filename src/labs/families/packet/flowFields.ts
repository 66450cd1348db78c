import { SINGLE_PATH_CC, isMultipath } from './ccModules';
import type { Field } from '../../../scenario/fields';
import { fail, ok, parseNumber, show, type Parsed } from '../../../scenario/values';
import { formatNumber } from '../../../format/numbers';
import type { DumbbellScenario as S } from './scenario';

/** Per-flow parameters with their own syntax: the congestion controls and the stop times. */

const items = (raw: unknown): unknown[] =>
  Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];

/** One cc for every flow, or one per flow; the MP-TCP modules are refused with the reason. */
export function ccField(): Field<S> {
  const known = SINGLE_PATH_CC.join(', ');
  return {
    key: 'cc',
    param: 'cc',
    help: `congestion control (one, or one per flow): ${known}`,
    parse(raw): Parsed<S[keyof S]> {
      const list = items(raw);
      if (list.length === 0) return fail('the list is empty');
      const out: string[] = [];
      for (let k = 0; k < list.length; k++) {
        const v = typeof list[k] === 'string' ? (list[k] as string).trim() : list[k];
        const where = list.length > 1 ? `value ${k + 1}: ` : '';
        if (typeof v === 'string' && isMultipath(v))
          return fail(
            `${where}${v} is a Multipath TCP module: it couples the subflows of one source over several paths, and a dumbbell flow has one path (the Multipath TCP lab runs it, lab=mptcp&level=packet); here: ${known}`,
          );
        if (typeof v !== 'string' || !(SINGLE_PATH_CC as readonly string[]).includes(v))
          return fail(`${where}${show(list[k])} is not one of ${known}`);
        out.push(v);
      }
      return ok(out) as Parsed<S[keyof S]>;
    },
    format: (v) => (v as string[]).join(','),
    json: (v) => ((v as string[]).length === 1 ? (v as string[])[0] : v),
  };
}

/** Stop times, s: one for every flow or one per flow, `never` for a flow that does not stop. */
export function stopField(): Field<S> {
  const one = (x: number | null) => (x === null ? 'never' : formatNumber(x));
  return {
    key: 'stop',
    param: 'stop',
    help: 'stop times, s (one, or one per flow; never = does not stop): the flow sends no new data from then on',
    parse(raw): Parsed<S[keyof S]> {
      const list = items(raw);
      if (list.length === 0) return fail('the list is empty');
      const out: (number | null)[] = [];
      for (let k = 0; k < list.length; k++) {
        const where = list.length > 1 ? `value ${k + 1}: ` : '';
        const item = list[k];
        if (item === null || (typeof item === 'string' && item.trim().toLowerCase() === 'never')) {
          out.push(null);
          continue;
        }
        const v = parseNumber(item);
        if (!v.ok) return fail(`${where}${v.reason} (a time in s, or never)`);
        if (!(v.value >= 0 && v.value <= 1e6))
          return fail(`${where}must be in [0, 1000000] s, got ${formatNumber(v.value)}`);
        out.push(v.value);
      }
      return ok(out) as Parsed<S[keyof S]>;
    },
    format: (v) => (v as (number | null)[]).map(one).join(','),
    json: (v) => {
      const a = v as (number | null)[];
      return a.length === 1 ? a[0] : a;
    },
  };
}
