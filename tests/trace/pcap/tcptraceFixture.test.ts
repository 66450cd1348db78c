import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPcapReader, readPcap } from '../../../src/trace/pcap';
import type { TraceResult } from '../../../src/trace/types';

const DIR = new URL('../../fixtures/traces/loopback/', import.meta.url);

interface Reference {
  packets: number;
  elapsedSeconds: number;
  directions: {
    src: string;
    dst: string;
    uniqueBytesSent: number;
    rexmtDataPkts: number;
    rttSamples: number;
    rttMinMs: number;
    rttAvgMs: number;
    rttMaxMs: number;
  }[];
}

const load = (name: string) => new Uint8Array(readFileSync(new URL(name, DIR)));
const referenceOf = (name: string) =>
  JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as Reference;

/** the reader's connections against tcptrace's directions */
function expectTcptrace(r: TraceResult, reference: Reference, elapsedDigits: number): void {
  expect(r.records).toBe(reference.packets);
  expect(r.connections).toHaveLength(reference.directions.length);
  for (const want of reference.directions) {
    const c = r.connections.find((x) => x.src === want.src);
    expect(c, want.src).toBeDefined();
    expect(c!.dst).toBe(want.dst);
    expect(c!.end - c!.start).toBeCloseTo(reference.elapsedSeconds, elapsedDigits);
    expect(c!.bytesSent).toBe(want.uniqueBytesSent);
    expect(c!.retransmissions).toBe(want.rexmtDataPkts);
    expect(c!.rtt!.samples).toBe(want.rttSamples);
    // tcptrace prints one decimal
    expect(Math.abs(c!.rtt!.min - want.rttMinMs)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(c!.rtt!.mean - want.rttAvgMs)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(c!.rtt!.max - want.rttMaxMs)).toBeLessThanOrEqual(0.05);
  }
}

describe('a real capture (1 MiB over a 20 Mbit/s token bucket, sender side) against tcptrace', () => {
  const bytes = load('sender-tbf.pcap');
  const r = readPcap(bytes);

  it('reads every packet; the only problem is the snap length (96 bytes) it was taken with', () => {
    expect(r.format).toBe('pcap');
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0].fatal).toBe(false);
    expect(r.problems[0].message).toMatch(/caplen < len/);
  });

  it("gives tcptrace's unique bytes, retransmitted packets and RTT samples per direction", () => {
    expectTcptrace(r, referenceOf('sender-tbf.tcptrace.json'), 6);
  });

  it('gives the same result whatever the chunks the file arrives in', () => {
    for (const size of [1, 7, 100, 4096]) {
      const reader = createPcapReader();
      for (let i = 0; i < bytes.length; i += size) reader.push(bytes.slice(i, i + size));
      expect(reader.finish()).toEqual(r);
    }
  });
});

describe('a real pcapng written by dumpcap (ns times, options, a statistics block) against tcptrace', () => {
  it("gives tcptrace's numbers", () => {
    const r = readPcap(load('http-64k.pcapng'));
    expect(r.format).toBe('pcapng');
    expect(r.problems.map((p) => p.fatal)).toEqual([false]); // the snap length's note
    // tcptrace read a µs conversion: the elapsed times agree to the µs
    expectTcptrace(r, referenceOf('http-64k.tcptrace.json'), 5);
  });
});
