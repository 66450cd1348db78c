import { errorsOf, notesOf, type Problem } from '../scenario/problems';
import type { Notice } from './Notices';

/**
 * The notices the shell shows, as plain state and transitions (useNotices holds them in React):
 * each one about the values in force, never about an earlier state.
 * - the link's errors and notes come from decoding the current address: an edit rewrites the
 *   address, so they always describe what runs (notes: the defaults adapted to what it writes);
 * - an action's errors (a field, a file) live with the address that action gave: a new action
 *   replaces them (a corrected value leaves no banner behind), another change of the address
 *   (a preset, the back button) drops them. Notes in an action's report are left out: the
 *   address's decoding shows them.
 */

/** The link's own notices' ids (the actions' count up from 1). */
export const LINK_ID = 0;
export const NOTES_ID = -1;

export interface Reported {
  notices: Notice[];
  /** the address the action gave; null until the render that follows it adopts one */
  search: string | null;
}

export const NOTHING_REPORTED: Reported = { notices: [], search: null };

/**
 * After an action reports `problems` from `source`: its errors, one notice per source (reports of
 * one action, before the address is adopted, add up).
 */
export function afterReport(
  r: Reported,
  problems: Problem[],
  source: string,
  id: number,
): Reported {
  const errors = errorsOf(problems);
  const kept = r.search === null ? r.notices.filter((n) => n.source !== source) : [];
  const notice: Notice = { id, source, problems: errors, kind: 'error' };
  return { notices: errors.length > 0 ? [...kept, notice] : kept, search: null };
}

/**
 * At a render with address `search`: a pending report adopts it; a report of another address
 * is dropped. Returns the same object when nothing changes.
 */
export function atAddress(r: Reported, search: string): Reported {
  if (r.search === null) return r.notices.length > 0 ? { ...r, search } : r;
  return r.search === search ? r : NOTHING_REPORTED;
}

/** What is shown: the link's errors, then its notes (each unless dismissed), then the action's. */
export function shownNotices(
  r: Reported,
  linkProblems: readonly Problem[],
  dismissed: { link: string | null; notes: string | null },
  search: string,
): Notice[] {
  const errors = errorsOf(linkProblems);
  const notes = notesOf(linkProblems);
  return [
    ...(errors.length > 0 && dismissed.link !== search
      ? [{ id: LINK_ID, source: 'the link', problems: errors, kind: 'error' as const }]
      : []),
    ...(notes.length > 0 && dismissed.notes !== search
      ? [{ id: NOTES_ID, source: 'the link', problems: notes, kind: 'note' as const }]
      : []),
    ...(r.search === null || r.search === search ? r.notices : []),
  ];
}
