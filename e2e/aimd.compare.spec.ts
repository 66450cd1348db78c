import { writeFile } from 'node:fs/promises';
import { downloadOf, expect, test } from './fixtures';

/** Events done by each run of the pair: A fills window.__aimdLab, B window.__aimdLabB. */
async function pairEvents(page: import('@playwright/test').Page): Promise<[number, number]> {
  return page.evaluate(() => [
    window.__aimdLab?.eventsDone ?? 0,
    window.__aimdLabB?.eventsDone ?? 0,
  ]);
}

test('a compare URL shows two live panels that run, pause and resume together', async ({
  page,
}) => {
  await page.goto('./?lab=aimd&n=2&policy=largest-rate&compare=1&b.policy=rate-proportional');
  const a = page.getByTestId('compare.a');
  const b = page.getByTestId('compare.b');
  await expect(a).toContainText('largest-rate');
  await expect(b).toContainText('rate-proportional');
  await expect(a.getByTestId('chart.paths.canvas')).toBeVisible();
  await expect(b.getByTestId('chart.paths.canvas')).toBeVisible();
  await expect.poll(async () => Math.min(...(await pairEvents(page)))).toBeGreaterThan(3);

  // One shared pause stops both runs.
  await page.getByTestId('run.toggle').click();
  await expect
    .poll(() => page.evaluate(() => [window.__aimdLab?.status, window.__aimdLabB?.status]))
    .toEqual(['paused', 'paused']);
  const paused = await pairEvents(page);
  await page.waitForTimeout(500); // nothing should move while paused: only waiting can show it
  expect(await pairEvents(page)).toEqual(paused);

  // Step advances each run by exactly one event.
  await page.getByTestId('run.step').click();
  await expect.poll(() => pairEvents(page)).toEqual([paused[0] + 1, paused[1] + 1]);

  await page.getByTestId('run.toggle').click();
  await expect.poll(async () => (await pairEvents(page))[0]).toBeGreaterThan(paused[0] + 1);
  expect(new URL(page.url()).search).toBe(
    '?lab=aimd&n=2&policy=largest-rate&compare=1&b.policy=rate-proportional',
  );
});

test('compare mode opens from the lab with a copy, edits B in the URL, and closes', async ({
  page,
}) => {
  await page.goto('./?lab=aimd&n=4&policy=largest-rate');
  await page.getByTestId('compare.open').click();
  await expect(page.getByTestId('compare')).toBeVisible();
  expect(new URL(page.url()).search).toBe('?lab=aimd&n=4&policy=largest-rate&compare=1');

  const b = page.getByTestId('compare.b');
  await b.getByText('Edit B').click();
  await b.getByTestId('control.policy').selectOption('synchronized');
  await expect
    .poll(() => new URL(page.url()).search)
    .toBe('?lab=aimd&n=4&policy=largest-rate&compare=1&b.policy=synchronized');
  await expect(b).toContainText('synchronized');

  await page.getByTestId('compare.swap').click();
  await expect(page.getByTestId('compare.a')).toContainText('synchronized');

  await page.getByTestId('compare.close').click();
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
  expect(new URL(page.url()).search).toBe('?lab=aimd&n=4&policy=synchronized');
  // Back returns to the pair.
  await page.goBack();
  await expect(page.getByTestId('compare')).toBeVisible();
});

test('a bad override in a compare URL is named with its b. prefix and B still runs', async ({
  page,
}) => {
  await page.goto('./?lab=aimd&n=2&compare=1&b.beta=3');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('b.beta');
  await expect.poll(async () => (await pairEvents(page))[1]).toBeGreaterThan(2);
});

test('in compare mode the JSON export holds the pair, and importing it reopens the pair', async ({
  page,
}, testInfo) => {
  const pair = '?lab=aimd&n=4&policy=largest-rate&compare=1&b.beta=0.7&b.policy=beatdown';
  await page.goto(`./${pair}`);
  await expect(page.getByTestId('compare')).toBeVisible();
  const exported = await downloadOf(page, page.getByTestId('share.export'));
  expect(exported.download.suggestedFilename()).toBe('aimd-pair.json');
  const json = JSON.parse(exported.body.toString('utf8')) as {
    compare: { a: Record<string, unknown>; b: Record<string, unknown> };
  };
  expect(json).toMatchObject({ lab: 'aimd', version: 1 });
  expect(json.compare.a).toMatchObject({ n: 4, policy: 'largest-rate', beta: 0.5 });
  expect(json.compare.b).toMatchObject({ n: 4, policy: 'beatdown', beta: 0.7 });
  const file = testInfo.outputPath('aimd-pair.json');
  await writeFile(file, exported.body);

  await page.goto('./?lab=aimd');
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
  await page.getByTestId('share.file').setInputFiles(file);
  await expect(page.getByTestId('compare')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe(pair);
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expect.poll(async () => Math.min(...(await pairEvents(page)))).toBeGreaterThan(2);
});
