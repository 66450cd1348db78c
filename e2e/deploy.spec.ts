import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LABS } from '../src/labs/registry';
import { blur, ConsoleErrors, expect, test } from './fixtures';
import { chartsCoveredBy } from './chartChecks';

/**
 * The production build as published (docs/deploy.md): a plain static server
 * (e2e/subpathServer.ts) serves dist/ under /courses/tcp/aimd/ (the project's baseURL). Every lab
 * opens there with all its files found under the folder, and after one visit the app works
 * offline: a shared link of another lab opens and runs from the service worker's cache, and a new
 * release waits for the user's Reload.
 */

const SERVER = `http://127.0.0.1:${4179 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;
const BASE = '/courses/tcp/aimd/';
const DIST = process.env.AIMD_DEPLOY_DIR ?? 'dist';

/** The test switches of e2e/subpathServer.ts: a network that is down, a new service worker. */
async function server(state: { offline?: boolean; sw?: number }): Promise<void> {
  const q = new URLSearchParams();
  if (state.offline !== undefined) q.set('offline', state.offline ? '1' : '0');
  if (state.sw !== undefined) q.set('sw', String(state.sw));
  const res = await fetch(`${SERVER}/__test/state?${q}`);
  if (!res.ok) throw new Error(`test server: ${res.status}`);
}

// One test at a time, in this order: they share the server's switches.
test.describe.configure({ mode: 'default' });

test.beforeEach(() => server({ offline: false, sw: 0 }));
test.afterEach(() => server({ offline: false, sw: 0 }));

/**
 * Every request the page makes, those that failed or got an error status, and those the browser
 * abandoned: a file still loading when the next lab replaces the page (a KaTeX font a formula asked
 * for late) is cancelled with net::ERR_ABORTED, which says nothing about the file itself, so those
 * are fetched again at the end instead.
 */
function watchRequests(page: Page): { urls: string[]; failed: string[]; aborted: string[] } {
  const seen = { urls: [] as string[], failed: [] as string[], aborted: [] as string[] };
  page.on('request', (r) => seen.urls.push(r.url()));
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText;
    if (error === 'net::ERR_ABORTED') seen.aborted.push(r.url());
    else seen.failed.push(`${r.url()}: ${error}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) seen.failed.push(`${r.url()}: HTTP ${r.status()}`);
  });
  return seen;
}

/** Waits until the service worker is active (the precache is complete) and returns its scope. */
async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

test('every lab opens under a sub-path, with every file found in its folder', async ({ page }) => {
  const requests = watchRequests(page);
  for (const lab of LABS) {
    await page.goto(`./?lab=${lab.id}`);
    await expect(page.getByTestId(`lab.${lab.id}`)).toBeVisible();
    await expect(page.locator('.topbar .lab-title')).toHaveText(lab.title);
    // KaTeX's fonts (url()s in a lazy chunk's CSS) load before the next lab replaces the page.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((f) => `${f.family}: ${f.status}`);
    });
    expect(fonts.filter((f) => f.endsWith(': error'))).toEqual([]);
  }
  // The manifest and the service worker resolve to the folder too.
  expect(await serviceWorkerReady(page)).toBe(`${SERVER}${BASE}`);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '';
    const m = (await (await fetch(href)).json()) as { start_url: string; scope: string };
    return { href, start: new URL(m.start_url, href).href, scope: new URL(m.scope, href).href };
  });
  expect(manifest).toEqual({
    href: `${SERVER}${BASE}manifest.webmanifest`,
    start: `${SERVER}${BASE}`,
    scope: `${SERVER}${BASE}`,
  });
  expect(requests.failed).toEqual([]);
  for (const url of new Set(requests.aborted)) {
    expect(url.startsWith(SERVER + BASE), `${url} is in the folder`).toBe(true);
    expect((await fetch(url)).status, `${url}, fetched again`).toBe(200);
  }
  const outside = requests.urls.filter((u) => u.startsWith(SERVER) && !u.startsWith(SERVER + BASE));
  expect(outside, 'requests outside the folder').toEqual([]);
});

test('after one visit, a shared link of another lab opens and runs offline', async ({
  page,
  context,
}) => {
  await page.goto('./?lab=aimd&n=3');
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
  await serviceWorkerReady(page);
  await expect(page.getByTestId('offline.ready')).toBeVisible();
  await expect(page.getByTestId('offline.ready')).toContainText('Ready to work offline');
  // the class sees it on the first visit: it must not hide the axes of any chart, on the
  // page nor on the projector (where the controls column, which it used to cover, is gone)
  await expect(page.locator('figure[data-empty]').first()).toBeVisible();
  expect(await chartsCoveredBy(page, '[data-testid="offline.ready"]')).toEqual([]);
  await blur(page);
  await page.keyboard.press('p');
  await expect(page.getByTestId('shell')).toHaveClass(/present/);
  expect(await chartsCoveredBy(page, '[data-testid="offline.ready"]')).toEqual([]);

  // Everything the build emitted is in the cache after this first visit, the labs that were not
  // opened and the workers included (source maps and KaTeX's woff/ttf fallbacks aside).
  const emitted = readdirSync(join(DIST, 'assets'))
    .filter((f) => /\.(js|css|woff2)$/.test(f))
    .map((f) => `${SERVER}${BASE}assets/${f}`);
  expect(emitted.some((u) => u.includes('.worker-'))).toBe(true);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) urls.push(r.url.split('?')[0]);
    return urls;
  });
  expect(
    emitted.filter((u) => !cached.includes(u)),
    'emitted but not precached',
  ).toEqual([]);
  await page.getByTestId('offline.dismiss').click();
  await expect(page.getByTestId('offline.ready')).toHaveCount(0);

  // The network is gone (the browser's emulation, and the server drops every connection).
  await context.setOffline(true);
  await server({ offline: true });
  const requests = watchRequests(page);
  await page.goto('./?lab=mptcp&net=two-links');
  await expect(page.getByTestId('lab.mptcp')).toBeVisible();
  // It runs: the fluid model's worker integrates and the trajectories are drawn.
  await page.waitForFunction(() => (window.__mptcpLab?.samples ?? 0) > 20, null, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('chart.rates.canvas')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(requests.failed).toEqual([]);
  await context.setOffline(false);
});

test('a new release asks for a reload, in the app and in an embedded lab', async ({
  page,
  context,
}) => {
  // First visit in embed mode: the app is cached, without the offline notice.
  await page.goto('./?lab=aimd&n=3&embed=1');
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
  await serviceWorkerReady(page);
  await expect(page.getByTestId('offline.ready')).toHaveCount(0);

  // Two pages under the worker: the app, and an embedded lab.
  await page.goto('./?lab=aimd&n=3');
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
  const embedded = await context.newPage();
  const embeddedErrors = new ConsoleErrors(embedded);
  await embedded.goto('./?lab=mptcp&embed=1');
  await expect(embedded.getByTestId('lab.mptcp')).toBeVisible();
  for (const p of [page, embedded])
    expect(await p.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A new release on the server: the browser finds it, installs it, and it waits.
  await server({ sw: 1 });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect(page.getByTestId('update.prompt')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('update.prompt')).toContainText('A new version is available');
  await expect(embedded.getByTestId('update.prompt')).toBeVisible();
  expect(await embedded.locator('.sw-toasts').getAttribute('class')).toContain('embed');

  // Reload: the waiting worker takes over and both pages reload on the same scenario.
  const reloads = [page, embedded].map((p) => p.waitForEvent('load'));
  await page.getByTestId('update.reload').click();
  await Promise.all(reloads);
  for (const p of [page, embedded]) {
    await expect(p.getByTestId('update.prompt')).toHaveCount(0);
    const navigation = await p.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(navigation).toBe('reload');
  }
  expect(new URL(page.url()).search).toBe('?lab=aimd&n=3');
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
  expect(
    await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(r?.waiting),
        controlled: navigator.serviceWorker.controller !== null,
      };
    }),
  ).toEqual({ waiting: false, controlled: true });
  await embedded.close();
  expect(embeddedErrors.problems(), 'console errors of the embedded lab').toEqual([]);
});
