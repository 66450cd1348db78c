import { useCallback, useState } from 'react';
import { errorsOf, notesOf, type Problem } from '../scenario/problems';
import type { Notice } from './Notices';

let nextNoticeId = 1;

/** The notices of the link itself: its errors, and the defaults adapted to what it writes. */
const LINK_ID = 0;
const NOTES_ID = -1;

export interface NoticeState {
  /** the link's notes and errors first (until dismissed), then the latest action's errors */
  shown: Notice[];
  /** reports problems from `source` (a field, a file): the errors of the action under way */
  report: (problems: Problem[], source: string) => void;
  dismiss: (id: number) => void;
}

/**
 * The errors an action reported (a typed value, an imported file), and the address they belong
 * to: null until the render that follows the action adopts the address it gave.
 */
interface Reported {
  notices: Notice[];
  search: string | null;
}

/**
 * The notices of the shell, each about the values in force, never about an earlier state:
 * - the link's errors (`linkProblems`, decoded from the address, so always the current one);
 * - its notes, the defaults adapted to what the link writes (also from the address: an edit
 *   rewrites it, so they follow every edit);
 * - the errors of the latest action (a field, a file), one notice per source: a new action
 *   replaces them all (a corrected value leaves no banner behind), and they go when the scenario
 *   changes by any other way (a preset, the back button).
 * Notes in an action's report are left out: the address's decoding shows them.
 */
export function useNotices(linkProblems: Problem[], search: string): NoticeState {
  const [reported, setReported] = useState<Reported>({ notices: [], search: null });
  const [dismissed, setDismissed] = useState<{ link: string | null; notes: string | null }>({
    link: null,
    notes: null,
  });
  // An action's report comes with the address its scenario gave (both in one render).
  if (reported.search === null && reported.notices.length > 0) setReported({ ...reported, search });
  const current = reported.search === null || reported.search === search;
  if (!current) setReported({ notices: [], search: null });

  const report = useCallback((problems: Problem[], source: string) => {
    const errors = errorsOf(problems);
    setReported((r) => {
      // reports of one action (before its render) add up, one notice per source
      const kept = r.search === null ? r.notices.filter((n) => n.source !== source) : [];
      const notice: Notice = { id: nextNoticeId++, source, problems: errors, kind: 'error' };
      return { notices: errors.length > 0 ? [...kept, notice] : kept, search: null };
    });
  }, []);
  const dismiss = useCallback(
    (id: number) => {
      if (id === LINK_ID) setDismissed((d) => ({ ...d, link: search }));
      else if (id === NOTES_ID) setDismissed((d) => ({ ...d, notes: search }));
      else setReported((r) => ({ ...r, notices: r.notices.filter((n) => n.id !== id) }));
    },
    [search],
  );
  const errors = errorsOf(linkProblems);
  const notes = notesOf(linkProblems);
  const shown: Notice[] = [
    ...(errors.length > 0 && dismissed.link !== search
      ? [{ id: LINK_ID, source: 'the link', problems: errors, kind: 'error' as const }]
      : []),
    ...(notes.length > 0 && dismissed.notes !== search
      ? [{ id: NOTES_ID, source: 'the link', problems: notes, kind: 'note' as const }]
      : []),
    ...(current ? reported.notices : []),
  ];
  return { shown, report, dismiss };
}
