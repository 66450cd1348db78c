import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPcapReader, readPcap } from '../../../src/trace/pcap';

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

const reference = JSON.parse(
  readFileSync(new URL('sender-tbf.tcptrace.json', DIR), 'utf8'),
) as Reference;
const bytes = new Uint8Array(readFileSync(new URL('sender-tbf.pcap', DIR)));

describe('a real capture (1 MiB over a 20 Mbit/s token bucket, sender side) against tcptrace', () => {
  const r = readPcap(bytes);

  it('reads every packet; the only problem is the snap length (96 bytes) it was taken with', () => {
    expect(r.format).toBe('pcap');
    expect(r.records).toBe(reference.packets);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0].fatal).toBe(false);
    expect(r.problems[0].message).toMatch(/caplen < len/);
  });

  it("gives tcptrace's unique bytes, retransmitted packets and RTT samples per direction", () => {
    expect(r.connections).toHaveLength(reference.directions.length);
    for (const want of reference.directions) {
      const c = r.connections.find((x) => x.src === want.src);
      expect(c, want.src).toBeDefined();
      expect(c!.dst).toBe(want.dst);
      expect(c!.end - c!.start).toBeCloseTo(reference.elapsedSeconds, 6);
      expect(c!.bytesSent).toBe(want.uniqueBytesSent);
      expect(c!.retransmissions).toBe(want.rexmtDataPkts);
      expect(c!.rtt!.samples).toBe(want.rttSamples);
      // tcptrace prints one decimal
      expect(Math.abs(c!.rtt!.min - want.rttMinMs)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(c!.rtt!.mean - want.rttAvgMs)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(c!.rtt!.max - want.rttMaxMs)).toBeLessThanOrEqual(0.05);
    }
  });

  it('gives the same result whatever the chunks the file arrives in', () => {
    for (const size of [1, 7, 100, 4096]) {
      const reader = createPcapReader();
      for (let i = 0; i < bytes.length; i += size) reader.push(bytes.slice(i, i + size));
      expect(reader.finish()).toEqual(r);
    }
  });
});
