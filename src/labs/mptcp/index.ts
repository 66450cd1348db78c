import { nodeOnly, type LabDefinition } from '../kit/contract';
import { MPTCP_HEADLINE } from './headline';
import { TRY_THIS } from './presets';
import { MPTCP_SCHEMA, type MptcpScenario } from './scenario';

/** Lab 4: Multipath TCP, the fluid model of paper 002 (Peng, Walid, Low). */
export const mptcpLab: LabDefinition<MptcpScenario> = {
  id: 'mptcp',
  title: 'Multipath TCP',
  schema: MPTCP_SCHEMA,
  page: () => import('./MptcpLab').then((m) => m.MptcpLab),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then((m) => m.mptcpCommandLine),
  tryThis: TRY_THIS.map((t) => ({
    id: t.id,
    label: t.title,
    what: t.what,
    query: t.query,
    claim: t.claim,
  })),
  headline: MPTCP_HEADLINE,
};
