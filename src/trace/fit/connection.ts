import type { TraceConnection } from '../types';
import { cleanSeries, findCuts } from './cuts';
import { segmentFits } from './growth';
import { connectionModels, type ConnectionModels } from './models';
import { mean, orNull, quantile, spread, type Spread } from './stats';

/**
 * One connection's fit: its RTTs, its loss rate, its AIMD parameters from the cwnd series, and the
 * response functions at those values. Every number is null when the trace cannot give it, with
 * the reason in `reasons`.
 */

/** Ethernet with TCP timestamps, Linux's default: 1448 payload bytes in a 1514-byte frame. */
export const DEFAULT_MSS = 1448;
/** Ethernet (14) + IPv4 (20) + TCP (20) + timestamps option (12): what a packet adds on the wire. */
export const HEADER_BYTES = 66;
/**
 * The quantile of the RTT samples taken as "queue full". Not the max: a receiver delaying its ACK
 * (40 ms in Linux when a small window leaves an odd packet) adds to a few samples, up to 66 ms on
 * the 8-flow fixture whose full queue is 24 ms; 5 % of samples above the full queue are allowed.
 */
export const HIGH_RTT_QUANTILE = 0.95;

export type GrowthKind = 'reno' | 'cubic' | 'other';

export interface AimdFit {
  cuts: number;
  timeouts: number;
  /** the additive increase, packets per RTT, over the segments between cuts */
  alpha: Spread | null;
  /** the factor kept at each cut: the window after it over the window before */
  beta: Spread | null;
  /** sums over the segments of the residuals of a line in rounds and of a cubic in seconds */
  rssLine: number | null;
  rssCubic: number | null;
  /** 'cubic' when the cubic's residuals are under CUBIC_BETTER of the line's */
  betterShape: 'line' | 'cubic' | null;
  plateauOverLastMax: Spread | null;
  /** what the cuts say: reno (beta about 1/2), cubic (about 0.7), other */
  kind: GrowthKind | null;
}

export interface ConnectionFit {
  index: number;
  src: string;
  dst: string;
  congestionControl: string | null;
  mss: number;
  /** true when the trace does not say (tcp_probe): DEFAULT_MSS */
  mssAssumed: boolean;
  baseRttMs: number | null;
  meanRttMs: number | null;
  highRttMs: number | null;
  throughputMbps: number | null;
  packetsSent: number | null;
  /** loss events / packets sent, and retransmissions / packets sent */
  lossRate: number | null;
  retransmissionRate: number | null;
  aimd: AimdFit;
  /**
   * the congestion control the models take: the one the trace names, else what the cuts say
   * (a coarse ss log can make Reno's cuts look like CUBIC's: its samples miss the troughs)
   */
  kind: GrowthKind | null;
  kindFrom: 'trace' | 'cuts' | null;
  models: ConnectionModels;
  reasons: string[];
}

/**
 * A cwnd sampled more sparsely than this many RTTs does not show the sawtooth (iperf3's intervals
 * are 10 RTTs of the recorded fixtures, ss's samples 3).
 */
export const MAX_SPACING_RTTS = 4;

/** The cubic must leave less than this share of the line's residuals to be the better shape. */
export const CUBIC_BETTER = 0.7;

/** What the trace names (ss, iperf3), as a growth kind; null when it names none. */
export function namedKind(cc: string | undefined): GrowthKind | null {
  if (cc === undefined || cc === '') return null;
  const name = cc.toLowerCase();
  return name === 'reno' || name === 'cubic' ? name : 'other';
}

export function kindOf(beta: number | null): GrowthKind | null {
  if (beta === null) return null;
  if (beta >= 0.4 && beta < 0.6) return 'reno';
  if (beta >= 0.6 && beta <= 0.8) return 'cubic';
  return 'other';
}

function fitAimd(c: TraceConnection, meanRttS: number | null, reasons: string[]): AimdFit {
  const empty: AimdFit = {
    cuts: 0,
    timeouts: 0,
    alpha: null,
    beta: null,
    rssLine: null,
    rssCubic: null,
    betterShape: null,
    plateauOverLastMax: null,
    kind: null,
  };
  if (!c.cwnd) {
    reasons.push('alpha, beta: the trace has no cwnd series');
    return empty;
  }
  const raw = c.rttSeries ? cleanSeries(c.rttSeries) : null;
  const rtt = raw ? positive(raw) : null;
  const spacing = medianSpacing(c.cwnd.series.t);
  if (meanRttS !== null && spacing > MAX_SPACING_RTTS * meanRttS) {
    reasons.push(
      `alpha, beta: the cwnd is sampled every ${Math.round(spacing * 1000)} ms, over ${MAX_SPACING_RTTS} RTTs: the cuts are not seen`,
    );
    return empty;
  }
  // a loss is dated within a couple of RTTs of the cut it causes, or a sample's interval
  const tolerance = Math.max(2 * (meanRttS ?? 0), 2 * spacing, 1e-3);
  const scan = findCuts(c.cwnd.series, c.lossEvents, tolerance);
  const fits = segmentFits(scan.series, scan.cuts, rtt, meanRttS);
  const beta = spread(scan.cuts.map(keptFactor));
  const alpha = spread(fits.map((f) => f.alphaPerRtt));
  const sum = (xs: (number | null)[]) => {
    const v = xs.filter((x): x is number => x !== null);
    return v.length > 0 ? orNull(v.reduce((a, b) => a + b, 0)) : null;
  };
  const rssLine = sum(
    fits.map((f) => (f.rssLine !== null && f.rssCubic !== null ? f.rssLine : null)),
  );
  const rssCubic = sum(
    fits.map((f) => (f.rssLine !== null && f.rssCubic !== null ? f.rssCubic : null)),
  );
  if (scan.cuts.length === 0) reasons.push('beta: no cut of the window next to a loss event');
  if (alpha === null)
    reasons.push(
      meanRttS === null && rtt === null
        ? 'alpha: no RTT to count rounds by'
        : 'alpha: no stretch between two cuts long enough to fit',
    );
  return {
    cuts: scan.cuts.length,
    timeouts: scan.timeouts,
    alpha,
    beta,
    rssLine,
    rssCubic,
    betterShape:
      rssLine === null || rssCubic === null
        ? null
        : rssCubic < CUBIC_BETTER * rssLine
          ? 'cubic'
          : 'line',
    plateauOverLastMax: spread(fits.map((f) => f.plateauOverLastMax)),
    kind: kindOf(beta ? beta.mean : null),
  };
}

/**
 * The factor kept at a cut. The kernel keeps whole packets and rounds the kept window down (Reno:
 * cwnd / 2, CUBIC: cwnd * 717 / 1024, then at least 2): on a window of whole packets, after =
 * floor(beta before) puts beta in [after / before, (after + 1) / before), and the middle of that
 * is taken (21 -> 10 is Reno's 1/2, not 0.476; 8 -> 5 CUBIC's 0.69, not 0.625). At the floor of 2
 * packets the factor is not seen: null. A series of fractional windows (a capture's flight in
 * packets of the MSS) is taken as it is.
 */
export function keptFactor(k: { peak: number; trough: number }): number | null {
  const whole = Number.isInteger(k.peak) && Number.isInteger(k.trough);
  if (!whole) return orNull(k.trough / k.peak);
  if (k.trough <= 2) return null;
  return orNull((k.trough + 0.5) / k.peak);
}

function positive(s: { t: number[]; v: number[] }) {
  const keep = s.v.map((v, k) => (v > 0 ? k : -1)).filter((k) => k >= 0);
  return keep.length > 0 ? { t: keep.map((k) => s.t[k]), v: keep.map((k) => s.v[k]) } : null;
}

function medianSpacing(t: readonly number[]): number {
  const d: number[] = [];
  for (let k = 1; k < t.length; k++) if (t[k] > t[k - 1]) d.push(t[k] - t[k - 1]);
  return quantile(d, 0.5) ?? 0;
}

export function fitConnection(c: TraceConnection, index: number): ConnectionFit {
  const reasons: string[] = [];
  const known = c.mss !== undefined && Number.isFinite(c.mss) && c.mss > 0;
  const mss = known ? (c.mss as number) : DEFAULT_MSS;
  if (!known) reasons.push(`mss: not in the trace, ${DEFAULT_MSS} bytes assumed`);
  const rttSamples = c.rttSeries ? cleanSeries(c.rttSeries).v.filter((v) => v > 0) : [];
  const baseRttMs = c.rtt ? orNull(c.rtt.min) : null;
  const meanRttMs = c.rtt ? orNull(c.rtt.mean) : orNull(mean(rttSamples));
  const highRttMs =
    orNull(quantile(rttSamples, HIGH_RTT_QUANTILE)) ?? (c.rtt ? orNull(c.rtt.max) : null);
  if (meanRttMs === null) reasons.push('rtt: the trace has none');
  const packetsSent = c.bytesSent > 0 ? orNull(c.bytesSent / mss) : null;
  const lossRate = packetsSent ? orNull(c.lossEvents.length / packetsSent) : null;
  const retransmissionRate = packetsSent ? orNull(c.retransmissions / packetsSent) : null;
  if (lossRate === 0) reasons.push('models: no loss event, the loss-based models do not apply');
  else if (lossRate !== null && lossRate >= 1)
    reasons.push('models: a loss event per packet or more, the loss-based models do not apply');
  const aimd = fitAimd(c, meanRttMs === null ? null : meanRttMs / 1000, reasons);
  const named = namedKind(c.congestionControl);
  const kind = named ?? aimd.kind;
  return {
    index,
    src: c.src,
    dst: c.dst,
    congestionControl: c.congestionControl ?? null,
    mss,
    mssAssumed: !known,
    baseRttMs,
    meanRttMs,
    highRttMs,
    throughputMbps: orNull(c.throughput),
    packetsSent,
    lossRate,
    retransmissionRate,
    aimd,
    kind,
    kindFrom: named !== null ? 'trace' : kind !== null ? 'cuts' : null,
    models: connectionModels({
      lossRate,
      meanRttMs,
      mss,
      kind,
      beta: aimd.beta?.mean ?? null,
    }),
    reasons,
  };
}
