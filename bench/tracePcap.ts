/**
 * Speed of the pcap reader: MB of capture read per second of CPU time, on a synthetic capture of
 * about 100 MB (one bulk transfer over Ethernet / IPv4: segments of 1448 bytes with timestamps,
 * an ACK every two segments, one segment in 500 resent), read whole and streamed in chunks.
 * A second capture keeps only 96 bytes of each packet (tcpdump -s 96), the per-packet cost's
 * worst case: about 900,000 records in 100 MB. Last, a 1 GB capture made and pushed 1 MiB at a
 * time, to show that memory stays bounded.
 *
 *   npx tsx bench/tracePcap.ts
 *
 * Times are the best of 3 runs after one warm-up (the JIT); CPU time is user + system, less
 * sensitive to other load on a shared machine.
 */
import { cpuUsage, memoryUsage } from 'node:process';
import { createPcapReader, readPcap } from '../src/trace/pcap';
import type { TraceResult } from '../src/trace/types';
import { BulkTransfer, syntheticCapture } from './syntheticPcap';

function cpuMs(): number {
  const u = cpuUsage();
  return (u.user + u.system) / 1000;
}

function best(run: () => TraceResult): { ms: number; result: TraceResult } {
  let result = run();
  let ms = Infinity;
  for (let i = 0; i < 3; i++) {
    const c0 = cpuMs();
    result = run();
    ms = Math.min(ms, cpuMs() - c0);
  }
  return { ms, result };
}

function streamed(bytes: Uint8Array, chunk: number): TraceResult {
  const r = createPcapReader();
  for (let i = 0; i < bytes.length; i += chunk) r.push(bytes.subarray(i, i + chunk));
  return r.finish();
}

for (const [label, snap] of [
  ['full packets', 65535],
  ['headers only (snap 96)', 96],
] as const) {
  const bytes = syntheticCapture(100e6, snap);
  const mb = bytes.length / 1e6;
  console.log(`\n${label}: ${mb.toFixed(1)} MB`);
  for (const [how, run] of [
    ['whole', () => readPcap(bytes)],
    ['1 MiB chunks', () => streamed(bytes, 1 << 20)],
    ['64 KiB chunks', () => streamed(bytes, 1 << 16)],
    ['1000-byte chunks', () => streamed(bytes, 1000)],
  ] as const) {
    const heap0 = memoryUsage().heapUsed;
    const { ms, result } = best(run);
    const c = result.connections[0];
    console.log(
      `  ${how.padEnd(17)} ${(mb / (ms / 1000)).toFixed(0).padStart(5)} MB/s  ` +
        `${(((result.records / ms) * 1000) / 1e6).toFixed(2)} M records/s  ` +
        `(${result.records} records, ${c.bytesSent} bytes, ${c.retransmissions} resent, ` +
        `heap +${((memoryUsage().heapUsed - heap0) / 1e6).toFixed(0)} MB)`,
    );
  }
}

// A 1 GB capture never held whole: made and pushed 1 MiB at a time, one buffer reused.
{
  const bulk = new BulkTransfer(65535);
  const reader = createPcapReader();
  reader.push(bulk.header());
  const chunk = new Uint8Array(1 << 20);
  const heap0 = memoryUsage().heapUsed;
  let total = 24;
  let pushMs = 0;
  while (total < 1e9) {
    const n = bulk.fill(chunk);
    const c0 = cpuMs();
    reader.push(chunk.subarray(0, n));
    pushMs += cpuMs() - c0;
    total += n;
  }
  const c0 = cpuMs();
  const result = reader.finish();
  pushMs += cpuMs() - c0;
  const c = result.connections[0];
  console.log(
    `\n1 GB streamed in 1 MiB chunks: ${(total / 1e6 / (pushMs / 1000)).toFixed(0)} MB/s ` +
      `(reading only), ${result.records} records, ${c.bytesSent} bytes, ` +
      `heap +${((memoryUsage().heapUsed - heap0) / 1e6).toFixed(0)} MB, ` +
      `RSS ${(memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
}
