import type { Page } from '@playwright/test';
import { LABS } from '../src/labs/registry';
import { blur, expect, test } from './fixtures';

/**
 * The built app's Content-Security-Policy (vite.config.ts: only the app's own scripts and
 * workers, no inline script, no eval) holds every lab as a class uses it: each lab opens at its
 * default link, draws its data and its theory (KaTeX), exports a chart as PNG (an image drawn from
 * the chart's SVG) and its CSV (a blob: download), and switches to presentation mode, without one
 * violation. A violation is a `securitypolicyviolation` event (recorded from the first script
 * on), and Chromium also reports it as a console error, which the fixture fails on.
 */

declare global {
  interface Window {
    __csp?: string[];
  }
}

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp!.push(
        `${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => window.__csp ?? ['not watched']);

test('the built page carries the policy, before any script', async ({ page, consoleErrors }) => {
  await watchViolations(page);
  await page.goto('./?lab=trace');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  const first = await page.evaluate(() =>
    [...document.head.children].findIndex((e) => e.matches('script, link[rel="stylesheet"]')),
  );
  const meta = await page.evaluate(() =>
    [...document.head.children].findIndex((e) => e.matches('meta[http-equiv]')),
  );
  expect(meta).toBeLessThan(first);
  // and it is enforced: an inline script does not run
  consoleErrors.allow(
    /inline script violates the following Content Security Policy/,
    'the test injects one on purpose',
  );
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.appendChild(s);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
});

for (const lab of LABS) {
  test(`${lab.title} (?lab=${lab.id}) runs under the policy: data, theory, exports, presenting`, async ({
    page,
  }) => {
    await watchViolations(page);
    await page.goto(`./?lab=${lab.id}`);
    await expect(page.getByTestId(`lab.${lab.id}`)).toBeVisible();
    await expect(page.locator('[data-empty]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: 30_000 });
    // the theory panel (KaTeX: its fonts, and its layout in style attributes) has come
    await expect(page.getByText('Loading the theory…')).toHaveCount(0, { timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const png = page.locator('[data-testid$=".export.png"]').first();
    const [image] = await Promise.all([page.waitForEvent('download'), png.click()]);
    expect(await image.failure()).toBeNull();
    const csv = page.locator('[data-testid$=".export.csv"]:enabled').first();
    const [data] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(await data.failure()).toBeNull();
    await blur(page);
    await page.keyboard.press('p');
    await expect(page.getByTestId('shell')).toHaveClass(/present/);
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
  });
}
