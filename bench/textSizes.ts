import type { Browser } from '@playwright/test';
import { chartTextSizes, type ChartTextSizes } from '../e2e/chartChecks';
import { LABS } from '../src/labs/registry';

/**
 * Chart text as a class sees it: every lab's default link on the production build at 1920x1080
 * and at 1280x720, at the desk and presenting (`present=1`): the smallest font size, in CSS px,
 * of each kind of chart text (tick labels, axis titles, legend entries, labels on lines) and of
 * any. e2e/labs.spec.ts holds presenting to at least 1.5 times the desk and 20 px at 1920x1080;
 * this table gives the numbers.
 */
const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];
const KINDS: (keyof ChartTextSizes)[] = ['tick', 'axisTitle', 'legend', 'label', 'all'];

const px = (v: number): string => (Number.isFinite(v) ? String(+v.toFixed(1)) : '-');

export async function benchTextSizes(browser: Browser, base: string): Promise<void> {
  console.log(
    '\nChart text, smallest font size in CSS px (tick / axis title / legend / label on a line / any): ' +
      'desk -> presenting, each lab default link',
  );
  for (const screen of SCREENS) {
    console.log(`at ${screen.width}x${screen.height}`);
    for (const lab of LABS) {
      const sizes: ChartTextSizes[] = [];
      for (const present of [false, true]) {
        const context = await browser.newContext({ viewport: screen, serviceWorkers: 'block' });
        const page = await context.newPage();
        // chartTextSizes is the e2e's function: tsx (unlike Playwright's loader) wraps its inner
        // named arrows in a __name helper, which the page needs too
        await page.addInitScript('window.__name = (f) => f');
        await page.goto(`${base}?lab=${lab.id}${present ? '&present=1' : ''}`);
        await page
          .waitForSelector('figure[data-empty="false"]', { timeout: 30_000 })
          .catch(() => undefined);
        sizes.push(await chartTextSizes(page));
        await context.close();
      }
      const cells = KINDS.map((k) => `${px(sizes[0][k])}->${px(sizes[1][k])}`.padStart(11));
      console.log(`  lab=${lab.id.padEnd(13)} ${cells.join(' ')}`);
    }
  }
}
