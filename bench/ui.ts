import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/browser';

/**
 * UI numbers on the production build, in headless Chromium:
 *  - time from navigation to the first drawn chart, opening a shared URL;
 *  - during a 10-second live run: the longest main-thread task (PerformanceObserver 'longtask',
 *    which reports tasks over 50 ms) and the longest gap between animation frames.
 */
const PORT = 4174;
const URLS = [
  'lab=aimd&n=3&policy=rate-proportional&events=100000000',
  'lab=aimd&n=100&policy=largest-rate&events=100000000',
  'lab=aimd&n=2&policy=beatdown&events=100000000',
];

async function waitForServer(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

export async function benchUi(): Promise<void> {
  if (!existsSync('dist/index.html')) {
    console.log('UI bench: building the production bundle first (npx vite build)');
    await new Promise<void>((resolve, reject) => {
      const b = spawn('npx', ['vite', 'build'], { stdio: 'ignore' });
      b.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('vite build failed'))));
    });
  }
  let server: ChildProcess | null = null;
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    server = spawn(
      'npx',
      ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
      { stdio: 'ignore' },
    );
    const base = `http://127.0.0.1:${PORT}/`;
    await waitForServer(base, 30_000);
    console.log('\nUI (production build, headless Chromium, 1280x720)');
    console.log(
      `${'shared URL'.padEnd(58)} ${'first chart'.padStart(12)} ${'longest task'.padStart(13)} ${'longest frame gap'.padStart(18)}`,
    );
    for (const q of URLS) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await page.addInitScript(() => {
        const w = window as unknown as { __longTasks: number[]; __frameGaps: number[] };
        w.__longTasks = [];
        w.__frameGaps = [];
        // Entries arrive asynchronously: keep their start so the window can be cut exactly.
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longTasks.push(e.startTime, e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${base}?${q}`);
      await page.waitForFunction(
        () =>
          (window as unknown as { __aimdLab?: { firstChartAt?: number } }).__aimdLab
            ?.firstChartAt !== undefined,
        null,
        { timeout: 30_000 },
      );
      const firstChart = await page.evaluate(
        () => (window as unknown as { __aimdLab: { firstChartAt: number } }).__aimdLab.firstChartAt,
      );
      // Measure a 10-second live run from here on. (A string: tsx would wrap a closure's named
      // functions in a helper that does not exist in the page.)
      const from = await page.evaluate(`(() => {
        window.__frameGaps = [];
        let last = performance.now();
        const tick = (t) => { window.__frameGaps.push(t - last); last = t; requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
        return last;
      })()`);
      await page.waitForTimeout(10_000);
      const { tasks, gaps } = await page.evaluate(() => {
        const w = window as unknown as { __longTasks: number[]; __frameGaps: number[] };
        return { tasks: w.__longTasks, gaps: w.__frameGaps.slice(1) };
      });
      const inWindow: number[] = [];
      for (let k = 0; k + 1 < tasks.length; k += 2)
        if (tasks[k] >= (from as number)) inWindow.push(tasks[k + 1]);
      const longest = inWindow.length ? `${Math.max(...inWindow).toFixed(0)} ms` : 'none > 50 ms';
      const gap = gaps.length ? `${Math.max(...gaps).toFixed(0)} ms` : 'n/a';
      console.log(
        `${q.padEnd(58)} ${`${firstChart.toFixed(0)} ms`.padStart(12)} ${longest.padStart(13)} ${gap.padStart(18)}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server?.kill();
  }
}
