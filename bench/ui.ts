import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/browser';
import { SCREENS } from '../e2e/screens';
import { LABS } from '../src/labs/registry';
import { benchHeadlines } from './headline';
import { benchTextSizes } from './textSizes';
import { benchTraceBrowser } from './traceBrowser';

/**
 * UI numbers on the production build, in headless Chromium:
 *  - time from navigation to the first drawn chart, opening a shared URL;
 *  - during the 10 seconds after it (a live run, a sweep filling in, a fluid trajectory playing):
 *    the longest main-thread task (PerformanceObserver 'longtask', which reports tasks over 50 ms)
 *    and the longest gap between animation frames;
 *  - every lab's default link (?lab=<id>) at the screens of e2e/labs.spec.ts: the time from
 *    navigation to the first frame in which every chart has data. The aim is two seconds; the
 *    end-to-end round checks that the data comes, this table says how soon;
 *  - every lab's default and try-this links: the time to the headline (bench/headline.ts);
 *  - every lab's chart text at the desk and presenting (bench/textSizes.ts).
 */
// E2E_PORT_OFFSET moves it too, so that two checkouts can run the bench at once
const PORT = 4174 + Number(process.env.E2E_PORT_OFFSET ?? 0);

/** A shared URL, and (page code, as text) the time its first chart was drawn, or false. */
interface Case {
  query: string;
  firstChart: string;
}
const aimd = (query: string): Case => ({
  query,
  firstChart: 'window.__aimdLab?.firstChartAt ?? false',
});
function anyLab(query: string): Case {
  return {
    query,
    firstChart:
      'document.querySelector(\'[data-empty="false"]\') !== null && document.querySelector(\'[data-empty="true"]\') === null && performance.now()',
  };
}
// Sweeps and the fluid run have no marker of their own: the first animation frame after the
// first point (or trajectory sample) arrived is when it is drawn.
const CASES: Case[] = [
  aimd('lab=aimd&n=3&policy=rate-proportional&events=100000000'),
  aimd('lab=aimd&n=100&policy=largest-rate&events=100000000'),
  // N = 10,000 flows: the per-flow bars are one path per colour, merged per pixel column
  aimd('lab=aimd&n=10000&policy=rate-proportional&events=100000000'),
  aimd('lab=aimd&n=2&policy=beatdown&events=100000000'),
  { query: 'lab=sockets', firstChart: '(window.__sweepLab?.done ?? 0) > 0 && performance.now()' },
  {
    query: 'lab=insensitivity',
    firstChart: '(window.__sweepLab?.done ?? 0) > 0 && performance.now()',
  },
  {
    query: 'lab=mptcp&net=responsiveness',
    firstChart: '(window.__mptcpLab?.samples ?? 0) > 0 && performance.now()',
  },
  // The other labs: the first frame in which every chart of the page has data (data-empty).
  anyLab('lab=dumbbell'),
  anyLab('lab=dumbbell&sweep=n:1..10&reps=1&t=120&warmup=30'),
  anyLab('lab=buffer&q=50&sweep=n:1,2,4,8,16,32,50'),
  anyLab('lab=illinois&view=smm'),
  anyLab('lab=multcp&view=fairness'),
  anyLab('lab=illinois&view=buffers'),
  anyLab('lab=mptcp&level=packet&net=two-links&alg=balia'),
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

const URL_WIDTH = Math.max(...CASES.map((c) => c.query.length));

/** The aim for a lab's default link: data on every chart within this many milliseconds. */
const DATA_AIM_MS = 2000;

/**
 * Every lab's default link at each screen of e2e/labs.spec.ts, each in a new context (a first
 * visit): milliseconds from navigation to the first frame with data on every chart.
 */
export async function benchLabsData(browser: Browser, base: string): Promise<void> {
  const marker = anyLab('').firstChart;
  const sizes = SCREENS.map((s) => `${s.width}x${s.height}`);
  const width = Math.max(...LABS.map((l) => `lab=${l.id}`.length), 'default link'.length);
  console.log(
    `\nEvery lab's default link: time to data on every chart (aim: ${DATA_AIM_MS / 1000} s; * over it)`,
  );
  console.log(`${'default link'.padEnd(width)} ${sizes.map((s) => s.padStart(11)).join(' ')}`);
  for (const lab of LABS) {
    const cells: string[] = [];
    for (const viewport of SCREENS) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${base}?lab=${lab.id}`);
      const handle = await page.waitForFunction(marker, null, { timeout: 30_000, polling: 'raf' });
      const ms = (await handle.jsonValue()) as number;
      cells.push(`${ms.toFixed(0)} ms${ms > DATA_AIM_MS ? '*' : ' '}`.padStart(11));
      await context.close();
    }
    console.log(`${`lab=${lab.id}`.padEnd(width)} ${cells.join(' ')}`);
  }
}

/**
 * Runs `measure` against the production build served by vite preview in headless Chromium
 * (building it first when dist/ is missing), then stops both.
 */
async function withPreview(measure: (browser: Browser, base: string) => Promise<void>) {
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
    // its own process group, so that the kill below reaches vite and not only npx
    server = spawn(
      'npx',
      ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
      { stdio: 'ignore', detached: true },
    );
    const base = `http://127.0.0.1:${PORT}/`;
    await waitForServer(base, 30_000);
    await measure(browser, base);
  } finally {
    await browser.close();
    if (server?.pid !== undefined) process.kill(-server.pid);
  }
}

/** Only the headline's times (`npm run bench -- --headline-only`). */
export const benchHeadlinesOnly = (): Promise<void> => withPreview(benchHeadlines);

/** Only the chart text sizes (`npm run bench -- --text-only`). */
export const benchTextSizesOnly = (): Promise<void> => withPreview(benchTextSizes);

/** Only the big capture in the Traces lab (`npm run bench -- --trace-only`). */
export const benchTraceOnly = (): Promise<void> => withPreview(benchTraceBrowser);

export const benchUi = (): Promise<void> =>
  withPreview(async (browser, base) => {
    await benchSharedUrls(browser, base);
    await benchLabsData(browser, base);
    await benchHeadlines(browser, base);
    await benchTextSizes(browser, base);
    await benchTraceBrowser(browser, base);
  });

async function benchSharedUrls(browser: Browser, base: string): Promise<void> {
  console.log('\nUI (production build, headless Chromium, 1280x720)');
  console.log(
    `${''.padEnd(URL_WIDTH)} ${''.padStart(11)} ${'longest task'.padStart(13)} ${'longest task'.padStart(13)} ${'longest'.padStart(10)}`,
  );
  console.log(
    `${'shared URL'.padEnd(URL_WIDTH)} ${'first chart'.padStart(11)} ${'loading'.padStart(13)} ${'next 10 s'.padStart(13)} ${'frame gap'.padStart(10)}`,
  );
  for (const { query: q, firstChart: marker } of CASES) {
    // (service workers blocked: their precache of every chunk would load the first visit)
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
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
    // (A string: tsx would wrap a closure's named functions in a helper the page does not have.)
    const handle = await page.waitForFunction(marker, null, { timeout: 30_000, polling: 'raf' });
    const firstChart = (await handle.jsonValue()) as number;
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
    // Loading (script evaluation, the first render) is reported apart from the run itself.
    const loading: number[] = [];
    const inWindow: number[] = [];
    for (let k = 0; k + 1 < tasks.length; k += 2)
      (tasks[k] >= (from as number) ? inWindow : loading).push(tasks[k + 1]);
    const worst = (d: number[]) => (d.length ? `${Math.max(...d).toFixed(0)} ms` : 'none > 50 ms');
    const gap = gaps.length ? `${Math.max(...gaps).toFixed(0)} ms` : 'n/a';
    console.log(
      `${q.padEnd(URL_WIDTH)} ${`${firstChart.toFixed(0)} ms`.padStart(11)} ${worst(loading).padStart(13)} ${worst(inWindow).padStart(13)} ${gap.padStart(10)}`,
    );
    await context.close();
  }
}
