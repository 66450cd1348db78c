import { describe, expect, it } from 'vitest';
import { createPcapReader, readPcap } from '../../../src/trace/pcap';
import type { TraceResult } from '../../../src/trace/types';
import { ether, ipv4, pcap, pcapng, type Frame, type NgBlock } from './captureWriter';
import { SCENARIO, V4, scenarioSegments, v4Capture } from './scenario';

function frames(): Frame[] {
  return scenarioSegments().map(({ t, fromClient, segment }) => {
    const [src, dst] = fromClient ? [V4.client, V4.server] : [V4.server, V4.client];
    return { t, data: ether(ipv4(src, dst, segment)) };
  });
}

const epbs = (fs: Frame[]): NgBlock[] => fs.map((frame) => ({ kind: 'epb', iface: 0, frame }));

/** the pcap (µs, little-endian) every other container is compared with */
const reference = readPcap(v4Capture(SCENARIO));

/**
 * Results equal but for the last bits of times: a time read in ns (or from another container's
 * units) and one read in µs may round apart by an ulp.
 */
function expectSame(got: unknown, want: unknown, path = ''): void {
  if (typeof want === 'number' && typeof got === 'number') {
    expect(Math.abs(got - want), path).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(want)));
  } else if (want && typeof want === 'object') {
    expect(typeof got, path).toBe('object');
    const keys = Object.keys(want as object);
    expect(Object.keys(got as object).sort(), path).toEqual(keys.sort());
    for (const k of keys) {
      expectSame(
        (got as Record<string, unknown>)[k],
        (want as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
    }
  } else {
    expect(got, path).toEqual(want);
  }
}

function chunked(bytes: Uint8Array, size: number): TraceResult {
  const r = createPcapReader();
  for (let i = 0; i < bytes.length; i += size) r.push(bytes.subarray(i, i + size));
  return r.finish();
}

describe('the capture containers', () => {
  it('reads the reference: one connection, no problem', () => {
    expect(reference.problems).toEqual([]);
    expect(reference.connections).toHaveLength(1);
    expect(reference.connections[0].bytesSent).toBe(7600);
  });

  it('reads classic pcap in both byte orders, with µs and ns timestamps, alike', () => {
    for (const le of [true, false]) {
      for (const nano of [false, true]) {
        const r = readPcap(pcap(frames(), { linkType: 1, le, nano }));
        expect(r.format).toBe('pcap');
        expectSame(r, { ...reference, format: 'pcap' });
      }
    }
  });

  it('reads pcapng in both byte orders, with µs (default), ns and binary (2^-20 s) resolutions', () => {
    for (const le of [true, false]) {
      for (const tsresol of [undefined, 6, 9]) {
        const r = readPcap(
          pcapng([{ le, interfaces: [{ linkType: 1, tsresol }], blocks: epbs(frames()) }]),
        );
        expectSame(r, { ...reference, format: 'pcapng' });
      }
    }
    // 2^-20 s units cannot hold the chosen times exactly: each is within half a unit (0.48 µs)
    const r = readPcap(
      pcapng([{ interfaces: [{ linkType: 1, tsresol: 0x80 | 20 }], blocks: epbs(frames()) }]),
    );
    const [c] = r.connections;
    const [want] = reference.connections;
    expect(c.bytesSent).toBe(want.bytesSent);
    expect(c.rtt!.samples).toBe(want.rtt!.samples);
    expect(Math.abs(c.rtt!.mean - want.rtt!.mean)).toBeLessThan(0.001);
  });

  it('reads several sections of either byte order, skips unknown blocks, declares interfaces anew', () => {
    const fs = frames();
    const unknown: NgBlock = { kind: 'unknown', type: 0x0bad, body: [1, 2, 3, 4, 5] };
    const r = readPcap(
      pcapng([
        { le: true, interfaces: [{ linkType: 1 }], blocks: [unknown, ...epbs(fs.slice(0, 9))] },
        // the second section describes a first interface of another type: packets refer to #1
        {
          le: false,
          interfaces: [{ linkType: 113 }, { linkType: 1, tsresol: 9 }],
          blocks: [
            ...fs.slice(9).map((frame) => ({ kind: 'epb' as const, iface: 1, frame })),
            unknown,
          ],
        },
      ]),
    );
    expectSame(r, { ...reference, format: 'pcapng' });
  });

  it("places a Simple Packet Block (no timestamp) at the previous packet's time, and says so", () => {
    const fs = frames();
    const last = fs[fs.length - 1];
    const r = readPcap(
      pcapng([
        { interfaces: [{ linkType: 1 }], blocks: [...epbs(fs), { kind: 'spb', frame: last }] },
      ]),
    );
    expect(r.records).toBe(21);
    expect(r.connections[0].end).toBe(reference.connections[0].end);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0].message).toMatch(/Simple Packet Blocks/);
  });

  it('gives the same result for any chunking, down to one byte at a time', () => {
    const bytes = v4Capture(SCENARIO);
    const ng = pcapng([
      { le: false, interfaces: [{ linkType: 1, tsresol: 9 }], blocks: epbs(frames()) },
    ]);
    const ngReference = readPcap(ng);
    for (let size = 1; size <= 80; size++) {
      expect(chunked(bytes, size)).toEqual(reference);
      expect(chunked(ng, size)).toEqual(ngReference);
    }
  });
});

describe('a damaged or foreign file', () => {
  const bytes = v4Capture(SCENARIO);
  /** record k's offset: the 24-byte header, then each record's 16 bytes and frame */
  const recordAt = (k: number) =>
    24 +
    frames()
      .slice(0, k)
      .reduce((s, f) => s + 16 + f.data.length, 0);

  it('cut inside a record: a fatal problem at that record, everything before it kept', () => {
    const at = recordAt(12);
    for (const cut of [at + 1, at + 15, at + 16, recordAt(13) - 1]) {
      const r = readPcap(bytes.slice(0, cut));
      expect(r.records).toBe(12);
      expect(r.problems).toEqual([
        expect.objectContaining({
          at: { offset: at },
          fatal: true,
          message: expect.stringMatching(/truncated/),
        }),
      ]);
      // packets 0-11: SYN to the ACK of 6601 at 50 ms: D1-D4 and R3 sent
      expect(r.connections).toHaveLength(1);
      expect(r.connections[0].bytesSent).toBe(5600);
      expect(r.connections[0].retransmissions).toBe(1);
    }
    // cut exactly between records: nothing is wrong with what is there
    expect(readPcap(bytes.slice(0, at)).problems).toEqual([]);
  });

  it('cut inside a pcapng block: a fatal problem at the block', () => {
    const ng = pcapng([{ interfaces: [{ linkType: 1 }], blocks: epbs(frames()) }]);
    const r = readPcap(ng.slice(0, ng.length - 3));
    const p = r.problems.find((x) => x.fatal)!;
    expect(r.records).toBe(19);
    expect(ng.length - p.at.offset!).toBe(32 + frames()[19].data.length + 2); // EPB, frame padded to 4
  });

  it('not a capture at all: one clear fatal problem', () => {
    const text = new TextEncoder().encode('time,cwnd\n0,10\n');
    const r = readPcap(text);
    expect(r.connections).toEqual([]);
    expect(r.records).toBe(0);
    expect(r.problems).toEqual([
      {
        at: { offset: 0 },
        fatal: true,
        message: expect.stringMatching(/^not a capture file: it starts with 74 69 6d 65/),
      },
    ]);
    expect(readPcap(new Uint8Array([0x1f, 0x8b, 8, 0, 0])).problems[0].message).toMatch(/gzip/);
    expect(readPcap(new Uint8Array(0)).problems).toEqual([
      { at: { offset: 0 }, fatal: true, message: 'the file is empty' },
    ]);
    expect(readPcap(bytes.slice(0, 10)).problems[0].message).toMatch(/file header/);
  });

  it('a record claiming more bytes than any record has: fatal there, not a 2 GB wait', () => {
    const at = recordAt(5);
    const lie = bytes.slice();
    new DataView(lie.buffer).setUint32(at + 8, 0x7fffffff, true);
    const r = readPcap(lie);
    expect(r.records).toBe(5);
    expect(r.problems).toEqual([expect.objectContaining({ at: { offset: at }, fatal: true })]);
  });

  it('pcapng block lengths that lie: not a multiple of 4, or the trailing copy differs', () => {
    const ng = pcapng([{ interfaces: [{ linkType: 1 }], blocks: epbs(frames()) }]);
    const firstEpb = 28 + 24; // SHB (28 bytes), IDB (24, with its end-of-options)
    const odd = ng.slice();
    new DataView(odd.buffer).setUint32(firstEpb + 4, 33, true);
    expect(readPcap(odd).problems).toEqual([
      expect.objectContaining({ at: { offset: firstEpb + 4 }, fatal: true }),
    ]);
    const trailer = ng.slice();
    const len = new DataView(ng.buffer).getUint32(firstEpb + 4, true);
    new DataView(trailer.buffer).setUint32(firstEpb + len - 4, len + 4, true);
    const r = readPcap(trailer);
    expect(r.records).toBe(0);
    expect(r.problems).toEqual([
      expect.objectContaining({ at: { offset: firstEpb + len - 4 }, fatal: true }),
    ]);
  });

  it('packets cut by the snap length: counted once, their payload still counted from IP lengths', () => {
    const cut = frames().map((f) => ({ ...f, data: f.data.slice(0, 54), origLen: f.data.length }));
    // 14 Ethernet + 20 IP + 20 TCP = 54: the headers (but the SYNs' and the SACK's options) are
    // all there; the 9 packets with data, the SYNs and the ACK with SACK are cut
    const r = readPcap(pcap(cut, { linkType: 1, snaplen: 54 }));
    expect(r.connections[0].bytesSent).toBe(7600);
    expect(r.connections[0].retransmissions).toBe(2);
    expect(r.problems).toEqual([
      expect.objectContaining({
        at: { offset: 24 },
        fatal: false,
        message: expect.stringMatching(/\(11 packets, the first at byte 24\)/),
      }),
    ]);
  });
});
