import { expect, test } from './fixtures';

test('the atlas lists a paper’s figures with the paper’s numbers and the app’s, each linked to its scenario', async ({
  page,
}) => {
  await page.goto('./?lab=aimd');
  await page.getByTestId('shell.atlas').click();
  await expect(page).toHaveURL(/\?atlas=000$/);
  const atlas = page.getByTestId('atlas');
  await expect(atlas.getByRole('heading', { level: 2 })).toContainText('Paper 000');
  const items = page.getByTestId('atlas.item');
  // Figs. 1-19 and Table I, some items covering two figures
  await expect(items).toHaveCount(18);
  const fig2 = page.locator('[data-item="fig2"]');
  await expect(fig2).toContainText('1 − 1/(1 + N(1 + β)/(1 − β))');
  // the app's numbers: the recorded findings of the link's claim, with their bounds
  await expect(fig2.getByRole('row').nth(1)).toContainText(/rate-proportional at 1.*0\.75/);
  await expect(page.locator('[data-item="table1"]')).toContainText('inria-stanford');
  await expect(page.locator('[data-item="fig5"] [data-testid="atlas.differs"]')).toContainText(
    '28/111',
  );
  // a link opens its lab on the figure's scenario (the link's own query)
  await expect(fig2.getByRole('link', { name: /Fig\. 2/ })).toHaveAttribute(
    'href',
    '?lab=sockets&beta=0.5',
  );
});

test('every paper has its atlas page, and a wrong paper says so and shows the first', async ({
  page,
}) => {
  for (const id of ['001', '002', '003', '004']) {
    await page.goto(`./?atlas=${id}`);
    await expect(page.getByTestId('atlas').getByRole('heading', { level: 2 })).toContainText(
      `Paper ${id}`,
    );
    expect(await page.getByTestId('atlas.item').count()).toBeGreaterThan(4);
    await expect(page.getByTestId('atlas.problem')).toHaveCount(0);
  }
  await page.goto('./?atlas=05');
  await expect(page.getByTestId('atlas.problem')).toContainText('there is no paper "05"');
  await expect(page.getByTestId('atlas').getByRole('heading', { level: 2 })).toContainText(
    'Paper 000',
  );
});

test('the atlas CSV is the command line’s table with the recorded numbers', async ({ page }) => {
  await page.goto('./?atlas=001');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('atlas.csv').click(),
  ]);
  expect(download.suggestedFilename()).toBe('atlas-001.csv');
  const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(text.split('\n')[0]).toBe(
    'paper,item,kind,lab,link,query,measure,value,bound,holds,paper_says,differs',
  );
  expect(text).toContain('001,Fig. 4(a),simulation,buffer,fig4a,');
});
