import type { Series } from '../../../trace/types';

/**
 * Bytes per sample interval into the throughput series the pcap reader makes (src/trace/tcp:
 * ByteBins.throughput): bins of about the flow's mean RTT, a whole number of sample intervals,
 * from the flow's start to its end, each point at its bin's start, Mbit/s = the bin's bytes x 8 /
 * its width (a last, partial bin divided by the whole width too, as the reader does).
 */
export function throughputBins(
  /** end time of each sample interval, s (increasing), and the bytes counted in it */
  t: readonly number[],
  bytes: readonly number[],
  interval: number,
  from: number,
  to: number,
  binSeconds: number,
  /** added to the points' times (the trace's time of the twin's 0) */
  shift: number,
): Series {
  const k = Math.max(1, Math.round(binSeconds / interval));
  const width = k * interval;
  const count = Math.max(1, Math.ceil((to - from) / width - 1e-9));
  const sums = new Array<number>(count).fill(0);
  for (let i = 0; i < t.length; i++) {
    // the interval (t - interval, t] goes to the bin holding its middle
    const b = Math.floor((t[i] - interval / 2 - from) / width);
    if (b >= 0 && b < count) sums[b] += bytes[i];
  }
  return {
    t: sums.map((_, b) => shift + from + b * width),
    v: sums.map((s) => (s * 8) / width / 1e6),
  };
}
