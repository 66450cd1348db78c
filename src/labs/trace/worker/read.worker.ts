import * as Comlink from 'comlink';
import { traceSetView, type TraceSetInput, type TraceSetView } from '../../../trace/set';
import { readBlob, transferables, type TraceRead } from './readSource';

/**
 * The trace reader's worker: the page hands it the user's File (or an example's URL) and a
 * progress callback; parsing never runs on the page's thread. Cancel terminates the worker. For a
 * set of traces, a worker also compares the reads across N (throughput against N).
 */
export interface TraceReadApi {
  read(
    source: Blob | string,
    onProgress: (bytes: number, size: number) => void,
  ): Promise<TraceRead>;
  /** throughput against N over traces already read (each read's fit and measures) */
  traceSet(inputs: TraceSetInput[]): TraceSetView;
}

const api: TraceReadApi = {
  async read(source, onProgress) {
    let blob: Blob;
    if (typeof source === 'string') {
      const res = await fetch(source);
      if (!res.ok) throw new Error(`${source}: HTTP ${res.status}`);
      blob = await res.blob();
    } else blob = source;
    // progress is fire-and-forget: the read never waits for the page
    const r = await readBlob(blob, (b, s) => void onProgress(b, s));
    return Comlink.transfer(r, transferables(r));
  },
  traceSet: (inputs) => traceSetView(inputs),
};

if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope)
  Comlink.expose(api);
