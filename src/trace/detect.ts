/**
 * A trace's format from its first bytes: the capture formats by their magic numbers, the text
 * formats by what their first lines hold. gzip is named so that the caller decompresses first
 * (the command line with node:zlib, a page with DecompressionStream) and looks again.
 */
import type { TraceFormat } from './types';

export type DetectedFormat = TraceFormat | 'gzip';

/** How much of the start a text format is recognised from (an ss sample is under 2 kB a socket). */
export const DETECT_BYTES = 64 * 1024;

const PCAP_MAGICS = new Set([0xa1b2c3d4, 0xd4c3b2a1, 0xa1b23c4d, 0x4d3cb2a1]);
const PCAPNG_MAGIC = 0x0a0d0d0a;

/**
 * The format, or null when the bytes do not say (yet: a text format's first sample may be further
 * on; after DETECT_BYTES, or at the end of the bytes, null is final).
 */
export function detectFormat(head: Uint8Array): DetectedFormat | null {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  if (head.length >= 4) {
    const magic = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
    if (PCAP_MAGICS.has(magic)) return 'pcap';
    if (magic === PCAPNG_MAGIC) return 'pcapng';
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, DETECT_BYTES));
  return detectText(text);
}

/** A text format from the text's start. */
export function detectText(text: string): TraceFormat | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{')) return 'iperf3';
  const lines = start.split('\n');
  if (lines.some((l) => l.includes('tcp_probe:'))) return 'tcp_probe';
  const socket = lines.some(
    (l) => /^\s*(?:Netid\s+)?State\s+Recv-Q/.test(l) || /^\s*(?:tcp\s+)?ESTAB\s/.test(l),
  );
  if (socket && lines.some((l) => /\bcwnd:\d/.test(l))) return 'ss';
  return null;
}

/** Words for a message: what was expected. */
export const KNOWN_FORMATS =
  'pcap, pcapng, iperf3 --json, an `ss -tin` log or tcp_probe trace text, any of them gzipped or not';
