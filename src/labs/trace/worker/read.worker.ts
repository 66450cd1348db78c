import * as Comlink from 'comlink';
import type { TraceFit } from '../../../trace/fit';
import type { ReadTraceResult } from '../../../trace/read';
import { traceSetView, type TraceSetInput, type TraceSetView } from '../../../trace/set';
import { seriesCsv } from '../tables';
import { twinWithRun } from '../twin';
import { twinLines, twinTransferables } from '../twin/lines';
import type { TwinView } from '../twin/view';
import { readBlobFull, transferables, type TraceRead } from './readSource';

/**
 * The trace reader's worker: the page hands it the user's File (or an example's URL) and a
 * progress callback; parsing never runs on the page's thread. It keeps the whole result (every
 * sample of every series) for what the page asks later (the series' CSV), and the page gets what
 * it draws. Cancel, or a new read, terminates the worker. For a set of traces, a worker also
 * compares the reads across N (throughput against N).
 */
export interface TraceReadApi {
  read(
    source: Blob | string,
    onProgress: (bytes: number, size: number) => void,
  ): Promise<TraceRead>;
  /** the long CSV of the series of the connections at `indices`, numbered `ks` */
  seriesCsv(indices: readonly number[], ks: readonly number[]): string;
  /** the simulated twin of the trace read (twin/): its report and its lines */
  twin(): TwinView;
  /** throughput against N over traces already read (each read's fit and measures) */
  traceSet(inputs: TraceSetInput[]): TraceSetView;
}

let full: ReadTraceResult | null = null;
let fit: TraceFit | null = null;

const api: TraceReadApi = {
  async read(source, onProgress) {
    let blob: Blob;
    if (typeof source === 'string') {
      const res = await fetch(source);
      if (!res.ok) throw new Error(`${source}: HTTP ${res.status}`);
      blob = await res.blob();
    } else blob = source;
    // progress is fire-and-forget: the read never waits for the page
    const r = await readBlobFull(blob, (b, s) => void onProgress(b, s));
    full = r.full;
    fit = r.read.fit;
    return Comlink.transfer(r.read, transferables(r.read));
  },
  seriesCsv(indices, ks) {
    const conns = full?.connections ?? [];
    return seriesCsv(
      indices.flatMap((i, j) => (conns[i] ? [{ k: ks[j] ?? j + 1, c: conns[i] }] : [])),
    );
  },
  twin() {
    if (!full || !fit || full.format === null) throw new Error('no trace has been read');
    const { report, run, connections } = twinWithRun(full, fit);
    const cwndIs =
      report.difference?.cwndIs ?? (full.format.startsWith('pcap') ? 'flight' : 'cwnd');
    const lines = run ? twinLines(run, connections, cwndIs) : [];
    return Comlink.transfer({ report, lines }, twinTransferables(lines));
  },
  traceSet: (inputs) => traceSetView(inputs),
};

if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope)
  Comlink.expose(api);
