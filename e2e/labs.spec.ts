import { LABS } from '../src/labs/registry';
import { expect, test } from './fixtures';
import { SCREENS } from './screens';
import type { Page } from '@playwright/test';

/**
 * Every lab of the registry, as a lecturer meets it: opened from its default link on the usual
 * projector and laptop screens, it shows its headline (data-headline) as a number and data on
 * every chart, and its controls stay inside their panel; and every "try this" link opens with
 * charts and no NaN (here, or in the lab's own spec: TRY_THIS_ELSEWHERE). A new lab in
 * src/labs/registry.ts is in this round without a line here.
 * How long the data takes to come (the aim is two seconds) is a number of `npm run bench`
 * (bench/ui.ts, at the same screens), not a test: on a shared machine a stopwatch says more about
 * the machine than about the lab.
 */

/** A wait for the charts' data, not a claim about speed (see above). */
const DATA_TIMEOUT = 30_000;

/**
 * Labs whose own spec opens every try-this link the same way (a new page at the link; no notice,
 * data on every chart, no NaN) and checks more there: the round does not open them a second time.
 */
const TRY_THIS_ELSEWHERE: Record<string, string> = {
  aimd: 'e2e/aimd.presets.spec.ts',
  multcp: 'e2e/multcp.spec.ts',
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

for (const lab of LABS) {
  const sizes = SCREENS.map((s) => `${s.width}x${s.height}`).join(', ');
  test(`${lab.title} (?lab=${lab.id}) at ${sizes}: data on every chart, controls in their panel`, async ({
    page,
  }) => {
    // Opened at the first screen, then the window resized to each other one: the layout is CSS
    // and resize observers, which a resized window exercises as a new one would (and a lecturer
    // moving the window to the projector does exactly this).
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
      // no chart is still waiting for its first data, or has lost it at this size
      await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: DATA_TIMEOUT });
      await expect
        .poll(() => overflowingControls(page), { message: `at ${screen.width}x${screen.height}` })
        .toEqual([]);
      await expect(page.locator('body')).not.toContainText('NaN');
    }
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
    });
  }
}
