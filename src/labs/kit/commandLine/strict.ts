import type { Decoded } from '../../../scenario/codec';
import { errorsOf, formatProblem, notesOf, type Problem } from '../../../scenario/problems';
import { ScenarioError } from './errors';

/**
 * What a command line's run says beside its output, on stderr: the defaults that gave way to what
 * the scenario writes ("sim: note: ..."), and the impossible values among its results ("sim:
 * impossible result: ...", see kit/impossible.ts), whatever the output's format.
 */
export interface RunSink {
  notes(notes: readonly Problem[]): void;
  impossible(flags: readonly string[]): void;
  /** a line for stderr now, not after the run (which shard a sweep took, what it resumes) */
  say?(line: string): void;
  /** output written as it is made (a sweep's JSON lines without --out); default: stdout */
  write?(text: string): void;
}

/**
 * The command line's reading of a decoded scenario: strict about what the input wrote (any error
 * is a ScenarioError naming the parameter, exit 2), while a default adapted to it is a note.
 */
export function strictScenario<S>(decoded: Decoded<S>, sink: RunSink): S {
  const errors = errorsOf(decoded.problems);
  if (errors.length > 0) throw new ScenarioError(errors.map(formatProblem).join('\n'));
  sink.notes(notesOf(decoded.problems));
  return decoded.scenario;
}
