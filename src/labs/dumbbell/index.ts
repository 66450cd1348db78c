import { nodeOnly, type LabDefinition } from '../kit/contract';
import { DUMBBELL_HEADLINE } from './headline';
import { DUMBBELL_PRESETS } from './presets';
import { DUMBBELL_SPEC_SCHEMA } from './sweep/definition';
import type { DumbbellSpec } from './sweep/spec';

/** Lab 7: TCP over a real queue, packet by packet, as the papers' ns-2 runs (paper 000, Sec. V). */
export const dumbbellLab: LabDefinition<DumbbellSpec> = {
  id: 'dumbbell',
  title: 'Dumbbell',
  schema: DUMBBELL_SPEC_SCHEMA,
  page: () => import('./DumbbellLab').then((m) => m.DumbbellLab),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then(
      (m) => m.dumbbellCommandLine,
    ),
  tryThis: DUMBBELL_PRESETS,
  headline: DUMBBELL_HEADLINE,
};
