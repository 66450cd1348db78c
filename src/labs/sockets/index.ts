import { lazy } from 'react';
import type { LabDefinition } from '../../app/labs';
import { SWEEP_SCHEMAS } from '../../sweep/codec';
import type { SweepSpec } from '../../sweep/spec';

// The page is loaded when the lab is opened: the schema (to read links) is all the shell needs first.
const SocketsLab = lazy(() => import('./SocketsLab').then((m) => ({ default: m.SocketsLab })));
const SocketsCompare = lazy(() =>
  import('./SocketsCompare').then((m) => ({ default: m.SocketsCompare })),
);

export const socketsLab: LabDefinition<SweepSpec> = {
  id: 'sockets',
  title: 'Parallel sockets',
  schema: SWEEP_SCHEMAS.sockets,
  Page: SocketsLab,
  ComparePage: SocketsCompare,
};
