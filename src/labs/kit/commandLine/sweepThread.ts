import { parentPort, workerData } from 'node:worker_threads';
import type { SweepPoint } from '../../../sweep/plan';

/**
 * A worker thread of the CLI's sweep pool: it imports the lab's point module, receives points,
 * runs each with the same pure `runPoint` as the browser's workers, and posts the result (or the
 * error) back.
 */
export interface ThreadReply<R> {
  index: number;
  result?: R;
  /** the point's run time on this thread (not counting the thread's start or the module's load) */
  wallMs?: number;
  error?: string;
}

interface PointModule {
  runPoint(spec: unknown, point: SweepPoint): unknown;
}

const port = parentPort;
if (port) {
  const { spec, module } = workerData as { spec: unknown; module: string };
  const loaded = import(module) as Promise<PointModule>;
  port.on('message', (point: SweepPoint) => {
    void loaded
      .then((m) => {
        const started = performance.now();
        const result = m.runPoint(spec, point);
        return { index: point.index, result, wallMs: performance.now() - started };
      })
      .catch((e: unknown) => ({
        index: point.index,
        error: e instanceof Error ? `${e.name}: ${e.message}` : String(e),
      }))
      .then((reply: ThreadReply<unknown>) => port.postMessage(reply));
  });
}
