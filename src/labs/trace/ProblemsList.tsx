import type { TraceProblem } from '../../trace/types';
import { problemPlace } from './tables';

/** What the reader could not read, each with where it was found; a fatal one says what was kept. */
export function ProblemsList({ problems }: { problems: readonly TraceProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section className="panel trace-problems" data-testid="trace.problems">
      <h3>Read with {problems.length === 1 ? 'a problem' : `${problems.length} problems`}</h3>
      <ul>
        {problems.map((p, i) => (
          <li key={i} data-testid="trace.problem" className={p.fatal ? 'fatal' : undefined}>
            <strong>{problemPlace(p)}</strong>: {p.message}
            {p.fatal && ' (reading stopped here; what came before it is shown)'}
          </li>
        ))}
      </ul>
    </section>
  );
}
