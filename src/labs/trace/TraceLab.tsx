import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { fileSlug } from '../../charts';
import type { LabPageProps } from '../kit/contract';
import { Headline } from '../kit/Headline';
import '../kit/labCommon.css';
import './trace.css';
import { ConnectionsTable } from './ConnectionsTable';
import { exampleById, type ExampleId } from './examples';
import { FitPanel } from './fit/FitPanel';
import { ONE_TRACE_HEADLINE, traceHeadline } from './headline';
import { OpenPanel } from './OpenPanel';
import { ProblemsList } from './ProblemsList';
import { ReadStatus } from './ReadStatus';
import type { TraceScenario } from './scenario';
import { setSources } from './set/sources';
import { TraceSetLab } from './set/TraceSetLab';
import { TraceBar } from './TraceBar';
import { TraceCharts } from './TraceCharts';
import { TraceSummary } from './TraceSummary';
import { TwinPanel } from './TwinPanel';
import { useTwin } from './useTwin';
import { useTraceDrop } from './useTraceDrop';
import { useTraceRead, type TraceSource } from './useTraceRead';
import { traceChartsView } from './chartsView';
import { selectConnections, timeDomain, type Listed } from './view';

/** The Traces lab: a real trace (a shipped example, or the user's own file) read and drawn. */
export function TraceLab({ scenario, setScenario, embed, present }: LabPageProps<TraceScenario>) {
  // the user's file: in this page's state only, never in the URL
  const [file, setFile] = useState<File | null>(null);
  // several of the user's files: compared across N (set/), as an example set is
  const [files, setFiles] = useState<readonly File[] | null>(null);
  const open = useCallback((fs: readonly File[]) => {
    setFile(fs.length === 1 ? fs[0] : null);
    setFiles(fs.length > 1 ? fs : null);
  }, []);
  const dragging = useTraceDrop(open);
  const set = useMemo(
    () => setSources(file, files, scenario.example, document.baseURI),
    [file, files, scenario.example],
  );
  const source = useMemo((): TraceSource | null => {
    if (file) return { kind: 'file', file };
    if (set) return null;
    const ex = exampleById(scenario.example);
    // resolved here: in the worker a relative URL would be the worker script's
    return {
      kind: 'example',
      name: ex.file,
      url: new URL(`traces/${ex.file}`, document.baseURI).href,
    };
  }, [file, set, scenario.example]);
  const { state, cancel } = useTraceRead(source);
  const read = state.status === 'read' ? state.read : null;
  const conns = read?.result.connections ?? null;
  const selection = useMemo(
    () => (conns ? selectConnections(conns, scenario) : null),
    [conns, scenario],
  );
  // the fit panel a render behind the charts: a big trace's page is laid out in two tasks
  const fitRead = useDeferredValue(read);
  const session = state.status === 'read' ? state.session : null;
  const twin = useTwin(session, scenario.twin);
  const twinLines = twin.status === 'done' ? twin.view.lines : null;
  const charts = useMemo(
    () =>
      read && selection ? traceChartsView(selection.shown, read.lines, read.fit, twinLines) : [],
    [read, selection, twinLines],
  );
  const seriesCsv = useCallback(
    (shown: readonly Listed[]) =>
      session
        ? session.seriesCsv(
            shown.map((l) => l.index),
            shown.map((l) => l.k),
          )
        : Promise.reject(new Error('the trace is not read yet')),
    [session],
  );
  const edit = (patch: Partial<TraceScenario>) => setScenario({ ...scenario, ...patch }, 'push');
  const load = (s: TraceScenario) => (setFile(null), setFiles(null), setScenario(s, 'push'));
  const pickExample = (id: ExampleId) => {
    setFile(null);
    setFiles(null);
    if (id !== scenario.example) edit({ example: id, conn: 'all' });
  };
  const height = present ? 240 : embed ? 190 : 210;
  if (set) {
    const fileNames = files?.map((f) => f.name) ?? null;
    const own = { scenario, embed, present, height, dragging, open, load, pickExample, edit };
    return <TraceSetLab sources={set} fileNames={fileNames} {...own} />;
  }
  // several connections: a legend of several rows above each plot
  const many = (selection?.shown.length ?? 0) > 1;
  const chartHeight = height + (many ? 60 : 0);
  return (
    <div className={`lab-grid trace-lab${dragging ? ' dragging' : ''}`} data-testid="lab.trace">
      {!present && !embed && <OpenPanel open={open} load={load} />}
      <div className="center">
        <Headline
          headline={ONE_TRACE_HEADLINE}
          scenario={scenario}
          state={traceHeadline(conns, scenario)}
        />
        <TraceBar
          scenario={scenario}
          fileNames={file ? [file.name] : null}
          selection={selection}
          pickExample={pickExample}
          edit={edit}
        />
        <ReadStatus state={state} cancel={cancel} />
        {read && selection && (
          <>
            <TraceSummary read={read} name={state.name} selection={selection} />
            <TraceCharts
              charts={charts}
              domain={timeDomain(selection.shown)}
              height={chartHeight}
            />
            <TwinPanel state={twin} shown={selection.shown} base={fileSlug(state.name)} />
            {selection.shown.length > 0 && (
              <ConnectionsTable
                shown={selection.shown}
                base={fileSlug(state.name)}
                seriesCsv={seriesCsv}
              />
            )}
            <ProblemsList problems={read.result.problems} />
          </>
        )}
      </div>
      {!embed && <FitPanel read={fitRead} name={state.name} height={height} />}
      {dragging && (
        <div className="trace-drop" data-testid="trace.drop">
          Drop the trace to read it here (it stays on this machine)
        </div>
      )}
    </div>
  );
}
