import { nodeOnly, type LabDefinition } from '../kit/contract';
import { MULTCP_HEADLINE } from './headline';
import { MULTCP_PRESETS } from './presets';
import { MULTCP_SCHEMA, type MultcpScenario } from './scenario';

/** Lab 6: MulTCP and weighted proportional fairness (paper 004; paper 000, Sec. II-B.4). */
export const multcpLab: LabDefinition<MultcpScenario> = {
  id: 'multcp',
  title: 'MulTCP',
  schema: MULTCP_SCHEMA,
  page: () => import('./MultcpLab').then((m) => m.MultcpLab),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then((m) => m.multcpCommandLine),
  tryThis: MULTCP_PRESETS.map(({ id, label, what, query, claim }) => ({
    id,
    label,
    what,
    query,
    claim,
  })),
  headline: MULTCP_HEADLINE,
};
