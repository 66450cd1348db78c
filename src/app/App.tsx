import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { encodeJson, encodeQuery } from '../scenario/codec';
import {
  decodePair,
  decodePairJson,
  encodePair,
  encodePairJson,
  PAIR_PREFIX,
} from '../scenario/pair';
import type { Problem } from '../scenario/problems';
import { saveFile } from './download';
import { HelpOverlay } from './HelpOverlay';
import { LabBoundary } from './LabBoundary';
import { Notices, type Notice } from './Notices';
import { LABS, type HistoryMode, type LabDefinition } from '../labs/registry';
import { labPages } from './labPages';
import { ShareMenu } from './ShareMenu';
import { useTheme } from './theme';
import {
  readLab,
  readShellFlags,
  shareUrl,
  withShellFlags,
  writeUrl,
  type ShellFlags,
} from './urlState';
import { useShellKeys } from './useShellKeys';

type AnyLab = LabDefinition<object>;

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

/** The export: the scenario's file, or in compare mode the pair's (see encodePairJson). */
function scenarioFile(lab: AnyLab, a: object, b: object | null): { name: string; text: string } {
  const pair = b !== null && lab.comparePage !== undefined;
  const json = pair ? encodePairJson(lab.schema, a, b) : encodeJson(lab.schema, a);
  return {
    name: `${lab.id}-${pair ? 'pair' : 'scenario'}.json`,
    text: JSON.stringify(json, null, 2) + '\n',
  };
}

let nextNoticeId = 1;

/** The shell: lab switcher, URL as state, notices, share/import/export, modes and shortcuts. */
export function App() {
  const [search, setSearch] = useState(() => window.location.search);
  const [flags, setFlags] = useState<ShellFlags>(() => readShellFlags(window.location.search));
  const { lab, problem: labProblem } = useMemo(() => labFor(search), [search]);
  const initial = useMemo(() => decodePair(lab.schema, search), [lab, search]);
  // Opening (or going back to) a URL decodes it afresh; controls change it from there. In compare
  // mode (compare=1) the URL holds a second scenario, `other`.
  const [current, setCurrent] = useState({ search, scenario: initial.a, other: initial.b });
  if (current.search !== search) setCurrent({ search, scenario: initial.a, other: initial.b });
  const scenario = current.search === search ? current.scenario : initial.a;
  const other = current.search === search ? current.other : initial.b;
  const [notices, setNotices] = useState<Notice[]>([]);
  // What was wrong with the link itself, until dismissed.
  const [dismissedLink, setDismissedLink] = useState<string | null>(null);
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
  const shown: Notice[] =
    linkProblems.length > 0 && dismissedLink !== search
      ? [{ id: 0, source: 'the link', problems: linkProblems }, ...notices]
      : notices;
  const [help, setHelp] = useState(false);
  const [theme, toggleTheme] = useTheme(flags.theme);

  const report = useCallback((problems: Problem[], source: string) => {
    if (problems.length === 0) return;
    setNotices((ns) => [
      ...ns.filter((n) => n.source !== source),
      { id: nextNoticeId++, source, problems },
    ]);
  }, []);

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
  const setPair = useCallback(
    (a: object, b: object | null, mode: HistoryMode = 'replace') => {
      const q =
        b !== null && lab.comparePage ? encodePair(lab.schema, a, b) : encodeQuery(lab.schema, a);
      writeUrl(withShellFlags(q, flags), mode);
      // The address bar and the state move together, so that Back always finds a different search.
      setSearch(window.location.search);
      setCurrent({ search: window.location.search, scenario: a, other: b });
    },
    [lab, flags],
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

  const importText = useCallback(
    (text: string, name: string) => {
      const decoded = decodePairJson(lab.schema, text);
      // A file that is not a scenario at all leaves the current one in place.
      const unreadable = decoded.problems.some((p) => p.param === '(file)');
      const pairless: Problem[] =
        decoded.b !== null && !lab.comparePage
          ? [{ param: 'compare', reason: `${lab.title} has no compare mode`, used: 'scenario A' }]
          : [];
      report(
        unreadable
          ? decoded.problems.map((p) =>
              p.param === '(file)' ? { ...p, used: 'nothing: the scenario is unchanged' } : p,
            )
          : [...decoded.problems, ...pairless],
        name,
      );
      if (unreadable) return;
      // A pair's file opens compare mode; a single scenario replaces A (B stays, in compare mode).
      if (decoded.b !== null && lab.comparePage) setPair(decoded.a, decoded.b, 'push');
      else setScenario(decoded.a, 'push');
    },
    [lab, report, setScenario, setPair],
  );
  const importFile = useCallback(
    (f: File) => void f.text().then((t) => importText(t, f.name)),
    [importText],
  );

  // Dropping a scenario file anywhere on the page imports it.
  useEffect(() => {
    const over = (e: DragEvent) => e.preventDefault();
    const drop = (e: DragEvent) => {
      const f = e.dataTransfer?.files?.[0];
      if (!f) return;
      e.preventDefault();
      importFile(f);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [importFile]);

  const togglePresent = useCallback(() => {
    const on = !flags.present;
    setFlag({ present: on });
    if (on && document.fullscreenEnabled && !document.fullscreenElement)
      void document.documentElement.requestFullscreen().catch(() => {});
    if (!on && document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }, [flags.present, setFlag]);

  useShellKeys({
    help: () => setHelp((h) => !h),
    closeHelp: () => setHelp(false),
    present: togglePresent,
    theme: toggleTheme,
  });

  const { Page, ComparePage } = labPages(lab);
  const classes = ['shell', flags.present ? 'present' : '', flags.embed ? 'embed' : ''].join(' ');
  return (
    <div className={classes} data-theme={theme} data-testid="shell">
      {!flags.embed && (
        <header className="topbar">
          <h1>
            <span className="brand">AIMD Lab</span>
            <span className="lab-title">{lab.title}</span>
          </h1>
          <nav className="labs" aria-label="Labs">
            {LABS.map((l) => (
              <a
                key={l.id}
                href={`?lab=${l.id}`}
                aria-current={l.id === lab.id ? 'page' : undefined}
              >
                {l.title}
              </a>
            ))}
          </nav>
          <div className="topbar-actions">
            <ShareMenu
              link={shareUrl(withShellFlags(query, { ...flags, present: false }))}
              exportJson={() => {
                const file = scenarioFile(lab, scenario, other);
                saveFile(file.name, file.text, 'application/json');
              }}
              importFile={importFile}
            />
            <button
              type="button"
              data-testid="shell.present"
              onClick={togglePresent}
              aria-pressed={flags.present}
              title="Presentation mode (p)"
            >
              {flags.present ? 'Exit presentation' : 'Present'}
            </button>
            <button
              type="button"
              data-testid="shell.theme"
              onClick={toggleTheme}
              title="Light / dark (t)"
            >
              {theme === 'dark' ? 'Light' : 'Dark'}
            </button>
            <button
              type="button"
              data-testid="shell.help"
              onClick={() => setHelp(true)}
              aria-label="Keyboard shortcuts"
              title="Keyboard shortcuts (?)"
            >
              ?
            </button>
          </div>
        </header>
      )}
      <Notices
        notices={shown}
        dismiss={(id) =>
          id === 0 ? setDismissedLink(search) : setNotices((ns) => ns.filter((n) => n.id !== id))
        }
      />
      <main className="lab">
        <LabBoundary key={lab.id} title={lab.title}>
          <Suspense fallback={<p className="lab-loading muted">Loading the lab…</p>}>
            {other !== null && ComparePage ? (
              <ComparePage
                a={scenario}
                b={other}
                setPair={setPair}
                report={report}
                embed={flags.embed}
                present={flags.present}
              />
            ) : (
              <Page
                scenario={scenario}
                setScenario={setScenario}
                report={report}
                embed={flags.embed}
                present={flags.present}
                startCompare={
                  lab.comparePage ? () => setPair(scenario, { ...scenario }, 'push') : undefined
                }
              />
            )}
          </Suspense>
        </LabBoundary>
      </main>
      {flags.embed && (
        <a className="embed-link" href={shareUrl(query)} target="_blank" rel="noreferrer">
          Open in AIMD Lab
        </a>
      )}
      {help && <HelpOverlay close={() => setHelp(false)} />}
    </div>
  );
}
