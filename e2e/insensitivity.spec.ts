import { downloadOf, expect, labState, test } from './fixtures';
import {
  cliCsv,
  currentQuery,
  openSweep,
  sweepState,
  waitForPoints,
  waitForSweep,
  waitForSweepRuns,
} from './sweepFixtures';

const SMALL = 'lab=insensitivity&sweep=sigma:0.2..0.8/4&reps=2&events=10000';
const COMPARE = 'lab=insensitivity&n=2&sweep=none&policies=all&reps=2&events=20000';

test('Example 1: the sigma sweep fills the chart; the slider shows the live sample paths', async ({
  page,
}) => {
  await openSweep(page, SMALL);
  await expect(page.getByTestId('sweep.progress')).toBeVisible();
  await waitForSweep(page, 'done');
  await expect(page.getByTestId('sweep.progress')).toContainText('4 / 4 points · done in');
  await expect(page.getByTestId('chart.example1.legend.item')).toHaveCount(3);
  await expect(
    page.getByTestId('chart.example1.reference').filter({ hasText: 'Theorem 1: 0.92308' }),
  ).toHaveCount(1);
  // a point's tooltip names its two replications' seeds
  await expect(page.getByTestId('chart.example1.subtitle')).toContainText('its runs’ seeds');
  const plot = (await page.getByTestId('chart.example1.plot').boundingBox())!;
  await page.mouse.move(plot.x + plot.width * 0.5, plot.y + plot.height * 0.5);
  await expect(page.getByTestId('chart.example1.tooltip')).toContainText(
    /replications\s*2\s*seeds\s*\d+ \d+/,
  );

  // the live run of the slider's sigma (Fig. 4's right panel to start with)
  await expect(page.getByTestId('sigma.value')).toHaveText('σ = 0.125');
  await page.waitForFunction(() => (window.__aimdLab?.eventsDone ?? 0) > 5);
  expect((await labState(page)).query).toMatch(
    /^lab=aimd&n=4&policy=rate-independent&sigma=0\.125&seed=\d+&events=10000$/,
  );
  await expect(page.getByTestId('chart.paths.canvas')).toBeVisible();
  await expect(page.getByTestId('chart.paths.legend.item')).toHaveCount(5); // 4 flows and the cuts

  const runs = (await labState(page)).runs;
  await page.getByTestId('sigma.pick.0.5').click();
  await expect(page.getByTestId('sigma.value')).toHaveText('σ = 0.5');
  await page.waitForFunction((r) => (window.__aimdLab?.runs ?? 0) > r, runs);
  expect((await labState(page)).query).toContain('sigma=0.5&');
  await page.getByTestId('sigma.slider').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sigma.value')).toHaveText('σ = 0.505');
  await page.waitForFunction(() => window.__aimdLab?.query.includes('sigma=0.505&') === true);
  await page.waitForFunction(() => (window.__aimdLab?.eventsDone ?? 0) > 5);
  // the slider's position is in the URL (the sweep ignores a swept parameter's base value), and
  // moving it never restarts the sweep
  expect((await sweepState(page)).runs).toBe(1);
  await expect
    .poll(() => currentQuery(page))
    .toBe('lab=insensitivity&sigma=0.505&events=10000&sweep=sigma:0.2..0.8/4&reps=2');
  await expect(page.locator('body')).not.toContainText('NaN');
});

test('a shared link restores the live sigma; the CSV is the same with or without it', async ({
  page,
}) => {
  const url = `${SMALL}&sigma=0.3`;
  await openSweep(page, url);
  await expect(page.getByTestId('sigma.value')).toHaveText('σ = 0.3');
  await page.waitForFunction(() => window.__aimdLab?.query.includes('sigma=0.3&') === true);
  await waitForSweep(page, 'done');
  const { body } = await downloadOf(page, page.getByTestId('chart.example1.export.csv'));
  expect(body.toString('utf8')).toBe(await cliCsv(SMALL));
  expect(await cliCsv(url)).toBe(await cliCsv(SMALL));
});

test('on a projector the sigma curve and the live run are side by side, both in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSweep(page, `${SMALL}&present=1`);
  await expect(page.getByTestId('chart.example1.frame')).toBeInViewport();
  await expect(page.getByTestId('chart.paths.frame')).toBeInViewport();
  await expect(page.getByTestId('sigma.slider')).toBeInViewport();
});

test('the policy comparison shows six policies and Theorem 2 for N = 2, beta = 1/2', async ({
  page,
}) => {
  await openSweep(page, COMPARE);
  await waitForSweep(page, 'done');
  await expect(page.getByTestId('sweep.progress')).toContainText('6 / 6 points');
  const table = page.getByTestId('compare.table');
  await expect(table.locator('[data-testid^="compare.row."]')).toHaveCount(6);
  const paper = (p: string) => page.getByTestId(`compare.m2.${p}`).getByTestId('compare.paper');
  const exact = (p: string) => page.getByTestId(`compare.m2.${p}`).getByTestId('compare.exact');
  await expect(paper('rate-independent')).toHaveText('5/24 ≈ 0.20833');
  await expect(paper('rate-proportional')).toHaveText('679/3396 ≈ 0.19994');
  await expect(paper('largest-rate')).toHaveText('4/21 ≈ 0.19048');
  await expect(paper('beatdown')).toHaveText('1/3 ≈ 0.33333');
  await expect(exact('beatdown')).toHaveText('28/111 ≈ 0.25225');
  await expect(page.getByTestId('compare.beatdown-note')).toBeVisible();
  // the policies ran on the same two seeds, named under the table of means
  await expect(page.getByTestId('compare.seeds')).toContainText(
    /^2 replications per policy, on the same seeds \d+ \d+ for every policy/,
  );
  // the one-flow policies share Theorem 1's mean; synchronized is eq. (6); independent has none
  await expect(page.getByTestId('compare.row.largest-rate')).toContainText('Theorem 1: 0.85714');
  await expect(page.getByTestId('compare.row.synchronized')).toContainText('eq. (6): 0.75000');
  await expect(page.getByTestId('compare.row.independent')).toContainText('none');
  await expect(page.getByTestId('chart.histogram.aggregate.histogram')).toHaveCount(6);
  await expect(page.getByTestId('chart.histogram.flow1.histogram')).toHaveCount(6);
  await expect(page.getByTestId('chart.means.subtitle')).toContainText(
    'The 4 policies that cut one flow per event share the mean of Theorem 1',
  );
  await expect(page.locator('body')).not.toContainText('NaN');
});

test('cancel stops the sweep; switching the view restarts it with a new URL', async ({ page }) => {
  await openSweep(page, 'lab=insensitivity&sweep=sigma:0.01..0.99/99&reps=2&events=400000');
  await waitForPoints(page, 1);
  await page.getByTestId('sweep.cancel').click();
  await waitForSweep(page, 'cancelled');
  const stopped = (await sweepState(page)).done;
  await page.waitForTimeout(1000);
  expect((await sweepState(page)).done).toBe(stopped);
  await expect(page.getByTestId('sweep.progress')).toContainText('cancelled');

  await page.getByTestId('mode.comparison').click();
  await expect
    .poll(() => currentQuery(page))
    .toBe('lab=insensitivity&events=400000&sweep=none&policies=all&reps=2');
  await waitForSweepRuns(page, 2);
  expect(await sweepState(page)).toMatchObject({ total: 6, runs: 2 });
  await expect(page.getByTestId('compare.table')).toBeVisible();
  // the comparison is 12 short runs: it runs to its end (a second cancel would race with it)
  await waitForSweep(page, 'done');
  expect((await sweepState(page)).done).toBe(6);
});

test("the CSV export equals the command line's CSV, and a bad parameter leaves the lab running", async ({
  page,
}) => {
  await openSweep(page, SMALL);
  const cli = cliCsv(SMALL);
  await waitForSweep(page, 'done');
  const { body } = await downloadOf(page, page.getByTestId('chart.example1.export.csv'));
  const csv = body.toString('utf8');
  // a plain table, the header first: pandas.read_csv and R's read.csv open it without options
  expect(csv.split('\n')[0]).toMatch(/^sigma,policy,utilization,/);
  expect(csv).toBe(await cli);

  await openSweep(page, `${COMPARE}&n=abc`);
  await expect(page.getByTestId('notice')).toContainText('n');
  await waitForSweep(page, 'done');
  expect(await sweepState(page)).toMatchObject({ done: 6, total: 6 });
});

test('compare mode: two Example 1 sweeps and their live runs on shared axes with one play / pause', async ({
  page,
}) => {
  await page.goto(`./?${SMALL}&compare=1&b.n=8&b.sigma=0.5`);
  await expect(page.getByTestId('compare')).toBeVisible();
  await expect(page.getByTestId('compare.b')).toContainText('N = 8');
  await expect(page.getByTestId('sweep.progress')).toContainText('8 / 8 points · done in', {
    timeout: 30_000,
  });
  // two live panels from one URL: A at its sigma (1/8 by default), B at b.sigma
  const live = page.getByTestId('compare.live');
  await expect(live.getByTestId('sigma.value')).toHaveText(['σ = 0.125', 'σ = 0.5']);
  await page.waitForFunction(
    () => (window.__aimdLab?.eventsDone ?? 0) > 5 && (window.__aimdLabB?.eventsDone ?? 0) > 5,
  );
  expect((await labState(page)).query).toContain('n=4&policy=rate-independent&sigma=0.125');
  // the same time window on both panels
  const xTicks = (k: number) =>
    live
      .getByTestId('live.sigma')
      .nth(k)
      .getByTestId('chart.paths.x-axis')
      .locator('text')
      .allTextContents();
  await live.getByTestId('run.toggle').click(); // one pause for both
  await expect(live.getByTestId('run.toggle')).toHaveText('Run');
  expect(await xTicks(0)).toEqual(await xTicks(1));
  const paused = await page.evaluate(() => [
    window.__aimdLab?.eventsDone,
    window.__aimdLabB?.eventsDone,
  ]);
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => [window.__aimdLab?.eventsDone, window.__aimdLabB?.eventsDone]),
  ).toEqual(paused);
  // B's slider moves B's sigma in the URL, and leaves the sweeps alone
  await live.getByTestId('sigma.pick.0.125').nth(1).click();
  await expect.poll(() => currentQuery(page)).toContain('b.sigma=0.125');
  expect(await page.evaluate(() => [window.__sweepLab?.runs, window.__sweepLabB?.runs])).toEqual([
    1, 1,
  ]);
  await expect(page.locator('body')).not.toContainText('NaN');
});
