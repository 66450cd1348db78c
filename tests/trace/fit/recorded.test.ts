import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fitTrace, type TraceFit } from '../../../src/trace/fit';
import { measureTrace, throughputVsN } from '../../../src/trace/measure';
import { readTrace } from '../../../src/trace/read';
import type { TraceResult } from '../../../src/trace/types';

/**
 * The fit on the recorded dumbbell (tests/fixtures/traces/ns): each fixture's ground truth is the
 * bottleneck the script set up, reported by tc after the run (tc.txt): tbf at 10 Mbit/s, its
 * queue limit (rate x lat + burst = 30 277 bytes, the README's 30 280: 20 packets of 1514), and
 * its drop count. tbf counts a packet's bytes from the Ethernet header on (no FCS): 1448 bytes of
 * payload (Linux's MSS with TCP timestamps) are 1514 on its scale, so the payload rate is
 * 10 x 1448 / 1514 = 9.564 Mbit/s; the fit adds the same 66 bytes of headers back.
 */
const ROOT = 'tests/fixtures/traces/ns';
const dirOf = (d: string) => (d.startsWith('n') ? join(ROOT, 'parallel-reno', d) : join(ROOT, d));

interface Tc {
  mbps: number;
  burst: number;
  latMs: number;
  sentBytes: number;
  dropped: number;
}

function tc(dir: string): Tc {
  const text = readFileSync(join(dirOf(dir), 'tc.txt'), 'utf8');
  const m =
    /rate (\d+)Mbit burst (\d+)b lat ([\d.]+)ms[\s\S]*Sent (\d+) bytes \d+ pkt \(dropped (\d+)/.exec(
      text,
    );
  if (!m) throw new Error(`${dir}: tc.txt not understood`);
  return {
    mbps: Number(m[1]),
    burst: Number(m[2]),
    latMs: Number(m[3]),
    sentBytes: Number(m[4]),
    dropped: Number(m[5]),
  };
}

const cache = new Map<string, TraceResult>();
async function read(dir: string, file: string): Promise<TraceResult> {
  const path = join(dirOf(dir), file);
  const hit = cache.get(path);
  if (hit) return hit;
  const raw = new Uint8Array(readFileSync(path));
  const r = await readTrace(path.endsWith('.gz') ? new Uint8Array(gunzipSync(raw)) : raw);
  if (r.format === null) throw new Error(`${path}: ${r.problems[0]?.message}`);
  cache.set(path, r);
  return r;
}

const capture = (dir: string) => (dir === 'reno-1' ? 'sender.pcap' : 'sender.pcap.gz');
const FIXTURES = ['reno-1', 'reno-1-delay10', 'cubic-4', 'bbr-1', 'n1', 'n2', 'n4', 'n8'];
const FLOWS: Record<string, number> = { 'cubic-4': 4, n2: 2, n4: 4, n8: 8 };
const WIRE = 1514;
const PAYLOAD_MBPS = (10 * 1448) / WIRE;

describe.each(FIXTURES)('%s: the fitted bottleneck against tc', (dir) => {
  const t = tc(dir);

  it('tc.txt: 10 Mbit/s, a limit of 20 packets of 1514 bytes', () => {
    expect(t.mbps).toBe(10);
    const limit = (t.mbps * 1e6 * t.latMs) / 1000 / 8 + t.burst;
    expect(limit / WIRE).toBeCloseTo(20, 1);
  });

  it('capture: the data connections, the rate and the buffer', async () => {
    const r = await read(dir, capture(dir));
    const fit = fitTrace(r);
    // iperf3's control connection is left out (and the reverse directions)
    expect(fit.set.n).toBe(FLOWS[dir] ?? 1);
    const rate = fit.set.rate;
    expect(rate).not.toBeNull();
    expect(Math.abs((rate?.wireMbps ?? 0) / 10 - 1)).toBeLessThan(0.03);
    expect(Math.abs((rate?.mbps ?? 0) / PAYLOAD_MBPS - 1)).toBeLessThan(0.03);
    // tc's bytes (headers included) over the data connections' span: their start and their
    // teardown are in it, so a looser bound
    let start = Infinity;
    let end = -Infinity;
    for (const c of fit.connections) {
      start = Math.min(start, r.connections[c.index].start);
      end = Math.max(end, r.connections[c.index].end);
    }
    const tcMbps = (t.sentBytes * 8) / (end - start) / 1e6;
    expect(Math.abs((rate?.wireMbps ?? 0) / tcMbps - 1)).toBeLessThan(0.05);
    if (dir !== 'bbr-1') {
      // BBR keeps the queue short of full most of the time: its 95th percentile is not the limit
      expect(Math.abs((fit.set.buffer?.packets ?? 0) - 20)).toBeLessThan(1);
      expect(Math.abs((fit.set.buffer?.wireBytes ?? 0) / 30280 - 1)).toBeLessThan(0.05);
    }
  });

  it('capture: congestion events against the drops', async () => {
    const m = measureTrace(await read(dir, capture(dir)));
    const losses = m.connections.reduce((a, c) => a + c.lossEvents, 0);
    // each congestion event drops one packet at least; every loss event is a drop or more
    expect(m.congestionEvents.count).toBeGreaterThan(0);
    expect(m.congestionEvents.count).toBeLessThanOrEqual(losses);
    expect(losses).toBeLessThanOrEqual(t.dropped);
    // an overflow of the queue under AIMD flows drops a few packets (each flow adds about one a
    // RTT until it hears of the loss), slow start's first overflow tens: 2 (N + 2) per event at
    // most on average; BBR overshoots by many more
    if (dir !== 'bbr-1')
      expect(t.dropped / m.congestionEvents.count).toBeLessThanOrEqual(2 * ((FLOWS[dir] ?? 1) + 2));
  });
});

describe('beta from the cwnd series', () => {
  const beta = (f: TraceFit) => f.set.spread.beta?.mean ?? NaN;

  it.each(['reno-1', 'n1', 'n2', 'n4'])('%s, tcp_probe: reno keeps 1/2', async (dir) => {
    const f = fitTrace(await read(dir, 'tcp_probe.txt.gz'));
    expect(Math.abs(beta(f) - 0.5)).toBeLessThan(0.05);
    expect(f.set.kind).toBe('reno');
    // Reno's line: about one packet per RTT, the more flows the queue's RTT stretches the less
    expect(f.set.spread.alpha?.mean).toBeGreaterThan(0.7);
    expect(f.set.spread.alpha?.mean).toBeLessThan(1.05);
  });

  it('n8, tcp_probe: windows of 3 to 6 packets, rounded, still about 1/2', async () => {
    const f = fitTrace(await read('n8', 'tcp_probe.txt.gz'));
    expect(beta(f)).toBeGreaterThan(0.45);
    expect(beta(f)).toBeLessThan(0.62);
  });

  it('cubic-4, tcp_probe: cubic keeps 0.7, and the models take CUBIC', async () => {
    const f = fitTrace(await read('cubic-4', 'tcp_probe.txt.gz'));
    expect(Math.abs(beta(f) - 0.7)).toBeLessThan(0.05);
    expect(f.set.kind).toBe('cubic');
    expect(f.set.models.cubicMbps).not.toBeNull();
  });

  it.each(['reno-1', 'reno-1-delay10'])(
    '%s, ss: reno, its troughs seen late (a sample every 3 RTTs)',
    async (dir) => {
      const f = fitTrace(await read(dir, 'ss.log'));
      // the sample after a cut is taken 1.5 RTTs after the trough on average: a packet and a half
      // above it, and the one before it as much under the peak
      expect(beta(f)).toBeGreaterThan(0.5);
      expect(beta(f)).toBeLessThan(0.65);
      expect(f.connections[0].kind).toBe('reno');
      expect(f.connections[0].kindFrom).toBe('trace');
    },
  );

  it('iperf3: intervals of 10 RTTs show no cut, and say so', async () => {
    const f = fitTrace(await read('reno-1', 'iperf3.json'));
    expect(f.connections[0].aimd.beta).toBeNull();
    expect(f.connections[0].reasons.join(' ')).toMatch(/sampled every 250 ms/);
    expect(f.set.buffer).toBeNull();
  });
});

describe('paper 000 on parallel-reno n1..n8', () => {
  it('throughput against N: the link stays full, loss events grow with N', async () => {
    const traces = await Promise.all(
      ['n1', 'n2', 'n4', 'n8'].map((d) => read(d, 'tcp_probe.txt.gz')),
    );
    const rows = throughputVsN(traces);
    expect(rows.map((r) => r.n)).toEqual([1, 2, 4, 8]);
    for (const r of rows)
      expect(Math.abs((r.aggregateMbps ?? 0) / PAYLOAD_MBPS - 1)).toBeLessThan(0.02);
    const perFlow = rows.map((r) => r.perConnectionMbps ?? NaN);
    for (let k = 1; k < rows.length; k++) expect(perFlow[k]).toBeLessThan(perFlow[k - 1]);
    const events = rows.map((r) => r.congestionEventsPerSecond ?? NaN);
    expect(events[3]).toBeGreaterThan(events[0]);
    // a single flow: every congestion event hits it alone
    expect(rows[0].meanHit).toBe(1);
  });

  it('CCDF of the connections hit: starts at 1, never rises', async () => {
    const m = measureTrace(await read('n8', 'tcp_probe.txt.gz'));
    const p = m.congestionEvents.ccdf.map((x) => x.p);
    expect(p).toHaveLength(8);
    expect(p[0]).toBe(1);
    for (let k = 1; k < p.length; k++) expect(p[k]).toBeLessThanOrEqual(p[k - 1]);
  });
});
