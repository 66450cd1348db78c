import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { PacketLevelReport } from '../src/labs/mptcp/packet/packetReport';
import { convergenceCell, perSeedText } from '../src/labs/mptcp/packet/seedConvergence';
import { windowRunText } from '../src/labs/mptcp/packet/totalsView';
import type { MptcpTestApi } from '../src/labs/mptcp/useMptcpRun';
import { expectReadableCharts } from './chartChecks';
import { downloadOf, expect, search, test } from './fixtures';

/** The Multipath TCP lab: presets, the comparison with the paper, the editor, notices, export. */

const CUSTOM = encodeURIComponent(
  JSON.stringify({
    links: [
      [10, 10],
      [10, 10],
      [4, 5],
    ],
    sources: [
      { id: 'mp', routes: [[1], [2, 3]] },
      { id: 'tcp1', routes: [[1]], n: 2 },
      { id: 'tcp3', routes: [[3]] },
    ],
  }),
);

async function state(page: Page): Promise<MptcpTestApi> {
  const s = await page.evaluate(() => (window.__mptcpLab ? { ...window.__mptcpLab } : null));
  if (s === null) throw new Error('window.__mptcpLab is not set: the lab did not start');
  return s;
}

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`./?${query}`);
  await expect(page.getByTestId('lab.mptcp')).toBeVisible();
  await page.waitForFunction(() => window.__mptcpLab !== undefined);
}

/** Plays the rest of the run at once and waits for the report and the comparison. */
async function finish(page: Page): Promise<void> {
  await page.getByTestId('run.speed').selectOption('instant');
  await page.waitForFunction(
    () => window.__mptcpLab?.reportReady === true && window.__mptcpLab.comparisonDone,
    null,
    { timeout: 30_000 },
  );
}

/** The x range a chart shows, read from its x axis: the ticks' values at their positions. */
async function shownTimes(page: Page, testid: string): Promise<number[]> {
  return page.getByTestId(`${testid}.x-axis`).evaluate((g) => {
    const ticks = [...g.querySelectorAll('.tick')].map((t) => [
      new DOMMatrix(getComputedStyle(t).transform).e,
      Number((t.textContent ?? '').replace(/,/g, '')),
    ]);
    // the domain line spans the range (both shifted by D3's half-pixel offset, as the ticks)
    const line = (g.querySelector('.domain') as SVGGraphicsElement).getBBox();
    const [[x0, v0], [x1, v1]] = [ticks[0], ticks[ticks.length - 1]];
    const at = (x: number) => v0 + ((x - x0) * (v1 - v0)) / (x1 - x0);
    // to a millisecond: the pixels' rounding differs from chart to chart below that
    return [at(line.x), at(line.x + line.width)].map((v) => Math.round(v * 1e3) / 1e3);
  });
}

const PRESETS: [string, string][] = [
  ['Fig. 1', 'lab=mptcp&net=friendliness'],
  ['Fig. 2', 'lab=mptcp'],
  ['Table IV', 'lab=mptcp&net=responsiveness'],
  ['custom', `lab=mptcp&net=custom&network=${CUSTOM}`],
];

test.describe('Multipath TCP lab', () => {
  for (const [name, query] of PRESETS)
    test(`${name}: trajectories grow and the comparison shows the paper’s order beside ns-2`, async ({
      page,
    }) => {
      await open(page, query);
      await page.waitForFunction(() => (window.__mptcpLab?.samples ?? 0) > 20);
      await expect(page.getByTestId('chart.rates.canvas')).toBeVisible();
      await expect(page.getByTestId('chart.users.canvas')).toBeVisible();
      await expect(page.getByTestId('chart.prices.canvas')).toBeVisible();
      await expect(page.getByTestId('mptcp.picture.route').first()).toBeVisible();
      const s0 = await state(page);
      expect(s0.equilibrium!.mpShare).toBeGreaterThan(0);
      await page.waitForFunction(() => window.__mptcpLab?.comparisonDone === true, null, {
        timeout: 30_000,
      });
      // ours: EWTCP >= Semicoupled >= Max >= Coupled for the MP-TCP share (Sec. IV-A)
      const table = page.getByTestId('compare.table');
      const share = async (alg: string) =>
        Number(await table.getByTestId(`compare.row.${alg}`).getAttribute('data-share'));
      const order = [];
      for (const alg of ['ewtcp', 'semicoupled', 'max', 'coupled']) order.push(await share(alg));
      for (let k = 1; k < order.length; k++)
        expect(order[k]).toBeLessThanOrEqual(order[k - 1] + 1e-9);
      // the paper's ns-2 column is there, labelled as such
      await expect(table.getByText('paper (ns-2)').first()).toBeVisible();
      await expect(
        table.getByTestId('compare.row.ewtcp').getByTestId('compare.paper').first(),
      ).toHaveText('2.98');
      await expect(
        table.getByTestId('compare.row.coupled').getByTestId('compare.paper').first(),
      ).toHaveText('2.22');
      await expect(page.getByTestId('compare.order.share')).toContainText('the paper’s order');
      await expect(page.locator('body')).not.toContainText('NaN');
    });

  test('Table IV: the convergence times are in the paper’s order; the CSV is the CLI’s, byte for byte', async ({
    page,
  }) => {
    const query = 'lab=mptcp&net=responsiveness&alg=coupled';
    await open(page, query);
    await finish(page);
    await expect(page.getByTestId('compare.order.convergence')).toContainText('the paper’s order');
    await expect(page.getByTestId('mptcp.note.coupled')).toContainText(
      'this is the model, not a bug',
    );
    await expect(page.getByTestId('mptcp.condition.C2')).toContainText('fails');
    const csv = await downloadOf(page, page.getByTestId('mptcp.export.csv'));
    expect(csv.download.suggestedFilename()).toBe('mptcp-routes.csv');
    const cli = execFileSync('node', [
      '--import',
      'tsx',
      'src/cli/sim.ts',
      query,
      '--format',
      'csv',
    ]);
    expect(csv.body.equals(cli)).toBe(true);
  });

  test('Fig. 5: each user’s total beside the route rates, zoomed with them, its CSV the routes added up', async ({
    page,
  }) => {
    await open(page, 'lab=mptcp&net=responsiveness&alg=coupled');
    await finish(page);
    await expectReadableCharts(page, 'Fig. 5, fluid model');
    const csvOf = async (testid: string) => {
      const { body } = await downloadOf(page, page.getByTestId(`${testid}.export.csv`));
      const [head, ...rows] = body.toString().trim().split('\n');
      return { head: head.split(','), rows: rows.map((r) => r.split(',').map(Number)) };
    };
    const routes = await csvOf('chart.rates');
    const users = await csvOf('chart.users');
    expect(users.head).toEqual([
      'time_s',
      'mp (sum of 2 routes) total (Mbit/s)',
      'sp (link2) total (Mbit/s)',
    ]);
    expect(users.rows.length).toBe(routes.rows.length);
    for (const [k, [t, r1, r2, sp]] of routes.rows.entries())
      expect(users.rows[k]).toEqual([t, r1 + r2, sp]);
    // the MP-TCP user: 4 Mbit/s before 40 s, about half of it while the TCP flow is there
    const at = (t: number) => users.rows.find((r) => r[0] >= t)![1];
    expect(at(35)).toBeCloseTo(4, 2);
    expect(at(70)).toBeLessThan(2.5);
    expect(at(140)).toBeCloseTo(4, 2);
    // one zoom for the route rates, the users and the prices
    const before = await shownTimes(page, 'chart.rates');
    expect(before).toEqual([0, 150]);
    const plot = page.getByTestId('chart.users.plot');
    await plot.hover();
    await page.mouse.wheel(0, -400);
    await expect.poll(() => shownTimes(page, 'chart.rates')).not.toEqual(before);
    const zoomed = await shownTimes(page, 'chart.users');
    expect(zoomed[1] - zoomed[0]).toBeLessThan(150);
    for (const chart of ['chart.rates', 'chart.prices']) {
      const d = await shownTimes(page, chart);
      for (const k of [0, 1]) expect(d[k], chart).toBeCloseTo(zoomed[k], 2);
    }
    await plot.dblclick();
    await expect.poll(() => shownTimes(page, 'chart.prices')).toEqual([0, 150]);
  });

  test('Fig. 3 and Fig. 5 at window level: every chart readable, each user’s total at both levels', async ({
    page,
  }) => {
    await open(page, 'lab=mptcp&net=two-links&alg=max&rtt1=10&rtt2=50');
    await page.getByTestId('run.speed').selectOption('instant');
    await page.waitForFunction(() => window.__mptcpLab?.reportReady === true);
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0);
    await expectReadableCharts(page, 'Fig. 3, fluid model');
    await open(page, 'lab=mptcp&net=responsiveness&alg=coupled&level=packet');
    await page.getByTestId('run.speed').selectOption('instant');
    await page.waitForFunction(() => (window.__mptcpPacket?.bins ?? 0) >= 150, null, {
      timeout: 45_000,
    });
    await expect(page.getByTestId('chart.users.fluid.canvas')).toBeVisible();
    await expect(page.getByTestId('chart.users.window.canvas')).toBeVisible();
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0);
    await expectReadableCharts(page, 'Fig. 5, window level');
    // the four charts of time below the windows zoom together
    const plot = page.getByTestId('chart.users.window.plot');
    await plot.hover();
    await page.mouse.wheel(0, -400);
    await expect.poll(() => shownTimes(page, 'chart.fluid')).not.toEqual([0, 150]);
    const zoomed = await shownTimes(page, 'chart.users.window');
    for (const chart of ['chart.fluid', 'chart.throughput', 'chart.users.fluid']) {
      const d = await shownTimes(page, chart);
      for (const k of [0, 1]) expect(d[k], chart).toBeCloseTo(zoomed[k], 2);
    }
  });

  test('a malformed network= in the URL: the notice names it and the lab runs the preset', async ({
    page,
  }) => {
    await open(page, 'lab=mptcp&net=custom&network=%7B%22links%22%3A%5B');
    const notice = page.getByTestId('notice');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('network');
    await expect(notice).toContainText('malformed JSON');
    await expect(notice).toContainText('two-links');
    expect((await state(page)).query).toBe('lab=mptcp');
    await expect(page.getByTestId('control.net')).toHaveValue('two-links');
    await expect(page.getByTestId('mptcp.picture.mp')).toHaveCount(1);
    await page.waitForFunction(() => (window.__mptcpLab?.samples ?? 0) > 0);
  });

  test('a scenario file with a malformed network shows a notice naming the file', async ({
    page,
  }) => {
    await open(page, 'lab=mptcp&alg=max');
    await page.getByTestId('share.file').setInputFiles({
      name: 'bad-network.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          lab: 'mptcp',
          net: 'custom',
          network: { links: [[10, 10]], sources: [{ routes: [[3]] }] },
        }),
      ),
    });
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('bad-network.json');
    await expect(notice).toContainText('network');
    await expect(notice).toContainText('link 3 does not exist');
    await expect(page.getByTestId('control.net')).toHaveValue('two-links');
  });

  test('the custom editor: a link added goes into the URL, an invalid value is explained', async ({
    page,
  }) => {
    await open(page, 'lab=mptcp&net=friendliness');
    await page.getByTestId('mptcp.editNetwork').click();
    await expect(page.getByTestId('mptcp.editor')).toBeVisible();
    await expect.poll(() => search(page)).toContain('net=custom');
    const before = search(page);
    await page.getByTestId('editor.addLink').click();
    await expect.poll(() => search(page)).not.toBe(before);
    const network = new URL(page.url()).searchParams.get('network')!;
    expect(JSON.parse(network).links).toHaveLength(2);
    await expect(page.getByTestId('mptcp.picture.link')).toHaveCount(2);

    const after = search(page);
    await page.getByTestId('editor.link.0.c').fill('fast');
    await expect(page.getByTestId('editor.error')).toContainText('"fast" is not a number');
    expect(search(page)).toBe(after);
    await page.getByTestId('editor.revert').click();
    await expect(page.getByTestId('editor.error')).toHaveCount(0);
  });

  test('presentation mode: the controls are tucked away, the algorithm can still be switched', async ({
    page,
  }) => {
    await open(page, 'lab=mptcp&net=responsiveness&present=1&theme=dark');
    await expect(page.getByTestId('controls')).toBeHidden();
    await page.getByTestId('present.alg').selectOption('ewtcp');
    await expect.poll(() => search(page)).toContain('alg=ewtcp');
    await page.waitForFunction(() => window.__mptcpLab?.query.includes('alg=ewtcp'));
    await expect(page.getByTestId('chart.rates.canvas')).toBeVisible();
    // on to Max: not a word about EWTCP's a, which was never written
    await page.getByTestId('present.alg').selectOption('max');
    await expect.poll(() => search(page)).toContain('alg=max');
    await expect(page.getByTestId('notice')).toHaveCount(0);
  });

  test('a price above 1 is flagged as impossible, never shown as a loss probability', async ({
    page,
  }) => {
    // windows of 1e-5 packets on link 1: outside the fluid model's range
    await open(page, 'lab=mptcp&c1=0.001&c2=100000&rtt1=0.1&rtt2=10000&n1=5&n2=1&t=1');
    await expect(page.getByTestId('mptcp.picture.link').first()).toContainText(
      'p* above 1: impossible',
    );
    const flags = page.getByTestId('mptcp.notes').getByTestId('impossible');
    await expect(flags.filter({ hasText: 'equilibrium.links[0].price' })).toContainText(
      'a probability outside [0, 1]',
    );
  });

  test('window level: every preset opens with the window traces beside the fluid model', async ({
    page,
  }) => {
    for (const [name, query] of PRESETS) {
      await open(page, `${query}&level=packet`);
      await page.waitForFunction(() => (window.__mptcpPacket?.samples ?? 0) > 50);
      await expect(page.getByTestId('chart.windows.mp.canvas'), name).toBeVisible();
      await expect(page.getByTestId('chart.windows.sp.canvas'), name).toBeVisible();
      await expect(page.getByTestId('chart.fluid.canvas'), name).toBeVisible();
      await expect(page.getByTestId('chart.throughput.canvas'), name).toBeVisible();
      await expect(page.getByTestId('chart.users.fluid.canvas'), name).toBeVisible();
      await expect(page.getByTestId('chart.users.window.canvas'), name).toBeVisible();
      await expect(page.getByTestId('notice'), name).toHaveCount(0);
    }
  });

  test('window level: the page’s report is the CLI’s, byte for byte, and its table shows it', async ({
    page,
  }) => {
    const query = 'lab=mptcp&net=friendliness&alg=max&level=packet&t=10&warmup=2';
    await open(page, query);
    await page.getByTestId('run.speed').selectOption('instant');
    await page.waitForFunction(() => window.__mptcpPacket?.reportReady === true);
    const json = await downloadOf(page, page.getByTestId('mptcp.export.json'));
    const cli = execFileSync('node', ['--import', 'tsx', 'src/cli/sim.ts', query]);
    expect(json.body.equals(cli)).toBe(true);
    const out = JSON.parse(cli.toString()) as {
      packet: { sources: { id: string; total: number }[] };
    };
    const totals = await page.evaluate(() => window.__mptcpPacket?.totals ?? null);
    for (const s of out.packet.sources) expect(totals?.[s.id]).toBe(s.total);
    await expect(page.getByTestId('mptcp.window.total').first()).toHaveText(
      out.packet.sources[0].total.toFixed(2),
    );
    // the run's seed, named above the table (the report's, seed 1 by default)
    await expect(page.getByTestId('mptcp.window.run')).toHaveText(windowRunText(1));
  });

  test('window level, Table IV: the convergence time over seeds, as npm run sim prints it', async ({
    page,
  }) => {
    const query = 'lab=mptcp&net=responsiveness&alg=coupled&level=packet&seeds=3';
    await open(page, query);
    await page.getByTestId('run.speed').selectOption('instant');
    await page.waitForFunction(() => window.__mptcpPacket?.reportReady === true);
    const cli = execFileSync('node', ['--import', 'tsx', 'src/cli/sim.ts', query]);
    const json = await downloadOf(page, page.getByTestId('mptcp.export.json'));
    expect(json.body.equals(cli)).toBe(true);
    const stat = (JSON.parse(cli.toString()) as PacketLevelReport).responsiveness!
      .convergenceOverSeeds!;
    expect(stat.seeds).toEqual([1, 2, 3]);
    await expect(page.getByTestId('mptcp.window.convergence')).toHaveText(convergenceCell(stat));
    await expect(page.getByTestId('mptcp.window.seeds')).toContainText(perSeedText(stat));
    // the comparison's Coupled row (the fifth) runs the same seeds: the same cell
    await expect(page.getByTestId('compare.window.convergence').nth(4)).toHaveText(
      convergenceCell(stat),
      { timeout: 45_000 },
    );
    await expect(page.getByTestId('compare.window.order.convergence')).toContainText(
      'mean over 3 seeds',
    );
  });

  test('a bad level= is named in a notice and the fluid model runs', async ({ page }) => {
    await open(page, 'lab=mptcp&level=window');
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('level');
    await expect(notice).toContainText('not one of fluid, packet');
    await expect(page.getByTestId('control.level.fluid')).toBeChecked();
    await page.waitForFunction(() => (window.__mptcpLab?.samples ?? 0) > 0);
  });

  test('bad window-level values are named in a notice and the window level runs on the defaults', async ({
    page,
  }) => {
    await open(page, 'lab=mptcp&level=packet&buffer=abc&queue=fifo&seed=-1');
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('buffer');
    await expect(notice).toContainText('not a number of packets or a time such as 80ms');
    await expect(notice).toContainText('not one of red, droptail');
    await expect(notice).toContainText('seed');
    await expect(page.getByTestId('control.level.packet')).toBeChecked();
    await page.waitForFunction(() => (window.__mptcpPacket?.samples ?? 0) > 50);
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('NaN');
  });
});
