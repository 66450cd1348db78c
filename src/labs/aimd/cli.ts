import { AimdSimulation } from '../../engines/aimd/simulation';
import { strictScenario, type RunSink } from '../kit/commandLine/strict';
import type { PathChunk } from '../../engines/aimd/pathChunk';
import { POLICIES, POLICY_EXPLANATIONS } from '../../engines/aimd/params';
import { singleRunFormat, type CliArgs } from '../kit/commandLine/args';
import { mergeAimdSweep, runAimdSweep } from '../families/aimd/commandLine';
import { AIMD_LAB_SWEEP } from './sweep';
import { decodeInput, queryEntries } from '../../scenario/codec';
import type { LabCommandLine } from '../kit/contract';
import { buildReport, pathCsv, summaryCsv } from '../families/aimd/report';
import { AIMD_DEFAULTS, AIMD_SCHEMA } from '../families/aimd/scenario';
import { toParams } from '../families/aimd/scenario';

const CHUNK_EVENTS = 1 << 16;

/** One exact AIMD run: its summary, the theory, optionally its path. */
function runScenario(text: string, args: CliArgs, sink: RunSink): string {
  const format = singleRunFormat(args);
  const scenario = strictScenario(decodeInput(AIMD_SCHEMA, text), sink);
  const sim = new AimdSimulation(toParams(scenario), { recordPath: args.path });
  const chunks: PathChunk[] = [];
  while (!sim.done) {
    const chunk = sim.run(CHUNK_EVENTS);
    if (chunk) chunks.push(chunk);
  }
  const summary = sim.summary();
  const report = buildReport(scenario, summary, args.path ? chunks : undefined);
  sink.impossible(report.impossible ?? []);
  if (format === 'csv') return summaryCsv(summary) + (args.path ? '\n' + pathCsv(chunks) : '');
  return JSON.stringify(report) + '\n';
}

/** Whether the scenario text asks for a sweep (a `sweep=` parameter, in a query or a file). */
function isSweep(text: string): boolean {
  if (!text.trim().startsWith('{')) return queryEntries(text).some(([k]) => k === 'sweep');
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' && 'sweep' in data;
  } catch {
    return false; // the lab's decoder reports the malformed JSON
  }
}

function help(): string {
  const params = AIMD_SCHEMA.fields
    .map((f) => {
      const def = AIMD_DEFAULTS[f.key];
      const d = def === null ? '' : ` (default ${f.format(def)})`;
      return `  ${f.param.padEnd(8)} ${f.help}${d}`;
    })
    .join('\n');
  const policies = POLICIES.map((p) => `  ${p.padEnd(18)} ${POLICY_EXPLANATIONS[p]}`).join('\n');
  return `Loss policies (lab=aimd; paper 000, the AIMD hybrid model, exact and event-driven):
${params}

  Policies:
${policies
  .split('\n')
  .map((l) => '  ' + l)
  .join('\n')}

  Events: for beatdown one event is one tagging, which contains infinitely many congestion times
  (summed exactly in closed form). Throughputs are time averages divided by c; second moments are
  time averages of (x/c)^2, over the events after the warm-up. --format csv gives the per-flow
  table; --path adds the sample path: one row per cut (event, time, flow, rate before, after,
  span; span > 0 for a beatdown tagging, which lasts that long).

Example:
  npm run sim -- "lab=aimd&n=4&beta=0.5&policy=largest-rate&seed=7" --format csv
`;
}

/** The Loss-policies lab on the command line: one run, or a sweep when `sweep=` is given. */
export const aimdCommandLine: LabCommandLine = {
  run: (text, args, sink) =>
    isSweep(text)
      ? runAimdSweep(AIMD_LAB_SWEEP.lab, text, args, sink)
      : runScenario(text, args, sink),
  help,
  merge: mergeAimdSweep,
};
