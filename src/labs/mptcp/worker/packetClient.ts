import { LiveClient } from '../../../worker/liveClient';
import type { WorkerFactory } from '../../../worker/runClient';
import type { PacketLive } from './packetProtocol';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./packet.worker.ts', import.meta.url), { type: 'module' });

/** The page's handle on the window level's worker (see LiveClient). */
export class PacketClient extends LiveClient<PacketLive> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the window-level worker');
  }
}
