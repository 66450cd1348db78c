import { LiveClient } from '../../../worker/liveClient';
import type { WorkerFactory } from '../../../worker/runClient';
import type { DumbbellLive } from './protocol';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./dumbbell.worker.ts', import.meta.url), { type: 'module' });

/** The page's handle on the packet simulation's worker (see LiveClient). */
export class DumbbellClient extends LiveClient<DumbbellLive> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the packet simulation worker');
  }
}
