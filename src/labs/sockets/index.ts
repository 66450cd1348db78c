import { nodeOnly, type LabDefinition } from '../kit/contract';
import { SOCKETS_SWEEP } from './sweep';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { SOCKETS_HEADLINE } from './headline';
import { SOCKETS_PRESETS } from './presets';

/** Lab 2: utilization against the number of parallel sockets (papers 000 and 001). */
export const socketsLab: LabDefinition<SweepSpec> = {
  id: 'sockets',
  title: 'Parallel sockets',
  schema: SOCKETS_SWEEP.schema,
  page: () => import('./SocketsLab').then((m) => m.SocketsLab),
  comparePage: () => import('./SocketsCompare').then((m) => m.SocketsCompare),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then((m) => m.socketsCommandLine),
  tryThis: SOCKETS_PRESETS,
  headline: SOCKETS_HEADLINE,
};
