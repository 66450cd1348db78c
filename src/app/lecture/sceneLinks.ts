import { formatProblem } from '../../scenario/problems';
import { readLink, type AnyLab } from '../readLink';
import { normalizeLink, oneLine, type Scene } from './lecture';

/**
 * The scene of what is shown: its link, titled after the lab's "try this" link of the same query
 * (with its caption as the note), or after the lab.
 */
export function sceneOf(lab: AnyLab, query: string): Scene {
  const link = normalizeLink(query, 'link').link;
  const known = lab.tryThis.find((t) => t.query === link);
  return known
    ? { link, title: oneLine(known.label), note: oneLine(known.what) }
    : { link, title: lab.title, note: '' };
}

/** What opening a scene's link would report, one line per problem (none: an empty list). */
export function sceneLinkProblems(link: string): string[] {
  return readLink(link).problems.map(formatProblem);
}
