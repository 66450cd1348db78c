import type { Page } from '@playwright/test';
import { labById } from '../src/labs/registry';
import {
  expect,
  labState,
  numberIn,
  openLab,
  params,
  search,
  setMaxSpeed,
  test,
  waitForRuns,
  waitForStatus,
} from './fixtures';

/**
 * The "try this" presets and what their links must say (paper 000's figures). Each test below
 * opens one link as e2e/labs.spec.ts's round opens the other labs' (a new page at the link; no
 * notice, data on every chart, no NaN), and checks the scenario and its numbers too: the round
 * leaves this lab's links to this file.
 */
const PRESETS: {
  id: string;
  params: Record<string, string>;
  theory: string;
  drawn?: string;
}[] = [
  { id: 'fig1', params: {}, theory: 'Theorem 1' },
  {
    id: 'fig4-left',
    params: { n: '4', policy: 'rate-independent', sigma: '0.5' },
    theory: 'Theorem 1',
  },
  {
    id: 'fig4-right',
    params: { n: '4', policy: 'rate-independent', sigma: '0.125' },
    theory: 'Theorem 1',
  },
  { id: 'fig5', params: { n: '2', policy: 'beatdown' }, theory: 'Theorem 1' },
  { id: 'synchronized', params: { n: '4', policy: 'synchronized' }, theory: 'eq. (6)' },
  { id: 'hundred', params: { n: '100' }, theory: 'Theorem 1', drawn: '(6 of 100 flows drawn)' },
];

const hrefOf = async (page: Page, id: string): Promise<string> => {
  const href = await page.getByTestId(`preset.${id}`).getAttribute('href');
  expect(href, `preset.${id} has a link`).toMatch(/^\?lab=aimd(&|$)/);
  return href as string;
};

/** The lab's try-this links, from the registry (what the page shows). */
const TRY_THIS = labById('aimd')!.tryThis;

test("the presets here are every try-this link of the lab, and the page's links are theirs", async ({
  page,
}) => {
  expect(PRESETS.map((p) => p.id)).toEqual(TRY_THIS.map((t) => t.id));
  await openLab(page);
  for (const t of TRY_THIS) expect(await hrefOf(page, t.id)).toBe(`?${t.query}`);
});

for (const preset of PRESETS) {
  test(`preset ${preset.id}: its link opens the scenario, draws it and measures it`, async ({
    page,
  }) => {
    // the link the page shows (the test above): one page load per preset
    const query = TRY_THIS.find((t) => t.id === preset.id)!.query;
    await openLab(page, query);
    expect(search(page)).toBe(query);
    expect(params(page)).toMatchObject({ lab: 'aimd', ...preset.params });
    expect((await labState(page)).query).toBe(query);
    await expect(page.getByTestId('notice')).toHaveCount(0);
    if (preset.params.n) await expect(page.getByTestId('control.n')).toHaveValue(preset.params.n);
    if (preset.params.policy)
      await expect(page.getByTestId('control.policy')).toHaveValue(preset.params.policy);

    // The sample paths are drawn on the chart's canvas, the theory is beside them.
    await expect(page.locator('[data-testid="chart.paths.frame"] canvas').first()).toBeVisible();
    await page.waitForFunction(() => window.__aimdLab?.firstChartAt !== undefined);
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('body')).not.toContainText('NaN');
    if (preset.drawn)
      await expect(page.getByTestId('chart.paths.subtitle')).toContainText(preset.drawn);
    await expect(page.getByTestId('theory')).toBeVisible();
    await expect(page.getByTestId('theory.applies').first()).toBeVisible();

    // After the warm-up the readout shows a number; at the end it agrees with the closed form.
    await setMaxSpeed(page);
    await expect(page.getByTestId('readout.simulated')).toHaveText(/^\d\.\d{5}$/);
    await waitForStatus(page, 'done');
    const simulated = await numberIn(page.getByTestId('readout.simulated'));
    expect(simulated).toBeGreaterThan(0);
    expect(simulated).toBeLessThanOrEqual(1);
    await expect(page.getByTestId('readout.utilization')).toContainText(preset.theory);
    const theory = await numberIn(page.getByTestId('readout.theory'));
    expect(Math.abs(simulated - theory)).toBeLessThan(2e-3);
    const state = await labState(page);
    expect(state.query).toBe(query);
    expect(state.utilization).toBeCloseTo(simulated, 4);
  });
}

test('clicking a preset pushes a history entry; Back restores the previous scenario', async ({
  page,
}) => {
  const start = 'lab=aimd&n=7&seed=3';
  await openLab(page, start);
  const runs = (await labState(page)).runs;
  const fig5 = (await hrefOf(page, 'fig5')).slice(1);
  await page.getByTestId('preset.fig5').click();
  await expect.poll(() => search(page)).toBe(fig5);
  await waitForRuns(page, runs + 1);
  expect((await labState(page)).query).toBe(fig5);
  await expect(page.getByTestId('control.policy')).toHaveValue('beatdown');

  await page.goBack();
  await expect.poll(() => search(page)).toBe(start);
  // The page must follow the address bar back to the scenario it was opened with.
  await expect.poll(async () => (await labState(page)).query).toBe(start);
  await expect(page.getByTestId('control.n')).toHaveValue('7');
  await expect(page.getByTestId('control.policy')).toHaveValue('rate-proportional');
  await expect(page.getByTestId('control.seed')).toHaveValue('3');
});

test('presets stack history entries: Back and Forward walk through them', async ({ page }) => {
  const start = 'lab=aimd&n=7&seed=3';
  await openLab(page, start);
  const runs = (await labState(page)).runs;

  const fig5 = (await hrefOf(page, 'fig5')).slice(1);
  await page.getByTestId('preset.fig5').click();
  await expect.poll(() => search(page)).toBe(fig5);
  await waitForRuns(page, runs + 1);

  const hundred = (await hrefOf(page, 'hundred')).slice(1);
  await page.getByTestId('preset.hundred').click();
  await expect.poll(() => search(page)).toBe(hundred);
  await waitForRuns(page, runs + 2);
  await expect(page.getByTestId('control.n')).toHaveValue('100');

  await page.goBack();
  await expect.poll(() => search(page)).toBe(fig5);
  await expect.poll(async () => (await labState(page)).query).toBe(fig5);
  await expect(page.getByTestId('control.n')).toHaveValue('2');

  await page.goBack();
  await expect.poll(() => search(page)).toBe(start);
  await expect.poll(async () => (await labState(page)).query).toBe(start);
  await expect(page.getByTestId('control.n')).toHaveValue('7');

  await page.goForward();
  await expect.poll(() => search(page)).toBe(fig5);
  await expect.poll(async () => (await labState(page)).query).toBe(fig5);
  await page.goForward();
  await expect.poll(() => search(page)).toBe(hundred);
  await expect.poll(async () => (await labState(page)).query).toBe(hundred);
});
