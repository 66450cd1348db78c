import { parentPort, workerData } from 'node:worker_threads';
import type { SweepPoint } from '../sweep/plan';
import type { PointResult } from '../sweep/results';
import { runPoint } from '../sweep/run';
import type { SweepSpec } from '../sweep/spec';

/**
 * A worker thread of the CLI's sweep pool: it receives points, runs each with the same pure
 * `runPoint` as the browser's workers, and posts the result (or the error) back.
 */
export interface ThreadReply {
  index: number;
  result?: PointResult;
  error?: string;
}

const port = parentPort;
if (port) {
  const spec = (workerData as { spec: SweepSpec }).spec;
  port.on('message', (point: SweepPoint) => {
    let reply: ThreadReply;
    try {
      reply = { index: point.index, result: runPoint(spec, point) };
    } catch (e) {
      reply = {
        index: point.index,
        error: e instanceof Error ? `${e.name}: ${e.message}` : String(e),
      };
    }
    port.postMessage(reply);
  });
}
