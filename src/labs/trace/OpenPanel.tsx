import { useRef } from 'react';
import { TryThisLinks } from '../kit/TryThisLinks';
import { TRACE_PRESETS } from './presets';
import { TRACE_SCHEMA, type TraceScenario } from './scenario';

interface Props {
  /** one file: its trace; several: compared across N (throughput against N) */
  open: (files: readonly File[]) => void;
  load: (s: TraceScenario) => void;
}

/** Opening traces of one's own: the picker, the drop, and what happens to the files (nothing). */
export function OpenPanel({ open, load }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <aside className="controls trace-open" data-testid="controls">
      <h3>Your own trace</h3>
      <button type="button" data-testid="trace.pick" onClick={() => input.current?.click()}>
        Open trace files…
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="trace.file"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length > 0) open(files);
          e.target.value = ''; // the same file again reads again
        }}
      />
      <p className="hint">
        Or drop it anywhere on the page. pcap, pcapng, <code>iperf3 --json</code>, a periodic{' '}
        <code>ss -tin</code> log or <code>tcp_probe</code> text; gzipped or not. Several files at
        once, one per number N of parallel connections over the same path, are compared: throughput
        against N.
      </p>
      <p className="hint" data-testid="trace.private">
        The file is read here, in your browser: it never leaves this machine. It is not part of the
        link either; a link can only name one of the examples.
      </p>
      <h3>Try this</h3>
      <TryThisLinks schema={TRACE_SCHEMA} links={TRACE_PRESETS} load={load} />
    </aside>
  );
}
