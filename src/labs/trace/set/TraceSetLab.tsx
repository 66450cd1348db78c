import { fileSlug } from '../../../charts';
import { Headline } from '../../kit/Headline';
import type { ExampleId } from '../examples';
import { OpenPanel } from '../OpenPanel';
import { ReadStatus } from '../ReadStatus';
import type { TraceScenario } from '../scenario';
import { TraceBar } from '../TraceBar';
import type { TraceSource } from '../useTraceRead';
import { setReadState } from './display';
import { SET_HEADLINE, setHeadline } from './headline';
import { SetCharts } from './SetCharts';
import { SetProblems } from './SetProblems';
import { SetTheory } from './SetTheory';
import { ThroughputTable } from './ThroughputTable';
import { useTraceSetRead } from './useTraceSetRead';

interface Props {
  scenario: TraceScenario;
  /** the files, read one after the other */
  sources: readonly TraceSource[];
  /** the user's files' names; null for the link's example set */
  fileNames: string[] | null;
  embed: boolean;
  present: boolean;
  height: number;
  dragging: boolean;
  open: (files: readonly File[]) => void;
  load: (s: TraceScenario) => void;
  pickExample: (id: ExampleId) => void;
  edit: (patch: Partial<TraceScenario>) => void;
}

/**
 * The Traces lab for a set of traces (an example set, or several of the user's files): each read
 * in a worker with its progress, then throughput against N (paper 000's Fig. 15) with Theorem 1,
 * the loss events against N, and the traces' table with its CSV (Table I).
 */
export function TraceSetLab(p: Props) {
  const { state, cancel } = useTraceSetRead(p.sources);
  const view = state.status === 'read' ? state.view : null;
  const status = setReadState(state);
  return (
    <div className={`lab-grid trace-lab${p.dragging ? ' dragging' : ''}`} data-testid="lab.trace">
      {!p.present && !p.embed && <OpenPanel open={p.open} load={p.load} />}
      <div className="center">
        <Headline
          headline={SET_HEADLINE}
          scenario={p.scenario}
          state={setHeadline(view?.report ?? null)}
        />
        <TraceBar
          scenario={p.scenario}
          fileNames={p.fileNames}
          selection={null}
          pickExample={p.pickExample}
          edit={p.edit}
        />
        {status && <ReadStatus state={status} cancel={cancel} />}
        {view && (
          <>
            <SetCharts view={view} height={p.height} />
            <ThroughputTable
              report={view.report}
              base={p.fileNames === null ? fileSlug(p.scenario.example) : 'traces'}
            />
            <SetProblems report={view.report} />
          </>
        )}
      </div>
      {!p.embed && view && <SetTheory report={view.report} />}
      {p.dragging && (
        <div className="trace-drop" data-testid="trace.drop">
          Drop the traces to read them here (they stay on this machine)
        </div>
      )}
    </div>
  );
}
