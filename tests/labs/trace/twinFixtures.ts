import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fitTrace, type TraceFit } from '../../../src/trace/fit';
import { readTrace } from '../../../src/trace/read';
import type { TraceResult } from '../../../src/trace/types';

/**
 * The recorded dumbbell (tests/fixtures/traces/ns, README.md there): tbf at 10 Mbit/s counting
 * 1514-byte frames (1448 bytes of payload, 66 of headers), a 20-frame buffer, Linux reno / cubic
 * senders. The numbers the twin is held against are worked out from these, not from the twin.
 */
export const ROOT = join(__dirname, '..', '..', 'fixtures', 'traces', 'ns');
export const RATE_BPS = 10e6;
export const FRAME_BYTES = 1514;
export const MSS = 1448;
export const BUFFER = 20;
/** tbf's payload share: 10 x 1448 / 1514 = 9.564 Mbit/s */
export const PAYLOAD_MBPS = (RATE_BPS * MSS) / FRAME_BYTES / 1e6;
/** a frame's time at the bottleneck, 1.211 ms; the full buffer's delay, 20 of them: 24.2 ms */
export const FRAME_MS = ((FRAME_BYTES * 8) / RATE_BPS) * 1000;
/** frames a second, 825.6 */
export const FRAMES_PER_S = RATE_BPS / (FRAME_BYTES * 8);

export interface Recorded {
  result: TraceResult;
  fit: TraceFit;
}

const cache = new Map<string, Recorded>();

/** A capture of the set, read and fitted (cached: each test file reads a fixture once). */
export async function recorded(path: string): Promise<Recorded> {
  const hit = cache.get(path);
  if (hit) return hit;
  const raw = new Uint8Array(readFileSync(join(ROOT, path)));
  const r = await readTrace(path.endsWith('.gz') ? new Uint8Array(gunzipSync(raw)) : raw);
  if (r.format === null) throw new Error(`${path}: ${r.problems[0]?.message}`);
  const out = { result: r, fit: fitTrace(r) };
  cache.set(path, out);
  return out;
}

export const DELAY10 = 'reno-1-delay10/sender.pcap.gz';
export const CUBIC4 = 'cubic-4/sender.pcap.gz';
export const N8 = 'parallel-reno/n8/sender.pcap.gz';
