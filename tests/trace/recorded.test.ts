import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTrace } from '../../src/trace/read';
import type { TraceConnection, TraceResult } from '../../src/trace/types';

/**
 * The real recordings of scripts/traces/record.sh (tests/fixtures/traces/ns: reno, cubic, bbr, 1-8
 * parallel flows through a 10 Mbit/s tbf) read by each reader and held against the numbers of the
 * tools that made or read them, in each fixture's reference.json (scripts/traces/reference.py):
 * tcptrace for the captures, iperf3's own totals, the last ss sample's counters, tcp_probe's.
 */
const ROOT = 'tests/fixtures/traces/ns';
const fixtures = ['reno-1', 'reno-1-delay10', 'cubic-4', 'bbr-1', 'n1', 'n2', 'n4', 'n8'].map(
  (d) => (d.startsWith('n') ? join(ROOT, 'parallel-reno', d) : join(ROOT, d)),
);

interface Direction {
  uniqueBytes: number;
  rexmtPkts: number;
  rttSamples: number;
  rttAvgMs: number;
  rttMinMs: number;
  rttMaxMs: number;
}
interface Reference {
  captures: Record<
    string,
    { tcptrace: { connections: { a: string; b: string; role: string; a2b: Direction }[] } }
  >;
  iperf3: { streams: { local: string; bytes: number; retransmits: number }[] };
  ss: {
    connections: {
      local: string;
      role?: string;
      bytesSent: number;
      bytesRetrans: number;
      retransTotal: number;
    }[];
  };
  tcpProbe?: { connections: { src: string; sndUnaAdvanceBytes: number; events: number }[] };
}

async function read(path: string): Promise<TraceResult> {
  const raw = new Uint8Array(readFileSync(path));
  const bytes = path.endsWith('.gz') ? new Uint8Array(gunzipSync(raw)) : raw;
  const r = await readTrace(bytes);
  if (r.format === null) throw new Error(`${path}: ${r.problems[0]?.message}`);
  return r;
}

const bySrc = (r: TraceResult, src: string): TraceConnection => {
  const c = r.connections.find((x) => x.src === src);
  if (!c) throw new Error(`no connection from ${src}`);
  return c;
};

describe.each(fixtures)('recorded trace %s', (dir) => {
  const ref = JSON.parse(readFileSync(join(dir, 'reference.json'), 'utf8')) as Reference;
  const captures = readdirSync(dir).filter((f) => /^sender\.pcap(ng)?(\.gz)?$/.test(f));

  it('has a capture and each tool named its connections', () => {
    expect(captures.length).toBeGreaterThan(0);
    expect(ref.iperf3.streams.length).toBeGreaterThan(0);
    expect(ref.ss.connections.length).toBeGreaterThan(1); // iperf3's control connection too
  });

  it.each(captures)("%s gives tcptrace's bytes, retransmissions and RTTs", async (file) => {
    const r = await read(join(dir, file));
    const key = file in ref.captures ? file : Object.keys(ref.captures)[0];
    for (const t of ref.captures[key].tcptrace.connections) {
      const c = bySrc(r, t.a);
      expect(c.dst).toBe(t.b);
      expect(c.bytesSent).toBe(t.a2b.uniqueBytes);
      expect(c.rtt?.samples).toBe(t.a2b.rttSamples);
      // tcptrace prints RTTs to 0.1 ms
      expect(Math.abs((c.rtt?.mean ?? NaN) - t.a2b.rttAvgMs)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs((c.rtt?.max ?? NaN) - t.a2b.rttMaxMs)).toBeLessThanOrEqual(0.05 + 1e-9);
      // tcptrace also counts a resent SYN or FIN without data; the reader counts data segments
      expect(c.retransmissions).toBeLessThanOrEqual(t.a2b.rexmtPkts);
      expect(c.retransmissions).toBeGreaterThanOrEqual(t.a2b.rexmtPkts - 1);
    }
  });

  it("iperf3's JSON gives its own totals", async () => {
    const r = await read(join(dir, 'iperf3.json'));
    for (const s of ref.iperf3.streams) {
      const c = bySrc(r, s.local);
      expect(c.bytesSent).toBe(s.bytes);
      expect(c.retransmissions).toBe(s.retransmits);
    }
  });

  it("the ss log gives the last sample's counters", async () => {
    const r = await read(join(dir, 'ss.log'));
    for (const s of ref.ss.connections) {
      const c = bySrc(r, s.local);
      expect(c.retransmissions).toBe(s.retransTotal);
      expect(c.bytesSent).toBe(s.bytesSent - s.bytesRetrans);
    }
  });

  it.runIf(existsSync(join(dir, 'tcp_probe.txt.gz')))(
    "tcp_probe gives the sender's progress in sequence space",
    async () => {
      const r = await read(join(dir, 'tcp_probe.txt.gz'));
      for (const p of ref.tcpProbe?.connections ?? []) {
        expect(bySrc(r, p.src).bytesSent).toBe(p.sndUnaAdvanceBytes);
      }
    },
  );
});
