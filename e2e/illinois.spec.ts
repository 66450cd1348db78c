import type { Page } from '@playwright/test';
import { ILLINOIS_PRESETS } from '../src/labs/illinois/presets';
import type { IllinoisTestApi } from '../src/labs/illinois/testHandle';
import { expectReadableCharts } from './chartChecks';
import { downloadOf, expect, search, test, shortRuns } from './fixtures';

/**
 * The TCP-Illinois lab: its links, Fig. 1 following the controls, the SMM's μ, a bad value, and
 * the packet experiments of Sec. 6 (each preset's sweep fills in the workers).
 */

/** The presets that run the packet engine (sweeps of several seconds each). */
const PACKET_PRESETS = ILLINOIS_PRESETS.filter((p) => {
  const q = new URLSearchParams(p.query);
  return !['curves', 'smm', 'lossy', null].includes(q.get('view')) || q.get('sim') === '1';
});

async function state(page: Page): Promise<IllinoisTestApi> {
  const s = await page.evaluate(() => (window.__illinoisLab ? { ...window.__illinoisLab } : null));
  if (s === null) throw new Error('window.__illinoisLab is not set: the lab did not start');
  return s;
}

/** Waits until `view` is shown with its numbers (the SMM: the three levels done). */
async function waitDone(page: Page, view: string): Promise<void> {
  await page.waitForFunction(
    (v) => window.__illinoisLab?.view === v && window.__illinoisLab.status === 'done',
    view,
    { timeout: 20_000 },
  );
}

/** The α column of the chart's CSV (what is drawn), at dₐ = 0 and at d_m. */
async function alphaEnds(page: Page): Promise<{ first: number; last: number }> {
  const { body } = await downloadOf(page, page.getByTestId('chart.alpha.export.csv'));
  const rows = body.toString('utf8').trim().split('\n');
  expect(rows[0]).toBe('d_a,alpha,beta_removed');
  return { first: Number(rows[1].split(',')[1]), last: Number(rows.at(-1)!.split(',')[1]) };
}

test('every try-this link opens its view in place, with its URL', async ({ page }) => {
  await page.goto('./?lab=illinois');
  await expect(page.getByTestId('lab.illinois')).toBeVisible();
  for (const link of ILLINOIS_PRESETS) {
    await page.getByTestId(`preset.${link.id}`).click();
    await expect.poll(() => search(page)).toBe(link.query);
    const view = new URLSearchParams(link.query).get('view') ?? 'curves';
    await expect(page.getByTestId('lab.illinois')).toHaveAttribute('data-view', view);
    // the packet presets' sweeps are waited for one by one below
    if (PACKET_PRESETS.includes(link)) continue;
    await waitDone(page, view);
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0);
    await expect(page.getByTestId('notice')).toHaveCount(0);
    await expect(page.getByTestId('note'), link.id).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('NaN');
    await expectReadableCharts(page, `${link.id} at 1280x720`);
  }
});

test('a new α_max moves the α curve and the URL; the variant switches the defaults', async ({
  page,
}) => {
  await page.goto('./?lab=illinois');
  const ends = await alphaEnds(page);
  expect(ends.first).toBe(10);
  expect(ends.last).toBeCloseTo(0.1, 12);
  await page.getByTestId('control.amax').fill('5');
  await expect.poll(() => search(page)).toBe('lab=illinois&amax=5');
  expect((await alphaEnds(page)).first).toBe(5);
  await page.getByTestId('control.amin').fill('0.5');
  await expect.poll(() => search(page)).toBe('lab=illinois&amax=5&amin=0.5');
  expect((await alphaEnds(page)).last).toBeCloseTo(0.5, 12);
  // the kernel's defaults: α_min = 38/128, and the table of its differences opens
  await page.getByTestId('control.variant').selectOption('linux');
  await expect.poll(() => search(page)).toBe('lab=illinois&variant=linux&amax=5');
  await expect(page.getByTestId('control.amin')).toHaveValue('0.3');
  expect((await alphaEnds(page)).last).toBe(38 / 128);
  await expect(page.getByTestId('illinois.linux.row')).toHaveCount(14);
  // α_min above the α_max written: the banner says so, and goes once the value is corrected
  await page.getByTestId('control.amin').fill('20');
  await expect(page.getByTestId('notice')).toContainText('must be <= amax (5), got 20');
  await page.getByTestId('control.amin').fill('0.5');
  await expect.poll(() => search(page)).toBe('lab=illinois&variant=linux&amax=5&amin=0.5');
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

test('the SMM view runs the three levels in the workers: μ light < medium < heavy', async ({
  page,
}) => {
  await page.goto('./?lab=illinois');
  await page.getByTestId('view.smm').click();
  await expect.poll(() => search(page)).toBe('lab=illinois&view=smm');
  await expect(page.getByTestId('smm.runbar')).toBeVisible();
  await waitDone(page, 'smm');
  const s = await state(page);
  expect(s.view).toBe('smm');
  const { light, medium, heavy } = s.mu;
  expect(light).not.toBeNull();
  expect(light!).toBeGreaterThan(0);
  expect(light!).toBeLessThan(medium!);
  expect(medium!).toBeLessThan(heavy!);
  expect(heavy!).toBeLessThan(1);
  for (const level of ['light', 'medium', 'heavy'])
    await expect(page.getByTestId(`smm.mu.${level}`)).toContainText(/μ = 0\.\d{3} ± 0\.\d{3}/);
  await expect(page.getByTestId('smm.progress')).toContainText(
    /^3 levels × 100,000 events per level, seed 1 · done in /,
  );
  // over time (Remark 1): other numbers, the same run
  await page.getByTestId('basis.time').click();
  await expect.poll(() => search(page)).toBe('lab=illinois&view=smm&basis=time');
  await expect.poll(async () => (await state(page)).mu.medium).not.toBe(medium);
});

test('a bad parameter in the link is named in a notice, and the lab still draws', async ({
  page,
}) => {
  await page.goto('./?lab=illinois&amax=abc&eta3=0.05');
  const notice = page.getByTestId('notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('amax');
  await expect(notice).toContainText("the paper's value 10");
  // η₃ written below the paper's η₂: η₂ gives way (a note), η₃ is as written
  await expect(page.getByTestId('note')).toContainText('eta2');
  await expect(page.getByTestId('note')).toContainText('used 0.05');
  await expect(page.locator('[data-empty="false"]').first()).toBeVisible();
  await expect(page.getByTestId('control.amax')).toHaveValue('10');
});

test('a packet view with bad values says which and runs what it used; its first numbers come early', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // whether the point under way was ever drawn with its numbers so far: a short run may be over
  // before a poll would see it (seen once: the point done within the first poll's interval)
  await page.addInitScript(() => {
    const w = window as unknown as { __sawPartial?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="experiment.partial"]')) w.__sawPartial = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // at 1 Gb/s a run of the view lasts seconds of wall clock, whatever the machine: a point under
  // way reports its numbers so far every 0.4 s (at 100 Mb/s a fast machine may finish first)
  await page.goto('./?lab=illinois&view=longfat&cap=1000&cc=reno,foo&t=50&twarm=80');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('cc');
  await expect(notice).toContainText('foo');
  await expect(notice).toContainText('twarm');
  await expect(page.getByTestId('control.cap')).toHaveValue('1000');
  // the view's run length (600 s): the point under way is drawn with its numbers so far
  await page.waitForFunction(
    () => (window as unknown as { __sawPartial?: boolean }).__sawPartial === true,
    null,
    { timeout: 30_000 },
  );
  await expect(page.locator('[data-empty="true"]')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('NaN');
});

for (const link of PACKET_PRESETS) {
  test(`packet preset ${link.id}: the sweep fills every chart, with its window links`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`./?${shortRuns(link.query, 'twarm')}`);
    await expect(page.getByTestId('sweepbar')).toBeVisible();
    await page.waitForFunction(
      () =>
        window.__illinoisLab?.status === 'done' &&
        window.__sweepLab?.status === 'done' &&
        window.__sweepLab.done === window.__sweepLab.total,
      null,
      { timeout: 110_000 },
    );
    expect((await page.evaluate(() => window.__sweepLab))?.failed).toBe(0);
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('NaN');
    await expect(page.getByTestId('notice')).toHaveCount(0);
    // the seeds its points ran with (one replication here), named under the setup
    const seeds = page.getByTestId('experiment.seeds');
    await expect(seeds).toContainText(/^Seed of the run[^]*: \d{5,}/);
    await expect(seeds).toContainText(/hashed from seed=\d+/);
    await expectReadableCharts(page, `${link.id} at 1280x720`);
    const first = page.getByTestId('window.links').locator('a').first();
    await expect(first).toHaveAttribute('href', /^\?lab=dumbbell&n=\d+&cc=/);
  });
}

test('a packet view from the tabs: its own setup, the URL, and a restart on a change', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./?lab=illinois');
  await page.getByTestId('view.buffers').click();
  await expect.poll(() => search(page)).toBe('lab=illinois&view=buffers');
  await expect(page.getByTestId('control.cap')).toHaveValue('10');
  // its 15 seeds, three at each buffer, under the setup's line
  await expect(page.getByTestId('experiment.seeds')).toContainText(
    /^Seeds of replications 1–3 at each B \(15 seeds\)[^]*B = 50: \d+ \d+ \d+\.$/,
  );
  // shorter runs (the default's 30 runs of 300 s are the CLI's and the unit tests'): a restart
  await page.getByText('Run length, replications, seed').click();
  await page.getByTestId('control.simT').fill('120');
  await expect.poll(() => search(page)).toBe('lab=illinois&view=buffers&t=120');
  await page.waitForFunction(
    () => window.__sweepLab?.status === 'done' && window.__sweepLab.total === 30,
    null,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('buffers.ratio')).toContainText('B = 50');
  await page.getByTestId('control.buffers').fill('20,40');
  await expect.poll(() => search(page)).toBe('lab=illinois&view=buffers&buffers=20,40&t=120');
  await page.waitForFunction(
    () => window.__sweepLab?.status === 'done' && window.__sweepLab.total === 12,
    null,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('buffers.table').locator('tbody tr')).toHaveCount(2);
  // another experiment starts from its own setup
  await page.getByTestId('view.longfat').click();
  await expect.poll(() => search(page)).toBe('lab=illinois&view=longfat');
  await expect(page.getByTestId('control.cap')).toHaveValue('100');
});

test("Fig. 10's window over time: a panel per buffer, Illinois's and Reno's curves drawn", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('./?lab=illinois&view=buffers&buffers=10,30&t=60&twarm=10&reps=1');
  await page.waitForFunction(() => window.__sweepLab?.status === 'done', null, { timeout: 80_000 });
  const section = page.getByTestId('chart.windows');
  await expect(section).toContainText('Window over time (Fig. 10)');
  await expect(page.getByTestId('chart.windows.key')).toContainText('Illinois');
  for (const b of [10, 30]) {
    const id = `chart.windows.b${b}`;
    await expect(page.getByTestId(`${id}.frame`)).toHaveAttribute('data-empty', 'false');
    await expect(page.getByTestId(`${id}.title`)).toHaveText(`B = ${b}`);
    await expect(page.getByTestId(`${id}.subtitle`)).toHaveText(/^replication 1, seed \d+$/);
    const canvas = page.getByTestId(`${id}.canvas`);
    const drawn = JSON.parse((await canvas.getAttribute('data-drawn')) ?? '[]') as { id: string }[];
    expect(drawn.map((d) => d.id)).toEqual([`illinois-b${b}`, `reno-b${b}`]);
    // the curves are on the canvas: many of its pixels are painted
    const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
      const img = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let k = 3; k < img.length; k += 4) if (img[k] > 0) n++;
      return n;
    });
    expect(inked, id).toBeGreaterThan(1000);
  }
  // the CSV: the time, then a window per curve, every sample of the last 41 s (50-ms steps)
  const { body } = await downloadOf(page, page.getByTestId('chart.windows.b10.export.csv'));
  const rows = body.toString('utf8').trim().split('\n');
  expect(rows[0]).toBe('t,illinois_b10,reno_b10,illinois_b30,reno_b30');
  expect(rows.length).toBeGreaterThan(500);
  for (const row of [rows[1], rows.at(-1)!]) {
    const cells = row.split(',').map(Number);
    expect(cells).toHaveLength(5);
    for (const c of cells) expect(c).toBeGreaterThan(0);
  }
  expect(Number(rows.at(-1)!.split(',')[0])).toBe(60);
  await expect(page.locator('body')).not.toContainText('NaN');
  await expectReadableCharts(page, 'buffers with windows at 1280x720');
});
