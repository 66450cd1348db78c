import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describePoint, type SweepPoint } from '../../../sweep/plan';
import type { SweepCore } from '../../../sweep/spec';
import type { ThreadReply } from './sweepThread';

/**
 * The CLI's pool: worker threads running the points of a sweep, results as they complete.
 *
 * The CLI runs TypeScript through tsx, and a worker thread does not inherit tsx's loader hooks
 * (`new Worker('x.ts')` fails with "Unknown file extension .ts", with or without
 * `execArgv: ['--import', 'tsx']` on Node 20). So each thread starts from a few lines of
 * JavaScript that register tsx's ESM loader in that thread, then import the .ts entry. tsx is
 * resolved from this file, not from the working directory, so the CLI works from anywhere.
 */
function threadBootstrap(): string {
  const entry = new URL('./sweepThread.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsxEsmApi())})
  .then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
}

/**
 * The URL of tsx's ESM API (`tsx/esm/api`, import condition), from tsx's exports map: require
 * resolution would give its CommonJS build, whose register() fails inside a worker thread.
 */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return new URL(pkg.exports['./esm/api'].import.default, pathToFileURL(manifest)).href;
}

export interface PoolOptions<R> {
  /** threads; 1 runs the points in this thread (no worker startup) */
  workers: number;
  /** each result as it arrives, with the point's wall time (its run, on its thread) */
  onResult?: (r: R, wallMs: number) => void;
}

/**
 * Runs the points (in index order, on `workers` threads) with the `runPoint` exported by the
 * module at `pointModule` (a file URL); resolves with every result.
 */
export async function runPointsInThreads<S extends SweepCore, R>(
  pointModule: string,
  spec: S,
  points: readonly SweepPoint[],
  options: PoolOptions<R>,
): Promise<R[]> {
  const results: R[] = [];
  const size = Math.max(1, Math.min(options.workers, points.length));
  if (size === 1 || points.length === 0) {
    const { runPoint } = (await import(pointModule)) as {
      runPoint: (spec: S, point: SweepPoint) => R;
    };
    for (const p of points) {
      const started = performance.now();
      const r = runPoint(spec, p);
      results.push(r);
      options.onResult?.(r, performance.now() - started);
      await new Promise((resolve) => setImmediate(resolve)); // let the progress line out
    }
    return results;
  }
  const queue = [...points];
  const threads: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let pending = points.length;
      const next = (w: Worker) => {
        const p = queue.shift();
        if (p) w.postMessage(p);
      };
      const code = threadBootstrap();
      for (let k = 0; k < size; k++) {
        const w = new Worker(code, { eval: true, workerData: { spec, module: pointModule } });
        threads.push(w);
        w.on('message', (reply: ThreadReply<R>) => {
          if (reply.error !== undefined || !reply.result) {
            const p = points.find((x) => x.index === reply.index);
            reject(
              new Error(
                `the point ${p ? describePoint(spec, p) : reply.index} failed: ${reply.error}`,
              ),
            );
            return;
          }
          results.push(reply.result);
          options.onResult?.(reply.result, reply.wallMs ?? 0);
          if (--pending === 0) resolve();
          else next(w);
        });
        w.on('error', (e) => reject(new Error(`a sweep thread failed: ${e.message}`)));
        w.on('exit', (code) => {
          if (code !== 0) reject(new Error(`a sweep thread exited with code ${code}`));
        });
        next(w);
      }
    });
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
  }
  return results;
}
