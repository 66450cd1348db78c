import { downloadOf, expect, test } from './fixtures';
import {
  cliCsv,
  currentQuery,
  openSweep,
  sweepState,
  waitForPoints,
  waitForSweep,
  waitForSweepRuns,
} from './sweepFixtures';

const SMALL = 'lab=sockets&sweep=n:1..4&reps=2&events=20000&warmup=100';
/** A sweep long enough to be caught running: 80 points of 2 x 400,000 events. */
const LONG = 'lab=sockets&sweep=n:1..40&reps=2&events=400000';

test('a sweep URL fills the chart, with a progress bar that reaches the total', async ({
  page,
}) => {
  await openSweep(page, 'lab=sockets&sweep=n:1..6&reps=2&events=20000');
  const progress = page.getByTestId('sweep.progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(/\d+ \/ 12 points/);
  await waitForSweep(page, 'done');
  await expect(progress).toContainText('12 / 12 points · done in');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
  expect(await sweepState(page)).toMatchObject({ done: 12, total: 12, failed: 0, runs: 1 });
  await expect(page.getByTestId('chart.sweep.canvas')).toBeVisible();
  await expect(page.getByTestId('chart.sweep.legend.item')).toHaveCount(4);
  // the lecture question, from theory and from the points
  const rows = page.getByTestId('sockets.readout.row');
  await expect(rows).toHaveCount(4);
  await expect(rows.first().getByTestId('sockets.readout.theory')).toHaveText('3 (Theorem 1)');
  await expect(rows.first().getByTestId('sockets.readout.simulated')).toHaveText('3');
  // hovering a point: N, utilization, interval, theory and the difference
  const plot = page.getByTestId('chart.sweep.plot');
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3);
  const tip = page.getByTestId('chart.sweep.tooltip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('N (parallel flows)');
  await expect(tip).toContainText('interval');
  await expect(tip).toContainText(/theory \((Theorem 1|eq\. \(6\))\)/);
  await expect(tip).toContainText('difference');
  // and the seeds of its two replications, as the CSV's seeds column has them
  await expect(tip).toContainText(/replications\s*2\s*seeds\s*\d+ \d+/);
  await expect(page.getByTestId('chart.sweep.subtitle')).toContainText('its runs’ seeds');
  await expect(page.locator('body')).not.toContainText('NaN');
});

test('cancel stops the sweep at once; restart runs it again from zero', async ({ page }) => {
  await openSweep(page, LONG);
  await waitForPoints(page, 2);
  await page.getByTestId('sweep.cancel').click();
  await waitForSweep(page, 'cancelled');
  const stopped = (await sweepState(page)).done;
  expect(stopped).toBeLessThan(80);
  await expect(page.getByTestId('sweep.progress')).toContainText(
    `${stopped} / 80 points · cancelled`,
  );
  await page.waitForTimeout(1200);
  expect((await sweepState(page)).done, 'no point arrives after a cancel').toBe(stopped);
  await expect(page.getByTestId('sweep.cancel')).toBeDisabled();

  await page.getByTestId('sweep.restart').click();
  await waitForSweepRuns(page, 2);
  expect(await sweepState(page)).toMatchObject({ status: 'running', runs: 2 });
  expect((await sweepState(page)).done).toBeLessThan(stopped);
  await page.getByTestId('sweep.cancel').click();
  await waitForSweep(page, 'cancelled');
});

test('a control change updates the URL and restarts the sweep cleanly', async ({ page }) => {
  await openSweep(page, SMALL);
  await waitForSweep(page, 'done');
  expect(await sweepState(page)).toMatchObject({ done: 8, total: 8, runs: 1 });

  // an invalid value is explained under the field and not applied
  await page.getByTestId('control.nmax').fill('0');
  await expect(page.getByTestId('control.nmax.error')).toContainText('still using 4');
  expect(currentQuery(page)).toBe(SMALL);
  expect((await sweepState(page)).runs).toBe(1);

  await page.getByTestId('control.nmax').fill('5');
  await expect.poll(() => currentQuery(page)).toBe('lab=sockets&events=20000&sweep=n:1..5&reps=2');
  await waitForSweepRuns(page, 2);
  expect(await sweepState(page)).toMatchObject({
    query: 'lab=sockets&events=20000&sweep=n:1..5&reps=2',
    total: 10,
  });
  await waitForSweep(page, 'done');
  await expect(page.getByTestId('sweep.progress')).toContainText('10 / 10 points');

  // a policy more: a third series, the URL says so
  await page.getByTestId('control.policy.largest-rate').check();
  await expect
    .poll(() => currentQuery(page))
    .toContain('policies=rate-proportional,largest-rate,synchronized');
  await waitForSweepRuns(page, 3);
  await waitForSweep(page, 'done');
  expect((await sweepState(page)).total).toBe(15);
});

test("the CSV export equals the command line's CSV for the same URL, byte for byte", async ({
  page,
}) => {
  await openSweep(page, SMALL);
  const cli = cliCsv(SMALL); // runs meanwhile
  await waitForSweep(page, 'done');
  const { download, body } = await downloadOf(page, page.getByTestId('chart.sweep.export.csv'));
  expect(download.suggestedFilename()).toBe('sockets-sweep.csv');
  const csv = body.toString('utf8');
  // a plain table, the header first: pandas.read_csv and R's read.csv open it without options
  expect(csv.split('\n')[0]).toBe('n,policy,utilization,ci95_low,ci95_high,theory,reps,seeds');
  expect(csv.split('\n')).toHaveLength(8 + 2);
  expect(csv).toBe(await cli);
});

test('a bad parameter shows the notice and the lab still runs', async ({ page }) => {
  await openSweep(page, 'lab=sockets&sweep=n:1..3&reps=2&events=20000&beta=2');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('beta');
  await expect(notice).toContainText('the default 0.5');
  await waitForSweep(page, 'done');
  expect(await sweepState(page)).toMatchObject({ done: 6, total: 6 });
});

test('a family of beta: one panel each with a shared key; presentation and embed modes', async ({
  page,
}) => {
  await openSweep(page, 'lab=sockets&sweep=n:1..3&sweep2=beta:0.3,0.8&reps=2&events=5000');
  await waitForSweep(page, 'done');
  await expect(page.getByTestId('chart.sweep.title')).toHaveText('β = 0.3');
  await expect(page.getByTestId('chart.sweep.1.title')).toHaveText('β = 0.8');
  await expect(page.getByTestId('chart.family.key').locator('li')).toHaveCount(5);

  await openSweep(page, `${SMALL}&present=1`);
  await expect(page.getByTestId('controls')).toHaveCount(0);
  await expect(page.getByTestId('sweep.progress')).toBeVisible();
  await expect(page.getByTestId('sweep.cancel')).toBeVisible();
  await expect(page.getByTestId('theory')).toBeVisible();

  await openSweep(page, `${SMALL}&embed=1`);
  await expect(page.getByTestId('controls')).toHaveCount(0);
  await expect(page.getByTestId('theory')).toHaveCount(0);
  await expect(page.getByTestId('sweep.cancel')).toHaveCount(0);
  await waitForSweep(page, 'done');
  await expect(page.getByTestId('sweep.progress')).toContainText('8 / 8 points');
});

test.describe('with the machine’s cores (its pool of several workers)', () => {
  test.use({ cores: null });
  test('compare mode: two sweeps side by side on one y scale, one progress bar, one URL', async ({
    page,
  }) => {
    const own = 'lab=sockets&beta=0.3&events=5000&sweep=n:1..5&reps=2';
    await openSweep(page, own);
    await page.getByTestId('compare.open').click();
    await expect(page.getByTestId('compare')).toBeVisible();
    await expect.poll(() => currentQuery(page)).toBe(`${own}&compare=1`);

    // B with another beta, from the URL
    await page.goto(`./?${own}&compare=1&b.beta=0.8`);
    await expect(page.getByTestId('compare.b')).toContainText('β = 0.8');
    const progress = page.getByTestId('sweep.progress');
    await expect(progress).toContainText('20 / 20 points · done in', { timeout: 30_000 });
    await page.waitForFunction(() => window.__sweepLabB?.status === 'done');
    // the same y ticks on both sides, although B's points sit much higher than A's
    const ticks = (side: string) =>
      page.getByTestId(side).getByTestId('chart.sweep.y-axis').locator('text').allTextContents();
    expect(await ticks('compare.a')).toEqual(await ticks('compare.b'));
    // each side exports its own sweep's CSV, the command line's for that sweep
    const { body } = await downloadOf(
      page,
      page.getByTestId('compare.b').getByTestId('chart.sweep.export.csv'),
    );
    expect(body.toString('utf8')).toBe(await cliCsv(own.replace('beta=0.3', 'beta=0.8')));
    // one restart for both
    await page.getByTestId('sweep.restart').click();
    await page.waitForFunction(
      () => window.__sweepLab?.runs === 2 && window.__sweepLabB?.runs === 2,
    );
  });
});

test('a pair for a lab without compare mode is named in a notice; A runs alone', async ({
  page,
}) => {
  await page.goto('./?lab=mptcp&net=friendliness&compare=1&b.alg=coupled');
  await expect(page.getByTestId('lab.mptcp')).toBeVisible();
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('compare');
  await expect(notice).toContainText('Multipath TCP has no compare mode');
  await expect(notice).not.toContainText('b.alg');
});
