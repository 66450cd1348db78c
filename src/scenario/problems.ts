/** One thing wrong with an input: which parameter, why, and what was used instead. */
export interface Problem {
  param: string;
  reason: string;
  /** the value used instead, as text (e.g. "0.5", "the default", "ignored") */
  used: string;
}

/** "beta: must be in (0, 1), got 1.5; used 0.5" */
export function formatProblem(p: Problem): string {
  return `${p.param}: ${p.reason}; used ${p.used}`;
}
