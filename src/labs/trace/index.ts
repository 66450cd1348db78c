import { nodeOnly, type LabDefinition } from '../kit/contract';
import { TRACE_HEADLINE } from './headline';
import { TRACE_PRESETS } from './presets';
import { TRACE_SCHEMA, type TraceScenario } from './scenario';

/** Real TCP connections, read from a capture or a log: the models' subject, as recorded. */
export const traceLab: LabDefinition<TraceScenario> = {
  id: 'trace',
  title: 'Traces',
  schema: TRACE_SCHEMA,
  page: () => import('./TraceLab').then((m) => m.TraceLab),
  commandLine: () =>
    nodeOnly<typeof import('./cli')>(import.meta.url, './cli.ts').then((m) => m.traceCommandLine),
  tryThis: TRACE_PRESETS,
  headline: TRACE_HEADLINE,
};
