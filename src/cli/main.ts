import { readFileSync, writeFileSync } from 'node:fs';
import { queryEntries } from '../scenario/codec';
import { parseArgs, type CliArgs } from './args';
import type { LabCommand } from './commands';
import { InputFileError, ScenarioError, UsageError } from './errors';
import { helpText } from './help';
import { COMMANDS } from './registry';

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

function commandFor(text: string): LabCommand {
  const entries = entriesOf(text);
  const compare = entries.get('compare');
  if (compare !== undefined && compare !== '0' && compare !== 'false' && compare !== false)
    throw new ScenarioError(
      'compare: a compare pair is two runs; give the command line one scenario at a time ' +
        '(in a pair file, the objects compare.a and compare.b are each a scenario file)',
    );
  const lab = entries.get('lab') ?? 'aimd';
  const candidates = COMMANDS.filter((c) => c.lab === lab);
  const chosen = candidates.find((c) => c.accepts?.(entries)) ?? candidates.find((c) => !c.accepts);
  if (!chosen) {
    const labs = [...new Set(COMMANDS.map((c) => c.lab))].join(', ');
    throw new ScenarioError(
      `lab: there is no lab ${JSON.stringify(lab)} on the command line (labs: ${labs})`,
    );
  }
  return chosen;
}

/** `npm run sim`: runs the arguments, writes to `io`, returns the exit code. */
export async function main(argv: readonly string[], io: CliOutput): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      io.stdout(helpText());
      return 0;
    }
    const text = readInput(args);
    const output = await commandFor(text).run(text, args);
    if (args.out) writeFileSync(args.out, output);
    else io.stdout(output);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`sim: ${e.message}\n\n${helpText().split('\n')[0]}\n`);
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
