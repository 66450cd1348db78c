import type { TraceRead } from './worker/client';
import type { Selection } from './view';

const FORMAT_NAMES: Record<string, string> = {
  pcap: 'a pcap capture',
  pcapng: 'a pcapng capture',
  iperf3: 'an iperf3 report',
  ss: 'an ss log',
  tcp_probe: 'tcp_probe text',
};

/** One line on what was read: the file, its format, its records and its connections. */
export function TraceSummary({
  read,
  name,
  selection,
}: {
  read: TraceRead;
  name: string;
  selection: Selection;
}) {
  const r = read.result;
  const n = r.connections.length;
  return (
    <p className="trace-summary" data-testid="trace.summary">
      {name}
      {read.gzip ? ' (gzip)' : ''}:{' '}
      {r.format === null
        ? 'nothing could be read'
        : `${FORMAT_NAMES[r.format]}, ${r.records} records, ${n} connection${n === 1 ? '' : 's'}`}
      {selection.hidden > 0 &&
        ` (${selection.hidden} tiny one${selection.hidden === 1 ? '' : 's'} hidden)`}
      {selection.missing !== null &&
        `; there is no connection ${selection.missing} among the ${selection.listed.length} listed: all are shown`}
      .
    </p>
  );
}
