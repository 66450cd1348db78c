import type { TraceResult } from '../types';

/**
 * Placeholder for the pcap / pcapng reader, which is written on its own branch and replaces this
 * file on merge; it keeps this branch compiling.
 */
export function createPcapReader(): { push(chunk: Uint8Array): void; finish(): TraceResult } {
  return {
    push() {},
    finish: () => ({
      format: 'pcap',
      connections: [],
      problems: [{ at: { offset: 0 }, message: 'pcap reader not built', fatal: true }],
      records: 0,
    }),
  };
}
