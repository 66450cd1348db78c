import { synchronizedUtilization, theorem1 } from '../../engines/aimd/theory';
import { splitConnections } from '../measure/connections';
import type { TraceResult } from '../types';
import {
  DEFAULT_MSS,
  fitConnection,
  HEADER_BYTES,
  HIGH_RTT_QUANTILE,
  type ConnectionFit,
  type GrowthKind,
} from './connection';
import { fitBuffer, fitRate, pathRtt, type BufferFit, type RateFit } from './bottleneck';
import { median, orNull, spread, type Spread } from './stats';

/**
 * A trace fitted to the models: per data connection (connection.ts), and for the set sharing the
 * path: the bottleneck's rate and buffer (bottleneck.ts), the spread of the connections' numbers, the
 * models summed over the connections, and paper 000's Theorem 1 at the measured N and beta.
 * JSON-able, no NaN: null with a reason where the trace cannot say.
 */

export interface TheoremOneFit {
  n: number;
  beta: number;
  /** eq. (5): E[X]/c under assumption ONE (one connection cut per congestion event) */
  utilization: number;
  /** eq. (6): all connections cut at each event (synchronized) */
  synchronizedUtilization: number;
  /** the two times the fitted rate, payload Mbit/s */
  mbps: number;
  synchronizedMbps: number;
}

export interface TraceFit {
  /** the data connections fitted (skipped ones: see the measures) */
  connections: ConnectionFit[];
  set: {
    n: number;
    mss: number;
    /** bytes a packet adds on the wire, assumed (Ethernet, IPv4, TCP with timestamps) */
    headerBytes: number;
    rate: RateFit | null;
    buffer: BufferFit | null;
    /** all data connections' unique bytes over their common span, Mbit/s */
    aggregateMbps: number | null;
    /** aggregateMbps / rate.mbps */
    utilization: number | null;
    spread: {
      throughputMbps: Spread | null;
      baseRttMs: Spread | null;
      meanRttMs: Spread | null;
      lossRate: Spread | null;
      retransmissionRate: Spread | null;
      alpha: Spread | null;
      beta: Spread | null;
    };
    /** the kind most connections have (ConnectionFit.kind), null on a tie or none */
    kind: GrowthKind | null;
    /** the models summed over the connections, payload Mbit/s */
    models: {
      mathisMbps: number | null;
      pftkMbps: number | null;
      cubicMbps: number | null;
      theorem1: TheoremOneFit | null;
    };
    reasons: string[];
  };
}

function sumOrNull(xs: (number | null | undefined)[]): number | null {
  if (xs.length === 0 || xs.some((x) => x === null || x === undefined)) return null;
  return orNull((xs as number[]).reduce((a, b) => a + b, 0));
}

function majority(kinds: (GrowthKind | null)[]): GrowthKind | null {
  const count = new Map<GrowthKind, number>();
  for (const k of kinds) if (k !== null) count.set(k, (count.get(k) ?? 0) + 1);
  const ranked = [...count.entries()].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[0][1] === ranked[1][1])) return null;
  return ranked[0][0];
}

export function fitTrace(
  result: Pick<TraceResult, 'connections'> & { format?: TraceResult['format'] | null },
): TraceFit {
  const { data } = splitConnections(result);
  const conns = data.map((d) => d.connection);
  const fits = data.map((d) => fitConnection(d.connection, d.index));
  const reasons: string[] = [];
  const mss = median(fits.map((f) => f.mss)) ?? DEFAULT_MSS;
  const rttS = median(fits.map((f) => f.meanRttMs));
  const rtt = pathRtt(conns, HIGH_RTT_QUANTILE);
  const rate = fitRate(conns, rtt, rttS === null ? null : rttS / 1000, mss, HEADER_BYTES);
  if (!rate) reasons.push('rate: no throughput series spanning a bin');
  else if (!rtt) reasons.push('rate: no RTT to tell busy bins by, the median bin');
  // iperf3 reports the smoothed RTT at each interval's end: its smallest is a queue's, not the
  // path's base RTT, and the rise times the rate would not be the buffer
  const smoothedOnly = result.format === 'iperf3';
  const buffer = rate && rtt && !smoothedOnly ? fitBuffer(rtt, rate, mss, HEADER_BYTES) : null;
  if (!rtt) reasons.push('buffer: no RTT samples');
  else if (smoothedOnly)
    reasons.push("buffer: iperf3's RTTs are smoothed, at its intervals' ends: no base RTT in them");
  if (rate && result.format === 'iperf3')
    reasons.push('rate: iperf3 counts the bytes written to the socket, a little ahead of the link');
  let start = Infinity;
  let end = -Infinity;
  let bytes = 0;
  for (const c of conns) {
    start = Math.min(start, c.start);
    end = Math.max(end, c.end);
    bytes += c.bytesSent;
  }
  const aggregateMbps = end > start ? orNull((bytes * 8) / (end - start) / 1e6) : null;
  const beta = spread(fits.map((f) => f.aimd.beta?.mean));
  const kind = majority(fits.map((f) => f.kind));
  let theorem: TheoremOneFit | null = null;
  if (!beta) reasons.push("theorem1: no connection's cuts give beta");
  else if (!rate) reasons.push('theorem1: no rate to scale it by');
  else if (beta.mean > 0 && beta.mean < 1) {
    const u = theorem1(fits.length, beta.mean);
    const s = synchronizedUtilization(beta.mean);
    theorem = {
      n: fits.length,
      beta: beta.mean,
      utilization: u,
      synchronizedUtilization: s,
      mbps: u * rate.mbps,
      synchronizedMbps: s * rate.mbps,
    };
  }
  const cubic = fits.map((f) => f.models.cubic?.mbps);
  return {
    connections: fits,
    set: {
      n: fits.length,
      mss,
      headerBytes: HEADER_BYTES,
      rate,
      buffer,
      aggregateMbps,
      utilization: rate && aggregateMbps !== null ? orNull(aggregateMbps / rate.mbps) : null,
      spread: {
        throughputMbps: spread(fits.map((f) => f.throughputMbps)),
        baseRttMs: spread(fits.map((f) => f.baseRttMs)),
        meanRttMs: spread(fits.map((f) => f.meanRttMs)),
        lossRate: spread(fits.map((f) => f.lossRate)),
        retransmissionRate: spread(fits.map((f) => f.retransmissionRate)),
        alpha: spread(fits.map((f) => f.aimd.alpha?.mean)),
        beta,
      },
      kind,
      models: {
        mathisMbps: sumOrNull(fits.map((f) => f.models.mathis?.mbps)),
        pftkMbps: sumOrNull(fits.map((f) => f.models.pftk?.mbps)),
        cubicMbps: kind === 'cubic' ? sumOrNull(cubic) : null,
        theorem1: theorem,
      },
      reasons,
    },
  };
}
