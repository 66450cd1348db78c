import { lazy } from 'react';
import type { LabDefinition } from '../../app/labs';
import { MPTCP_SCHEMA, type MptcpScenario } from './scenario';

// The page is loaded when the lab is opened: the schema (to read links) is all the shell needs first.
const MptcpLab = lazy(() => import('./MptcpLab').then((m) => ({ default: m.MptcpLab })));

/** Lab 4: Multipath TCP, the fluid model of paper 002 (Peng, Walid, Low). */
export const mptcpLab: LabDefinition<MptcpScenario> = {
  id: 'mptcp',
  title: 'Multipath TCP',
  schema: MPTCP_SCHEMA,
  Page: MptcpLab,
};
