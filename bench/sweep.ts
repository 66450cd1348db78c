// the labs register their sweeps as in the app
import '../src/labs/registry';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../e2e/browser';
import { runPointsInThreads } from '../src/labs/kit/commandLine/sweepThreads';
import type { PointResult, SweepSpec } from '../src/labs/families/aimd/sweep';
import { decodeSweep } from '../src/labs/families/aimd/sweep/codec';
import { sweepCsv } from '../src/labs/families/aimd/sweep/codec';
import { enumeratePoints } from '../src/labs/families/aimd/sweep/plan';
import type { BrowserSweepTiming } from './sweepHarness';

/**
 * Wall time of the default Lab 2 sweep (lab=sockets: N = 1..20, rate-proportional and
 * synchronized, 5 replications of 100,000 events: 200 runs) with one worker and with the full
 * pool: the CLI's pool of worker threads (in this process, from the start of the sweep; threads
 * included, their start-up too), `npm run sim` end to end (starting Node and tsx too, as a user
 * sees it), and the browser's pool (Web Workers, production build of a small harness page,
 * headless Chromium). The speed-up is the figure; the CSVs must be identical everywhere.
 */
const QUERY = 'lab=sockets';
const PORT = 4176;
const OUT_DIR = 'node_modules/.cache/sweep-bench';

async function threads(workers: number): Promise<{ ms: number; csv: string }> {
  const spec = decodeSweep(QUERY).scenario;
  const started = performance.now();
  const module = new URL('../src/labs/families/aimd/sweep/run.ts', import.meta.url).href;
  const results = await runPointsInThreads<SweepSpec, PointResult>(
    module,
    spec,
    enumeratePoints(spec),
    { workers },
  );
  return { ms: performance.now() - started, csv: sweepCsv(spec, results) };
}

function cli(workers: number): { ms: number; csv: string } {
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/sim.ts', QUERY, '--format', 'csv', '--workers', String(workers)],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (r.status !== 0) throw new Error(`sim failed: ${r.stderr}`);
  return { ms: performance.now() - started, csv: r.stdout };
}

async function browser(sizes: (number | undefined)[]): Promise<BrowserSweepTiming[]> {
  await build({
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, rollupOptions: { input: 'bench/sweep.html' } },
  });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  });
  const chrome = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    const page = await chrome.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/bench/sweep.html`);
    await page.waitForFunction(() => '__sweepBench' in window);
    const out: BrowserSweepTiming[] = [];
    for (const size of sizes) {
      out.push(
        await page.evaluate(
          ([q, s]) =>
            (
              window as unknown as {
                __sweepBench: (q: string, s?: number) => Promise<BrowserSweepTiming>;
              }
            ).__sweepBench(q as string, s as number | undefined),
          [QUERY, size] as const,
        ),
      );
    }
    return out;
  } finally {
    await chrome.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(where: string, one: { ms: number }, all: { ms: number }): void {
  const speedUp = `${(one.ms / all.ms).toFixed(2)}x`;
  console.log(
    `${where.padEnd(36)} ${seconds(one.ms).padStart(9)} ${seconds(all.ms).padStart(10)} ${speedUp.padStart(9)}`,
  );
}

export async function benchSweep(withBrowser = true): Promise<void> {
  const cores = availableParallelism();
  console.log(`\nSweeps: the default Lab 2 sweep "${QUERY}" (40 points x 5 replications)`);
  const header = `${'where'.padEnd(36)} ${'1 worker'.padStart(9)} ${'full pool'.padStart(10)}`;
  console.log(`${header} ${'speed-up'.padStart(9)}`);
  const t1 = await threads(1);
  const tAll = await threads(cores);
  row(`CLI pool (worker threads, ${cores})`, t1, tAll);
  const one = cli(1);
  const all = cli(cores);
  row(`npm run sim end to end (${cores})`, one, all);
  const same = [t1.csv, tAll.csv, all.csv];
  if (withBrowser) {
    const [b1, bAll] = await browser([1, undefined]);
    row(`browser (Web Workers, ${bAll.size})`, b1, bAll);
    same.push(b1.csv, bAll.csv);
  }
  const identical = same.every((csv) => csv === one.csv);
  console.log(
    `CSV identical across pools${withBrowser ? ' and the browser' : ''}: ${identical ? 'yes' : 'NO'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchSweep(!process.argv.includes('--cli-only'));
