import { useCallback, useState } from 'react';
import type { Problem } from '../scenario/problems';
import type { Notice } from './Notices';
import {
  afterReport,
  atAddress,
  LINK_ID,
  NOTES_ID,
  NOTHING_REPORTED,
  shownNotices,
  type Reported,
} from './noticeState';

let nextNoticeId = 1;

export interface NoticeState {
  /** the link's errors and notes first (until dismissed), then the latest action's errors */
  shown: Notice[];
  /** reports problems from `source` (a field, a file): the errors of the action under way */
  report: (problems: Problem[], source: string) => void;
  dismiss: (id: number) => void;
}

/** The shell's notices (see noticeState.ts): about the values in force, for the address `search`. */
export function useNotices(linkProblems: Problem[], search: string): NoticeState {
  const [reported, setReported] = useState<Reported>(NOTHING_REPORTED);
  const [dismissed, setDismissed] = useState<{ link: string | null; notes: string | null }>({
    link: null,
    notes: null,
  });
  // An action's report comes with the address its scenario gave (both in one render).
  const current = atAddress(reported, search);
  if (current !== reported) setReported(current);

  const report = useCallback((problems: Problem[], source: string) => {
    const id = nextNoticeId++;
    setReported((r) => afterReport(r, problems, source, id));
  }, []);
  const dismiss = useCallback(
    (id: number) => {
      if (id === LINK_ID) setDismissed((d) => ({ ...d, link: search }));
      else if (id === NOTES_ID) setDismissed((d) => ({ ...d, notes: search }));
      else setReported((r) => ({ ...r, notices: r.notices.filter((n) => n.id !== id) }));
    },
    [search],
  );
  return { shown: shownNotices(current, linkProblems, dismissed, search), report, dismiss };
}
