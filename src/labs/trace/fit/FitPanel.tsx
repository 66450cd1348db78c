import { download, fileSlug } from '../../../charts';
import type { TraceRead } from '../worker/client';
import { FitEvents } from './FitEvents';
import { FitModels } from './FitModels';
import { kindRow, pathRows, spreadRows } from './fitRows';
import { fitCsv } from './fitCsv';
import { Reasons, SpreadTable, ValueTable } from './FitTables';
import { CONNECTION_TOPICS, connectionReasons, pathReasons, reasonLine } from './reasons';
import './fit.css';

interface Props {
  /** the trace read (null while reading or when the read failed) */
  read: TraceRead | null;
  /** the file's name, for the downloads' names */
  name: string;
  /** the charts' height */
  height: number;
}

/**
 * The trace's measures in paper 000's terms and the models fitted to it, as the worker computed
 * them (src/trace/fit, src/trace/measure): the same numbers `npm run sim` prints for the trace.
 */
export function FitPanel({ read, name, height }: Props) {
  const base = fileSlug(name);
  return (
    <aside className="theory trace-fit" data-testid="trace.fit">
      <h3 className="fit-title">
        Measures and model fits
        {read && (
          <button
            type="button"
            data-testid="trace.fit.csv"
            onClick={() => download(`${base}-fit.csv`, fitCsv(read.fit, read.measures), 'text/csv')}
          >
            fit.csv
          </button>
        )}
      </h3>
      {read === null ? (
        <p className="muted">The fit follows once the trace is read.</p>
      ) : (
        <FitBody read={read} height={height} base={base} />
      )}
    </aside>
  );
}

function FitBody({ read, height, base }: { read: TraceRead; height: number; base: string }) {
  const { fit, measures } = read;
  const n = fit.set.n;
  const kind = kindRow(fit);
  return (
    <>
      <section data-testid="trace.fit.path">
        <p className="muted">
          {n === 0
            ? 'The trace has no data connection to fit.'
            : n === 1
              ? 'Fitted to the trace’s one data connection: what npm run sim prints for this trace.'
              : `Fitted to the whole set of its ${n} data connections, numbered 1 to ${n} here, whichever the charts show: what npm run sim prints for this trace.`}
        </p>
        <h3>The path</h3>
        <ValueTable rows={pathRows(fit, measures)} testid="trace.fit.row" />
        <Reasons lines={pathReasons(fit)} testid="trace.fit.path.reasons" />
      </section>
      <section data-testid="trace.fit.aimd">
        <h3>The connections&apos; AIMD numbers</h3>
        <ValueTable rows={[kind]} testid="trace.fit.row" />
        <SpreadTable rows={spreadRows(fit)} />
        <p className="fit-cite">
          α: the slope of the window in packets per round between two cuts; β: the window after a
          cut over the window before. Each connection&apos;s own value is its mean over its
          stretches and cuts; sd is over the connections (— with one).
        </p>
        <Reasons
          lines={connectionReasons(fit, CONNECTION_TOPICS).map(reasonLine)}
          testid="trace.fit.aimd.reasons"
        />
      </section>
      <FitModels fit={fit} />
      <FitEvents
        measures={measures}
        connections={read.result.connections}
        height={height}
        base={base}
      />
    </>
  );
}
