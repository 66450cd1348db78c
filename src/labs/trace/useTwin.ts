import { useEffect, useState } from 'react';
import type { TwinView } from './twin/view';
import type { TraceSession } from './worker/client';

export type TwinState =
  | { status: 'off' }
  | { status: 'running' }
  | { status: 'done'; view: TwinView }
  | { status: 'failed'; message: string };

/**
 * The simulated twin of the trace the session holds, run in its worker when `on` (the packet
 * engine: a few hundred ms for a capture of seconds); a new trace or turning it off drops it.
 */
export function useTwin(session: TraceSession | null, on: boolean): TwinState {
  const [state, setState] = useState<TwinState>({ status: 'off' });
  useEffect(() => {
    if (!session || !on) {
      setState({ status: 'off' });
      return;
    }
    let live = true;
    setState({ status: 'running' });
    session.twin().then(
      (view) => live && setState({ status: 'done', view }),
      (e: unknown) =>
        live && setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [session, on]);
  return state;
}
