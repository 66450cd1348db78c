import * as Comlink from 'comlink';
import type { MptcpWorkerApi } from './protocol';
import { createPlaybackApi } from './playbackApi';
import { MptcpRunner, mptcpFrameTransferables } from './runner';
import { realHost, type WorkerHost } from '../../../worker/runLoop';

/** The fluid model's worker: the shared playback API over an MptcpRunner. */
export function createMptcpWorkerApi(host: WorkerHost = realHost): MptcpWorkerApi {
  return createPlaybackApi(
    host,
    (runId, scenario, options, now) => new MptcpRunner(runId, scenario, options, now),
    mptcpFrameTransferables,
  );
}

// Only inside a worker: importing this module in Node (tests) or on the main thread does nothing.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  Comlink.expose(createMptcpWorkerApi());
}
