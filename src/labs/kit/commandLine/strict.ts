import type { Decoded } from '../../../scenario/codec';
import { errorsOf, formatProblem, notesOf, type Problem } from '../../../scenario/problems';
import { ScenarioError } from './errors';

/**
 * Where a command line's run says what it adapted: the defaults that gave way to what the
 * scenario writes (notes, on stderr as "sim: note: ..."), never errors.
 */
export type NoteSink = (notes: readonly Problem[]) => void;

/**
 * The command line's reading of a decoded scenario: strict about what the input wrote (any error
 * is a ScenarioError naming the parameter, exit 2), while a default adapted to it is a note.
 */
export function strictScenario<S>(decoded: Decoded<S>, notes: NoteSink): S {
  const errors = errorsOf(decoded.problems);
  if (errors.length > 0) throw new ScenarioError(errors.map(formatProblem).join('\n'));
  notes(notesOf(decoded.problems));
  return decoded.scenario;
}
