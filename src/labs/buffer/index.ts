import { nodeOnly, type LabDefinition } from '../kit/contract';
import { BUFFER_HEADLINE } from './headline';
import { BUFFER_PRESETS } from './presets';
import { BUFFER_SPEC_SCHEMA } from './sweep/definition';
import type { BufferSpec } from './sweep/spec';

/** Paper 001's buffer-aware models of parallel TCP against the packet engine. */
export const bufferLab: LabDefinition<BufferSpec> = {
  id: 'buffer',
  title: 'Buffer-aware models',
  schema: BUFFER_SPEC_SCHEMA,
  page: () => import('./BufferLab').then((m) => m.BufferLab),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then((m) => m.bufferCommandLine),
  tryThis: BUFFER_PRESETS,
  headline: BUFFER_HEADLINE,
};
