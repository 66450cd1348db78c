import {
  resolveCc,
  type CcFieldValues,
  type CcModule,
  type CcParam,
  type CcValues,
} from '../../../engines/packet/cc/ccParams';
import type { CcSpec } from '../../../engines/packet/params';
import {
  booleanField,
  enumField,
  listField,
  numberField,
  type Field,
} from '../../../scenario/fields';
import { formatNumber } from '../../../format/numbers';
import { offeredParams, perFlow, SINGLE_PATH_MODULES, type SinglePathModule } from './ccModules';

/**
 * The congestion-control modules' parameters as scenario fields: each module's own table (its
 * file in src/engines/packet/cc) gives the key, the help, the range and the default, so a module's
 * parameter is declared once and a lab, its controls, its rules and `sim --help` read it. A
 * module's parameters are written only while some flow runs it.
 */

/** The scenario properties of every single-path module's parameters (the URL's names). */
export type CcScenarioValues = CcFieldValues<SinglePathModule>;

/** What a scenario holds of the modules: which one each flow runs, and their parameters. */
type WithCc = { cc: readonly string[] };

/** A parameter's scenario default: a list of one for per-flow ones, null for derived ones. */
function scenarioDefault(p: CcParam): unknown {
  return p.kind === 'number' && p.perFlow ? [p.default] : p.default;
}

/** The defaults of every single-path module's parameters. */
export const CC_SCENARIO_DEFAULTS = Object.fromEntries(
  SINGLE_PATH_MODULES.flatMap((m) => offeredParams(m).map((p) => [p.key, scenarioDefault(p)])),
) as CcScenarioValues;

/** "cc=illinois: α_min, ... (default the variant's: paper 0.1, linux 0.3)" */
const fieldHelp = (m: CcModule, p: CcParam): string =>
  `cc=${m.name}: ${p.help}${p.kind === 'number' && p.derivedText ? ` (default ${p.derivedText})` : ''}`;

/** The field of one parameter of module `m` (`help`: the lab's own line for it). */
export function ccParamField<S>(m: CcModule, p: CcParam, help = fieldHelp(m, p)) {
  const key = p.key as keyof S & string;
  const field: Field<S> =
    p.kind === 'choice'
      ? enumField<S>(key, help, p.names)
      : p.kind === 'flag'
        ? booleanField<S>(key, help)
        : p.perFlow
          ? listField<S>(key, help, p.range)
          : numberField<S>(key, help, p.range);
  return field;
}

/** The modules' fields in URL order (the modules' order, then each module's own). */
export function ccFields<S extends WithCc>(
  modules: readonly CcModule[] = SINGLE_PATH_MODULES,
): Field<S>[] {
  return modules.flatMap((m) =>
    offeredParams(m).map((p) => ({
      ...ccParamField<S>(m, p),
      inactive: (s: S) => !s.cc.includes(m.name),
    })),
  );
}

/** Flow `flow`'s spec of module `m`: the scenario's values (a derived default left out). */
export function ccSpecOf(m: CcModule, s: object, flow = 0): CcSpec {
  const spec: CcSpec = { name: m.name };
  for (const p of offeredParams(m)) {
    const v = (s as Record<string, unknown>)[p.key];
    if (v === null || v === undefined) continue;
    const one = Array.isArray(v) ? perFlow(v as readonly number[], flow) : v;
    spec[p.key] = typeof one === 'boolean' ? (one ? 1 : 0) : (one as number | string);
  }
  return spec;
}

/** Module `m`'s values in force for flow `flow`: defaults and derived values filled in. */
export const ccResolved = (m: CcModule, s: object, flow = 0): CcValues =>
  resolveCc(m, ccSpecOf(m, s, flow));

/** "the default 0.5", or for a derived one "the default 0.3 (the variant's: paper 0.1, linux 0.3)". */
export function defaultText(m: CcModule, p: CcParam, s: object): string {
  if (p.default !== null)
    return `the default ${typeof p.default === 'number' ? formatNumber(p.default) : String(p.default)}`;
  const v = ccResolved(m, { ...s, [p.key]: null })[p.key];
  const why = p.kind === 'number' && p.derivedText ? ` (${p.derivedText})` : '';
  return `the default ${String(v)}${why}`;
}
