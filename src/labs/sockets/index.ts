import type { LabDefinition } from '../../app/labs';
import { SWEEP_SCHEMAS } from '../../sweep/codec';
import type { SweepSpec } from '../../sweep/spec';
import { SocketsCompare } from './SocketsCompare';
import { SocketsLab } from './SocketsLab';

export const socketsLab: LabDefinition<SweepSpec> = {
  id: 'sockets',
  title: 'Parallel sockets',
  schema: SWEEP_SCHEMAS.sockets,
  Page: SocketsLab,
  ComparePage: SocketsCompare,
};
