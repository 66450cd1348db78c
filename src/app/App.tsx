import { Suspense, useCallback, useState } from 'react';
import { ChartDisplayProvider, DESKTOP_DISPLAY, presentationDisplay } from '../charts';
import { HelpOverlay } from './HelpOverlay';
import { LabBoundary } from './LabBoundary';
import { labPages } from './labPages';
import { Notices } from './Notices';
import { TopBar } from './TopBar';
import { useTheme } from './theme';
import { shareUrl, withShellFlags } from './urlState';
import { useNotices } from './useNotices';
import { useScenarioFiles } from './useScenarioFiles';
import { useShellKeys } from './useShellKeys';
import { useUrlScenario } from './useUrlScenario';
import { usePresentationScale } from './usePresentationScale';

/** The shell: lab switcher, URL as state, notices, share/import/export, modes and shortcuts. */
export function App() {
  const url = useUrlScenario();
  const { lab, scenario, other, flags, query, setPair, setScenario, setFlag } = url;
  const notices = useNotices(url.linkProblems, url.search);
  const files = useScenarioFiles({
    lab,
    scenario,
    other,
    setScenario,
    setPair,
    report: notices.report,
  });
  const [help, setHelp] = useState(false);
  const [theme, toggleTheme] = useTheme(flags.theme);
  const presentScale = usePresentationScale();

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
        <TopBar
          lab={lab}
          link={shareUrl(withShellFlags(query, { ...flags, present: false }))}
          exportJson={files.exportJson}
          importFile={files.importFile}
          present={flags.present}
          togglePresent={togglePresent}
          theme={theme}
          toggleTheme={toggleTheme}
          openHelp={() => setHelp(true)}
        />
      )}
      <Notices notices={notices.shown} dismiss={notices.dismiss} />
      <main className="lab">
        <ChartDisplayProvider
          display={flags.present ? presentationDisplay(presentScale) : DESKTOP_DISPLAY}
        >
          <LabBoundary key={lab.id} title={lab.title}>
            <Suspense fallback={<p className="lab-loading muted">Loading the lab…</p>}>
              {other !== null && ComparePage ? (
                <ComparePage
                  a={scenario}
                  b={other}
                  setPair={setPair}
                  report={notices.report}
                  embed={flags.embed}
                  present={flags.present}
                />
              ) : (
                <Page
                  scenario={scenario}
                  setScenario={setScenario}
                  report={notices.report}
                  embed={flags.embed}
                  present={flags.present}
                  startCompare={
                    lab.comparePage ? () => setPair(scenario, { ...scenario }, 'push') : undefined
                  }
                />
              )}
            </Suspense>
          </LabBoundary>
        </ChartDisplayProvider>
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
