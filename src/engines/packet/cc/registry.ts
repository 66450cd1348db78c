/**
 * The congestion-control modules the engine knows by name, in the labs' menu order. A new module
 * is one file in cc/ (its class and its CcModule: what it is, its parameters, its rules) and one
 * line here; a caller may also hand extra factories to `PacketSimulation` without touching this
 * list.
 */
import type { CcSpec } from '../params';
import { AIMD_CC } from './aimd';
import { BALIA_CC } from './balia';
import { BIC_CC } from './bic';
import { ccFactory, type CcModule } from './ccParams';
import type { CcFactory, CongestionControl, WindowState } from './congestionControl';
import { COUPLED_CC } from './coupled';
import { COMPOUND_CC } from './compound';
import { CUBIC_CC } from './cubic';
import { EWTCP_CC } from './ewtcp';
import { GENERALIZED_CC } from './generalized';
import { HIGHSPEED_CC } from './highspeed';
import { ILLINOIS_CC } from './illinois';
import { LIA_CC } from './lia';
import { MULTCP_CC } from './multcp';
import { OLIA_CC } from './olia';
import { RENO_CC } from './reno';
import { SEMICOUPLED_CC } from './semicoupled';
import { VEGAS_CC } from './vegas';

export const CC_MODULE_LIST = [
  RENO_CC,
  AIMD_CC,
  ILLINOIS_CC,
  HIGHSPEED_CC,
  VEGAS_CC,
  CUBIC_CC,
  BIC_CC,
  COMPOUND_CC,
  MULTCP_CC,
  EWTCP_CC,
  COUPLED_CC,
  SEMICOUPLED_CC,
  LIA_CC,
  BALIA_CC,
  OLIA_CC,
  GENERALIZED_CC,
] as const;

/** Every name a module answers to (its own and its aliases), with its module. */
const BY_NAME: ReadonlyMap<string, CcModule> = new Map(
  (CC_MODULE_LIST as readonly CcModule[]).flatMap((m) =>
    [m.name, ...(m.aliases ?? [])].map((n) => [n, m] as const),
  ),
);

/** The module of a name (an alias included), or undefined. */
export const ccModule = (name: string): CcModule | undefined => BY_NAME.get(name);

/** The engine's factories by name, aliases included. */
export const CC_MODULES: Readonly<Record<string, CcFactory>> = Object.fromEntries(
  [...BY_NAME].map(([name, m]) => [name, ccFactory(m)]),
);

export function createCc(
  spec: CcSpec,
  w: WindowState,
  extra: Readonly<Record<string, CcFactory>> = {},
): CongestionControl {
  const factory = Object.hasOwn(extra, spec.name)
    ? extra[spec.name]
    : Object.hasOwn(CC_MODULES, spec.name)
      ? CC_MODULES[spec.name]
      : undefined;
  if (!factory) {
    const known = [...Object.keys(CC_MODULES), ...Object.keys(extra)].join(', ');
    throw new RangeError(`cc: unknown congestion control '${spec.name}' (known: ${known})`);
  }
  return factory(spec, w);
}
