import { blur, expect, labState, openLab, params, search, test, waitForEvents } from './fixtures';

test('presentation mode from the button hides the controls and says so in the URL', async ({
  page,
}) => {
  await openLab(page, 'lab=aimd&n=4');
  const controls = page.getByTestId('controls');
  await expect(controls).toBeVisible();
  const present = page.getByTestId('shell.present');
  await expect(present).toHaveAttribute('aria-pressed', 'false');

  await present.click();
  await expect(controls).toBeHidden();
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => params(page)).toEqual({ lab: 'aimd', n: '4', present: '1' });
  // The flag is the shell's, not the scenario's: the run goes on untouched.
  const s = await labState(page);
  expect(s.query).toBe('lab=aimd&n=4');
  expect(s.runs).toBe(1);
  await expect(page.getByTestId('chart.paths.frame')).toBeVisible();
  await expect(page.getByTestId('runbar')).toBeVisible();
  // the policy, N and β stay at hand, and change the run as the panel would
  await page.getByTestId('present.n').fill('5');
  await expect.poll(() => params(page)).toEqual({ lab: 'aimd', n: '5', present: '1' });
  await page.getByTestId('present.policy').selectOption('largest-rate');
  await expect
    .poll(() => params(page))
    .toEqual({ lab: 'aimd', n: '5', policy: 'largest-rate', present: '1' });
  await page.getByTestId('present.beta').fill('2');
  await expect(page.getByTestId('present.beta.error')).toBeVisible();
  expect(params(page).beta).toBeUndefined();
  await page.getByTestId('present.beta').fill('0.5');

  await present.click();
  await expect(controls).toBeVisible();
  await expect(page.getByTestId('present.controls')).toHaveCount(0);
  await expect.poll(() => search(page)).toBe('lab=aimd&n=5&policy=largest-rate');
});

test('the p key toggles presentation mode; present=1 in a link opens in it', async ({ page }) => {
  await openLab(page, 'lab=aimd&n=4');
  await blur(page);
  await page.keyboard.press('p');
  await expect(page.getByTestId('controls')).toBeHidden();
  await expect.poll(() => search(page)).toBe('lab=aimd&n=4&present=1');
  await page.keyboard.press('p');
  await expect(page.getByTestId('controls')).toBeVisible();
  await expect.poll(() => search(page)).toBe('lab=aimd&n=4');

  // Typed into a field, p is a letter, not a shortcut.
  await page.getByTestId('control.rtt').fill('p');
  await expect(page.getByTestId('controls')).toBeVisible();
  await expect(page.getByTestId('control.rtt.error')).toBeVisible();

  await openLab(page, 'lab=aimd&n=4&present=1');
  await expect(page.getByTestId('controls')).toBeHidden();
  await expect(page.getByTestId('shell.present')).toHaveText('Exit presentation');
  expect((await labState(page)).query).toBe('lab=aimd&n=4');
  // one line of top bar on a 1280 x 720 projector, the charts right below it
  const bar = await page.locator('header').boundingBox();
  expect(bar?.height ?? 0).toBeLessThan(60);
  await expect(page.getByTestId('chart.paths.frame')).toBeInViewport();
});

test('embed mode shows the charts only', async ({ page }) => {
  await openLab(page, 'lab=aimd&n=3&embed=1&x0=0.3');
  await expect(page.getByTestId('chart.paths.frame')).toBeVisible();
  await expect(page.locator('[data-testid="chart.paths.frame"] canvas').first()).toBeVisible();
  await expect(page.getByTestId('chart.utilization.frame')).toBeVisible();
  await expect(page.getByTestId('share.copy')).toHaveCount(0);
  await expect(page.getByTestId('shell.present')).toHaveCount(0);
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByTestId('controls')).toBeHidden();
  await expect(page.getByTestId('theory')).toBeHidden();
  await expect(page.getByTestId('run.speed')).toBeHidden();
  await waitForEvents(page, 2);
  expect((await labState(page)).query).toBe('lab=aimd&x0=0.3');
  // A way out to the full lab, with the same scenario and without the embed flag.
  const out = page.getByRole('link', { name: 'Open in AIMD Lab' });
  await expect(out).toBeVisible();
  expect(new URL((await out.getAttribute('href')) ?? '').search).toBe('?lab=aimd&x0=0.3');
});

test('the help overlay opens with ? and closes with Escape', async ({ page }) => {
  await openLab(page);
  const help = page.getByTestId('help');
  await expect(help).toHaveCount(0);
  await blur(page);
  await page.keyboard.press('?');
  await expect(help).toBeVisible();
  await expect(help).toContainText('Keyboard shortcuts');
  await expect(help).toContainText('run / pause');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // The button opens it too; its Close button and a click outside the card close it.
  await page.getByTestId('shell.help').click();
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toHaveCount(0);
  await page.getByTestId('shell.help').click();
  await expect(help).toBeVisible();
  await help.click({ position: { x: 5, y: 5 } });
  await expect(help).toHaveCount(0);
});

test('the theme toggle switches html[data-theme], by button and by t, and is remembered', async ({
  page,
}) => {
  await openLab(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', /^(light|dark)$/);
  const first = await html.getAttribute('data-theme');
  const other = first === 'dark' ? 'light' : 'dark';

  await page.getByTestId('shell.theme').click();
  await expect(html).toHaveAttribute('data-theme', other);
  await expect(page.getByTestId('shell')).toHaveAttribute('data-theme', other);
  await expect(page.getByTestId('shell.theme')).toHaveText(other === 'dark' ? 'Light' : 'Dark');

  await blur(page);
  await page.keyboard.press('t');
  await expect(html).toHaveAttribute('data-theme', first as string);
  await page.keyboard.press('t');
  await expect(html).toHaveAttribute('data-theme', other);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', other);
  // A theme in the link wins over the saved one.
  await openLab(page, `lab=aimd&theme=${first}`);
  await expect(html).toHaveAttribute('data-theme', first as string);
});
