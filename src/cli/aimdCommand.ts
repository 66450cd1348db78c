import { AimdSimulation } from '../engines/aimd/simulation';
import type { PathChunk } from '../engines/aimd/pathChunk';
import { decodeInput } from '../scenario/codec';
import { formatProblem } from '../scenario/problems';
import { AIMD_SCHEMA, toParams } from '../labs/aimd/scenario';
import { buildReport, pathCsv, summaryCsv } from '../labs/aimd/report';
import type { LabCommand } from './commands';
import { ScenarioError } from './errors';

const CHUNK_EVENTS = 1 << 16;

/** The Loss-policies lab: one exact AIMD run, its summary, the theory, optionally its path. */
export const aimdCommand: LabCommand = {
  lab: 'aimd',
  run(text, args) {
    const decoded = decodeInput(AIMD_SCHEMA, text);
    if (decoded.problems.length > 0)
      throw new ScenarioError(decoded.problems.map(formatProblem).join('\n'));
    const scenario = decoded.scenario;
    const sim = new AimdSimulation(toParams(scenario), { recordPath: args.path });
    const chunks: PathChunk[] = [];
    while (!sim.done) {
      const chunk = sim.run(CHUNK_EVENTS);
      if (chunk) chunks.push(chunk);
    }
    const summary = sim.summary();
    if (args.format === 'csv')
      return summaryCsv(summary) + (args.path ? '\n' + pathCsv(chunks) : '');
    return JSON.stringify(buildReport(scenario, summary, args.path ? chunks : undefined)) + '\n';
  },
};
