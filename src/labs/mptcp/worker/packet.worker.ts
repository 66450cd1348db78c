import { createLiveApi, exposeLiveWorker } from '../../../worker/liveApi';
import { realHost, type WorkerHost } from '../../../worker/runLoop';
import type { PacketLive, PacketWorkerApi } from './packetProtocol';
import { PacketRunner, packetFrameTransferables } from './packetRunner';

/** The window level's worker: the live API over a PacketRunner. */
export function createPacketWorkerApi(host: WorkerHost = realHost): PacketWorkerApi {
  return createLiveApi<PacketLive>(
    host,
    (runId, scenario, options, clock) => new PacketRunner(runId, scenario, options, clock),
    packetFrameTransferables,
  );
}

exposeLiveWorker(createPacketWorkerApi);
