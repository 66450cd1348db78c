import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import {
  blur,
  downloadOf,
  expect,
  labState,
  openLab,
  search,
  setMaxSpeed,
  test,
  waitForEvents,
  waitForRuns,
  waitForStatus,
} from './fixtures';

/**
 * Waits a little wall-clock time and checks the run did not move meanwhile. A paused run sends no
 * frames, so only time can show that it stays put: this is the one place a fixed wait is the point.
 */
async function expectStill(page: Page, eventsDone: number): Promise<void> {
  await page.waitForTimeout(600);
  const s = await labState(page);
  expect(s.status).toBe('paused');
  expect(s.eventsDone).toBe(eventsDone);
}

/** The defaults, but the flows start at 0.3 each: the first congestion event comes at once. */
const FAST_START = 'lab=aimd&x0=0.3';

/** "Event 12, t = 1.234: flow 2 was cut from 0.410 to 0.205 (drawn with probability x/c = 0.410)" */
const CAPTION =
  /^Event (\d+), t = ([\d.e+-]+): flow ([1-3]) was cut from ([\d.e+-]+) to ([\d.e+-]+) \(drawn with probability x\/c = ([\d.e+-]+)\)$/;

async function expectCaption(page: Page, event: number): Promise<void> {
  const caption = page.getByTestId('run.caption');
  await expect(caption).toHaveText(new RegExp(`^Event ${event}, t = `));
  const m = CAPTION.exec(((await caption.textContent()) ?? '').trim());
  expect(m, `caption "${await caption.textContent()}"`).not.toBeNull();
  const [, , time, , before, after, probability] = (m as RegExpExecArray).map(String);
  expect(Number(time)).toBeGreaterThan(0);
  // Default scenario: beta = 0.5, c = 1, rate-proportional (a flow is picked with probability x/c).
  expect(Math.abs(Number(after) - Number(before) / 2)).toBeLessThanOrEqual(1e-3);
  expect(Number(probability)).toBeCloseTo(Number(before), 3);
}

test('the toggle pauses the run, which then stays put; it resumes on a second click', async ({
  page,
}) => {
  await openLab(page, FAST_START);
  await waitForEvents(page, 1);
  await expect(page.getByTestId('run.toggle')).toHaveText('Pause');
  await page.getByTestId('run.toggle').click();
  await waitForStatus(page, 'paused');
  await expect(page.getByTestId('run.status')).toHaveText('paused');
  await expect(page.getByTestId('run.toggle')).toHaveText('Run');
  const paused = await labState(page);
  await expectStill(page, paused.eventsDone);

  await page.getByTestId('run.toggle').click();
  await waitForStatus(page, 'running');
  await waitForEvents(page, paused.eventsDone + 1);
  await expect(page.getByTestId('run.toggle')).toHaveText('Pause');
  expect((await labState(page)).runs).toBe(paused.runs); // resumed, not restarted
});

test('Step and → advance exactly one event each and explain the cut', async ({ page }) => {
  await openLab(page, FAST_START);
  await waitForEvents(page, 1);
  await page.getByTestId('run.toggle').click();
  await waitForStatus(page, 'paused');
  const k = (await labState(page)).eventsDone;
  await expect(page.getByTestId('run.caption')).toHaveCount(0); // no step yet

  await page.getByTestId('run.step').click();
  await waitForEvents(page, k + 1);
  await expectCaption(page, k + 1);

  await blur(page);
  await page.keyboard.press('ArrowRight');
  await waitForEvents(page, k + 2);
  await expectCaption(page, k + 2);

  const s = await labState(page);
  expect(s.eventsDone).toBe(k + 2);
  expect(s.status).toBe('paused');
  await expectStill(page, k + 2);

  // Running again hides the caption.
  await page.getByTestId('run.toggle').click();
  await waitForStatus(page, 'running');
  await expect(page.getByTestId('run.caption')).toHaveCount(0);
});

test('space toggles run and pause', async ({ page }) => {
  await openLab(page, FAST_START);
  await waitForEvents(page, 1);
  await blur(page);
  await page.keyboard.press(' ');
  await waitForStatus(page, 'paused');
  const paused = (await labState(page)).eventsDone;
  await expectStill(page, paused);
  await page.keyboard.press(' ');
  await waitForStatus(page, 'running');
  await waitForEvents(page, paused + 1);
  // With the focus on the toggle button itself, space acts once (not once as a shortcut and once
  // more as a click on the button).
  await page.getByTestId('run.toggle').click();
  await waitForStatus(page, 'paused');
  await expect(page.getByTestId('run.toggle')).toBeFocused();
  await page.keyboard.press(' ');
  await waitForStatus(page, 'running');
  await page.keyboard.press(' ');
  await waitForStatus(page, 'paused');
});

test('Reset and the r key restart the run from its seed', async ({ page }) => {
  await openLab(page, 'lab=aimd&events=3000&warmup=10');
  await setMaxSpeed(page);
  await waitForStatus(page, 'done');
  const first = await labState(page);
  expect(first.eventsDone).toBe(3000);
  expect(first.runs).toBe(1);
  await expect(page.getByTestId('run.toggle')).toHaveText('Run again');
  await expect(page.getByTestId('run.step')).toBeDisabled();

  // The button: a new run, the same numbers (same seed).
  await page.getByTestId('run.reset').click();
  await waitForRuns(page, 2);
  await waitForStatus(page, 'done');
  const second = await labState(page);
  expect(second.query).toBe(first.query);
  expect(second.eventsDone).toBe(3000);
  expect(second.utilization).toBe(first.utilization);

  // The key, at a pace slow enough to see the restart begin at zero.
  await page.getByTestId('run.speed').fill('4');
  await expect(page.getByTestId('run.speed.label')).toHaveText('×1');
  await blur(page);
  await page.keyboard.press('r');
  await waitForRuns(page, 3);
  await waitForStatus(page, 'running');
  await waitForEvents(page, 1);
  expect((await labState(page)).eventsDone).toBeLessThan(100);
  expect(search(page)).toBe('lab=aimd&events=3000&warmup=10');

  // "Run again" when done restarts too.
  await setMaxSpeed(page);
  await waitForStatus(page, 'done');
  await page.getByTestId('run.toggle').click();
  await waitForRuns(page, 4);
  await waitForStatus(page, 'done');
  expect((await labState(page)).utilization).toBe(first.utilization);
});

test('the page and the command line give the same numbers for the same link, to the last bit', async ({
  page,
}) => {
  const link =
    'lab=aimd&n=5&beta=0.3,0.4,0.5,0.6,0.7&rtt=1,1,2,2,3&policy=largest-rate&seed=11&events=20000&warmup=50';
  await openLab(page, link);
  await setMaxSpeed(page);
  await waitForStatus(page, 'done');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/sim.ts', link],
    { cwd: process.cwd() },
  );
  const cli = JSON.parse(stdout) as {
    summary: { utilization: number; flows: { throughput: number; signals: number }[] };
  };
  expect((await labState(page)).utilization).toBe(cli.summary.utilization);
  const { body } = await downloadOf(page, page.getByTestId('chart.flows.export.csv'));
  const rows = body.toString('utf8').trim().split('\n').slice(1);
  expect(rows).toHaveLength(5);
  rows.forEach((row, i) => {
    const [, throughput, , signals] = row.split(',');
    expect(Number(throughput)).toBe(cli.summary.flows[i].throughput);
    expect(Number(signals)).toBe(cli.summary.flows[i].signals);
  });
});
