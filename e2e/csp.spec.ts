import { violations, watchViolations } from './cspWatch';
import { expect, test } from './fixtures';

/**
 * The built app's Content-Security-Policy (vite.config.ts: only the app's own scripts and
 * workers, no inline script, no eval): the built page carries it before any script, and enforces
 * it. That every lab works under it as a class uses it (its data, its theory in KaTeX, a chart's
 * PNG drawn from its SVG and its CSV as a blob: download, presentation mode) is checked in the
 * labs round (e2e/labs.spec.ts), which does all of that to every lab anyway, with these watchers.
 * A violation is a `securitypolicyviolation` event (recorded from the first script on), and
 * Chromium also reports it as a console error, which the fixture fails on.
 */

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
