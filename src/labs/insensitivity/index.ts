import { nodeOnly, type LabDefinition } from '../kit/contract';
import { INSENSITIVITY_SWEEP } from './sweep';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { INSENSITIVITY_HEADLINE } from './headline';
import { INSENSITIVITY_PRESETS } from './presets';

/** Lab 3: what the loss policy changes (the distributions) and what it does not (the mean). */
export const insensitivityLab: LabDefinition<SweepSpec> = {
  id: 'insensitivity',
  title: 'Insensitivity',
  schema: INSENSITIVITY_SWEEP.schema,
  page: () => import('./InsensitivityLab').then((m) => m.InsensitivityLab),
  comparePage: () => import('./InsensitivityCompare').then((m) => m.InsensitivityCompare),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then(
      (m) => m.insensitivityCommandLine,
    ),
  tryThis: INSENSITIVITY_PRESETS,
  headline: INSENSITIVITY_HEADLINE,
};
