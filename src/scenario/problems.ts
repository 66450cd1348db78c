/**
 * One thing said about an input: which parameter, why, and what was used instead. An error is
 * about what the user wrote; a note (`note: true`) is about a default that gave way to what the
 * user wrote (a warm-up shortened to fit a short run): the scenario is as asked, nothing to fix.
 */
export interface Problem {
  param: string;
  reason: string;
  /** the value used instead, as text (e.g. "the default 0.5"), or "ignored" */
  used: string;
  /** a default adapted to the values the user gave: reported, never an error */
  note?: true;
}

/** "beta: must be in (0, 1), got 1.5; used the default 0.5" */
export function formatProblem(p: Problem): string {
  return `${p.param}: ${p.reason}; ${p.used === 'ignored' ? 'ignored' : `used ${p.used}`}`;
}

export const isNote = (p: Problem): boolean => p.note === true;

/** The problems that are errors (what the user wrote could not be used as written). */
export const errorsOf = (problems: readonly Problem[]): Problem[] =>
  problems.filter((p) => !isNote(p));

/** The notes: defaults that gave way to what the user wrote. */
export const notesOf = (problems: readonly Problem[]): Problem[] => problems.filter(isNote);

/**
 * A note on `param`: `reason` says why its default does not fit what the user wrote ("the default
 * 300 s is not shorter than t = 5 s"), `used` the value taken and why that one ("2.5 s, half of
 * t, the default's ratio").
 */
export const adaptedDefault = (param: string, reason: string, used: string): Problem => ({
  param,
  reason,
  used,
  note: true,
});
