import { useCallback, useEffect, useMemo, useState } from 'react';
import { encodeQuery } from '../scenario/codec';
import { encodePair } from '../scenario/pair';
import type { Problem } from '../scenario/problems';
import type { HistoryMode } from '../labs/registry';
import { readLectureFlags } from './lecture/codec';
import { lectureEntry } from './lecture/entry';
import { readLink, type AnyLab } from './readLink';
import { readShellFlags, withShellFlags, writeUrl, type ShellFlags } from './urlState';

export type { AnyLab } from './readLink';

export interface UrlScenario {
  /** the address bar's search, as last read or written */
  search: string;
  flags: ShellFlags;
  lab: AnyLab;
  scenario: object;
  /** compare mode's second scenario (compare=1), or null */
  other: object | null;
  /** the canonical query of what is shown (the pair in compare mode), without the shell's flags */
  query: string;
  /** what was wrong with the link itself */
  linkProblems: Problem[];
  setPair: (a: object, b: object | null, mode?: HistoryMode) => void;
  setScenario: (s: object, mode?: HistoryMode) => void;
  /** opens a scenario (or a pair) of any lab: the lab switches with it */
  open: (lab: AnyLab, a: object, b: object | null, mode?: HistoryMode) => void;
  setFlag: (patch: Partial<ShellFlags>) => void;
  /** Opens another link (any lab) with the shell's flags patched: a lecture's next scene. */
  openLink: (query: string, patch: Partial<ShellFlags>, mode: HistoryMode) => void;
}

/**
 * The URL as the state: the lab, its scenario (or compare mode's pair) and the shell's flags,
 * decoded from the address bar and written back on every change. Opening (or going back to) a
 * URL decodes it afresh; controls change it from there.
 */
export function useUrlScenario(): UrlScenario {
  const [search, setSearch] = useState(() => {
    // A lecture's link without a scenario opens its scene in place (see lectureEntry).
    const entry = lectureEntry(window.location.search);
    if (entry !== null) writeUrl(entry, 'replace');
    return window.location.search;
  });
  const [flags, setFlags] = useState<ShellFlags>(() => readShellFlags(window.location.search));
  const initial = useMemo(() => readLink(search), [search]);
  const lab = initial.lab;
  // The lecture's parameters are the link's too: their problems go with the scenario's.
  const linkProblems = useMemo(
    () => [...initial.problems, ...readLectureFlags(search).problems],
    [initial, search],
  );
  const [current, setCurrent] = useState({ search, scenario: initial.a, other: initial.b });
  if (current.search !== search) setCurrent({ search, scenario: initial.a, other: initial.b });
  const scenario = current.search === search ? current.scenario : initial.a;
  const other = current.search === search ? current.other : initial.b;

  useEffect(() => {
    const onPop = () => {
      setSearch(window.location.search);
      setFlags(readShellFlags(window.location.search));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const query =
    other !== null && lab.comparePage
      ? encodePair(lab.schema, scenario, other)
      : encodeQuery(lab.schema, scenario);
  const open = useCallback(
    (target: AnyLab, a: object, b: object | null, mode: HistoryMode = 'replace') => {
      const q =
        b !== null && target.comparePage
          ? encodePair(target.schema, a, b)
          : encodeQuery(target.schema, a);
      writeUrl(withShellFlags(q, flags), mode);
      // The address bar and the state move together, so that Back always finds a different search.
      setSearch(window.location.search);
      setCurrent({ search: window.location.search, scenario: a, other: b });
    },
    [flags],
  );
  const setPair = useCallback(
    (a: object, b: object | null, mode: HistoryMode = 'replace') => open(lab, a, b, mode),
    [open, lab],
  );
  const setScenario = useCallback(
    (s: object, mode: HistoryMode = 'replace') => setPair(s, other, mode),
    [setPair, other],
  );
  const setFlag = useCallback(
    (patch: Partial<ShellFlags>) => {
      const next = { ...flags, ...patch };
      setFlags(next);
      writeUrl(withShellFlags(query, next), 'replace');
      setSearch(window.location.search);
      setCurrent({ search: window.location.search, scenario, other });
    },
    [flags, query, scenario, other],
  );
  const openLink = useCallback(
    (q: string, patch: Partial<ShellFlags>, mode: HistoryMode) => {
      writeUrl(withShellFlags(q, { ...flags, ...patch }), mode);
      setFlags({ ...flags, ...patch });
      setSearch(window.location.search);
    },
    [flags],
  );

  return {
    search,
    flags,
    lab,
    scenario,
    other,
    query,
    linkProblems,
    setPair,
    setScenario,
    open,
    setFlag,
    openLink,
  };
}
