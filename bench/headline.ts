import type { Browser } from '@playwright/test';
import { LABS } from '../src/labs/registry';

/**
 * Every lab's default link and each of its "try this" links on the production build, each in a
 * new context (a first visit) at 1280x720: milliseconds from navigation to the first frame with
 * a finite number in the element marked data-headline, and to its final figure (what `npm run
 * sim` prints for the link; the same when the first one is final). The aim is three seconds.
 */
const AIM_MS = 3000;
/** How long a link is waited for: a figure still to come is reported as such. */
const WAIT_MS = 30_000;

// (Strings: tsx would wrap a closure's named functions in a helper the page does not have.)
const FIRST = `(() => {
  const e = document.querySelector('[data-headline]');
  return e !== null && Number.isFinite(parseFloat(e.textContent ?? '')) && performance.now();
})()`;
const FINAL = `document.querySelector('[data-headline][data-headline-state="final"]') !== null && performance.now()`;

const ms = (v: number | null): string =>
  v === null ? `> ${WAIT_MS / 1000} s` : `${v.toFixed(0)} ms`;

export async function benchHeadlines(browser: Browser, base: string): Promise<void> {
  console.log(
    `\nThe headline: time to it from opening each default and try-this link (aim: ${AIM_MS / 1000} s; * over it). ` +
      'One row per lab: link (its try-this id), time to the final figure, and to a first, provisional one where it came earlier.',
  );
  for (const lab of LABS) {
    const links = [
      { id: 'default', query: `lab=${lab.id}` },
      ...lab.tryThis.filter((t) => t.query !== `lab=${lab.id}`),
    ];
    const cells: string[] = [];
    for (const link of links) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 720 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(`${base}?${link.query}`);
      const wait = async (marker: string, timeout: number): Promise<number | null> => {
        try {
          const h = await page.waitForFunction(marker, null, { timeout, polling: 'raf' });
          return (await h.jsonValue()) as number;
        } catch {
          return null;
        }
      };
      const first = await wait(FIRST, WAIT_MS);
      const final = first === null ? null : await wait(FINAL, Math.max(1, WAIT_MS - first));
      const late = final === null || final > AIM_MS ? '*' : '';
      const earlier =
        first !== null && (final === null || first < final - 50) ? ` (first ${ms(first)})` : '';
      cells.push(`${link.id} ${ms(final)}${late}${earlier}`);
      await context.close();
    }
    console.log(`lab=${lab.id.padEnd(13)} ${cells.join(' | ')}`);
  }
}
