import type { TraceConnection } from '../types';
import type { Direction } from './direction';

/** Bin width of the throughput series when a direction has no RTT sample (s). */
export const THROUGHPUT_BIN_WITHOUT_RTT = 0.1;
/** Bytes the timestamp option takes in every segment once both SYNs offered it. */
const TIMESTAMP_OPTION_BYTES = 12;

/**
 * The payload a full segment of `d` carries: the smaller of the two SYNs' MSS options (a sender
 * uses the peer's, capped by its own path; the two agree on symmetric paths), less the timestamp
 * option's 12 bytes when both SYNs offered timestamps (as Linux's mss_cache, what `ss` shows);
 * without any MSS option, the largest segment seen. Segments larger than that (TSO / GRO at the
 * capture point) do not change it: the flight is counted in packets on the wire.
 */
export function segmentSize(d: Direction, peer: Direction): number {
  const options = [d.mssOption, peer.mssOption].filter((m) => m > 0);
  if (options.length === 0) return Math.max(1, d.maxSegment);
  const ts = d.tsOption && peer.tsOption ? TIMESTAMP_OPTION_BYTES : 0;
  return Math.max(1, Math.min(...options) - ts);
}

/** The direction `d` (sending to `peer`) of a connection seen over [start, end]. */
export function summarize(
  d: Direction,
  peer: Direction,
  start: number,
  end: number,
): TraceConnection {
  d.finish(end);
  const duration = end - start;
  const mss = segmentSize(d, peer);
  const rttMean = d.rttCount > 0 ? d.rttSum / d.rttCount : 0;
  const binWidth = d.rttCount > 0 && rttMean > 0 ? rttMean : THROUGHPUT_BIN_WITHOUT_RTT;
  const flightMean = duration > 0 ? d.flightArea / duration : d.flight;
  return {
    src: d.endpoint,
    dst: peer.endpoint,
    start,
    end,
    bytesSent: d.bytes,
    retransmissions: d.retransmissions,
    lossEvents: d.lossEvents.slice(),
    rtt:
      d.rttCount > 0
        ? {
            min: d.rttMin * 1000,
            mean: rttMean * 1000,
            max: d.rttMax * 1000,
            samples: d.rttCount,
          }
        : null,
    cwnd: {
      mean: flightMean / mss,
      series: d.flightSeries ? d.flightSeries.toSeries(1 / mss) : { t: [], v: [] },
    },
    throughput: duration > 0 ? (d.bytes * 8) / duration / 1e6 : 0,
    throughputSeries: d.bins ? d.bins.throughput(binWidth, end) : { t: [], v: [] },
    rttSeries: d.rttSeries ? d.rttSeries.toSeries() : null,
    mss,
  };
}
