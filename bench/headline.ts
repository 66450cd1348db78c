import type { Browser } from '@playwright/test';
import { LABS } from '../src/labs/registry';

/**
 * Every lab's default link and each of its "try this" links on the production build, each in a
 * new context (a first visit) at 1280x720: milliseconds from navigation to the first frame in
 * which the element marked data-headline shows a figure (a number, or what stands for one: "not
 * reached up to N = 4"), and to the frame in which it is final (what `npm run sim` prints for the
 * link). The page records both at every animation frame, so that the two times are read alike.
 * The aim is three seconds.
 */
const AIM_MS = 3000;
/** How long a link is waited for: a figure still to come is reported as such. */
const WAIT_MS = 30_000;

// (Strings: tsx would wrap a closure's named functions in a helper the page does not have.)
const RECORDER = `(() => {
  const at = { first: null, final: null };
  window.__headlineAt = at;
  const look = () => {
    const now = performance.now();
    const e = document.querySelector('[data-headline]');
    if (e !== null && at.first === null) at.first = now;
    if (e !== null && e.getAttribute('data-headline-state') === 'final') at.final = now;
    if (at.final === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

interface Times {
  first: number | null;
  final: number | null;
}

const ms = (v: number | null): string =>
  v === null ? `> ${WAIT_MS / 1000} s` : `${v.toFixed(0)} ms`;

export async function benchHeadlines(browser: Browser, base: string): Promise<void> {
  console.log(
    `\nThe headline: time to it from opening each default and try-this link (aim: ${AIM_MS / 1000} s; * over it). ` +
      'One row per lab: the link (default, or its try-this id), the time to the final figure, and to a first, provisional one where that came earlier.',
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
      await page.addInitScript(RECORDER);
      await page.goto(`${base}?${link.query}`);
      const read = 'window.__headlineAt';
      await page
        .waitForFunction(`${read}.final !== null`, null, { timeout: WAIT_MS })
        .catch(() => undefined); // still provisional (or nothing) after WAIT_MS: said below
      const { first, final } = (await page.evaluate(read)) as Times;
      const late = final === null || final > AIM_MS ? '*' : '';
      const earlier = first !== null && first !== final ? ` (first ${ms(first)})` : '';
      cells.push(`${link.id} ${ms(final)}${late}${earlier}`);
      await context.close();
    }
    console.log(`lab=${lab.id.padEnd(13)} ${cells.join(' | ')}`);
  }
}
