import type { TraceProblem } from '../types';

/**
 * The problems a reader met, at most `limit` of them: a file of garbage would otherwise give one
 * problem per line, as big as the file. Past the limit only a count is kept, said in a last entry;
 * a fatal problem (where reading stopped, one at most) is kept even past it.
 */
export interface ProblemList {
  /** a problem at a 1-based line (0: no line, the whole file) */
  add(line: number, message: string, fatal?: boolean): void;
  /** true once a fatal problem was added: the reader stops there */
  readonly stopped: boolean;
  list(): TraceProblem[];
}

export const MAX_PROBLEMS = 100;

export function createProblemList(limit = MAX_PROBLEMS): ProblemList {
  const problems: TraceProblem[] = [];
  let dropped = 0;
  let stopped = false;
  return {
    add(line, message, fatal = false) {
      if (fatal) stopped = true;
      // a fatal problem is always kept: it says where reading stopped
      if (problems.length < limit || fatal)
        problems.push({ at: line > 0 ? { line } : {}, message, fatal });
      else dropped++;
    },
    get stopped() {
      return stopped;
    },
    list() {
      if (dropped === 0) return [...problems];
      const more = `${dropped} more problem${dropped === 1 ? '' : 's'} not listed (only the first ${limit} are)`;
      return [...problems, { at: {}, message: more, fatal: false }];
    },
  };
}

/** A line's start for a message: long lines cut, so that a message stays a line. */
export function quoteLine(line: string, max = 60): string {
  const text = line.trim();
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}
