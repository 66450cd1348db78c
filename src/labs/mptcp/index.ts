import type { LabDefinition } from '../../app/labs';
import { MptcpLab } from './MptcpLab';
import { MPTCP_SCHEMA, type MptcpScenario } from './scenario';

/** Lab 4: Multipath TCP, the fluid model of paper 002 (Peng, Walid, Low). */
export const mptcpLab: LabDefinition<MptcpScenario> = {
  id: 'mptcp',
  title: 'Multipath TCP',
  schema: MPTCP_SCHEMA,
  Page: MptcpLab,
};
