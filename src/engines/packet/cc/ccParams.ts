/**
 * A congestion-control module's parameters, declared once in the module's file, the way ns-3's
 * `TypeId::AddAttribute` declares an attribute: its key (the URL's name and the spec's: one name
 * from a link to the engine), its help, label and hint, its unit, its default (or how it derives
 * from the others, e.g. per variant), its range; and the rules that relate several parameters.
 * The engine's checks (`ccValues`), the labs' scenario fields, controls and rules, and `sim --help`
 * all read this table. Pure: no DOM, no Node.
 */
import { checkRange, rangeText, type Range } from '../../common/range';
import type { CcSpec } from '../params';
import type { CcFactory, CongestionControl, WindowState } from './congestionControl';

export type CcValue = number | string | boolean;
/** A module's parameters by key, every one resolved (defaults and derived values filled in). */
export type CcValues = Readonly<Record<string, CcValue>>;

interface ParamBase<K extends string> {
  /** the URL's name and the spec's key; unique among the modules a lab offers side by side */
  key: K;
  /** one line for `sim --help` (after "cc=<module>: ") */
  help: string;
  /** the control's label and its one-sentence explanation */
  label: string;
  hint: string;
  /** an engine option the labs do not offer (kept for ns-2 agreement and for the tests) */
  internal?: boolean;
  /** a lab shows it folded, after the others */
  advanced?: boolean;
}

export interface CcNumberParam<K extends string = string> extends ParamBase<K> {
  kind: 'number';
  range: Range;
  /**
   * null: derived from the other parameters by `derive` (the variant's own value, or another
   * parameter's); `derivedText` says which ("the variant's: paper 0.1, linux 0.3", "γ")
   */
  default: number | null;
  derive?: (v: CcValues) => number;
  derivedText?: string;
  /** a lab's URL gives one value for every flow or one per flow; a flow's spec holds its own */
  perFlow?: boolean;
}

export interface CcChoiceParam<
  K extends string = string,
  N extends string = string,
> extends ParamBase<K> {
  kind: 'choice';
  names: readonly N[];
  default: N;
  /** how each choice reads in a menu */
  labels?: Readonly<Record<N, string>>;
}

/** A switch; a URL and a spec say 1 or 0. */
export interface CcFlagParam<K extends string = string> extends ParamBase<K> {
  kind: 'flag';
  default: boolean;
}

export type CcParam = CcNumberParam | CcChoiceParam | CcFlagParam;

/**
 * A rule that relates parameters (α_min <= α_max). `params` lists them in the order of blame: a
 * lab resets the first one the input gave (or the first) and says `check(v, thatParam)`.
 */
export interface CcRule {
  params: readonly string[];
  /** null when the values satisfy the rule, else the reason, said of `param` */
  check(v: CcValues, param: string): string | null;
  /**
   * The value of `param` nearest to its own that satisfies the rule with the others as they are
   * (a lab gives it to a parameter the user did not write, when they wrote the others)
   */
  fit?(v: CcValues, param: string): number;
}

/** One congestion-control module: what it is, its parameters and how it is built from them. */
export interface CcModule {
  name: string;
  /** other names that run the same module (LIA is paper 002's "max") */
  aliases?: readonly string[];
  /** its usual name, one line for a menu (what it is), where it is defined, and one sentence */
  title: string;
  line: string;
  source: string;
  sentence: string;
  /** coupled MP-TCP: meaningful only for the subflows of one source over several paths */
  multipath?: boolean;
  params: readonly CcParam[];
  rules?: readonly CcRule[];
  create(v: CcValues, w: WindowState): CongestionControl;
}

/**
 * Declares a module; `const` keeps its name, its kind and its parameters' keys and names as
 * literal types, from which the labs' scenario types derive (CcFieldValues).
 */
export function defineCc<const M extends CcModule>(m: M): M {
  return m;
}

/** The parameters a lab offers (not the engine's internal options). */
type Offered<P> = P extends { internal: true } ? never : P;

/** A parameter's value in a lab's scenario: null stands for a derived default. */
export type CcFieldValue<P> = P extends { kind: 'choice'; names: readonly (infer N)[] }
  ? N
  : P extends { kind: 'flag' }
    ? boolean
    : P extends { perFlow: true }
      ? number[]
      : P extends { default: null }
        ? number | null
        : number;

/** The scenario properties of the parameters that modules `M` offer, by key. */
export type CcFieldValues<M extends { params: readonly CcParam[] }> = {
  [P in Offered<M['params'][number]> as P['key']]: CcFieldValue<P>;
};

/** `lo` <= `hi`: the rule of ordered pairs (α_min <= α_max, β_min <= β_max, η₂ <= η₃). */
export function ordered(lo: string, hi: string): CcRule {
  return {
    params: [lo, hi],
    check(v, param) {
      const a = v[lo] as number;
      const b = v[hi] as number;
      if (a <= b) return null;
      return param === hi
        ? `must be >= ${lo} (${String(a)}), got ${String(b)}`
        : `must be <= ${hi} (${String(b)}), got ${String(a)}`;
    },
    // the pair meets: the nearest value that keeps the other as it is
    fit: (v, param) => v[param === hi ? lo : hi] as number,
  };
}

/** `key` >= `min` while `when` holds (the kernel's fixed point needs α_min >= 1/128). */
export function atLeastWhen(
  key: string,
  min: number,
  minText: string,
  when: (v: CcValues) => boolean,
  whenText: string,
): CcRule {
  return {
    params: [key],
    check: (v) =>
      when(v) && (v[key] as number) < min
        ? `must be >= ${minText} ${whenText}, got ${String(v[key])}`
        : null,
    fit: () => min,
  };
}

/** The rules a set of values breaks, each with its parameters in the order of blame. */
export function brokenRules(m: CcModule, v: CcValues): CcRule[] {
  return (m.rules ?? []).filter((r) => r.check(v, r.params[0]) !== null);
}

const fail = (m: CcModule, key: string, what: string): never => {
  throw new RangeError(`cc.${key} (${m.name}) ${what}`);
};

/** "must be in (0, 1)", "must be one of paper, linux", "must be 0 or 1". */
export function paramRule(p: CcParam): string {
  if (p.kind === 'number') return `must be ${rangeText(p.range)}`;
  if (p.kind === 'choice') return `must be one of ${p.names.join(', ')}`;
  return 'must be 0 or 1';
}

/** null when `raw` is a valid value of `p`, else why not ("must be in (0, 1), got 2"). */
export function paramProblem(p: CcParam, raw: unknown): string | null {
  const got = `got ${typeof raw === 'string' ? raw : String(raw)}`;
  if (p.kind === 'number') {
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return `${paramRule(p)}, ${got}`;
    return checkRange(raw, p.range);
  }
  if (p.kind === 'choice')
    return typeof raw === 'string' && (p.names as readonly string[]).includes(raw)
      ? null
      : `${paramRule(p)}, ${got}`;
  return raw === 0 || raw === 1 || raw === true || raw === false ? null : `${paramRule(p)}, ${got}`;
}

/**
 * A spec's values, each checked against its parameter (a RangeError naming `cc.<key> (<module>)`
 * otherwise, as for a key the module does not have), with the defaults and the derived values
 * filled in; the rules that relate parameters are not checked (see ccValues).
 */
export function resolveCc(m: CcModule, spec: CcSpec): CcValues {
  const out: Record<string, CcValue> = {};
  for (const key of Object.keys(spec)) {
    if (key !== 'name' && !m.params.some((p) => p.key === key))
      fail(m, key, `is not a parameter (${m.params.map((p) => p.key).join(', ') || 'none'})`);
  }
  for (const p of m.params) {
    const raw = spec[p.key];
    if (raw === undefined) {
      if (p.default !== null) out[p.key] = p.default;
      continue;
    }
    const bad = paramProblem(p, raw);
    if (bad !== null) fail(m, p.key, bad);
    out[p.key] = p.kind === 'flag' ? raw === 1 || (raw as unknown) === true : raw;
  }
  for (const p of m.params)
    if (!(p.key in out) && p.kind === 'number' && p.derive) out[p.key] = p.derive(out);
  return out;
}

/** A spec's values as the module runs them: resolveCc, then the module's rules. */
export function ccValues(m: CcModule, spec: CcSpec): CcValues {
  const out = resolveCc(m, spec);
  for (const r of brokenRules(m, out)) fail(m, r.params[0], r.check(out, r.params[0]) as string);
  return out;
}

/** The engine's factory of a module: its spec checked and resolved, then the module built. */
export const ccFactory =
  (m: CcModule): CcFactory =>
  (spec, w) =>
    m.create(ccValues(m, spec), w);
