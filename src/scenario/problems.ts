/** One thing wrong with an input: which parameter, why, and what was used instead. */
export interface Problem {
  param: string;
  reason: string;
  /** the value used instead, as text (e.g. "the default 0.5"), or "ignored" */
  used: string;
}

/** "beta: must be in (0, 1), got 1.5; used the default 0.5" */
export function formatProblem(p: Problem): string {
  return `${p.param}: ${p.reason}; ${p.used === 'ignored' ? 'ignored' : `used ${p.used}`}`;
}
