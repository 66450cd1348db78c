import { readFileSync, writeFileSync } from 'node:fs';
import { queryEntries } from '../scenario/codec';
import { formatProblem } from '../scenario/problems';
import { parseArgs, type CliArgs } from '../labs/kit/commandLine/args';
import { LABS, labById, type LabCommandLine } from '../labs/registry';
import { SWEEP_COMMENT } from '../sweep/output';
import { InputFileError, ScenarioError, UsageError } from '../labs/kit/commandLine/errors';
import { helpText, USAGE } from './help';

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

/**
 * `sim merge a.csv b.csv ...`: the shards' files go to the lab named on the first one's
 * "# sweep:" line (the first lab that merges when there is none: it says what is wrong).
 */
async function merge(args: CliArgs): Promise<string> {
  if (args.merge.length === 0) throw new UsageError('merge needs the CSV files of the shards');
  const files = args.merge.map((name) => {
    try {
      return { name, text: readFileSync(name, 'utf8') };
    } catch (e) {
      throw new InputFileError(`cannot read ${name}: ${(e as Error).message}`);
    }
  });
  const first = files[0].text.split(/\r?\n/, 1)[0];
  const named = first.startsWith(SWEEP_COMMENT)
    ? queryEntries(first.slice(SWEEP_COMMENT.length)).find(([k]) => k === 'lab')?.[1]
    : undefined;
  const candidates = await Promise.all(LABS.map((l) => l.commandLine()));
  const own = named === undefined ? -1 : LABS.findIndex((l) => l.id === named);
  const command = own >= 0 ? candidates[own] : candidates.find((c) => c.merge);
  if (!command?.merge) throw new InputFileError(`the lab ${named} has no sweeps to merge`);
  return command.merge(files);
}

/** `npm run sim`: runs the arguments, writes to `io`, returns the exit code. */
export async function main(argv: readonly string[], io: CliOutput): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      io.stdout(await helpText());
      return 0;
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
        });
    }
    for (const line of said) io.stderr(`sim: ${line}\n`);
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
    if (e instanceof ScenarioError) {
      io.stderr(`sim: invalid scenario\n${e.message}\n`);
      return 2;
    }
    io.stderr(`sim: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}
