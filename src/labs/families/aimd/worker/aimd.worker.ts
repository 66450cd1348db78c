import { createLiveApi, exposeLiveWorker } from '../../../../worker/liveApi';
import { realHost, type WorkerHost } from '../../../../worker/runLoop';
import { frameTransferables } from './frame';
import type { AimdLive, AimdWorkerApi } from './protocol';
import { AimdRunner } from './runner';

/** The simulation's worker: the live API over an AimdRunner. */
export function createAimdWorkerApi(host: WorkerHost = realHost): AimdWorkerApi {
  return createLiveApi<AimdLive>(
    host,
    (runId, scenario, options, clock) => new AimdRunner(runId, scenario, options, clock),
    frameTransferables,
  );
}

exposeLiveWorker(createAimdWorkerApi);
