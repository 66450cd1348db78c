import { createLiveApi, exposeLiveWorker } from '../../../worker/liveApi';
import { realHost, type WorkerHost } from '../../../worker/runLoop';
import { frameTransferables } from './frame';
import type { DumbbellLive, DumbbellWorkerApi } from './protocol';
import { DumbbellRunner } from './runner';

/** The packet simulation's worker: the live API over a DumbbellRunner. */
export function createDumbbellWorkerApi(host: WorkerHost = realHost): DumbbellWorkerApi {
  return createLiveApi<DumbbellLive>(
    host,
    (runId, scenario, options, clock) => new DumbbellRunner(runId, scenario, options, clock),
    frameTransferables,
  );
}

exposeLiveWorker(createDumbbellWorkerApi);
