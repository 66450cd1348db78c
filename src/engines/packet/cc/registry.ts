/**
 * The congestion-control modules the engine knows by name. A new module is one file in cc/ and one
 * line here; a caller may also hand extra factories to `PacketSimulation` without touching this list.
 */
import type { CcSpec } from '../params';
import { aimdFactory } from './aimd';
import type { CcFactory, CongestionControl, WindowState } from './congestionControl';
import { renoFactory } from './reno';

export const CC_MODULES: Readonly<Record<string, CcFactory>> = {
  reno: renoFactory,
  aimd: aimdFactory,
};

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
