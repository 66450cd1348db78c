import { readFile } from 'node:fs/promises';
import { test as base, expect, type Download, type Locator, type Page } from '@playwright/test';
import type { AimdTestApi } from '../src/labs/families/aimd/useAimdRun';

export { expect };
export type LabState = AimdTestApi;

/**
 * Every console error and uncaught page error of a test (the worker's console included: Playwright
 * reports a dedicated worker's messages on its page). The test fails at its end unless the list is
 * empty; an error a test expects must be declared with `allow`, with the reason.
 */
export class ConsoleErrors {
  readonly errors: string[] = [];
  private readonly allowed: { pattern: RegExp; why: string; seen: number }[] = [];

  constructor(page: Page) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`console: ${m.text()} (${m.location().url})`);
    });
    page.on('pageerror', (e) => this.errors.push(`pageerror: ${e.stack ?? e.message}`));
    page.on('crash', () => this.errors.push('the page crashed'));
  }

  /** Declares an error the test expects; `why` is required so that nothing is ignored silently. */
  allow(pattern: RegExp, why: string): void {
    if (why.trim() === '') throw new Error('say why the error is expected');
    this.allowed.push({ pattern, why, seen: 0 });
  }

  /** The errors nobody expected, and the expected ones that never came (a stale expectation). */
  problems(): string[] {
    const unexpected = this.errors.filter((e) => {
      const a = this.allowed.find((x) => x.pattern.test(e));
      if (a) a.seen++;
      return !a;
    });
    const missing = this.allowed
      .filter((a) => a.seen === 0)
      .map((a) => `expected but not seen: ${a.pattern} (${a.why})`);
    return [...unexpected, ...missing];
  }
}

/**
 * The cores a page sees (navigator.hardwareConcurrency), which size its sweep pools. Two tests run
 * side by side on a two-core machine: pages that each took every core would put four simulation
 * workers on two cores, and the suite spent about a fifth of its time in that contention. A page
 * sees one core unless its test asks for more with `test.use({ cores: null })` (the machine's own);
 * the tests of a sweep's CSV against the command line's and of compare mode's halved pools do.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors; cores: number | null }>({
  cores: [1, { option: true }],
  page: async ({ page, cores }, use) => {
    if (cores !== null)
      await page.addInitScript(
        (n) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n }),
        cores,
      );
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const collector = new ConsoleErrors(page);
      await use(collector);
      expect(collector.problems(), 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The lab's test handle, `window.__aimdLab` (see src/labs/families/aimd/useAimdRun.ts). */
export async function labState(page: Page): Promise<LabState> {
  const s = await page.evaluate(() => (window.__aimdLab ? { ...window.__aimdLab } : null));
  if (s === null) throw new Error('window.__aimdLab is not set: the lab did not start');
  return s;
}

/** Opens the app at a query string ("lab=aimd&n=3", "?lab=aimd" or "") and waits for a run. */
export async function openLab(page: Page, query = 'lab=aimd'): Promise<void> {
  const q = query.replace(/^\?/, '');
  await page.goto(q === '' ? './' : `./?${q}`);
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
  await page.waitForFunction(() => window.__aimdLab !== undefined);
}

/** Waits until the current run has done at least `n` events. */
export async function waitForEvents(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => (window.__aimdLab?.eventsDone ?? 0) >= k, n);
}

/** Waits until the run counter reaches `n` (a restart bumps it). */
export async function waitForRuns(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => (window.__aimdLab?.runs ?? 0) >= k, n);
}

/** Waits until the run reports `status`. */
export async function waitForStatus(page: Page, status: LabState['status']): Promise<void> {
  await page.waitForFunction((s) => window.__aimdLab?.status === s, status);
}

/** The URL's query string, without "?". */
export function search(page: Page): string {
  return new URL(page.url()).search.replace(/^\?/, '');
}

/** The query parameters of the current URL as a plain object. */
export function params(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Moves the speed slider to its end: 'max', as fast as the worker goes. */
export async function setMaxSpeed(page: Page): Promise<void> {
  const slider = page.getByTestId('run.speed');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('run.speed.label')).toHaveText('max');
  await blur(page);
}

/** Takes the focus off any control, so that key presses reach the lab's shortcuts. */
export async function blur(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** A number shown in a readout, or NaN. */
export async function numberIn(locator: Locator): Promise<number> {
  return Number((await locator.textContent())?.trim());
}

/** Clicks `button` and returns the download it starts, with its content. */
export async function downloadOf(
  page: Page,
  button: Locator,
): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const failure = await download.failure();
  if (failure !== null) throw new Error(`download failed: ${failure}`);
  const body = await readFile(await download.path());
  return { download, body };
}

/**
 * A link's query on short runs (40 s, 10 s of warm-up, one replication; `warmup` names the lab's
 * warm-up parameter): the page, its view and its charts as the link opens them, for a fraction of
 * the simulation. The links' own numbers are their try-this claims' (tests/labs/<lab>/tryThis).
 */
export function shortRuns(query: string, warmup: 'warmup' | 'twarm'): string {
  const q = new URLSearchParams(query);
  q.set('t', '40');
  q.set(warmup, '10');
  q.set('reps', '1');
  return q.toString();
}
