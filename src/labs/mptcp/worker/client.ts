import { LiveClient } from '../../../worker/liveClient';
import type { WorkerFactory } from '../../../worker/runClient';
import type { MptcpLive } from './protocol';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./mptcp.worker.ts', import.meta.url), { type: 'module' });

/** The page's handle on the fluid model's worker (see LiveClient). */
export class MptcpClient extends LiveClient<MptcpLive> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the fluid-model worker');
  }
}
