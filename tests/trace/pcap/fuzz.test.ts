/**
 * Fuzzing the reader: random bytes, truncated, bit-flipped and length-lying captures, random
 * chunkings. Whatever the input: no exception, a result bounded by the input's size, the same
 * result for any chunking. FUZZ_RUNS sets the runs per property (500 by default, a few seconds;
 * FUZZ_RUNS=100000 npx vitest run tests/trace for a long run).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPcapReader, readPcap } from '../../../src/trace/pcap';
import { SERIES_CAP } from '../../../src/trace/tcp/series';
import type { TraceResult } from '../../../src/trace/types';
import { ether, ipv4, ipv6, pcap, pcapng, sll2, tcp, type Frame } from './captureWriter';
import { V4, V6, scenarioSegments } from './scenario';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
/** generous: the long run's properties take minutes each on a slow shared machine */
const TIMEOUT = Math.max(60_000, RUNS * 20);

function v4Frames(): Frame[] {
  return scenarioSegments().map(({ t, fromClient, segment }) => ({
    t,
    data: ether(
      ipv4(fromClient ? V4.client : V4.server, fromClient ? V4.server : V4.client, segment),
    ),
  }));
}
function v6Frames(): Frame[] {
  return scenarioSegments().map(({ t, fromClient, segment }) => ({
    t,
    data: sll2(
      ipv6(fromClient ? V6.client : V6.server, fromClient ? V6.server : V6.client, segment),
    ),
  }));
}

/** valid captures of the hand-built connection, in several containers */
const BASES: Uint8Array[] = [
  pcap(v4Frames(), { linkType: 1 }),
  pcap(v4Frames(), { linkType: 1, le: false, nano: true }),
  pcapng([
    {
      interfaces: [{ linkType: 1 }],
      blocks: v4Frames().map((frame) => ({ kind: 'epb' as const, iface: 0, frame })),
    },
  ]),
  pcapng([
    {
      le: false,
      interfaces: [{ linkType: 276, tsresol: 9 }],
      blocks: v6Frames()
        .slice(0, 8)
        .map((frame) => ({ kind: 'epb' as const, iface: 0, frame })),
    },
    {
      interfaces: [{ linkType: 276 }],
      blocks: v6Frames()
        .slice(8)
        .map((frame) => ({ kind: 'epb' as const, iface: 0, frame })),
    },
  ]),
];

/** what any result must satisfy, `size` being the input's length */
function expectBounded(r: TraceResult, size: number): void {
  expect(['pcap', 'pcapng']).toContain(r.format);
  // a record takes 16 bytes at least (pcap record header; a pcapng block 12)
  expect(r.records).toBeLessThanOrEqual(size / 12);
  // a connection needs a TCP packet (40 bytes of headers at least), a direction with data more
  expect(r.connections.length).toBeLessThanOrEqual((2 * size) / 40);
  expect(r.problems.length).toBeLessThanOrEqual(130);
  expect(r.problems.filter((p) => p.fatal).length).toBeLessThanOrEqual(1);
  for (const c of r.connections) {
    expect(c.bytesSent).toBeGreaterThan(0);
    expect(c.end).toBeGreaterThanOrEqual(c.start);
    expect(c.retransmissions).toBeLessThanOrEqual(r.records);
    expect(c.lossEvents.length).toBeLessThanOrEqual(c.retransmissions);
    if (c.rtt) expect(c.rtt.samples).toBeLessThanOrEqual(r.records);
    for (const s of [c.cwnd?.series, c.rttSeries]) {
      if (!s) continue;
      expect(s.t.length).toBe(s.v.length);
      expect(s.t.length).toBeLessThanOrEqual(Math.min(SERIES_CAP + 1, r.records + 1));
      for (const v of s.v) expect(Number.isFinite(v)).toBe(true);
    }
    expect(c.throughputSeries.t.length).toBeLessThanOrEqual(4097);
    expect(Number.isFinite(c.throughput)).toBe(true);
  }
}

function inChunks(bytes: Uint8Array, cuts: number[]): TraceResult {
  const r = createPcapReader();
  let from = 0;
  for (const cut of [...cuts.map((c) => c % (bytes.length + 1))].sort((a, b) => a - b)) {
    r.push(bytes.subarray(from, cut));
    from = cut;
  }
  r.push(bytes.subarray(from));
  return r.finish();
}

const base = fc.integer({ min: 0, max: BASES.length - 1 }).map((i) => BASES[i]);

describe('the pcap reader under fuzzing', () => {
  it(
    'random bytes, with or without a capture magic in front',
    () => {
      const magics = [
        [],
        [0xd4, 0xc3, 0xb2, 0xa1],
        [0xa1, 0xb2, 0x3c, 0x4d],
        [0x0a, 0x0d, 0x0d, 0x0a],
      ];
      fc.assert(
        fc.property(fc.constantFrom(...magics), fc.uint8Array({ maxLength: 3000 }), (m, rest) => {
          const bytes = Uint8Array.from([...m, ...rest]);
          expectBounded(readPcap(bytes), bytes.length);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'truncated captures: bounded, one connection at most, one fatal problem at most',
    () => {
      fc.assert(
        fc.property(base, fc.nat(), (b, n) => {
          const cut = b.subarray(0, n % (b.length + 1));
          const r = readPcap(cut);
          expectBounded(r, cut.length);
          expect(r.connections.length).toBeLessThanOrEqual(1);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'bit flips and overwritten bytes anywhere',
    () => {
      const flip = fc.tuple(fc.nat(), fc.integer({ min: 0, max: 7 }));
      fc.assert(
        fc.property(base, fc.array(flip, { minLength: 1, maxLength: 30 }), (b, flips) => {
          const bytes = b.slice();
          for (const [at, bit] of flips) bytes[at % bytes.length] ^= 1 << bit;
          expectBounded(readPcap(bytes), bytes.length);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'lengths that lie: 32-bit fields overwritten with 0, huge or random values',
    () => {
      const value = fc.oneof(
        fc.constantFrom(0, 1, 4, 12, 0x7fffffff, 0xffffffff, 0x01000000, 262145),
        fc.nat({ max: 0xffffffff }),
      );
      const lie = fc.tuple(fc.nat(), value, fc.boolean());
      fc.assert(
        fc.property(base, fc.array(lie, { minLength: 1, maxLength: 4 }), (b, lies) => {
          const bytes = b.slice();
          const dv = new DataView(bytes.buffer);
          for (const [at, v, le] of lies) dv.setUint32(at % (bytes.length - 3), v, le);
          expectBounded(readPcap(bytes), bytes.length);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'any chunking of a (possibly damaged) capture gives the result of reading it whole',
    () => {
      fc.assert(
        fc.property(
          base,
          fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { maxLength: 5 }),
          fc.array(fc.nat(), { maxLength: 12 }),
          (b, damage, cuts) => {
            const bytes = b.slice();
            for (const [at, v] of damage) bytes[at % bytes.length] = v;
            expect(inChunks(bytes, cuts)).toEqual(readPcap(bytes));
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'random TCP traffic in valid frames: counts stay within what was sent',
    () => {
      const packet = fc.record({
        dt: fc.integer({ min: 0, max: 50_000 }), // µs after the previous packet
        fromA: fc.boolean(),
        seq: fc.oneof(fc.nat({ max: 0xffffffff }), fc.integer({ min: 0, max: 20_000 })),
        ack: fc.oneof(fc.nat({ max: 0xffffffff }), fc.integer({ min: 0, max: 20_000 })),
        flags: fc.nat({ max: 255 }),
        len: fc.integer({ min: 0, max: 1500 }),
        win: fc.constantFrom(0, 1, 65535),
      });
      fc.assert(
        fc.property(fc.array(packet, { maxLength: 60 }), (ps) => {
          let t = 0;
          let sent = 0;
          const frames = ps.map((p) => {
            t += p.dt / 1e6;
            sent += p.len;
            const seg = tcp({
              sport: p.fromA ? 1 : 2,
              dport: p.fromA ? 2 : 1,
              seq: p.seq,
              ack: p.ack,
              flags: p.flags,
              win: p.win,
              len: p.len,
            });
            return {
              t,
              data: ether(
                ipv4(p.fromA ? V4.client : V4.server, p.fromA ? V4.server : V4.client, seg),
              ),
            };
          });
          const bytes = pcap(frames, { linkType: 1 });
          const r = readPcap(bytes);
          expectBounded(r, bytes.length);
          expect(r.problems).toEqual([]);
          expect(r.records).toBe(ps.length);
          const total = r.connections.reduce((s, c) => s + c.bytesSent, 0);
          expect(total).toBeLessThanOrEqual(sent);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
