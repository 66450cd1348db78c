import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../trace/fixtures';
import { simInProcess as sim } from './simCommand';

/**
 * `sim --trace A B C ...`: throughput against N across several traces. Every number of a row is
 * checked against the same file read alone (`sim --trace FILE`, whose measures and fit are tested
 * on their own), and Theorem 1's column against its closed form by hand.
 */

const dir = mkdtempSync(join(tmpdir(), 'sim-trace-set-'));
const reno = (n: number) => fixturePath(`ns/parallel-reno/n${n}/sender.pcap.gz`);
const FILES = [1, 2, 4, 8].map(reno);

interface Single {
  measures: {
    aggregateMbps: number;
    connections: { throughputMbps: number; lossEventsPerSecond: number }[];
    congestionEvents: { perSecond: number; meanHit: number };
  };
  fit: { connections: { aimd: { beta: { mean: number } | null } }[] };
}

async function single(file: string): Promise<Single> {
  const r = await sim('--trace', file);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Single;
}

const avg = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
/** Theorem 1, eq. (5) of paper 000: 1 - 1 / (1 + N (1 + beta) / (1 - beta)). */
const theorem1 = (n: number, b: number) => 1 - 1 / (1 + (n * (1 + b)) / (1 - b));

describe('npm run sim -- --trace A B C ... (throughput against N)', () => {
  it('JSON: a row per file in order of N, each the file’s own numbers, Theorem 1 at the median fitted beta', async () => {
    // given out of order: the traces keep it, the rows are sorted by N
    const given = [FILES[3], FILES[0], FILES[2], FILES[1]];
    const r = await sim('--trace', ...given);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['traces', 'throughputVsN', 'beta', 'anchor']);
    expect(out.traces.map((t: { file: string }) => t.file)).toEqual(given);
    expect(out.throughputVsN.map((x: { file: string }) => x.file)).toEqual(FILES);
    const alone = await Promise.all(FILES.map(single));
    // the median of the 15 data connections' fitted beta, over the four traces
    const betas = alone
      .flatMap((s) => s.fit.connections.map((c) => c.aimd.beta?.mean))
      .filter((b): b is number => b !== undefined)
      .sort((a, b) => a - b);
    expect(betas).toHaveLength(15);
    expect(out.beta).toMatchObject({ value: betas[7], from: 'fitted' });
    const top = alone[3].measures.aggregateMbps;
    expect(out.anchor).toEqual({ n: 8, aggregateMbps: top });
    out.throughputVsN.forEach((row: Record<string, number>, k: number) => {
      const m = alone[k].measures;
      expect(row.n).toBe([1, 2, 4, 8][k]);
      expect(row.aggregateMbps).toBe(m.aggregateMbps);
      expect(row.perConnectionMbps).toBeCloseTo(
        avg(m.connections.map((c) => c.throughputMbps)),
        12,
      );
      expect(row.lossEventsPerConnectionPerSecond).toBeCloseTo(
        avg(m.connections.map((c) => c.lossEventsPerSecond)),
        12,
      );
      expect(row.congestionEventsPerSecond).toBe(m.congestionEvents.perSecond);
      expect(row.meanHit).toBe(m.congestionEvents.meanHit);
      expect(row.theorem1Mbps).toBeCloseTo(
        (top * theorem1(row.n, betas[7])) / theorem1(8, betas[7]),
        9,
      );
    });
    // each file's problems named by it (the captures' snap length), in the order read
    expect(r.stderr.split('\n').filter(Boolean)).toEqual(
      given.map((f) => expect.stringMatching(new RegExp(`^sim: trace: ${f}, byte 286: packets`))),
    );
  });

  it('--beta: Theorem 1 at the beta given (1/2: 0.75 at N = 1, 0.96 at N = 8)', async () => {
    const r = await sim('--trace', FILES[0], FILES[3], '--beta', '0.5');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.beta).toMatchObject({ value: 0.5, from: 'given' });
    const [one, eight] = out.throughputVsN;
    expect(eight.theorem1Mbps).toBe(eight.aggregateMbps);
    expect(one.theorem1Mbps).toBeCloseTo((eight.aggregateMbps * 0.75) / 0.96, 12);
  });

  it('no cut in any trace: beta falls back to 1/2, and says so', async () => {
    // iperf3's 0.5 s intervals show no cut of the window (tests/trace/fit: beta null)
    const r = await sim(
      '--trace',
      fixturePath('iperf3/client-P2.json'),
      fixturePath('ns/reno-1/iperf3.json'),
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.beta).toMatchObject({ value: 0.5, from: 'default' });
    expect(out.throughputVsN.map((x: { n: number }) => x.n)).toEqual([1, 2]);
  });

  it('--format csv: Table I, a row per trace in order of N, the JSON’s numbers', async () => {
    const [csv, json] = await Promise.all([
      sim('--trace', ...FILES, '--format', 'csv'),
      sim('--trace', ...FILES),
    ]);
    expect(csv.code).toBe(0);
    const [header, ...rows] = csv.stdout.trimEnd().split('\n');
    expect(header).toBe(
      'file,format,n,aggregate_mbps,per_connection_mbps,loss_events_per_connection_per_s,' +
        'congestion_events_per_s,mean_connections_hit,theorem1_mbps,theorem1_beta,rtt_mean_ms',
    );
    const out = JSON.parse(json.stdout);
    expect(rows).toHaveLength(4);
    rows.forEach((line, k) => {
      const row = out.throughputVsN[k];
      expect(line.split(',')).toEqual([
        FILES[k],
        'pcap',
        String(row.n),
        String(row.aggregateMbps),
        String(row.perConnectionMbps),
        String(row.lossEventsPerConnectionPerSecond),
        String(row.congestionEventsPerSecond),
        String(row.meanHit),
        String(row.theorem1Mbps),
        String(out.beta.value),
        String(out.traces[k].meanRttMs),
      ]);
    });
  });

  it('a file that cannot be opened: named, exit code 1, nothing read or printed', async () => {
    const missing = join(dir, 'n3.pcap');
    const r = await sim('--trace', FILES[0], missing, FILES[1]);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: `sim: trace: cannot read ${missing}: no such file\n`,
    });
  });

  it('a file with no connection: named, exit code 1, nothing on stdout', async () => {
    const hello = join(dir, 'hello.txt');
    writeFileSync(hello, 'hello\n');
    const r = await sim('--trace', FILES[0], hello);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`sim: trace: nothing could be read from ${hello}\n`);
    expect(r.stderr).toContain(`${hello} gave no connection`);
  });

  it('--beta outside (0, 1), or with one file: a usage error', async () => {
    const bad = await sim('--trace', FILES[0], FILES[1], '--beta', '1');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^sim: --beta must be a number between 0 and 1/);
    expect((await sim('--trace', FILES[0], '--beta', '0.5')).stderr).toMatch(
      /^sim: --beta is Theorem 1's beta .* several files/,
    );
    expect((await sim('lab=aimd', '--beta', '0.5')).code).toBe(2);
  });
});
