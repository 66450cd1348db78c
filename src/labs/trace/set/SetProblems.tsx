import type { TraceSetReport } from '../../../trace/set';
import { problemPlace } from '../tables';

/** What the readers could not read in each trace, named by the trace (as on standard error). */
export function SetProblems({ report }: { report: TraceSetReport }) {
  const all = report.traces.flatMap((t) => t.problems.map((p) => ({ file: t.file, p })));
  if (all.length === 0) return null;
  return (
    <section className="panel trace-problems" data-testid="trace.problems">
      <h3>Read with {all.length === 1 ? 'a problem' : `${all.length} problems`}</h3>
      <ul>
        {all.map(({ file, p }, i) => (
          <li key={i} data-testid="trace.problem" className={p.fatal ? 'fatal' : undefined}>
            <strong>
              {file}, {problemPlace(p)}
            </strong>
            : {p.message}
            {p.fatal && ' (reading stopped here; what came before it is counted)'}
          </li>
        ))}
      </ul>
    </section>
  );
}
