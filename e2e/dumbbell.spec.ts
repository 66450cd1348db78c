import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { DUMBBELL_PRESETS } from '../src/labs/dumbbell/presets';
import type { DumbbellTestApi } from '../src/labs/dumbbell/useDumbbellRun';
import { expectReadableCharts } from './chartChecks';
import { blur, downloadOf, expect, setMaxSpeed, test } from './fixtures';
import { cliCsv, currentQuery, sweepState, waitForSweep } from './sweepFixtures';

/** The Dumbbell lab (lab 7): live runs, step mode, sweeps, and the same numbers as the CLI. */

async function state(page: Page): Promise<DumbbellTestApi> {
  const s = await page.evaluate(() => (window.__dumbbellLab ? { ...window.__dumbbellLab } : null));
  if (s === null) throw new Error('window.__dumbbellLab is not set: the live run did not start');
  return s;
}

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`./?${query}`);
  await expect(page.getByTestId('lab.dumbbell')).toBeVisible();
}

const run = promisify(execFile);

/** The command line's JSON report for a scenario. */
async function cliReport(query: string): Promise<{ summary: { utilization: number } }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', query], {
    cwd: process.cwd(),
    maxBuffer: 1 << 26,
  });
  return JSON.parse(stdout) as { summary: { utilization: number } };
}

test('the page and the command line give the same utilization for the same URL', async ({
  page,
}) => {
  const query = 'lab=dumbbell&n=4&t=60&warmup=10';
  const cli = cliReport(query); // runs meanwhile
  await open(page, query);
  await setMaxSpeed(page);
  await page.waitForFunction(() => window.__dumbbellLab?.status === 'done', null, {
    timeout: 30_000,
  });
  const s = await state(page);
  expect(s.query).toBe(query);
  expect(s.utilization).toBe((await cli).summary.utilization);
  await expect(page.getByTestId('readout.simulated')).toHaveText(s.utilization!.toFixed(4));
  await expect(page.getByTestId('run.toggle')).toHaveText('Run again');
});

test('step mode: one congestion event, one packet event, each with its caption', async ({
  page,
}) => {
  await open(page, 'lab=dumbbell&n=4&t=60&warmup=10');
  await page.waitForFunction(() => (window.__dumbbellLab?.now ?? 0) > 0);
  await blur(page);
  await page.keyboard.press('ArrowRight');
  const caption = page.getByTestId('run.caption');
  await expect(caption).toHaveText(
    /^Congestion event at t = \d+\.\d{3} s: .*flows? lost packets.* the queue held \d+ \/ 20 packets at the first drop\. Flow \d+: /,
  );
  await expect(page.getByTestId('run.toggle')).toHaveText('Run');
  expect((await state(page)).status).toBe('paused');
  const stepped = (await state(page)).now;
  await page.getByTestId('run.stepPacket').click();
  await expect(caption).toHaveText(/^t = \d+\.\d{6} s: .*Queue: \d+ \/ 20 packets\.$/);
  expect((await state(page)).now).toBeGreaterThanOrEqual(stepped);
  // space runs again, r restarts from the seed
  await page.keyboard.press(' ');
  await expect(caption).toHaveCount(0);
  await page.keyboard.press('r');
  await page.waitForFunction(() => window.__dumbbellLab?.runs === 2);
});

test('a bad parameter gives a notice and the lab still runs; a bad typed value is explained', async ({
  page,
}) => {
  await open(page, 'lab=dumbbell&n=4&buffer=-3&t=60&warmup=10');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('buffer');
  await page.waitForFunction(() => (window.__dumbbellLab?.now ?? 0) > 0.5);
  await expect(page.getByTestId('chart.cwnd.frame')).toHaveAttribute('data-empty', 'false');
  await page.getByTestId('control.buffer').fill('abc');
  await expect(page.getByTestId('control.buffer.error')).toContainText('still using 20');
  expect(currentQuery(page)).not.toContain('abc');
  expect((await state(page)).runs).toBe(1);
});

test.describe('with the machine’s cores (its pool of several workers)', () => {
  test.use({ cores: null });
  test("a sweep URL fills its chart, and its CSV is the command line's, byte for byte", async ({
    page,
  }) => {
    // (t = 300 s: the sweep of N = 1..10 opened at the end lasts long enough to be cancelled; at
    // 60 s its ten points took 1.5 s, over before the click)
    const query = 'lab=dumbbell&t=300&warmup=20&sweep=n:1..3&reps=1';
    const cli = cliCsv(query);
    await open(page, query);
    await waitForSweep(page, 'done');
    expect(await sweepState(page)).toMatchObject({ lab: 'dumbbell', done: 3, total: 3 });
    await expect(page.getByTestId('chart.sweep.frame')).toHaveAttribute('data-empty', 'false');
    await expect(page.getByTestId('chart.sweep.legend')).toContainText('Theorem 1');
    const { download, body } = await downloadOf(page, page.getByTestId('chart.sweep.export.csv'));
    expect(download.suggestedFilename()).toBe('dumbbell-sweep.csv');
    expect(body.toString('utf8')).toBe(await cli);
    // back to the live run of the same scenario, and to a sweep of N from there
    await page.getByTestId('dumbbell.live').click();
    await expect.poll(() => currentQuery(page)).toBe('lab=dumbbell&t=300&warmup=20&reps=1');
    await page.waitForFunction(() => (window.__dumbbellLab?.now ?? 0) > 0);
    await page.getByTestId('dumbbell.sweepN').click();
    await expect.poll(() => currentQuery(page)).toContain('sweep=n:1..10');
    await page.getByTestId('sweep.cancel').click();
    await waitForSweep(page, 'cancelled');
  });
});

// in parts of a few links each, so that the two test workers share them
const PRESET_PARTS = 4;
for (let part = 0; part < PRESET_PARTS; part++)
  test(`every try-this link opens its scenario: live traces, or its sweep filling (${part + 1}/${PRESET_PARTS})`, async ({
    page,
  }) => {
    await open(page, 'lab=dumbbell&t=30&warmup=5');
    for (const p of DUMBBELL_PRESETS.filter((_, k) => k % PRESET_PARTS === part)) {
      await page.getByTestId(`preset.${p.id}`).click();
      await expect.poll(() => currentQuery(page)).toBe(p.query);
      if (p.query.includes('sweep=')) {
        await page.waitForFunction((q) => window.__sweepLab?.query === q, p.query);
        await page.waitForFunction(() => (window.__sweepLab?.done ?? 0) >= 1, null, {
          timeout: 30_000,
        });
        await expect(page.getByTestId('chart.sweep.frame')).toHaveAttribute('data-empty', 'false');
      } else {
        await page.waitForFunction((q) => window.__dumbbellLab?.query === q, p.query);
        await expect(page.getByTestId('chart.cwnd.frame')).toHaveAttribute('data-empty', 'false');
        await expect(page.getByTestId('chart.sum.frame')).toHaveAttribute('data-empty', 'false');
      }
      await expect(page.getByTestId('notice'), p.id).toHaveCount(0);
      await expect(page.getByTestId('note'), p.id).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('NaN');
      await expectReadableCharts(page, `${p.id} at 1280x720`);
    }
  });

test('loss events over time: a dot per drop on its flow’s row, columns when losses are synchronized', async ({
  page,
}) => {
  // Figs. 8-9's link (DropTail, b = 20, ten flows: synchronized) at full speed for a while
  await open(page, 'lab=dumbbell&speed=max');
  await page.waitForFunction(() => (window.__dumbbellLab?.now ?? 0) > 40, null, {
    timeout: 60_000,
  });
  await expect(page.getByTestId('chart.drops.frame')).toHaveAttribute('data-empty', 'false');
  const drops = async () =>
    Number((await page.getByTestId('readout.drops').textContent())?.match(/\d+/)?.[0] ?? 0);
  await expect.poll(drops).toBeGreaterThan(10);
  await expectReadableCharts(page, 'loss events at 1280x720');
});

test('presentation and embed modes', async ({ page }) => {
  await open(page, 'lab=dumbbell&present=1');
  await expect(page.getByTestId('controls')).toBeHidden();
  await expect(page.getByTestId('dumbbell.picture')).toBeVisible();
  await expect(page.getByTestId('theory')).toBeVisible();
  // N, the queue, its buffer and the congestion control stay at hand
  await page.getByTestId('present.queue').selectOption('red');
  await expect.poll(() => new URL(page.url()).searchParams.get('queue')).toBe('red');
  await page.getByTestId('present.n').fill('4');
  await expect.poll(() => new URL(page.url()).searchParams.get('n')).toBe('4');
  await open(page, 'lab=dumbbell&embed=1');
  await expect(page.getByTestId('theory')).toHaveCount(0);
  await expect(page.getByTestId('dumbbell.sweepN')).toHaveCount(0);
  await expect(page.getByTestId('chart.cwnd.frame')).toHaveAttribute('data-empty', 'false');
});

test("an Illinois preset shows Illinois's delay, α and β; a new α_max moves the URL and restarts", async ({
  page,
}) => {
  const preset = DUMBBELL_PRESETS.find((p) => p.id === 'illinois-fig10')!;
  await open(page, preset.query);
  await page.waitForFunction((q) => window.__dumbbellLab?.query === q, preset.query);
  for (const id of ['illinois-delay', 'illinois-alpha', 'illinois-beta'])
    await expect(page.getByTestId(`chart.internals.${id}.frame`)).toHaveAttribute(
      'data-empty',
      'false',
      { timeout: 15_000 },
    );
  await expect(page.getByTestId('chart.internals.illinois-beta.title')).toHaveText(
    'TCP-Illinois: β (removed)',
  );
  await expect(page.getByTestId('chart.internals.illinois-delay.legend')).toContainText(
    'flow 1: d_a',
  );
  await expect(page.getByTestId('chart.cwnd.legend')).toContainText('flow 1: illinois');
  await expect(page.getByTestId('dumbbell.picture')).toContainText('S1 · illinois');
  await expect(page.getByTestId('theory.cc')).toContainText(
    'Flow 1: TCP-Illinois (paper 003): +α per RTT',
  );
  await expect(page.getByTestId('theory.not-applies')).toContainText(
    'different congestion controls',
  );
  const runs = (await state(page)).runs;
  await page.getByTestId('control.amax').fill('5');
  await expect.poll(() => currentQuery(page)).toBe(`${preset.query}&amax=5`);
  await page.waitForFunction((r) => (window.__dumbbellLab?.runs ?? 0) > r, runs);
  expect((await state(page)).query).toBe(`${preset.query}&amax=5`);
  await expect(page.getByTestId('chart.internals.illinois-alpha')).toContainText('α_max = 5');
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

test('the congestion-control editor: one module for all, or one per flow with its own charts', async ({
  page,
}) => {
  await open(page, 'lab=dumbbell&n=2&t=60&warmup=10');
  await expect(page.getByTestId('chart.internals')).toHaveCount(0);
  await page.getByTestId('control.cc.cubic').check();
  await expect.poll(() => currentQuery(page)).toBe('lab=dumbbell&n=2&cc=cubic&t=60&warmup=10');
  await expect(page.getByTestId('control.cc.params.cubic')).toContainText('β_cubic');
  await expect(page.getByTestId('chart.internals.cubic.frame')).toBeVisible();
  await page.getByTestId('control.cc.perflow').check();
  await page.getByTestId('control.cc.flow.1').selectOption('vegas');
  // (n is the per-flow list's length: the link leaves it out)
  await expect.poll(() => currentQuery(page)).toBe('lab=dumbbell&cc=cubic,vegas&t=60&warmup=10');
  await expect(page.getByTestId('chart.internals.vegas.frame')).toHaveAttribute(
    'data-empty',
    'false',
    { timeout: 15_000 },
  );
  await expect(page.getByTestId('control.cc.explanation')).toContainText('TCP Vegas');
  // an MP-TCP module in a link is refused with the reason
  await open(page, 'lab=dumbbell&n=2&cc=reno,balia');
  await expect(page.getByTestId('notice')).toContainText('Multipath TCP module');
});

test('the command line lists the modules and their parameters in --help', async () => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', '--help'], {
    cwd: process.cwd(),
    maxBuffer: 1 << 24,
  });
  for (const p of ['amax', 'amin', 'bmax', 'bmin', 'ivariant', 'weight', 'gamma', 'cbeta'])
    expect(stdout).toContain(`  ${p} `);
  for (const p of ['cscale', 'noise', 'stop']) expect(stdout).toContain(`  ${p} `);
  expect(stdout).toContain('β_max (removed), the fraction of the window REMOVED');
  expect(stdout).toContain('vegas      TCP Vegas:');
});
