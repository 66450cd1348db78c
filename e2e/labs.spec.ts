import { LABS } from '../src/labs/registry';
import {
  chartTextSizes,
  expectReadableCharts,
  mainChartBox,
  type ChartTextSizes,
} from './chartChecks';
import { violations, watchViolations } from './cspWatch';
import { blur, expect, test } from './fixtures';
import { SCREENS } from './screens';
import type { Page } from '@playwright/test';

/**
 * Every lab of the registry, as a lecturer meets it: opened from its default link on the usual
 * projector and laptop screens, it shows its headline (data-headline) as a number and data on
 * every chart, its controls stay inside their panel, and its charts are readable (no title or
 * label cut off or written over the data, a legend that names what is drawn); in presentation
 * mode its chart text is 1.5 times larger and at least 20 px, its main chart whole on a 1280x720
 * screen, with the controls a lecturer changes at hand. And every "try this" link opens with
 * charts and no NaN (here, or in the lab's own spec: TRY_THIS_ELSEWHERE). A new lab in
 * src/labs/registry.ts is in this round without a line here.
 * How long the data takes to come (the aim is two seconds) is a number of `npm run bench`
 * (bench/ui.ts, at the same screens), not a test: on a shared machine a stopwatch says more about
 * the machine than about the lab.
 */

/** A wait for the charts' data, not a claim about speed (see above). */
const DATA_TIMEOUT = 30_000;

/**
 * Labs whose own spec opens every try-this link (at its link, or from its button in the page) with
 * the same checks (no notice, data on every chart, no NaN, readable charts) and more: the round does
 * not open them a second time.
 */
const TRY_THIS_ELSEWHERE: Record<string, string> = {
  aimd: 'e2e/aimd.presets.spec.ts',
  multcp: 'e2e/multcp.spec.ts',
  dumbbell: 'e2e/dumbbell.spec.ts',
  illinois: 'e2e/illinois.spec.ts',
  trace: 'e2e/trace.spec.ts',
};

/** Controls (inputs, selects, buttons) that stick out of the controls panel, as descriptions. */
async function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const panel of document.querySelectorAll<HTMLElement>('[data-testid="controls"]')) {
      if (panel.offsetParent === null) continue; // hidden (presentation, embed)
      const box = panel.getBoundingClientRect();
      for (const el of panel.querySelectorAll<HTMLElement>('input, select, button, textarea')) {
        if (el.offsetParent === null) continue; // inside a closed <details>
        const r = el.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1)
          out.push(`${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? el.id}`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return out;
  });
}

/** What each chart of the page must be at every screen, in either mode. */
/** The projector's rule: chart text 1.5 times its desktop size, and at least 20 CSS px. */
const PRESENT_FACTOR = 1.5;
const PRESENT_MIN_PX = 20;

async function expectPresentationText(page: Page, desktop: ChartTextSizes): Promise<void> {
  const sizes = await chartTextSizes(page);
  test.info().annotations.push({
    type: 'chart text, smallest px (desktop -> presentation, 1920x1080)',
    description: (Object.keys(sizes) as (keyof ChartTextSizes)[])
      .map((k) => `${k} ${desktop[k]} -> ${sizes[k]}`)
      .join(', '),
  });
  expect(sizes.all).toBeGreaterThanOrEqual(PRESENT_MIN_PX);
  for (const k of Object.keys(sizes) as (keyof ChartTextSizes)[])
    if (Number.isFinite(desktop[k]))
      expect(sizes[k], `${k} text`).toBeGreaterThanOrEqual(PRESENT_FACTOR * desktop[k] - 0.01);
}

/**
 * The scenario's controls at hand in presentation mode: fields, menus and view tabs outside the
 * tucked-away controls panel and the run bar (which is always there).
 */
async function presentControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const all = document.querySelectorAll<HTMLElement>(
      'main input:not([type="range"]), main select, main [role="tab"], main button[aria-pressed]',
    );
    return [...all].filter(
      (el) =>
        el.offsetParent !== null &&
        !el.closest('[data-testid="controls"]') &&
        !el.closest('[data-testid="runbar"]'),
    ).length;
  });
}

for (const lab of LABS) {
  const sizes = SCREENS.map((s) => `${s.width}x${s.height}`).join(', ');
  test(`${lab.title} (?lab=${lab.id}) at ${sizes}, then presenting: data on every chart, readable charts, controls at hand`, async ({
    page,
  }) => {
    // Opened at the first screen, then the window resized to each other one: the layout is CSS
    // and resize observers, which a resized window exercises as a new one would (and a lecturer
    // moving the window to the projector does exactly this).
    await watchViolations(page);
    await page.setViewportSize(SCREENS[0]);
    await page.goto(`./?lab=${lab.id}`);
    await expect(page.getByTestId(`lab.${lab.id}`)).toBeVisible();
    await expect(page.locator('[data-empty]').first()).toBeVisible({ timeout: DATA_TIMEOUT });
    // the headline: one element marked data-headline, its text a finite number (then its
    // interval where it has one); how soon it comes is a number of `npm run bench`
    const headline = page.locator('[data-headline]');
    await expect(headline).toHaveText(/^[-+]?\d/, { timeout: DATA_TIMEOUT });
    expect(Number.isFinite(Number.parseFloat((await headline.textContent()) ?? ''))).toBe(true);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      const where = `at ${screen.width}x${screen.height}`;
      // no chart is still waiting for its first data, or has lost it at this size
      await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: DATA_TIMEOUT });
      await expect.poll(() => overflowingControls(page), { message: where }).toEqual([]);
      await expect(page.locator('body')).not.toContainText('NaN');
      await expectReadableCharts(page, where);
    }
    // Under the Content-Security-Policy (csp.spec.ts): the theory (KaTeX: its fonts, and its
    // layout in style attributes), a chart's PNG (drawn from its SVG) and a CSV (a blob: URL)
    await expect(page.getByText('Loading the theory…')).toHaveCount(0, { timeout: DATA_TIMEOUT });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const png = page.locator('[data-testid$=".export.png"]').first();
    const [image] = await Promise.all([page.waitForEvent('download'), png.click()]);
    expect(await image.failure()).toBeNull();
    const csv = page.locator('[data-testid$=".export.csv"]:enabled').first();
    const [data] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(await data.failure()).toBeNull();
    // Presentation mode (the p key: the same page, as a lecturer switches), at 1920x1080, then
    // on a 1280x720 projector, where the main chart ends on the first screen.
    const desktop = await chartTextSizes(page);
    await blur(page);
    await page.keyboard.press('p');
    await expect(page.getByTestId('shell')).toHaveClass(/present/);
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: DATA_TIMEOUT });
    await expect
      .poll(async () => (await chartTextSizes(page)).all, { message: 'presentation text' })
      .toBeGreaterThanOrEqual(PRESENT_MIN_PX);
    await expectPresentationText(page, desktop);
    await expectReadableCharts(page, 'presenting at 1920x1080');
    await page.setViewportSize(SCREENS[0]);
    await page.evaluate(() => window.scrollTo(0, 0));
    const { width, height } = SCREENS[0];
    await expect
      .poll(
        async () => {
          const b = await mainChartBox(page);
          if (b === null) return 'no chart';
          const whole = b.top >= 0 && b.left >= 0 && b.bottom <= height && b.right <= width;
          return whole ? 'whole' : `${b.testid}: ${JSON.stringify(b)}`;
        },
        { message: `the main chart on a ${width}x${height} projector` },
      )
      .toBe('whole');
    expect(await presentControls(page), 'controls in presentation mode').toBeGreaterThan(0);
    await expectReadableCharts(page, 'presenting at 1280x720');
    expect(await violations(page), 'Content-Security-Policy violations').toEqual([]);
  });
  if (lab.id in TRY_THIS_ELSEWHERE) continue;
  for (const link of lab.tryThis) {
    test(`${lab.title}, try this: ${link.label}`, async ({ page }) => {
      await page.goto(`./?${link.query}`);
      await expect(page.getByTestId(`lab.${lab.id}`)).toBeVisible();
      await expect(page.getByTestId('notice')).toHaveCount(0);
      await expect(page.locator('[data-empty]').first()).toBeVisible();
      await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: DATA_TIMEOUT });
      await expect(page.locator('body')).not.toContainText('NaN');
      await expectReadableCharts(page, 'at 1280x720');
    });
  }
}
