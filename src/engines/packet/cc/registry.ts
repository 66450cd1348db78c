/**
 * The congestion-control modules the engine knows by name. A new module is one file in cc/ and one
 * line here; a caller may also hand extra factories to `PacketSimulation` without touching this list.
 */
import type { CcSpec } from '../params';
import { aimdFactory } from './aimd';
import { baliaFactory } from './balia';
import type { CcFactory, CongestionControl, WindowState } from './congestionControl';
import { coupledFactory } from './coupled';
import { cubicFactory } from './cubic';
import { ewtcpFactory } from './ewtcp';
import { highspeedFactory } from './highspeed';
import { illinoisFactory } from './illinois';
import { liaFactory } from './lia';
import { multcpFactory } from './multcp';
import { oliaFactory } from './olia';
import { renoFactory } from './reno';
import { semicoupledFactory } from './semicoupled';
import { vegasFactory } from './vegas';

export const CC_MODULES: Readonly<Record<string, CcFactory>> = {
  reno: renoFactory,
  aimd: aimdFactory,
  illinois: illinoisFactory,
  highspeed: highspeedFactory,
  vegas: vegasFactory,
  cubic: cubicFactory,
  multcp: multcpFactory,
  ewtcp: ewtcpFactory,
  coupled: coupledFactory,
  semicoupled: semicoupledFactory,
  lia: liaFactory,
  max: liaFactory,
  balia: baliaFactory,
  olia: oliaFactory,
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
