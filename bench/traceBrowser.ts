import { existsSync, statSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { writeSyntheticCapture } from './syntheticPcap';

/**
 * A big capture opened in the Traces lab, as a user opens their own: the file picker, the read
 * streamed in the worker with its progress bar, the page drawn at the end. Printed: the read's
 * time and rate, the progress reports the page showed, the page's longest main-thread task
 * (PerformanceObserver 'longtask': tasks over 50 ms) while the file streams and while the result
 * is drawn (its charts, tables and fit panel laid out and composited), and the longest gap between
 * animation frames from the pick to the drawn charts. The capture is synthetic (syntheticPcap.ts), made once in
 * the system's temporary folder; TRACE_BENCH_MB sets its size (1000 by default).
 */
export async function benchTraceBrowser(browser: Browser, base: string): Promise<void> {
  const mb = Number(process.env.TRACE_BENCH_MB ?? 1000);
  console.log(
    `\nA ${mb} MB capture opened in the Traces lab (production build, headless Chromium)`,
  );
  console.log(
    `${''.padEnd(34)} ${''.padStart(8)} ${''.padStart(6)} ${''.padStart(9)} ${'longest task'.padStart(13)} ${'longest task'.padStart(13)} ${'longest'.padStart(10)}`,
  );
  console.log(
    `${'capture'.padEnd(34)} ${'read'.padStart(8)} ${'MB/s'.padStart(6)} ${'progress'.padStart(9)} ${'streaming'.padStart(13)} ${'drawing'.padStart(13)} ${'frame gap'.padStart(10)}`,
  );
  for (const snap of [65535, 96]) {
    const path = `${process.env.TMPDIR ?? '/tmp'}/aimd-trace-bench-${mb}mb-snap${snap}.pcap`;
    if (!existsSync(path) || statSync(path).size < mb * 1e6)
      writeSyntheticCapture(path, mb * 1e6, snap);
    const size = statSync(path).size;
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.startTime, e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}?lab=trace`);
    await page.getByTestId('trace.summary').waitFor({ timeout: 60_000 });
    // from here on: frame gaps, progress texts, and the tasks that start after this point
    const from = (await page.evaluate(`(() => {
      window.__frameGaps = [];
      window.__progress = new Set();
      window.__readEnd = Infinity;
      let last = performance.now();
      const tick = (t) => {
        window.__frameGaps.push(t - last);
        last = t;
        const p = document.querySelector('[data-testid="trace.reading"]');
        if (p) window.__progress.add(p.textContent);
        // the first frame without the progress bar after it showed: the read is over
        else if (window.__progress.size > 0 && window.__readEnd === Infinity) window.__readEnd = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      return last;
    })()`)) as number;
    const t0 = Date.now();
    await page.getByTestId('trace.file').setInputFiles(path);
    const name = path.split('/').pop() as string;
    await page
      .getByTestId('trace.summary')
      .filter({ hasText: name })
      .waitFor({ timeout: 15 * 60_000 });
    await page.getByTestId('chart.trace.cwnd.frame').waitFor();
    await page.waitForTimeout(500);
    const seconds = (Date.now() - t0) / 1000;
    const { tasks, gaps, progress, readEnd } = (await page.evaluate(`(() => ({
      tasks: window.__longTasks,
      gaps: window.__frameGaps.slice(1),
      progress: window.__progress.size,
      readEnd: window.__readEnd,
    }))()`)) as { tasks: number[]; gaps: number[]; progress: number; readEnd: number };
    // tasks while the file streams (the worker reading, the page showing progress), and those
    // of drawing the result (the charts, the tables, the fit panel laid out and composited)
    const reading: number[] = [];
    const drawing: number[] = [];
    for (let k = 0; k + 1 < tasks.length; k += 2)
      if (tasks[k] >= from) (tasks[k] < readEnd ? reading : drawing).push(tasks[k + 1]);
    const worst = (d: number[]) => (d.length ? `${Math.max(...d).toFixed(0)} ms` : 'none > 50 ms');
    const gap = gaps.length ? `${Math.max(...gaps).toFixed(0)} ms` : 'n/a';
    const label = `${(size / 1e6).toFixed(0)} MB, ${snap === 96 ? 'headers only (snap 96)' : 'full packets'}`;
    console.log(
      `${label.padEnd(34)} ${`${seconds.toFixed(1)} s`.padStart(8)} ${(size / 1e6 / seconds).toFixed(0).padStart(6)} ${String(progress).padStart(9)} ${worst(reading).padStart(13)} ${worst(drawing).padStart(13)} ${gap.padStart(10)}`,
    );
    await context.close();
  }
}
