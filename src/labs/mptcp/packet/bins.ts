/** Throughput over time is measured in bins of this many seconds (and convergence times with it). */
export const THROUGHPUT_BIN = 1;

/** End time of bin b, s. */
export const binEnd = (b: number): number => (b + 1) * THROUGHPUT_BIN;
