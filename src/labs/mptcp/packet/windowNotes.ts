import { typesetFixed } from '../../../format/numbers';
import type { PacketLevelReport } from './packetReport';

/**
 * The window level's sentences beside the fluid model, each built from the run it is said of (its
 * report, and the fluid equilibrium of the same network) and said only where the numbers show it.
 * Pure.
 */

/** A route the fluid equilibrium gives less than this share of its source's total is starved. */
export const STARVED_BELOW = 0.01;
/** The MP-TCP users' window-level mean over the fluid one beyond 1 ± this: "more" or "less". */
export const GAP_FROM = 0.03;
/** A starved route whose rate is at least this share of its source's excess makes up most of it. */
export const MOST_OF = 0.5;

/** The fluid equilibrium as the page has it (AnalysisView's): Mbit/s, flat route order. */
export interface FluidShares {
  /** route rates, flat in the network's source and route order */
  x: ArrayLike<number>;
  /** each source's total */
  totals: ArrayLike<number>;
  /** the MP-TCP users' mean total */
  mpMean: number;
}

const mbps = (v: number) => `${typesetFixed(v, 2)} Mbit/s`;
const pct = (v: number) => `${typesetFixed(100 * Math.abs(v), 1)} %`;

/** Whether a report's source is an MP-TCP one with several routes. */
const multipath = (src: PacketLevelReport['packet']['sources'][number]) =>
  src.algorithm !== 'tcp' && src.routes.length > 1;

/**
 * The MP-TCP users against their fluid share, and why where the run shows it: a route the fluid
 * equilibrium starves (under STARVED_BELOW of its source) that still carries traffic at window
 * level, with its mean window, when it makes up most of its source's excess over the fluid total
 * and the users get more than their fluid share. Otherwise the numbers alone. Null without an
 * MP-TCP source or a fluid equilibrium to compare with, or where a source starts or stops (the
 * run's mean is then over several equilibria).
 */
export function fluidGapNote(report: PacketLevelReport, fluid: FluidShares | null): string | null {
  const sources = report.packet.sources;
  if (fluid === null || !sources.some(multipath)) return null;
  // a source that starts or stops after the warm-up: the run's mean is not one equilibrium's
  if (sources.some((x) => Math.abs(x.activeTotal - x.total) > 1e-9 * Math.max(1, x.total)))
    return null;
  const mp = report.metrics.friendliness.mpMean;
  const gap = mp / fluid.mpMean - 1;
  if (!Number.isFinite(gap)) return null;
  const users = `The MP-TCP users get ${mbps(mp)} each, ${
    Math.abs(gap) < GAP_FROM
      ? `within ${pct(GAP_FROM)} of their fluid share (${mbps(fluid.mpMean)})`
      : `${pct(gap)} ${gap > 0 ? 'more' : 'less'} than their fluid share (${mbps(fluid.mpMean)})`
  }`;
  // the first starved route of an MP-TCP source, in the network's order
  let flat = 0;
  for (const [k, src] of sources.entries()) {
    const first = flat;
    flat += src.routes.length;
    if (!multipath(src) || !(fluid.totals[k] > 0)) continue;
    const j = src.routes.findIndex((_, r) => fluid.x[first + r] < STARVED_BELOW * fluid.totals[k]);
    if (j < 0) continue;
    const route = src.routes[j];
    const starved = `source ${src.id}'s route ${j + 1}, which the fluid equilibrium starves (${mbps(fluid.x[first + j])})`;
    const carries = `carries ${mbps(route.rate)} here with a mean window of ${typesetFixed(route.cwnd, 1)} packets`;
    const excess = src.total - fluid.totals[k];
    if (gap >= GAP_FROM && route.rate > 0 && excess > 0 && route.rate >= MOST_OF * excess)
      return `${users}: ${starved}, still ${carries}, ${route.rate >= excess ? 'more than' : `${pct(route.rate / excess)} of`} that source's ${mbps(excess)} above its fluid total.`;
    return `${users}; ${starved}, ${carries}.`;
  }
  return `${users}.`;
}

/**
 * Window oscillation measured against TCP's ½ (Sec. IV-A; Fig. 4): each MP-TCP source's measured D
 * (the mean relative drop of its total rate per reduction) beside the single-path sources'; said
 * to be smaller than TCP's only where every MP-TCP source's is below every single-path one's and
 * below ½. Null when no source has a reduction counted.
 */
export function oscillationNote(report: PacketLevelReport): string | null {
  const byId = new Map(report.packet.sources.map((s) => [s.id, s]));
  const d = report.metrics.oscillation.filter((o) => o.losses > 0 && Number.isFinite(o.D));
  const mp = d.filter((o) => byId.get(o.source) && multipath(byId.get(o.source)!));
  const sp = d.filter((o) => byId.get(o.source)?.algorithm === 'tcp');
  if (mp.length === 0) return null;
  const list = (xs: typeof d) => {
    const [lo, hi] = [Math.min(...xs.map((o) => o.D)), Math.max(...xs.map((o) => o.D))];
    const [a, b] = [typesetFixed(lo, 3), typesetFixed(hi, 3)];
    return a === b ? a : `${a} to ${b}`;
  };
  const whose = (n: number, one: string, many: string) => (n > 1 ? many : one);
  const measured = `Here ${whose(mp.length, "the MP-TCP source's", "the MP-TCP sources'")} measured D is ${list(mp)}${
    sp.length > 0 ? `, ${whose(sp.length, "the TCP flow's", "the TCP flows'")} ${list(sp)}` : ''
  }`;
  const mpMax = Math.max(...mp.map((o) => o.D));
  const spMin = sp.length > 0 ? Math.min(...sp.map((o) => o.D)) : Infinity;
  if (mpMax < 0.5 && mpMax < spMin)
    return `${measured}: several paths make the source's total swing less than TCP's ½, as Sec. IV-A says and Fig. 4 shows (the sum of the subflows' windows above moves less than the single-path window).`;
  return `${measured}.`;
}
