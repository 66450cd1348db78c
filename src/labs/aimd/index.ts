import { encodeQuery } from '../../scenario/codec';
import { nodeOnly, type LabDefinition } from '../kit/contract';
import { AIMD_HEADLINE } from './headline';
import { PRESETS } from './presets';
// the lab's sweeps (a link with sweep=) are registered with the AIMD family's
import './sweep';
import { AIMD_SCHEMA, type AimdScenario } from '../families/aimd/scenario';

/** Lab 1: N AIMD flows on one link under six loss policies (paper 000). */
export const aimdLab: LabDefinition<AimdScenario> = {
  id: 'aimd',
  title: 'Loss policies',
  schema: AIMD_SCHEMA,
  // Pages and the command line load when used: the schema (to read links) is all the shell needs first.
  page: () => import('./AimdLab').then((m) => m.AimdLab),
  comparePage: () => import('./AimdCompare').then((m) => m.AimdCompare),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then((m) => m.aimdCommandLine),
  tryThis: PRESETS.map((p) => ({
    id: p.id,
    label: p.label,
    what: p.what,
    query: encodeQuery(AIMD_SCHEMA, p.scenario),
    claim: p.claim,
  })),
  headline: AIMD_HEADLINE,
};
