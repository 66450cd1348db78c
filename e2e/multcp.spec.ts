import type { Page } from '@playwright/test';
import { isPacketView } from '../src/labs/multcp/packet/views';
import { MULTCP_PRESETS } from '../src/labs/multcp/presets';
import type { MultcpTestApi } from '../src/labs/multcp/testApi';
import { downloadOf, expect, params, test, shortRuns } from './fixtures';

/**
 * The MulTCP lab: every preset opens, the network editor drives the allocations and the URL. The
 * two preset tests open every try-this link of the lab (its links are MULTCP_PRESETS) as
 * e2e/labs.spec.ts's round opens the other labs' (a new page at the link; no notice, data on every
 * chart, no NaN), with the view's numbers too: the round leaves this lab's links to this file.
 */

async function state(page: Page): Promise<MultcpTestApi> {
  const s = await page.evaluate(() => (window.__multcpLab ? { ...window.__multcpLab } : null));
  if (s === null) throw new Error('window.__multcpLab is not set: the lab did not start');
  return s;
}

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`./?${query}`);
  await expect(page.getByTestId('lab.multcp')).toBeVisible();
  await page.waitForFunction(() => window.__multcpLab !== undefined);
}

const close = (xs: readonly number[], ys: readonly number[]) =>
  xs.length === ys.length && xs.every((x, i) => Math.abs(x - ys[i]) < 1e-9);

test('every closed-form preset opens its view with its numbers, without a notice', async ({
  page,
}) => {
  for (const p of MULTCP_PRESETS.filter((x) => !isPacketView(x.view))) {
    await open(page, p.query);
    await expect(page.getByTestId(`view.${p.view}`)).toHaveAttribute('aria-selected', 'true');
    await page.waitForFunction((q) => window.__multcpLab?.query === q, p.query);
    const s = await state(page);
    expect(s.view, p.id).toBe(p.view);
    if (p.view === 'gain') expect(s.gain, p.id).toBeGreaterThanOrEqual(1);
    if (p.view === 'rbuffer') expect(s.knee, p.id).toBeCloseTo(6.2707, 4);
    if (p.id === 'one-link') expect(close(s.allocations!.weighted, [2, 4, 6])).toBe(true);
    await expect(page.getByTestId('notice')).toHaveCount(0);
    await expect(page.locator('[data-empty]').first()).toBeVisible();
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('body')).not.toContainText('NaN');
  }
});

// in two parts, so that the two test workers share them
for (const part of [0, 1])
  test(`every packet-level preset opens its view and its sweep fills its chart (${part + 1}/2)`, async ({
    page,
  }) => {
    for (const p of MULTCP_PRESETS.filter((x) => isPacketView(x.view)).filter(
      (_, k) => k % 2 === part,
    )) {
      await open(page, shortRuns(p.query, 'warmup'));
      await expect(page.getByTestId(`view.${p.view}`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('notice')).toHaveCount(0);
      await page.waitForFunction(() => (window.__sweepLab?.done ?? 0) >= 1, null, {
        timeout: 30_000,
      });
      await expect(page.locator('[data-empty]').first()).toBeVisible();
      await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByTestId('multcp.setup')).toContainText('ms');
      await expect(page.getByTestId('multcp.seeds')).toContainText('seed=');
      await expect(page.locator('body')).not.toContainText('NaN');
    }
  });

test('the network view runs to the end: one row per flow, Fig. 6 said in words', async ({
  page,
}) => {
  await open(page, 'lab=multcp&view=wpf&links=10,2&flows=a:1-2:4,b:1:1,c:2:1&t=120&reps=2');
  await page.waitForFunction(() => window.__sweepLab?.status === 'done', null, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('multcp.wpf.row')).toHaveCount(3);
  await expect(page.getByTestId('multcp.wpf.fig6')).toContainText('MulTCP(4)');
  const csv = await downloadOf(page, page.getByTestId('chart.wpf.export.csv'));
  expect(csv.body.toString().split('\n')[0]).toBe(
    'a_mbps,a_mbps_ci95_low,a_mbps_ci95_high,b_mbps,b_mbps_ci95_low,b_mbps_ci95_high,c_mbps,c_mbps_ci95_low,c_mbps_ci95_high,timeouts,reps,seeds',
  );
  // the page names the two runs' seeds, the CSV's last cell
  const seeds = csv.body.toString().trim().split('\n')[1].split(',').at(-1)!;
  expect(seeds).toMatch(/^\d+ \d+$/);
  await expect(page.getByTestId('multcp.seeds')).toContainText(`Seeds of the 2 runs: ${seeds}`);
});

test('Fig. 4 links to its network in the Dumbbell lab', async ({ page }) => {
  await open(page, 'lab=multcp&view=fig4&flavours=sack&ntcps=none&sweep=n:2&reps=2&t=60');
  const link = page.getByTestId('multcp.fig4.dumbbell.reno');
  await expect(link).toHaveAttribute('href', /lab=dumbbell&n=22&cap=10&rtt=100,100,40,40/);
  await expect(link).toHaveAttribute('href', /cc=multcp,reno,.*&weight=2&/);
});

test('editing a weight moves the allocation and the URL; the CSV follows', async ({ page }) => {
  await open(page, 'lab=multcp&view=fairness');
  expect(close((await state(page)).allocations!.weighted, [2, 4, 6])).toBe(true);
  await page.getByTestId('editor.flow.0.weight').fill('3');
  // weights 3, 2, 3 on 12 Mbit/s: 4.5, 3, 4.5
  await page.waitForFunction(
    () => Math.abs((window.__multcpLab?.allocations?.weighted[0] ?? 0) - 4.5) < 1e-9,
  );
  expect(close((await state(page)).allocations!.weighted, [4.5, 3, 4.5])).toBe(true);
  expect(params(page).flows).toBe('a:1:3,b:1:2,c:1:3');
  await expect(page.getByTestId('multcp.rate.weighted').first()).toHaveText('4.5');
  const csv = await downloadOf(page, page.getByTestId('chart.rates.export.csv'));
  expect(csv.body.toString()).toContain('a,l1,3,4.5,4,4,l1,l1,l1');
  // a half-typed route is not applied and says why
  await page.getByTestId('editor.flow.1.route').fill('1-5');
  await expect(page.getByTestId('editor.error')).toContainText('flow b crosses link 5');
  expect(params(page).flows).toBe('a:1:3,b:1:2,c:1:3');
});

test('a malformed network in the URL: the notice names it and the default network runs', async ({
  page,
}) => {
  await open(page, 'lab=multcp&view=fairness&links=10&flows=a:1-9:1');
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('flows');
  await expect(notice).toContainText('crosses link 9');
  await expect(notice).toContainText('default network');
  expect(close((await state(page)).allocations!.weighted, [2, 4, 6])).toBe(true);
  await expect(page.getByTestId('multcp.picture.flow')).toHaveCount(3);
});

test('the view tabs switch the view and push it to the URL', async ({ page }) => {
  await open(page, 'lab=multcp');
  await page.getByTestId('view.rbuffer').click();
  await page.waitForFunction(() => window.__multcpLab?.view === 'rbuffer');
  expect(params(page).view).toBe('rbuffer');
  await expect(page.getByTestId('chart.rbuffer.frame')).toBeVisible();
  await page.goBack();
  await page.waitForFunction(() => window.__multcpLab?.view === 'gain');
  await expect(page.getByTestId('chart.gain.frame')).toBeVisible();
});
