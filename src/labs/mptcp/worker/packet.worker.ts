import * as Comlink from 'comlink';
import type { PacketWorkerApi } from './packetProtocol';
import { createPlaybackApi } from './playbackApi';
import { PacketRunner, packetFrameTransferables } from './packetRunner';
import { realHost, type WorkerHost } from '../../../worker/runLoop';

/** The window level's worker: the shared playback API over a PacketRunner. */
export function createPacketWorkerApi(host: WorkerHost = realHost): PacketWorkerApi {
  return createPlaybackApi(
    host,
    (runId, scenario, options, now) => new PacketRunner(runId, scenario, options, now),
    packetFrameTransferables,
  );
}

// Only inside a worker: importing this module in Node (tests) or on the main thread does nothing.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  Comlink.expose(createPacketWorkerApi());
}
