import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/trace/detect';
import { readTrace } from '../../src/trace/read';
import { fixture, fixturePath } from './fixtures';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const magic = (...b: number[]): Uint8Array => new Uint8Array([...b, 0, 0, 0, 0]);

async function* chunked(data: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  for (let k = 0; k < data.length; k += size) yield data.subarray(k, k + size);
}

describe('format detection', () => {
  it('captures by their magic numbers, both byte orders, µs and ns', () => {
    expect(detectFormat(magic(0xa1, 0xb2, 0xc3, 0xd4))).toBe('pcap');
    expect(detectFormat(magic(0xd4, 0xc3, 0xb2, 0xa1))).toBe('pcap');
    expect(detectFormat(magic(0xa1, 0xb2, 0x3c, 0x4d))).toBe('pcap');
    expect(detectFormat(magic(0x4d, 0x3c, 0xb2, 0xa1))).toBe('pcap');
    expect(detectFormat(magic(0x0a, 0x0d, 0x0d, 0x0a))).toBe('pcapng');
    expect(detectFormat(magic(0x1f, 0x8b, 0x08))).toBe('gzip');
  });

  it('the text formats by their first lines (the fixtures)', () => {
    const of = (name: string) => detectFormat(bytes(fixture(name)));
    expect(of('iperf3/client-P2.json')).toBe('iperf3');
    expect(of('iperf3/client-P2.jsonstream')).toBe('iperf3');
    expect(of('ss/epoch-cubic.txt')).toBe('ss');
    expect(of('ss/iso-noheader.txt')).toBe('ss');
    expect(of('ss/events-E.txt')).toBe('ss');
    expect(of('tcp_probe/tracefs-cubic.txt')).toBe('tcp_probe');
    expect(of('tcp_probe/perf-script-reno.txt')).toBe('tcp_probe');
    expect(detectFormat(bytes('\uFEFF  \n{"start": {}}'))).toBe('iperf3');
    expect(detectFormat(bytes('hello'))).toBeNull();
    expect(detectFormat(bytes('ESTAB 0 0 a:1 b:2\n'))).toBeNull(); // no info line yet
  });
});

describe('readTrace', () => {
  it('detects and reads each fixture, whole or streamed in small chunks, with progress', async () => {
    for (const [name, format] of [
      ['iperf3/client-P2.json', 'iperf3'],
      ['ss/epoch-cubic.txt', 'ss'],
      ['tcp_probe/tracefs-cubic.txt', 'tcp_probe'],
    ] as const) {
      const data = new Uint8Array(readFileSync(fixturePath(name)));
      const whole = await readTrace(data);
      expect(whole.format).toBe(format);
      expect(whole.connections.length).toBeGreaterThan(0);
      const progress: number[] = [];
      const streamed = await readTrace(chunked(data, 97), (n) => progress.push(n));
      expect(streamed).toEqual(whole);
      expect(progress.at(-1)).toBe(data.length);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    }
  });

  it('a UTF-8 character cut between two chunks is read whole', async () => {
    const text = fixture('ss/epoch-cubic.txt').replace('bbr wscale', 'bbr wscale:x héllo:1 wscale');
    const data = bytes(text);
    const at = text.indexOf('é') + 1; // inside the two bytes of é
    const split = (async function* () {
      yield data.subarray(0, at);
      yield data.subarray(at);
    })();
    expect(await readTrace(split)).toEqual(await readTrace(data));
  });

  it('the pcap magic goes to the pcap reader', async () => {
    const r = await readTrace(magic(0xd4, 0xc3, 0xb2, 0xa1));
    expect(r.format === 'pcap' || r.format === 'pcapng').toBe(true);
  });

  it('empty, gzip, unknown: an unread trace with one fatal problem saying why', async () => {
    const empty = await readTrace(new Uint8Array(0));
    expect(empty).toEqual({
      format: null,
      connections: [],
      records: 0,
      problems: [{ at: { offset: 0 }, message: 'the trace is empty', fatal: true }],
    });
    const gzip = await readTrace(magic(0x1f, 0x8b, 0x08));
    expect(gzip.problems[0].message).toContain('gzip');
    const unknown = await readTrace(bytes('hello world'));
    expect(unknown.format).toBeNull();
    expect(unknown.problems[0].message).toContain('68 65 6c 6c 6f 20 77 6f');
  });
});
