import { useEffect, useRef, useState } from 'react';
import type { TraceSetInput, TraceSetView } from '../../../trace/set';
import type { TraceSource } from '../useTraceRead';
import { startRead, startSet } from '../worker/client';
import { setInputOf, sourceName, unreadReason } from './sources';

export type SetState =
  | {
      status: 'reading';
      /** the file being read, 0-based, of `count` */
      index: number;
      count: number;
      name: string;
      bytes: number;
      size: number | null;
    }
  | { status: 'comparing'; count: number }
  | { status: 'read'; view: TraceSetView }
  | {
      status: 'cancelled';
      index: number;
      count: number;
      name: string;
      bytes: number;
      size: number | null;
    }
  | { status: 'failed'; name: string; message: string };

const sizeOf = (s: TraceSource) => (s.kind === 'file' ? s.file.size : null);

/**
 * Reads the set's files one after the other, each in its own worker (startRead, as one trace is
 * read), keeping only what the comparison needs of each; then compares them in a worker
 * (startSet). A new set cancels the one before; `cancel` stops the read in progress. A file that
 * fails, or has no connection, stops the set: throughput against N would lack its N.
 */
export function useTraceSetRead(sources: readonly TraceSource[]): {
  state: SetState;
  cancel: () => void;
} {
  const first = sources[0];
  const [state, setState] = useState<SetState>({
    status: 'reading',
    index: 0,
    count: sources.length,
    name: first ? sourceName(first) : '',
    bytes: 0,
    size: first ? sizeOf(first) : null,
  });
  const cancelRef = useRef<() => void>(() => {});
  useEffect(() => {
    let live = true;
    let stop: () => void = () => {};
    const count = sources.length;
    const run = async () => {
      const inputs: TraceSetInput[] = [];
      for (const [index, source] of sources.entries()) {
        const name = sourceName(source);
        let progress = { bytes: 0, size: sizeOf(source) };
        setState({ status: 'reading', index, count, name, ...progress });
        const read = startRead(source.kind === 'file' ? source.file : source.url, (b, s) => {
          progress = { bytes: b, size: s };
          if (live) setState({ status: 'reading', index, count, name, ...progress });
        });
        stop = read.cancel;
        const o = await read.done;
        if (!live) return;
        if (o.kind === 'cancelled') {
          setState({ status: 'cancelled', index, count, name, ...progress });
          return;
        }
        if (o.kind === 'failed') {
          setState({ status: 'failed', name, message: o.message });
          return;
        }
        const why = unreadReason(o.read);
        if (why !== null) {
          setState({ status: 'failed', name, message: why });
          return;
        }
        inputs.push(setInputOf(name, o.read));
      }
      setState({ status: 'comparing', count });
      const compare = startSet(inputs);
      stop = compare.cancel;
      const o = await compare.done;
      if (!live) return;
      if (o.kind === 'compared') setState({ status: 'read', view: o.view });
      else if (o.kind === 'failed')
        setState({ status: 'failed', name: `the ${count} traces`, message: o.message });
    };
    void run();
    cancelRef.current = () => stop();
    return () => {
      // a replaced set ends here: its worker is terminated, its late messages dropped
      live = false;
      stop();
    };
  }, [sources]);
  return { state, cancel: () => cancelRef.current() };
}
