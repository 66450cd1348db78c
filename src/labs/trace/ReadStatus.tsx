import type { ReadState } from './useTraceRead';

const mb = (b: number) => `${(b / 1e6).toFixed(b < 1e7 ? 2 : 1)} MB`;

/** The read in progress (a bar of bytes read over the size, and Cancel), or how it ended. */
export function ReadStatus({ state, cancel }: { state: ReadState; cancel: () => void }) {
  if (state.status === 'reading')
    return (
      <div className="trace-status" data-testid="trace.reading" role="status">
        <span>Reading {state.name}…</span>
        <progress
          data-testid="trace.progress"
          value={state.bytes}
          max={state.size ?? undefined}
          aria-label="bytes read"
        />
        <span className="muted">
          {mb(state.bytes)}
          {state.size !== null && ` of ${mb(state.size)}`}
        </span>
        <button type="button" data-testid="trace.cancel" onClick={cancel}>
          Cancel
        </button>
      </div>
    );
  if (state.status === 'cancelled')
    return (
      <div className="trace-status" data-testid="trace.cancelled" role="status">
        Cancelled: {state.name}, after {mb(state.bytes)}
        {state.size !== null && ` of ${mb(state.size)}`}. Open another trace, or pick an example.
      </div>
    );
  if (state.status === 'failed')
    return (
      <div className="trace-status trace-failed" data-testid="trace.failed" role="alert">
        {state.name} could not be read: {state.message}
      </div>
    );
  return null;
}
