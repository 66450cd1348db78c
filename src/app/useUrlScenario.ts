import { useCallback, useEffect, useMemo, useState } from 'react';
import { encodeQuery } from '../scenario/codec';
import { decodePair, encodePair, PAIR_PREFIX } from '../scenario/pair';
import type { Problem } from '../scenario/problems';
import { LABS, type HistoryMode, type LabDefinition } from '../labs/registry';
import { readLab, readShellFlags, withShellFlags, writeUrl, type ShellFlags } from './urlState';

export type AnyLab = LabDefinition<object>;

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
}

/**
 * The URL as the state: the lab, its scenario (or compare mode's pair) and the shell's flags,
 * decoded from the address bar and written back on every change. Opening (or going back to) a
 * URL decodes it afresh; controls change it from there.
 */
export function useUrlScenario(): UrlScenario {
  const [search, setSearch] = useState(() => window.location.search);
  const [flags, setFlags] = useState<ShellFlags>(() => readShellFlags(window.location.search));
  const { lab, problem: labProblem } = useMemo(() => labFor(search), [search]);
  const initial = useMemo(() => decodePair(lab.schema, search), [lab, search]);
  const [current, setCurrent] = useState({ search, scenario: initial.a, other: initial.b });
  if (current.search !== search) setCurrent({ search, scenario: initial.a, other: initial.b });
  const scenario = current.search === search ? current.scenario : initial.a;
  const other = current.search === search ? current.other : initial.b;

  const linkProblems = useMemo(() => {
    // With an unknown lab the codec also objects to "lab": say it once.
    const own = labProblem
      ? [labProblem, ...initial.problems.filter((p) => p.param !== 'lab')]
      : initial.problems;
    if (initial.b === null || lab.comparePage) return own;
    // A pair for a lab without a compare page: A is shown, B and its overrides are not.
    return [
      ...own.filter((p) => !p.param.startsWith(PAIR_PREFIX)),
      { param: 'compare', reason: `${lab.title} has no compare mode`, used: 'scenario A alone' },
    ];
  }, [labProblem, initial, lab]);

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
  };
}
