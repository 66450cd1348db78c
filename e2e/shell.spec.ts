import { expect, labState, openLab, search, test } from './fixtures';

test('the page opens with its title and description, without console errors', async ({ page }) => {
  await openLab(page, '');
  await expect(page).toHaveTitle('AIMD Lab');
  await expect(page.getByRole('heading', { name: /AIMD Lab/ })).toBeVisible();
  // The shell has no visible tagline (e2e/shell.spec.ts used to look for `app.tagline`, which the
  // app no longer renders); the description is in the page's metadata.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /congestion-control/,
  );
  await expect(
    page.getByRole('navigation', { name: 'Labs' }).getByRole('link', { name: 'Loss policies' }),
  ).toHaveAttribute('aria-current', 'page');
  // No lab in the URL: the first lab with its defaults, nothing to complain about.
  expect(search(page)).toBe('');
  expect((await labState(page)).query).toBe('lab=aimd');
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

test('the console-error collector sees errors of the page and of the worker', async ({
  page,
  consoleErrors,
}) => {
  await openLab(page, '');
  // Made on purpose, to show that the collector every test relies on does see errors.
  consoleErrors.allow(/collector self-test: page/, 'logged by this test on the page');
  consoleErrors.allow(/collector self-test: worker/, 'logged by this test in a worker');
  consoleErrors.allow(/collector self-test: thrown/, 'thrown by this test');
  await page.evaluate(() => console.error('collector self-test: page'));
  // the worker's script comes from the page's own origin: the built app's Content-Security-Policy
  // lets no other worker start (a blob: one would be blocked, and that error seen instead)
  await page.route('**/collector-self-test-worker.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "console.error('collector self-test: worker')",
    }),
  );
  await page.evaluate(() => {
    new Worker('./collector-self-test-worker.js');
  });
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('collector self-test: thrown');
    }),
  );
  await expect.poll(() => consoleErrors.errors.length).toBe(3);
});

test('a lab whose code cannot be fetched says so, and the shell keeps working', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /MptcpLab|Failed to fetch|dynamically imported module|lab failed/i,
    'the lab chunk is blocked on purpose',
  );
  await page.route(/MptcpLab-[^/]*\.js$/, (route) => route.abort());
  await page.goto('./?lab=mptcp');
  await expect(page.getByTestId('lab.failed')).toBeVisible();
  await expect(page.getByTestId('lab.failed')).toContainText('Multipath TCP');
  // the other labs still open from the switcher
  await page
    .getByRole('navigation', { name: 'Labs' })
    .getByRole('link', { name: 'Loss policies' })
    .click();
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
});
