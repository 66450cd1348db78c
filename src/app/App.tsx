import { Suspense, useCallback, useState } from 'react';
import { ChartDisplayProvider, DESKTOP_DISPLAY, presentationDisplay } from '../charts';
import { HelpOverlay } from './HelpOverlay';
import { LabBoundary } from './LabBoundary';
import { LectureBar } from './lecture/LectureBar';
import { LectureEditor } from './lecture/LectureEditor';
import { useLecture } from './lecture/useLecture';
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
  const lecture = useLecture(url, notices.report);
  const files = useScenarioFiles({
    lab,
    scenario,
    other,
    setScenario,
    open: url.open,
    report: notices.report,
    importLecture: lecture.importText,
  });
  const [help, setHelp] = useState(false);
  const [editing, setEditing] = useState(false);
  const [theme, toggleTheme] = useTheme(flags.theme);
  const presentScale = usePresentationScale();

  const togglePresent = useCallback(() => {
    const on = !flags.present;
    setFlag({ present: on });
    fullScreen(on);
  }, [flags.present, setFlag]);
  const presentLecture = () => {
    if (!lecture.lecture) return;
    setEditing(false);
    lecture.start(lecture.lecture, { present: true });
    fullScreen(true);
  };

  useShellKeys({
    help: () => setHelp((h) => !h),
    closeHelp: () => setHelp(false),
    present: togglePresent,
    theme: toggleTheme,
    scenes: flags.present && lecture.lecture ? lecture : null,
  });

  const { Page, ComparePage } = labPages(lab);
  const classes = ['shell', flags.present ? 'present' : '', flags.embed ? 'embed' : ''].join(' ');
  return (
    <div className={classes} data-theme={theme} data-testid="shell">
      {!flags.embed && (
        <TopBar
          lab={lab}
          // the scenario alone: the lecture has its own link (in its editor)
          link={shareUrl(
            withShellFlags(query, { ...flags, present: false, lecture: null, scene: null }),
          )}
          exportJson={files.exportJson}
          importFile={files.importFile}
          toggleLecture={() => setEditing((e) => !e)}
          present={flags.present}
          togglePresent={togglePresent}
          theme={theme}
          toggleTheme={toggleTheme}
          openHelp={() => setHelp(true)}
        />
      )}
      {lecture.lecture && !flags.embed && (
        <LectureBar
          lecture={lecture.lecture}
          scene={lecture.scene}
          present={flags.present}
          prev={lecture.prev}
          next={lecture.next}
          edit={editing ? undefined : () => setEditing(true)}
        />
      )}
      <Notices notices={notices.shown} dismiss={notices.dismiss} />
      {editing && !flags.embed && (
        <LectureEditor
          controls={lecture}
          importFile={files.importFile}
          present={presentLecture}
          close={() => setEditing(false)}
        />
      )}
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

/** Full screen with presentation mode, where the browser allows it (a click or a key asked). */
function fullScreen(on: boolean): void {
  if (on && document.fullscreenEnabled && !document.fullscreenElement)
    void document.documentElement.requestFullscreen().catch(() => {});
  if (!on && document.fullscreenElement) void document.exitFullscreen().catch(() => {});
}
