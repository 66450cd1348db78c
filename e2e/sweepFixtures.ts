import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { SweepTestApi } from '../src/labs/kit/sweep/useSweep';
import { expect } from './fixtures';

export type SweepState = SweepTestApi;

/** The sweep's test handle, `window.__sweepLab` (see src/labs/kit/sweep/useSweep.ts). */
export async function sweepState(page: Page): Promise<SweepState> {
  const s = await page.evaluate(() => (window.__sweepLab ? { ...window.__sweepLab } : null));
  if (s === null) throw new Error('window.__sweepLab is not set: the sweep did not start');
  return s;
}

/** Opens a sweep lab at a query string and waits until its sweep has started. */
export async function openSweep(page: Page, query: string): Promise<void> {
  await page.goto(`./?${query.replace(/^\?/, '')}`);
  const lab = new URLSearchParams(query).get('lab');
  await expect(page.getByTestId(`lab.${lab}`)).toBeVisible();
  await page.waitForFunction((l) => window.__sweepLab?.lab === l, lab);
}

/** Waits until the sweep reports `status` (done, cancelled, running). */
export async function waitForSweep(page: Page, status: SweepState['status']): Promise<void> {
  await page.waitForFunction((s) => window.__sweepLab?.status === s, status, { timeout: 30_000 });
}

/** Waits until the sweep counter reaches `n` (every start bumps it). */
export async function waitForSweepRuns(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => (window.__sweepLab?.runs ?? 0) >= k, n);
}

/** Waits until at least `n` points are done. */
export async function waitForPoints(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => (window.__sweepLab?.done ?? 0) >= k, n, { timeout: 30_000 });
}

const run = promisify(execFile);

/** The command line's CSV for a sweep query: `node --import tsx src/cli/sim.ts "<q>" --format csv`. */
export async function cliCsv(query: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/cli/sim.ts', query, '--format', 'csv'],
    { cwd: process.cwd(), maxBuffer: 1 << 26 },
  );
  return stdout;
}

/** The query of the current URL, without "?". */
export const currentQuery = (page: Page): string => new URL(page.url()).search.replace(/^\?/, '');
