// the labs register their sweeps as in the app
import '../src/labs/registry';
import { decodeSweep } from '../src/labs/families/aimd/sweep/codec';
import { sweepCsv } from '../src/labs/families/aimd/sweep/codec';
import { aimdSweepPool } from '../src/labs/families/aimd/worker/sweepPool';

/**
 * A page for `npm run bench` (bench/sweep.ts): the browser's sweep pool, with its real Web
 * Workers, on a production build. The lab pages will use the same pool.
 */
export interface BrowserSweepTiming {
  ms: number;
  size: number;
  cores: number;
  failures: number;
  csv: string;
}

async function sweepBench(query: string, size?: number): Promise<BrowserSweepTiming> {
  const spec = decodeSweep(query).scenario;
  const pool = aimdSweepPool(size);
  try {
    const started = performance.now();
    const outcome = await pool.start(
      spec,
      () => undefined,
      () => undefined,
    );
    return {
      ms: performance.now() - started,
      size: pool.size,
      cores: navigator.hardwareConcurrency,
      failures: outcome.failures.length,
      csv: sweepCsv(spec, outcome.results),
    };
  } finally {
    pool.dispose();
  }
}

(window as unknown as { __sweepBench: typeof sweepBench }).__sweepBench = sweepBench;
