import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  downloadOf,
  expect,
  labState,
  openLab,
  params,
  search,
  test,
  waitForEvents,
  waitForRuns,
} from './fixtures';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Downloads a chart as PNG, SVG and CSV and checks that each has real content. */
async function checkChartDownloads(
  page: Page,
  testid: string,
  csvHeader: string,
  csvColumns: number,
  /** series drawn on the canvas layer (each its own colour) */
  minSeries = 1,
): Promise<void> {
  const png = await downloadOf(page, page.getByTestId(`${testid}.export.png`));
  expect(png.download.suggestedFilename()).toMatch(/\.png$/);
  expect(png.body.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(png.body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  // Drawn at twice the on-screen size: hundreds of pixels each way.
  expect(png.body.readUInt32BE(16)).toBeGreaterThan(400);
  expect(png.body.readUInt32BE(20)).toBeGreaterThan(100);
  expect(png.body.length).toBeGreaterThan(2000);
  await expect(page.getByTestId(`${testid}.export.problem`)).toHaveCount(0);

  const svg = await downloadOf(page, page.getByTestId(`${testid}.export.svg`));
  expect(svg.download.suggestedFilename()).toMatch(/\.svg$/);
  const svgText = svg.body.toString('utf8');
  expect(svgText).toContain('<svg');
  expect(svgText).toContain('</svg>');
  expect(svgText.length).toBeGreaterThan(1000);
  // vectors end to end: the data lines as paths (the canvas layer replayed), no picture of them
  expect(svgText).not.toContain('<image');
  expect(svgText).not.toContain('data:image');
  const drawn = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const layer = doc.querySelector('[data-layer="vector"]');
    const strokes = new Set<string>();
    let vertices = 0;
    for (const path of layer?.querySelectorAll('path') ?? []) {
      const stroke = path.getAttribute('stroke');
      if (stroke && stroke !== 'none') strokes.add(stroke);
      vertices += (path.getAttribute('d')?.match(/[ML]/g) ?? []).length;
    }
    return { error: doc.querySelector('parsererror') !== null, strokes: strokes.size, vertices };
  }, svgText);
  expect(drawn.error, 'well-formed SVG').toBe(false);
  expect(drawn.strokes, 'stroke colours among the vector paths').toBeGreaterThanOrEqual(minSeries);
  expect(drawn.vertices, 'vertices of the vector paths').toBeGreaterThan(20);

  const csv = await downloadOf(page, page.getByTestId(`${testid}.export.csv`));
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l !== '');
  expect(lines[0]).toBe(csvHeader);
  expect(lines.length, 'data rows').toBeGreaterThan(2);
  for (const row of lines.slice(1)) {
    const cells = row.split(',');
    expect(cells, row).toHaveLength(csvColumns);
    expect(Number.isFinite(Number(cells[1])), row).toBe(true);
  }
}

test('the sample-path chart downloads as PNG, SVG and CSV', async ({ page }) => {
  await openLab(page, 'lab=aimd&x0=0.3');
  await page.waitForFunction(() => window.__aimdLab?.firstChartAt !== undefined);
  await waitForEvents(page, 12);
  await page.getByTestId('run.toggle').click(); // a still picture
  await checkChartDownloads(page, 'chart.paths', 'series,time,rate', 3, 3);
  const csv = await downloadOf(page, page.getByTestId('chart.paths.export.csv'));
  const series = new Set(
    csv.body
      .toString('utf8')
      .split(/\r?\n/)
      .slice(1)
      .filter((l) => l !== '')
      .map((l) => l.split(',')[0]),
  );
  expect([...series].sort()).toEqual(['flow 1', 'flow 2', 'flow 3']);
});

test('the utilization chart downloads as PNG, SVG and CSV', async ({ page }) => {
  // A short warm-up, so that the running utilization has points after a second or so.
  await openLab(page, 'lab=aimd&x0=0.3&warmup=3');
  await expect(page.getByTestId('readout.simulated')).toHaveText(/^\d\.\d{5}$/);
  await waitForEvents(page, 12);
  await page.getByTestId('run.toggle').click();
  await checkChartDownloads(page, 'chart.utilization', 'time,utilization,ci95_low,ci95_high', 4);
});

test('a scenario exported as JSON and imported again is the same scenario', async ({
  page,
}, testInfo) => {
  const original = 'lab=aimd&n=5&beta=0.7&policy=largest-rate&seed=42&events=5000';
  await openLab(page, original);
  expect((await labState(page)).query).toBe(original);

  const exported = await downloadOf(page, page.getByTestId('share.export'));
  expect(exported.download.suggestedFilename()).toBe('aimd-scenario.json');
  const json = JSON.parse(exported.body.toString('utf8')) as Record<string, unknown>;
  expect(json).toMatchObject({
    lab: 'aimd',
    n: 5,
    beta: 0.7,
    policy: 'largest-rate',
    seed: 42,
    events: 5000,
  });
  // The file holds every parameter, defaults included.
  expect(json).toMatchObject({ c: 1, warmup: 100 });
  const file = testInfo.outputPath('aimd-scenario.json');
  await writeFile(file, exported.body);

  await openLab(page, 'lab=aimd');
  expect((await labState(page)).query).toBe('lab=aimd');
  const runs = (await labState(page)).runs;
  await page.getByTestId('share.file').setInputFiles(file);
  await expect.poll(() => search(page)).toBe(original);
  await waitForRuns(page, runs + 1);
  expect((await labState(page)).query).toBe(original);
  await expect(page.getByTestId('control.n')).toHaveValue('5');
  await expect(page.getByTestId('control.policy')).toHaveValue('largest-rate');
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

test('importing a malformed or wrong JSON file shows a notice naming the file', async ({
  page,
}) => {
  await openLab(page, 'lab=aimd&n=6');
  await page.getByTestId('share.file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ "lab": "aimd", "n": '),
  });
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('broken.json');
  await expect(notice).toContainText('malformed JSON');
  await expect(notice).toContainText('the scenario is unchanged');
  // What the notice says is what runs: the scenario that was there before.
  await expect.poll(() => search(page)).toBe('lab=aimd&n=6');
  await expect.poll(async () => (await labState(page)).query).toBe('lab=aimd&n=6');

  await page.getByTestId('notice.dismiss').click();
  await expect(notice).toHaveCount(0);

  // A well-formed file with a bad value: that parameter is named, the rest is applied.
  await page.getByTestId('share.file').setInputFiles({
    name: 'bad-n.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ lab: 'aimd', n: -2, policy: 'synchronized' })),
  });
  await expect(notice).toContainText('bad-n.json');
  await expect(notice.locator('li')).toHaveCount(1);
  await expect(notice.locator('li')).toContainText(/^n: .*used the default 3\.$/);
  await expect.poll(() => params(page)).toEqual({ lab: 'aimd', policy: 'synchronized' });

  // A file exported from another lab opens that lab, as the command line runs it there; its
  // 5 s run makes the Dumbbell's 300 s warm-up give way: a note, not a problem.
  await page.getByTestId('share.file').setInputFiles({
    name: 'dumbbell-scenario.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ lab: 'dumbbell', version: 1, n: 3, t: 5 })),
  });
  await expect(page.getByTestId('lab.dumbbell')).toBeVisible();
  await expect.poll(() => params(page)).toEqual({ lab: 'dumbbell', n: '3', t: '5' });
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('note')).toContainText(/warmup: the default 300 s .* used 2\.5 s/);
  // a lab that does not exist here: said, and nothing changes
  await page.getByTestId('share.file').setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ lab: 'bbr', n: 3 })),
  });
  await expect(notice).toContainText('the file is for "bbr", which is not a lab here');
  expect(params(page)).toEqual({ lab: 'dumbbell', n: '3', t: '5' });
});

test('Copy link puts the scenario URL, without the presentation flag, on the clipboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLab(page, 'lab=aimd&n=4&seed=9&present=1&theme=dark');
  // In presentation mode the header is still there, only smaller.
  await page.getByTestId('share.copy').click();
  await expect(page.getByTestId('share.copy')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}?lab=aimd&n=4&seed=9&theme=dark`);
});
