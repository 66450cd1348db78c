import type { MptcpFrame, MptcpRunOptions } from './protocol';
import { PlaybackClient } from './playbackClient';
import type { WorkerFactory } from '../../../worker/runClient';

const browserWorker: WorkerFactory = () =>
  new Worker(new URL('./mptcp.worker.ts', import.meta.url), { type: 'module' });

/** The page's handle on the fluid model's worker. */
export class MptcpClient extends PlaybackClient<MptcpRunOptions, MptcpFrame> {
  constructor(createWorker: WorkerFactory = browserWorker) {
    super(createWorker, 'the fluid-model worker');
  }
}
