import { LiveClient } from '../../../../worker/liveClient';
import type { WorkerFactory } from '../../../../worker/runClient';
import type { AimdLive } from './protocol';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./aimd.worker.ts', import.meta.url), { type: 'module' });

/** The page's handle on the simulation worker (see LiveClient). */
export class AimdClient extends LiveClient<AimdLive> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the simulation worker');
  }
}
