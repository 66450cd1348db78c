import { useCallback, useState } from 'react';
import type { Problem } from '../scenario/problems';
import type { Notice } from './Notices';

let nextNoticeId = 1;

export interface NoticeState {
  /** the link's own problems first (until dismissed), then the reports of this visit */
  shown: Notice[];
  /** reports problems from `source` (a field, a file), replacing that source's earlier ones */
  report: (problems: Problem[], source: string) => void;
  dismiss: (id: number) => void;
}

/**
 * The notices of the shell: what was wrong with the link (`linkProblems`, kept until dismissed
 * for this `search`), then what the controls and imported files reported, one notice per source.
 */
export function useNotices(linkProblems: Problem[], search: string): NoticeState {
  const [notices, setNotices] = useState<Notice[]>([]);
  const [dismissedLink, setDismissedLink] = useState<string | null>(null);
  const report = useCallback((problems: Problem[], source: string) => {
    if (problems.length === 0) return;
    setNotices((ns) => [
      ...ns.filter((n) => n.source !== source),
      { id: nextNoticeId++, source, problems },
    ]);
  }, []);
  const dismiss = useCallback(
    (id: number) =>
      id === 0 ? setDismissedLink(search) : setNotices((ns) => ns.filter((n) => n.id !== id)),
    [search],
  );
  const shown: Notice[] =
    linkProblems.length > 0 && dismissedLink !== search
      ? [{ id: 0, source: 'the link', problems: linkProblems }, ...notices]
      : notices;
  return { shown, report, dismiss };
}
