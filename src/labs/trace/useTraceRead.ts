import { useEffect, useRef, useState } from 'react';
import { startRead, type TraceRead, type TraceSession } from './worker/client';

/** What is read: a shipped example (by URL) or the user's own file (never in the URL). */
export type TraceSource =
  { kind: 'example'; name: string; url: string } | { kind: 'file'; file: File };

export type ReadState =
  | { status: 'reading'; name: string; bytes: number; size: number | null }
  | { status: 'read'; name: string; read: TraceRead; session: TraceSession }
  | { status: 'cancelled'; name: string; bytes: number; size: number | null }
  | { status: 'failed'; name: string; message: string };

const nameOf = (s: TraceSource | null) =>
  s === null ? '' : s.kind === 'file' ? s.file.name : s.name;

/**
 * Reads `source` in a worker whenever it changes (a new read cancels the one before), with the
 * progress so far; `cancel` stops the read in progress. null reads nothing (a set of traces is
 * shown, read by useTraceSetRead).
 */
export function useTraceRead(source: TraceSource | null): { state: ReadState; cancel: () => void } {
  const [state, setState] = useState<ReadState>({
    status: 'reading',
    name: nameOf(source),
    bytes: 0,
    size: source?.kind === 'file' ? source.file.size : null,
  });
  const cancelRef = useRef<() => void>(() => {});
  useEffect(() => {
    if (source === null) return;
    const name = nameOf(source);
    const size = source.kind === 'file' ? source.file.size : null;
    let progress = { bytes: 0, size };
    let live = true;
    setState({ status: 'reading', name, ...progress });
    // the worker stays while the trace is shown: it holds the series the page does not
    const run = startRead(
      source.kind === 'file' ? source.file : source.url,
      (bytes, total) => {
        progress = { bytes, size: total };
        if (live) setState({ status: 'reading', name, ...progress });
      },
      true,
    );
    cancelRef.current = run.cancel;
    void run.done.then((o) => {
      if (!live) return;
      if (o.kind === 'read') setState({ status: 'read', name, read: o.read, session: run.session });
      else if (o.kind === 'cancelled') setState({ status: 'cancelled', name, ...progress });
      else setState({ status: 'failed', name, message: o.message });
    });
    return () => {
      // a replaced read ends here: its worker is terminated, its late messages dropped
      live = false;
      run.cancel();
    };
  }, [source]);
  return { state, cancel: () => cancelRef.current() };
}
