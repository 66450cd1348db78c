import { EXAMPLE_SETS, EXAMPLES, type ExampleId } from './examples';
import type { TraceScenario } from './scenario';
import { connectionName, type Selection } from './view';

interface Props {
  scenario: TraceScenario;
  /** the names of the user's files when they are shown instead of an example */
  fileNames: readonly string[] | null;
  selection: Selection | null;
  pickExample: (id: ExampleId) => void;
  edit: (patch: Partial<TraceScenario>) => void;
}

const MINE = '(your file)';

/** What is shown: the trace (an example or the user's file) and which of its connections. */
export function TraceBar({ scenario, fileNames, selection, pickExample, edit }: Props) {
  return (
    <div className="trace-bar">
      <label>
        trace{' '}
        <select
          data-testid="trace.example"
          value={fileNames !== null ? MINE : scenario.example}
          onChange={(e) => pickExample(e.target.value as ExampleId)}
        >
          {fileNames !== null && (
            <option value={MINE}>
              your file{fileNames.length > 1 ? 's' : ''}: {fileNames.join(', ')}
            </option>
          )}
          {EXAMPLES.map((x) => (
            <option key={x.id} value={x.id}>
              example: {x.label}
            </option>
          ))}
          {EXAMPLE_SETS.map((x) => (
            <option key={x.id} value={x.id}>
              examples: {x.label}
            </option>
          ))}
        </select>
      </label>
      {selection !== null && selection.listed.length > 1 && (
        <label>
          connection{' '}
          <select
            data-testid="trace.conn"
            value={selection.missing === null ? String(scenario.conn) : 'all'}
            onChange={(e) =>
              edit({ conn: e.target.value === 'all' ? 'all' : Number(e.target.value) })
            }
          >
            <option value="all">all {selection.listed.length}</option>
            {selection.listed.map((l) => (
              <option key={l.k} value={l.k}>
                {l.k}: {connectionName(l.c)}
              </option>
            ))}
          </select>
        </label>
      )}
      {selection !== null && (
        <button
          type="button"
          data-testid="trace.twin.toggle"
          aria-pressed={scenario.twin}
          title="the packet engine on a dumbbell of the fitted rate, buffer, base RTTs and congestion control, drawn over the trace"
          onClick={() => edit({ twin: !scenario.twin })}
        >
          {scenario.twin ? 'Hide the simulated twin' : 'Run the simulated twin'}
        </button>
      )}
      {selection !== null && (selection.hidden > 0 || scenario.control) && (
        <label title="iperf3's control connection: a few hundred bytes beside the data">
          <input
            type="checkbox"
            data-testid="trace.control"
            checked={scenario.control}
            onChange={(e) => edit({ control: e.target.checked, conn: 'all' })}
          />{' '}
          tiny connections{selection.hidden > 0 ? ` (${selection.hidden} hidden)` : ''}
        </label>
      )}
    </div>
  );
}
