import { readFileSync, writeFileSync } from 'node:fs';
import { AimdSimulation } from '../engines/aimd/simulation';
import type { PathChunk } from '../engines/aimd/pathChunk';
import { decodeInput } from '../scenario/codec';
import { formatProblem } from '../scenario/problems';
import { AIMD_SCHEMA, toParams } from '../labs/aimd/scenario';
import { buildReport, pathCsv, summaryCsv } from '../labs/aimd/report';
import { parseArgs, UsageError, type CliArgs } from './args';
import { helpText } from './help';

const CHUNK_EVENTS = 1 << 16;

class ScenarioError extends Error {}

function readInput(args: CliArgs): string {
  if (args.input === null) throw new UsageError('no scenario given (try --help)');
  if (!args.input.startsWith('@')) return args.input;
  try {
    return readFileSync(args.input.slice(1), 'utf8');
  } catch (e) {
    throw new ScenarioError(`cannot read ${args.input.slice(1)}: ${(e as Error).message}`);
  }
}

function main(argv: readonly string[]): number {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
    if (args.help) {
      process.stdout.write(helpText());
      return 0;
    }
    const text = readInput(args);
    const decoded = decodeInput(AIMD_SCHEMA, text);
    if (decoded.problems.length > 0) {
      throw new ScenarioError(decoded.problems.map(formatProblem).join('\n'));
    }
    const scenario = decoded.scenario;
    const sim = new AimdSimulation(toParams(scenario), { recordPath: args.path });
    const chunks: PathChunk[] = [];
    while (!sim.done) {
      const chunk = sim.run(CHUNK_EVENTS);
      if (chunk) chunks.push(chunk);
    }
    const summary = sim.summary();
    let output: string;
    if (args.format === 'csv') {
      output = summaryCsv(summary) + (args.path ? '\n' + pathCsv(chunks) : '');
    } else {
      output =
        JSON.stringify(buildReport(scenario, summary, args.path ? chunks : undefined)) + '\n';
    }
    if (args.out) writeFileSync(args.out, output);
    else process.stdout.write(output);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(
        `sim: ${e.message}\n\n${helpText().split('\n').slice(0, 1).join('\n')}\n`,
      );
      return 2;
    }
    if (e instanceof ScenarioError) {
      process.stderr.write(`sim: invalid scenario\n${e.message}\n`);
      return 2;
    }
    process.stderr.write(`sim: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
