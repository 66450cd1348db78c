import { decodePair, PAIR_PREFIX } from '../scenario/pair';
import type { Problem } from '../scenario/problems';
import { LABS, type LabDefinition } from '../labs/registry';
import { readLab } from './urlState';

export type AnyLab = LabDefinition<object>;

/** What a link opens: its lab, its scenario (and compare mode's second one), and its problems. */
export interface ReadLink {
  lab: AnyLab;
  a: object;
  /** compare mode's second scenario (compare=1), or null */
  b: object | null;
  /** what was wrong with the link, each with what was used instead */
  problems: Problem[];
}

function labFor(search: string): { lab: AnyLab; problem: Problem | null } {
  const id = readLab(search);
  const lab = LABS.find((l) => l.id === id);
  if (lab) return { lab, problem: null };
  const fallback = LABS[0];
  return {
    lab: fallback,
    problem:
      id === null ? null : { param: 'lab', reason: `there is no lab "${id}"`, used: fallback.id },
  };
}

/** Reads a link (a URL or its query) as the shell opens it; never throws. */
export function readLink(search: string): ReadLink {
  const { lab, problem: labProblem } = labFor(search);
  const pair = decodePair(lab.schema, search);
  // With an unknown lab the codec also objects to "lab": say it once.
  const own = labProblem
    ? [labProblem, ...pair.problems.filter((p) => p.param !== 'lab')]
    : pair.problems;
  if (pair.b === null || lab.comparePage) return { lab, a: pair.a, b: pair.b, problems: own };
  // A pair for a lab without a compare page: A is shown, B and its overrides are not.
  return {
    lab,
    a: pair.a,
    b: pair.b,
    problems: [
      ...own.filter((p) => !p.param.startsWith(PAIR_PREFIX)),
      { param: 'compare', reason: `${lab.title} has no compare mode`, used: 'scenario A alone' },
    ],
  };
}
