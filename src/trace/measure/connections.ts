import type { TraceConnection, TraceResult } from '../types';

/**
 * Which connections of a trace are the data connections sharing the path. iperf3 opens a control
 * connection beside its data streams (a few hundred bytes: the test's parameters and results),
 * and a capture also shows each connection's reverse direction (the receiver's ACKs, a few
 * hundred bytes of payload at most). Both are far below the data connections' megabytes, so the
 * rule is relative: a connection is data when it carries at least DATA_SHARE of the bytes of the
 * trace's largest connection. A connection with no byte is never data. A trace of a single
 * connection keeps it, whatever its size.
 */
export const DATA_SHARE = 0.01;

export interface DataConnection {
  /** index in TraceResult.connections */
  index: number;
  connection: TraceConnection;
}

export interface SkippedConnection {
  index: number;
  src: string;
  dst: string;
  bytesSent: number;
  why: string;
}

export interface ConnectionSplit {
  data: DataConnection[];
  skipped: SkippedConnection[];
}

const bytesOf = (c: TraceConnection): number =>
  Number.isFinite(c.bytesSent) && c.bytesSent > 0 ? c.bytesSent : 0;

export function splitConnections(result: Pick<TraceResult, 'connections'>): ConnectionSplit {
  let largest = 0;
  for (const c of result.connections) largest = Math.max(largest, bytesOf(c));
  const data: DataConnection[] = [];
  const skipped: SkippedConnection[] = [];
  result.connections.forEach((connection, index) => {
    const bytes = bytesOf(connection);
    const skip = (why: string) =>
      skipped.push({ index, src: connection.src, dst: connection.dst, bytesSent: bytes, why });
    if (bytes === 0) skip('no payload byte');
    else if (bytes < DATA_SHARE * largest)
      skip(`${bytes} bytes, under ${DATA_SHARE * 100} % of the largest connection's (${largest})`);
    else data.push({ index, connection });
  });
  return { data, skipped };
}
