import { readFileSync, writeFileSync } from 'node:fs';
import { queryEntries } from '../scenario/codec';
import { formatProblem } from '../scenario/problems';
import { parseArgs, type CliArgs } from '../labs/kit/commandLine/args';
import { LABS, labById, traceTwinReport, type LabCommandLine } from '../labs/registry';
import { SWEEP_COMMENT } from '../sweep/output';
import { isJsonl } from '../sweep/jsonl';
import {
  InputFileError,
  ScenarioError,
  SetupError,
  UsageError,
} from '../labs/kit/commandLine/errors';
import type { Environment } from '../labs/kit/commandLine/schedulerShard';
import { helpText, USAGE } from './help';
import { TraceFileError, traceCommand } from './trace';
import { traceSetCommand } from './traceSet';

/** Where the command line writes: the process's streams, or a test's buffers. */
export interface CliOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

function readInput(args: CliArgs): string {
  if (args.input === null) throw new UsageError('no scenario given (try --help)');
  if (!args.input.startsWith('@')) return args.input;
  try {
    return readFileSync(args.input.slice(1), 'utf8');
  } catch (e) {
    throw new ScenarioError(`cannot read ${args.input.slice(1)}: ${(e as Error).message}`);
  }
}

/** The scenario's parameters as raw values, without validating them (that is the lab's job). */
function entriesOf(text: string): Map<string, unknown> {
  if (!text.trim().startsWith('{')) return new Map(queryEntries(text));
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? new Map(Object.entries(data))
      : new Map();
  } catch {
    return new Map(); // the lab's decoder reports the malformed JSON
  }
}

async function commandFor(text: string): Promise<LabCommandLine> {
  const entries = entriesOf(text);
  const compare = entries.get('compare');
  if (compare !== undefined && compare !== '0' && compare !== 'false' && compare !== false)
    throw new ScenarioError(
      'compare: a compare pair is two runs; give the command line one scenario at a time ' +
        '(in a pair file, the objects compare.a and compare.b are each a scenario file)',
    );
  const id = entries.get('lab') ?? LABS[0].id;
  const lab = typeof id === 'string' ? labById(id) : undefined;
  if (!lab) {
    const labs = LABS.map((l) => l.id).join(', ');
    throw new ScenarioError(
      `lab: there is no lab ${JSON.stringify(id)} on the command line (labs: ${labs})`,
    );
  }
  return lab.commandLine();
}

/** The lab a shard's file names: on its "# sweep:" line (CSV), in its first record (JSON lines). */
function labOfShard(text: string): string | undefined {
  let query: string | undefined;
  if (isJsonl(text)) {
    try {
      const first: unknown = JSON.parse(text.split('\n', 1)[0]);
      const q = (first as { query?: unknown } | null)?.query;
      query = typeof q === 'string' ? q : undefined;
    } catch {
      query = undefined; // the merge says what is wrong with the file
    }
  } else {
    const first = text.split(/\r?\n/, 1)[0];
    if (first.startsWith(SWEEP_COMMENT)) query = first.slice(SWEEP_COMMENT.length);
  }
  return query === undefined ? undefined : queryEntries(query).find(([k]) => k === 'lab')?.[1];
}

/**
 * `sim merge a.csv b.csv ...` (or the shards' .jsonl files): the files go to the lab named in the
 * first one (the first lab that merges when there is none: it says what is wrong).
 */
async function merge(args: CliArgs): Promise<string> {
  if (args.merge.length === 0)
    throw new UsageError('merge needs the CSV or JSON-lines files of the shards');
  if (args.formatGiven && args.format === 'jsonl')
    throw new UsageError("merge prints the sweep's CSV (default) or its JSON (--format json)");
  const files = args.merge.map((name) => {
    try {
      return { name, text: readFileSync(name, 'utf8') };
    } catch (e) {
      throw new InputFileError(`cannot read ${name}: ${(e as Error).message}`);
    }
  });
  const named = labOfShard(files[0].text);
  const candidates = await Promise.all(LABS.map((l) => l.commandLine()));
  const own = named === undefined ? -1 : LABS.findIndex((l) => l.id === named);
  const command = own >= 0 ? candidates[own] : candidates.find((c) => c.merge);
  if (!command?.merge) throw new InputFileError(`the lab ${named} has no sweeps to merge`);
  return command.merge(files, args.formatGiven && args.format === 'json' ? 'json' : 'csv');
}

/**
 * `npm run sim`: runs the arguments, writes to `io`, returns the exit code. `env` is where a sweep
 * reads a batch scheduler's shard and SIM_CODE_VERSION (tests give their own).
 */
export async function main(
  argv: readonly string[],
  io: CliOutput,
  env: Environment = process.env,
): Promise<number> {
  try {
    const args = parseArgs(argv, env);
    if (args.help) {
      io.stdout(await helpText());
      return 0;
    }
    if (args.trace !== null) {
      const format = args.format === 'csv' ? 'csv' : 'json';
      const twin = args.twin ? await traceTwinReport() : null;
      const run =
        args.trace.length === 1
          ? await traceCommand(args.trace[0], format, io.stderr, twin)
          : await traceSetCommand(args.trace, format, args.beta, io.stderr);
      if (run.output === '') return run.code;
      if (args.out) writeFileSync(args.out, run.output);
      else io.stdout(run.output);
      return run.code;
    }
    let output: string;
    // The defaults the scenario's values made adapt and the impossible values of the results,
    // each said once (a lab may decode twice).
    const said = new Set<string>();
    if (args.input === 'merge') output = await merge(args);
    else {
      const text = readInput(args);
      const entries = entriesOf(text);
      if (entries.has('atlas'))
        output = await (
          await import('./atlas')
        ).atlasCommand(entries, args, (line) => io.stderr(`sim: atlas: ${line}\n`));
      else
        output = await (
          await commandFor(text)
        ).run(text, args, {
          notes: (ps) => ps.forEach((p) => said.add(`note: ${formatProblem(p)}`)),
          impossible: (flags) => flags.forEach((f) => said.add(`impossible result: ${f}`)),
          say: (line) => io.stderr(`sim: ${line}\n`),
          write: io.stdout,
        });
    }
    for (const line of said) io.stderr(`sim: ${line}\n`);
    // a sweep's JSON lines were written point by point (appended to --out, or to stdout)
    if (args.format === 'jsonl' && args.input !== 'merge') return 0;
    if (args.out) writeFileSync(args.out, output);
    else io.stdout(output);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`sim: ${e.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (e instanceof InputFileError) {
      io.stderr(`sim: cannot merge\n${e.message}\n`);
      return 2;
    }
    if (e instanceof SetupError) {
      io.stderr(`sim: ${e.message}\n`);
      return 2;
    }
    if (e instanceof TraceFileError) {
      io.stderr(`sim: trace: ${e.message}\n`);
      return 1;
    }
    if (e instanceof ScenarioError) {
      io.stderr(`sim: invalid scenario\n${e.message}\n`);
      return 2;
    }
    io.stderr(`sim: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}
