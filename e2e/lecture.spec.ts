import type { Page } from '@playwright/test';
import { toBase64Url } from '../src/app/lecture/base64url';
import { BUILTIN_LECTURES } from '../src/app/lecture/builtins';
import { readLab } from '../src/app/urlState';
import { labById } from '../src/labs/registry';
import { downloadOf, expect, params, search, test } from './fixtures';

/** A wait for the charts' data (as e2e/labs.spec.ts waits), not a claim about speed. */
const DATA_TIMEOUT = 30_000;

/** The lab of `link` is open and every chart on the page has data. */
async function expectData(page: Page, link: string): Promise<void> {
  await expect(page.getByTestId(`lab.${readLab(link)}`)).toBeVisible();
  await expect(page.locator('[data-empty]').first()).toBeVisible({ timeout: DATA_TIMEOUT });
  await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: DATA_TIMEOUT });
}

test('a ready-made lecture in presentation mode: → and ← turn the scenes, each with its data', async ({
  page,
}) => {
  const { id, lecture } = BUILTIN_LECTURES[0];
  const n = lecture.scenes.length;
  const expectScene = async (k: number) => {
    const s = lecture.scenes[k - 1];
    await expect(page.getByTestId('lecture.caption')).toHaveText(
      `Scene ${k} of ${n}: ${s.title} — ${s.note}`,
    );
    expect(search(page).startsWith(`${s.link}&`), search(page)).toBe(true);
    await expectData(page, s.link);
  };
  // The lecture's own link names no scenario: it opens the first scene.
  await page.goto(`./?lecture=${id}&present=1`);
  await expect(page.getByTestId('shell')).toHaveClass(/present/);
  await expectScene(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectScene(3);
  expect(params(page)).toMatchObject({ lecture: id, scene: '3', present: '1' });
  await page.keyboard.press('ArrowLeft');
  await expectScene(2);
  expect(params(page).scene).toBe('2');
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

test('a lecture built in the editor reopens from its link and from its file', async ({ page }) => {
  // a "try this" link is added titled after it, its caption as the note
  const fig5 = labById('aimd')?.tryThis.find((t) => t.id === 'fig5');
  if (!fig5) throw new Error('the Loss-policies lab has no "try this" link fig5');
  await page.goto('./?lab=aimd&n=2');
  await expect(page.getByTestId('lab.aimd')).toBeVisible();
  await page.getByTestId('share.lecture').click();
  await page.getByTestId('lecture.new').click();
  await page.getByTestId('lecture.title').fill('Two scenes');
  await page.getByTestId('lecture.add').click();
  await page.getByTestId('lecture.scene.title').first().fill('Two flows, rate-proportional');
  // the second scene: that "try this" link
  await page.getByTestId('preset.fig5').click();
  await expect.poll(() => params(page).policy).toBe('beatdown');
  await page.getByTestId('lecture.add').click();
  await expect(page.getByTestId('lecture.scene')).toHaveCount(2);
  await expect(page.getByTestId('lecture.caption')).toHaveText(
    `Scene 2 of 2: ${fig5.label} — ${fig5.what}`,
  );
  await page.getByTestId('lecture.scene.note').nth(1).fill('the cuts pile up');
  const link = await page.getByTestId('lecture.link').inputValue();
  const file = await downloadOf(page, page.getByTestId('lecture.export'));
  expect(file.download.suggestedFilename()).toBe('lecture-two-scenes.json');

  // the shared link: presentation mode at the first scene
  await page.goto(link);
  await expect(page.getByTestId('shell')).toHaveClass(/present/);
  await expect(page.getByTestId('lecture.caption')).toHaveText(
    'Scene 1 of 2: Two flows, rate-proportional',
  );
  expect(params(page)).toMatchObject({ lab: 'aimd', n: '2' });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('lecture.caption')).toHaveText(
    `Scene 2 of 2: ${fig5.label} — the cuts pile up`,
  );
  expect(params(page)).toMatchObject({ lab: 'aimd', n: '2', policy: 'beatdown' });
  await expectData(page, 'lab=aimd');

  // the file, imported like a scenario's, opens the same lecture
  await page.goto('./?lab=aimd');
  await page.getByTestId('share.file').setInputFiles({
    name: 'lecture.json',
    mimeType: 'application/json',
    buffer: file.body,
  });
  await expect(page.getByTestId('lecture.caption')).toHaveText(
    'Scene 1 of 2: Two flows, rate-proportional',
  );
  expect(params(page)).toMatchObject({ lab: 'aimd', n: '2', scene: '1' });
});

test('a malformed lecture and a scene with a bad link open with a notice of what was used', async ({
  page,
}) => {
  const lecture = { title: 'T', scenes: [{ link: 'lab=aimd&n=0', title: 'A bad N' }] };
  await page.goto(`./?lecture=${toBase64Url(JSON.stringify(lecture))}&scene=4`);
  await expect(page.getByTestId('lecture.caption')).toHaveText('Scene 1 of 1: A bad N');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('scene: must be a scene number from 1 to 1, got "4"');
  await expect(notice).toContainText('used scene 1');
  await expect(notice).toContainText(/n: .*used the default 3/);

  await page.goto('./?lab=aimd&lecture=nonsense');
  await expect(page.getByTestId('notice')).toContainText(
    /lecture: "nonsense" is neither a ready-made lecture .*; used an empty lecture/,
  );
  await expect(page.getByTestId('lecture.caption')).toContainText('has no scenes yet');
});
