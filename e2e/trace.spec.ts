import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { EXAMPLES } from '../src/labs/trace/examples';
import { sig, signedPercent } from '../src/format/numbers';
import type { TraceFit } from '../src/trace/fit';
import type { TraceMeasures } from '../src/trace/measure';
import { TRACE_PRESETS } from '../src/labs/trace/presets';
import { expectReadableCharts } from './chartChecks';
import { downloadOf, expect, test } from './fixtures';

/**
 * The Traces lab: each shipped example opens with its table and charts; a user's file opens from
 * the picker or dropped on the page, read in the worker, and never reaches the URL; a truncated
 * file shows where it ends and what was read before; Cancel stops a big read.
 */

const FIXTURES = 'tests/fixtures/traces';

/** Waits for a read trace: its summary, a table row, the cwnd chart with data. */
async function expectRead(page: Page, rows: number): Promise<void> {
  await expect(page.getByTestId('trace.summary')).toBeVisible();
  await expect(page.getByTestId('trace.row')).toHaveCount(rows);
  await expect(page.getByTestId('chart.trace.cwnd.frame')).toHaveAttribute('data-empty', 'false');
  await expect(page.locator('[data-headline]')).toHaveText(/^\d+\.\d\d$/);
  await expect(page.locator('body')).not.toContainText('NaN');
}

/**
 * Each example's link, which is also what each "try this" link opens (the labs round leaves them
 * to this spec: e2e/labs.spec.ts TRY_THIS_ELSEWHERE): its table and charts, no notice, readable
 * charts at 1280x720.
 */
for (const ex of EXAMPLES) {
  test(`example=${ex.id}: its table and charts`, async ({ page }) => {
    await page.goto(`./?lab=trace&example=${ex.id}`);
    await expect(page.getByTestId('lab.trace')).toBeVisible();
    await expectRead(page, ex.id.startsWith('cubic4') ? 4 : ex.id.startsWith('reno8') ? 8 : 1);
    await expect(page.getByTestId('chart.trace.throughput.frame')).toBeVisible();
    await expect(page.getByTestId('trace.example')).toHaveValue(ex.id);
    await expect(page.getByTestId('notice')).toHaveCount(0);
    await expect(page.locator('[data-empty="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expectReadableCharts(page, 'at 1280x720');
  });
}

test('every try-this link is one of the links opened here', () => {
  // a link names its example (the default, reno-pcap, left out) and nothing else
  const opened = [...EXAMPLES.map((ex) => ex.id), 'parallel-reno'];
  for (const t of TRACE_PRESETS) {
    const q = new URLSearchParams(t.query);
    expect(
      [...q.keys()].filter((k) => k !== 'lab' && k !== 'example'),
      t.id,
    ).toEqual([]);
    expect(opened, t.id).toContain(q.get('example') ?? 'reno-pcap');
  }
});

test('bad parameters fall back with a notice; embedded, the charts without the panels', async ({
  page,
}) => {
  await page.goto('./?lab=trace&example=nope&conn=0&embed=1');
  await expect(page.getByTestId('notice')).toContainText('example');
  await expect(page.getByTestId('notice')).toContainText('conn');
  await expectRead(page, 1);
  await expect(page.getByTestId('trace.example')).toHaveValue('reno-pcap');
  await expect(page.getByTestId('controls')).toHaveCount(0);
  await expect(page.getByTestId('trace.fit')).toHaveCount(0);
  // a connection the trace does not have: all of them, and the page says so
  await page.goto('./?lab=trace&example=cubic4-pcap&conn=9');
  await expectRead(page, 4);
  await expect(page.getByTestId('trace.summary')).toContainText('there is no connection 9');
});

test('the connection menu, the tiny connections, and the CSVs', async ({ page }) => {
  await page.goto('./?lab=trace&example=cubic4-pcap');
  await expectRead(page, 4);
  const all = Number(await page.locator('[data-headline]').getAttribute('data-value'));
  await page.getByTestId('trace.conn').selectOption('2');
  await expect(page).toHaveURL(/conn=2/);
  await expect(page.getByTestId('trace.row')).toHaveCount(1);
  expect(Number(await page.locator('[data-headline]').getAttribute('data-value'))).toBeLessThan(
    all,
  );
  await page.getByTestId('trace.conn').selectOption('all');
  await page.getByTestId('trace.control').check();
  await expect(page).toHaveURL(/control=1/);
  await expect(page.getByTestId('trace.row')).toHaveCount(6);
  const table = await downloadOf(page, page.getByTestId('trace.table.csv'));
  const pageRows = table.body.toString().trim().split('\n');
  expect(pageRows).toHaveLength(7);
  // every connection's columns as the command line writes them for the same file
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/sim.ts',
      '--trace',
      'public/traces/cubic-4.pcap.gz',
      '--format',
      'csv',
    ],
    { encoding: 'utf8' },
  );
  const cliRows = stdout.trim().split('\n');
  const width = pageRows[0].split(',').length - 1;
  expect(pageRows.map((r) => r.split(',').slice(1).join(','))).toEqual(
    cliRows.map((r) => r.split(',').slice(0, width).join(',')),
  );
  const series = await downloadOf(page, page.getByTestId('trace.series.csv'));
  expect(series.body.toString()).toMatch(/^connection,series,time_s,value\n1,cwnd_packets,/);
});

test('a file from the picker: read here, its connections shown, not in the link', async ({
  page,
}) => {
  await page.goto('./?lab=trace');
  await expectRead(page, 1);
  const url = page.url();
  await page.getByTestId('trace.file').setInputFiles(`${FIXTURES}/ns/cubic-4/ss.log`);
  await expect(page.getByTestId('trace.summary')).toContainText('ss.log: an ss log');
  await expectRead(page, 4);
  await expect(page.getByTestId('trace.example')).toHaveValue('(your file)');
  expect(page.url()).toBe(url);
  await expect(page.getByTestId('trace.private')).toContainText('never leaves this machine');
  // back to an example from the menu
  await page.getByTestId('trace.example').selectOption('reno-ss');
  await expect(page.getByTestId('trace.summary')).toContainText('reno-1.ss.log');
  await expect(page).toHaveURL(/example=reno-ss/);
});

test('a file dropped on the page opens as a trace (not as a scenario)', async ({ page }) => {
  await page.goto('./?lab=trace');
  await expectRead(page, 1);
  const text = readFileSync(`${FIXTURES}/ns/cubic-4/iperf3.json`, 'utf8');
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], 'cubic.json', { type: 'application/json' }));
    document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true }));
    document.body.dispatchEvent(
      new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }),
    );
  }, text);
  await expect(page.getByTestId('trace.summary')).toContainText('cubic.json: an iperf3 report');
  await expectRead(page, 4);
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expect(page.getByTestId('trace.drop')).toHaveCount(0);
});

test('a truncated capture: the problem at its byte, and the connection read before it', async ({
  page,
}) => {
  await page.goto('./?lab=trace&example=reno-iperf3');
  await expectRead(page, 1);
  const cut = readFileSync(`${FIXTURES}/ns/reno-1/sender.pcap`).subarray(0, 200_000);
  await page.getByTestId('trace.file').setInputFiles({
    name: 'cut.pcap',
    mimeType: 'application/vnd.tcpdump.pcap',
    buffer: cut,
  });
  await expect(page.getByTestId('trace.summary')).toContainText('cut.pcap: a pcap capture');
  const fatal = page.locator('[data-testid="trace.problem"].fatal');
  await expect(fatal).toContainText('byte 199966');
  await expect(fatal).toContainText('truncated');
  await expect(fatal).toContainText('what came before it is shown');
  await expectRead(page, 1);
});

/**
 * A capture too big to be read before Cancel is clicked, on any machine: 600 MB of one packet
 * record over and over (a plain 50 MB file is read in half a second), gzipped to 3.7 MB so that
 * the test writes little (zlib's fastest level: half the time of its best for 1.7 MB more); the
 * page undoes gzip as it reads, and counts the file's bytes.
 */
function bigCapture(path: string): void {
  const pcap = readFileSync(`${FIXTURES}/ns/reno-1/sender.pcap`);
  const record = pcap.subarray(24, 24 + 16 + pcap.readUInt32LE(24 + 8));
  const block = Buffer.concat(Array<Buffer>(Math.ceil(2 ** 20 / record.length)).fill(record));
  const whole = Buffer.alloc(24 + 600 * block.length);
  pcap.copy(whole, 0, 0, 24);
  for (let k = 0; k < 600; k++) block.copy(whole, 24 + k * block.length);
  writeFileSync(path, gzipSync(whole, { level: 1 }));
}

test('Cancel stops the read of a big capture', async ({ page }, info) => {
  const big = info.outputPath('big.pcap.gz');
  bigCapture(big);
  await page.goto('./?lab=trace');
  await expectRead(page, 1);
  await page.getByTestId('trace.file').setInputFiles(big);
  await expect(page.getByTestId('trace.progress')).toBeVisible();
  await expect(page.getByTestId('trace.reading')).toContainText(/MB of 3\.\d\d MB/);
  await page.getByTestId('trace.cancel').click();
  await expect(page.getByTestId('trace.cancelled')).toContainText('Cancelled: big.pcap.gz');
  await expect(page.getByTestId('trace.progress')).toHaveCount(0);
  await expect(page.getByTestId('trace.row')).toHaveCount(0);
  // nothing comes back from the terminated worker
  await page.waitForTimeout(300);
  await expect(page.getByTestId('trace.cancelled')).toBeVisible();
});

/** `npm run sim -- "<query>"`'s JSON (the command line's own code, run as the user runs it). */
async function simReport(query: string): Promise<{ fit: TraceFit; measures: TraceMeasures }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/sim.ts', query],
    { cwd: process.cwd(), maxBuffer: 1 << 26 },
  );
  return JSON.parse(stdout) as { fit: TraceFit; measures: TraceMeasures };
}

test('the fit panel shows the numbers sim prints for the same example, and its two charts', async ({
  page,
}) => {
  const query = 'lab=trace&example=cubic4-pcap';
  const cli = simReport(query); // runs meanwhile
  await page.goto(`./?${query}`);
  await expectRead(page, 4);
  const panel = page.getByTestId('trace.fit');
  await expect(panel.getByTestId('trace.fit.path')).toBeVisible();
  const { fit, measures } = await cli;
  const t1 = fit.set.models.theorem1;
  expect(fit.set.rate && fit.set.buffer && fit.set.spread.beta && t1).toBeTruthy();
  // each number as shown (rounded) and as held (data-value: the same double as the JSON's)
  const rows: [string, number, string][] = [
    ['trace.fit.row.rate', fit.set.rate!.mbps, `${fit.set.rate!.mbps.toFixed(2)} Mbit/s`],
    [
      'trace.fit.row.buffer',
      fit.set.buffer!.packets,
      `${fit.set.buffer!.packets.toFixed(1)} packets`,
    ],
    ['trace.fit.spread.beta', fit.set.spread.beta!.mean, fit.set.spread.beta!.mean.toFixed(3)],
    ['trace.fit.model.theorem1', t1!.mbps, t1!.mbps.toFixed(2)],
    [
      'trace.fit.event.events',
      measures.congestionEvents.count,
      String(measures.congestionEvents.count),
    ],
  ];
  for (const [id, value, text] of rows) {
    const row = panel.getByTestId(id);
    await expect(row).toContainText(text);
    expect(Number(await row.getAttribute('data-value')), id).toBe(value);
  }
  // Fig. 17's CCDF and Figs. 18-19's loss events: drawn, and their CSVs are the JSON's
  for (const id of ['chart.trace.ccdf', 'chart.trace.losses'])
    await expect(page.getByTestId(`${id}.frame`)).toHaveAttribute('data-empty', 'false');
  const ccdf = await downloadOf(page, page.getByTestId('chart.trace.ccdf.export.csv'));
  expect(
    ccdf.body
      .toString()
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',').slice(0, 2).map(Number)),
  ).toEqual(measures.congestionEvents.ccdf.map((c) => [c.m, c.p]));
  const losses = await downloadOf(page, page.getByTestId('chart.trace.losses.export.csv'));
  expect(losses.body.toString().trim().split('\n')).toHaveLength(
    measures.lossTimeline.t.length + 1,
  );
  const csv = await downloadOf(page, page.getByTestId('trace.fit.csv'));
  expect(csv.body.toString().trim().split('\n')).toHaveLength(fit.connections.length + 2);
  await expect(panel).not.toContainText('NaN');
});

/**
 * An example set: its four captures read one after the other in the worker, then throughput
 * against N. The table's rows are the command line's for the same files (`sim --trace A B C D`),
 * at the digits the page prints; the CSV button gives its --format csv (the files' names aside).
 */
test('example=parallel-reno: throughput against N, the rows of sim --trace', async ({ page }) => {
  const files = [1, 2, 4, 8].map((n) => `public/traces/parallel-reno-n${n}.pcap.gz`);
  const cli = (...format: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/sim.ts', '--trace', ...files, ...format],
      { encoding: 'utf8' },
    );
  const [json, csv] = await Promise.all([cli(), cli('--format', 'csv')]);
  const report = JSON.parse(json.stdout) as {
    throughputVsN: Record<string, number | null>[];
    traces: { meanRttMs: number }[];
    anchor: { aggregateMbps: number };
  };
  const f = (v: number | null, d: number) => (v === null ? '—' : v.toFixed(d));
  const expected = report.throughputVsN.map((r) => [
    `parallel-reno-n${r.n}.pcap.gz`,
    'pcap',
    String(r.n),
    f(r.aggregateMbps, 3),
    f(r.perConnectionMbps, 3),
    f(r.lossEventsPerConnectionPerSecond, 2),
    f(r.congestionEventsPerSecond, 2),
    f(r.meanHit, 2),
    f(r.theorem1Mbps, 3),
    f(report.traces[r.trace as number].meanRttMs, 1),
  ]);
  await page.goto('./?lab=trace&example=parallel-reno');
  await expect(page.getByTestId('lab.trace')).toBeVisible();
  await expect(page.getByTestId('trace.set.row')).toHaveCount(4);
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expectReadableCharts(page, 'the set at 1280x720');
  const rows = await page
    .getByTestId('trace.set.row')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  expect(rows).toEqual(expected);
  await expect(page.locator('[data-headline]')).toHaveText(report.anchor.aggregateMbps.toFixed(2));
  await expect(page.getByTestId('trace.example')).toHaveValue('parallel-reno');
  for (const c of ['throughput', 'losses'])
    await expect(page.getByTestId(`chart.trace.set.${c}.frame`)).toHaveAttribute(
      'data-empty',
      'false',
    );
  await expect(page.getByTestId('trace.set.beta')).toContainText('fitted beta');
  await expect(page.getByTestId('trace.problem')).toHaveCount(4);
  await expect(page.locator('body')).not.toContainText('NaN');
  const download = await downloadOf(page, page.getByTestId('trace.set.csv'));
  expect(download.body.toString()).toBe(csv.stdout.replaceAll('public/traces/', ''));
  // several files of one's own from the picker: a set too, by N, beta 1/2 without cuts (iperf3)
  await page
    .getByTestId('trace.file')
    .setInputFiles([`${FIXTURES}/ns/cubic-4/iperf3.json`, `${FIXTURES}/ns/reno-1/iperf3.json`]);
  await expect(page.getByTestId('trace.example')).toHaveValue('(your file)');
  await expect(page.getByTestId('trace.set.row')).toHaveCount(2);
  await expect(page.getByTestId('trace.set.row').first()).toContainText('iperf3.json');
  await expect(page.getByTestId('trace.set.row').locator('td:nth-child(3)')).toHaveText(['1', '4']);
  await expect(page.getByTestId('trace.set.beta')).toContainText('1/2');
  expect(page.url()).toContain('example=parallel-reno');
});

/**
 * The simulated twin, one click away: the packet engine's run of the fit drawn over the trace and
 * compared with it, the numbers those of `sim "...&twin=1"` (the same engine, the same run), its
 * link the Dumbbell lab's.
 */
test('the simulated twin: one click, drawn over the trace, the numbers sim prints', async ({
  page,
}) => {
  const cli = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/sim.ts', 'lab=trace&example=reno-pcap&twin=1'],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  await page.goto('./?lab=trace&example=reno-pcap');
  await expectRead(page, 1);
  await page.getByTestId('trace.twin.toggle').click();
  await expect(page).toHaveURL(/twin=1/);
  await expect(page.getByTestId('trace.twin.table')).toBeVisible({ timeout: 30_000 });
  const twin = (
    JSON.parse((await cli).stdout) as {
      twin: {
        url: string;
        difference: { set: Record<string, { measured: number; twin: number }> };
      };
    }
  ).twin;
  const set = twin.difference.set;
  const first = page.getByTestId('trace.twin.row').first();
  await expect(first.locator('td')).toHaveText([
    'all',
    'throughput (Mbit/s)',
    sig(set.throughputMbps.measured, 3),
    sig(set.throughputMbps.twin, 3),
    signedPercent(set.throughputMbps.twin / set.throughputMbps.measured - 1, 1),
  ]);
  await expect(page.getByTestId('trace.twin.link')).toHaveAttribute('href', twin.url);
  for (const m of ['cwnd', 'rtt', 'throughput'])
    await expect(page.getByTestId(`chart.trace.${m}.legend`)).toContainText('simulated twin');
  const csv = await downloadOf(page, page.getByTestId('trace.twin.csv'));
  expect(csv.body.toString()).toContain(
    `all,throughputMbps,${set.throughputMbps.measured},${set.throughputMbps.twin},`,
  );
  await expect(page.locator('body')).not.toContainText('NaN');
  // the twin's link opens the Dumbbell lab on the twin
  await page.getByTestId('trace.twin.link').click();
  await expect(page.getByTestId('lab.dumbbell')).toBeVisible();
  expect(page.url()).toContain('lab=dumbbell');
});
