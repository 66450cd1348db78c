import { test, expect } from '@playwright/test';

test('the page opens with its title and tagline, without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('./');
  await expect(page).toHaveTitle('AIMD Lab');
  await expect(page.getByRole('heading', { name: 'AIMD Lab' })).toBeVisible();
  await expect(page.getByTestId('app.tagline')).toContainText('congestion-control');
  expect(errors).toEqual([]);
});
