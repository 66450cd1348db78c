import { CC_MODULE_LIST } from '../../../engines/packet/cc/registry';
import type { CcModule, CcParam } from '../../../engines/packet/cc/ccParams';

/**
 * The packet engine's congestion-control modules as the packet labs offer them: the single-path
 * ones in the engine's menu order, each with what it is (its title, a line for the menu, a sentence
 * for the page: the module's own declaration); the MP-TCP ones are kept apart (their subflows need
 * several routes of one source: the Multipath TCP lab).
 */
type AnyModule = (typeof CC_MODULE_LIST)[number];
/** The single-path modules, as a type: what a dumbbell flow can run. */
export type SinglePathModule = Exclude<AnyModule, { multipath: true }>;
export type SinglePathCc = SinglePathModule['name'];

export const SINGLE_PATH_MODULES: readonly SinglePathModule[] = CC_MODULE_LIST.filter(
  (m): m is SinglePathModule => !('multipath' in m && m.multipath),
);

/** The modules a dumbbell flow can run, in the menu's order. */
export const SINGLE_PATH_CC: readonly SinglePathCc[] = SINGLE_PATH_MODULES.map((m) => m.name);

/** Coupled MP-TCP modules, aliases included: meaningful only for the subflows of one source. */
export const MULTIPATH_CC: readonly string[] = (CC_MODULE_LIST as readonly CcModule[])
  .filter((m) => m.multipath)
  .flatMap((m) => [m.name, ...(m.aliases ?? [])]);

/** The module of a single-path name. */
export const singlePathModule = (name: SinglePathCc): SinglePathModule =>
  SINGLE_PATH_MODULES.find((m) => m.name === name) as SinglePathModule;

/** The parameters a lab offers of a module (not the engine's internal options), in its order. */
export const offeredParams = (m: CcModule): readonly CcParam[] =>
  m.params.filter((p) => !p.internal);

/** "TCP-Illinois", or the name itself for a module the lab does not describe. */
export const ccTitle = (name: string): string =>
  isSinglePath(name) ? singlePathModule(name).title : name;

export const isSinglePath = (name: string): name is SinglePathCc =>
  (SINGLE_PATH_CC as readonly string[]).includes(name);

export const isMultipath = (name: string): boolean => MULTIPATH_CC.includes(name);

/** Flows' names run-length grouped: "flows 1, 3-5: illinois; flow 2: reno" style, in flow order. */
export function ccGroups(cc: readonly string[], n: number): { name: string; flows: number[] }[] {
  if (cc.length === 1) return [{ name: cc[0], flows: Array.from({ length: n }, (_, f) => f) }];
  const groups = new Map<string, number[]>();
  cc.forEach((name, f) => {
    const g = groups.get(name);
    if (g) g.push(f);
    else groups.set(name, [f]);
  });
  return [...groups].map(([name, flows]) => ({ name, flows }));
}

/** "flow 2", "flows 1-3, 5", "all 10 flows" (1-based). */
export function flowsText(flows: readonly number[], n: number): string {
  if (flows.length === n && n === 2) return 'both flows';
  if (flows.length === n && n > 2) return `all ${n} flows`;
  const parts: string[] = [];
  for (let k = 0; k < flows.length;) {
    let j = k;
    while (j + 1 < flows.length && flows[j + 1] === flows[j] + 1) j++;
    parts.push(j === k ? `${flows[k] + 1}` : `${flows[k] + 1}-${flows[j] + 1}`);
    k = j + 1;
  }
  return `${flows.length === 1 ? 'flow' : 'flows'} ${parts.join(', ')}`;
}

/** The module of flow f. */
export const ccOf = (cc: readonly string[], f: number): string => cc[cc.length === 1 ? 0 : f];

/** The value of a per-flow list for flow f (one value: every flow's). */
export const perFlow = <T>(values: readonly T[], f: number): T =>
  values[values.length === 1 ? 0 : f];
