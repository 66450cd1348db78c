import { createLiveApi, exposeLiveWorker } from '../../../worker/liveApi';
import { realHost, type WorkerHost } from '../../../worker/runLoop';
import type { MptcpLive, MptcpWorkerApi } from './protocol';
import { MptcpRunner, mptcpFrameTransferables } from './runner';

/** The fluid model's worker: the live API over an MptcpRunner. */
export function createMptcpWorkerApi(host: WorkerHost = realHost): MptcpWorkerApi {
  return createLiveApi<MptcpLive>(
    host,
    (runId, scenario, options, clock) => new MptcpRunner(runId, scenario, options, clock),
    mptcpFrameTransferables,
  );
}

exposeLiveWorker(createMptcpWorkerApi);
