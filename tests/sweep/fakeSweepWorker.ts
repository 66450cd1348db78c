import '../labs/families/aimd/sweepLabs';
import { channelWorker, type ChannelWorker } from '../worker/channel';
import { runPoint } from '../../src/labs/families/aimd/sweep/run';
import type { PointResult } from '../../src/labs/families/aimd/sweep/results';
import type { SweepSpec } from '../../src/labs/families/aimd/sweep/spec';
import type { SweepWorkerApi } from '../../src/worker/sweepProtocol';
import { sweepWorkerApi } from '../../src/worker/sweepWorker';

/**
 * The sweep worker's API exposed with Comlink on one end of a MessageChannel: the same message
 * path as a real Worker (structured clone, proxies), in Node. `hang` makes the next calls never
 * answer (a worker stuck in a long point); `crash` fires the worker's 'error' event.
 */
export interface FakeSweepWorker extends ChannelWorker {
  calls: number;
  hang: boolean;
  /** throw from runPoint on the next call */
  throwNext: string | null;
}

export function fakeSweepWorker(): FakeSweepWorker {
  const real = sweepWorkerApi(runPoint);
  const api: SweepWorkerApi<SweepSpec, PointResult> = {
    runPoint(spec, point) {
      w.calls++;
      if (w.throwNext !== null) {
        const message = w.throwNext;
        w.throwNext = null;
        throw new Error(message);
      }
      if (w.hang) return new Promise<never>(() => undefined) as never;
      return real.runPoint(spec, point);
    },
  };
  const w: FakeSweepWorker = Object.assign(channelWorker(api), {
    calls: 0,
    hang: false,
    throwNext: null as string | null,
  });
  return w;
}

export { until } from '../worker/channel';
