import { nodeOnly, type LabDefinition } from '../kit/contract';
import { ILLINOIS_HEADLINE } from './headline';
import { ILLINOIS_PRESETS } from './presets';
import { ILLINOIS_SCHEMA, type IllinoisScenario } from './scenario';

/** Paper 003's TCP-Illinois: the α and β curves, the stochastic matrix model, the lossy link. */
export const illinoisLab: LabDefinition<IllinoisScenario> = {
  id: 'illinois',
  title: 'TCP-Illinois',
  schema: ILLINOIS_SCHEMA,
  page: () => import('./IllinoisLab').then((m) => m.IllinoisLab),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then(
      (m) => m.illinoisCommandLine,
    ),
  tryThis: ILLINOIS_PRESETS,
  headline: ILLINOIS_HEADLINE,
};
