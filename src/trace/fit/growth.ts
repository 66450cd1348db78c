import type { Series } from '../types';
import type { Cut } from './cuts';
import { lineFit } from './stats';

/**
 * The window's growth between cuts: the additive increase alpha in packets per RTT, and whether
 * the growth is Reno's straight line or CUBIC's curve. Time is counted in rounds (RTTs): Reno
 * adds one packet per RTT, and on a path whose RTT is mostly queue the RTT grows with the window,
 * so in seconds Reno's line bends (W^2 grows linearly): in rounds, tau(t) = integral of dt/RTT(t),
 * it is straight again. CUBIC's curve is in seconds (RFC 9438: W(t) = C (t - K)^3 + W_max).
 */

/** A segment needs this many samples (distinct times) and rounds to be fitted. */
export const MIN_SAMPLES = 4;
export const MIN_ROUNDS = 2;

/** RTT at time t (s) from an RTT series in ms: the last sample at or before t, else the first. */
function rttAt(rtt: Series, t: number, from: number): { value: number; at: number } {
  let k = from;
  while (k + 1 < rtt.t.length && rtt.t[k + 1] <= t) k++;
  return { value: rtt.v[k] / 1000, at: k };
}

/**
 * tau(t_k) for the times t (in order), RTTs from `rtt` (ms, cleaned, in order) or the constant
 * `meanRtt` (s) where there is no series. Null when there is no RTT at all.
 */
export function rounds(
  t: readonly number[],
  rtt: Series | null,
  meanRtt: number | null,
): number[] | null {
  const hasSeries = rtt !== null && rtt.t.length > 0 && rtt.v.every((x) => x > 0);
  if (!hasSeries && !(meanRtt !== null && meanRtt > 0)) return null;
  const out: number[] = [];
  let tau = 0;
  let k = 0;
  for (let i = 0; i < t.length; i++) {
    if (i > 0) {
      let r = meanRtt ?? NaN;
      if (hasSeries) {
        const at = rttAt(rtt, (t[i - 1] + t[i]) / 2, k);
        r = at.value;
        k = at.at;
      }
      tau += (t[i] - t[i - 1]) / r;
    }
    out.push(tau);
  }
  return out.every(Number.isFinite) ? out : null;
}

export interface SegmentFit {
  /** packets per RTT (null without RTT) and per second */
  alphaPerRtt: number | null;
  alphaPerSecond: number | null;
  /** residual sums of squares (packets^2) of the line in rounds and of the cubic in seconds */
  rssLine: number | null;
  rssCubic: number | null;
  /** the cubic's plateau A over the peak before the segment's opening cut (CUBIC: about 1) */
  plateauOverLastMax: number | null;
}

/** Least squares of W = A + B (t - s)^3 over s on a grid; the best {A, B, s, rss}. */
function cubicFit(t: readonly number[], w: readonly number[]) {
  const t0 = t[0];
  const span = t[t.length - 1] - t0;
  let best: { a: number; b: number; s: number; rss: number } | null = null;
  const STEPS = 60;
  // the inflection where CUBIC's concave part meets W_max: inside or past the segment
  for (let j = 0; j <= STEPS; j++) {
    const s = t0 + (3 * span * j) / STEPS;
    const fit = lineFit(
      t.map((x) => (x - s) ** 3),
      w,
    );
    if (fit && (best === null || fit.rss < best.rss)) best = { ...fit, s };
  }
  return best;
}

/**
 * Fits the growth from cut `from` (its trough) to the next cut's peak (or the series' end), on
 * the cleaned series `s`.
 */
export function fitSegment(
  s: Series,
  startI: number,
  endI: number,
  rtt: Series | null,
  meanRtt: number | null,
  lastMax: number | null,
): SegmentFit | null {
  const t = s.t.slice(startI, endI + 1);
  const w = s.v.slice(startI, endI + 1);
  if (new Set(t).size < MIN_SAMPLES) return null;
  const tau = rounds(t, rtt, meanRtt);
  const perSecond = lineFit(t, w);
  if (perSecond === null) return null;
  const span = tau ? tau[tau.length - 1] - tau[0] : null;
  if (span !== null && span < MIN_ROUNDS) return null;
  const line = tau ? lineFit(tau, w) : null;
  const cubic = cubicFit(t, w);
  return {
    alphaPerRtt: line ? line.b : null,
    alphaPerSecond: perSecond.b,
    rssLine: line ? line.rss : null,
    rssCubic: cubic ? cubic.rss : null,
    plateauOverLastMax:
      cubic && lastMax !== null && lastMax > 0 && Number.isFinite(cubic.a / lastMax)
        ? cubic.a / lastMax
        : null,
  };
}

/** The segments between consecutive cuts, each from a trough to the next peak. */
export function segmentFits(
  s: Series,
  cuts: readonly Cut[],
  rtt: Series | null,
  meanRtt: number | null,
): SegmentFit[] {
  const out: SegmentFit[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const fit = fitSegment(s, cuts[k].troughI, cuts[k + 1].peakI, rtt, meanRtt, cuts[k].peak);
    if (fit) out.push(fit);
  }
  return out;
}
