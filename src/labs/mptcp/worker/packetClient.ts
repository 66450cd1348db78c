import type { PacketFrame, PacketRunOptions } from './packetProtocol';
import { PlaybackClient } from './playbackClient';
import type { WorkerFactory } from '../../../worker/runClient';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./packet.worker.ts', import.meta.url), { type: 'module' });

/** The page's handle on the window level's worker. */
export class PacketClient extends PlaybackClient<PacketRunOptions, PacketFrame> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the window-level worker');
  }
}
