import type { CongestionLevel } from '../../engines/models/illinois';
import type { Basis } from './scenario';

/**
 * μ of (27) for the three levels, put against what the paper says: μ ∈ [0, 1], from x̄ ∝ 1/T
 * (μ = 0: equal windows, unsynchronized back-offs, light congestion) to x̄ ∝ 1/T² (μ = 1:
 * synchronized back-offs, heavy congestion), increasing with the congestion (Sec. 4.5).
 */
export interface MuEntry {
  level: CongestionLevel;
  mu: number;
  halfWidth: number;
  /** the flows backing off per congestion event (mean) and the number of flows: how synchronized */
  backoffs?: number;
  flows?: number;
}

/** The mean number of flows backing off per event, from the fractions of events with k = 1..N. */
export function backoffsPerEvent(flowsCut: readonly number[]): number {
  return flowsCut.reduce((a, p, k) => a + p * (k + 1), 0);
}

/** "1.3 of 4 flows back off per event" */
export const backoffText = (e: MuEntry): string =>
  e.backoffs === undefined
    ? ''
    : `${e.backoffs.toFixed(1)} of ${e.flows ?? '?'} flows back off per event`;

/**
 * What the run says about (27)'s reading of μ, from light to heavy congestion: the back-offs more
 * synchronized (more flows backing off per event) and μ larger, as the paper's Theorem 4.3 reads
 * it; or where the run does not show that. Empty without the three levels' back-offs.
 */
export function synchronyVerdict(entries: readonly MuEntry[]): string {
  if (entries.length !== 3 || entries.some((e) => e.backoffs === undefined)) return '';
  const b = entries.map((e) => e.backoffs as number);
  const list = `${b.map((x) => x.toFixed(1)).join(', ')} of ${entries[0].flows ?? '?'} (light, medium, heavy)`;
  const moreSync = b[0] < b[1] && b[1] < b[2];
  const muUp = entries[0].mu < entries[1].mu && entries[1].mu < entries[2].mu;
  if (moreSync && muUp)
    return ` The flows backing off per event grow with the congestion, ${list}: the more synchronized the back-offs, the larger μ.`;
  if (moreSync)
    return ` The flows backing off per event grow with the congestion, ${list}, but μ does not follow them here.`;
  return ` The flows backing off per event do not grow with the congestion here (${list}).`;
}

const fmt = (e: MuEntry): string => `${e.mu.toFixed(3)} ± ${e.halfWidth.toFixed(3)}`;

export const muText = (e: MuEntry | null): string => (e === null ? '—' : `μ = ${fmt(e)}`);

/** One or two sentences on where this run lands, for the lecturer to read out. */
export function muVerdict(entries: readonly MuEntry[], basis: Basis): string {
  if (entries.length === 0) return 'All RTTs are equal: there is no slope to fit (Theorem 4.2).';
  const outside = entries.filter((e) => e.mu + e.halfWidth < 0 || e.mu - e.halfWidth > 1);
  const increasing = entries.every((e, k) => k === 0 || e.mu > entries[k - 1].mu);
  const where =
    outside.length === 0
      ? 'every level lands inside the paper’s [0, 1]'
      : `${outside.map((e) => e.level).join(' and ')} ${outside.length === 1 ? 'falls' : 'fall'} outside the paper’s [0, 1]`;
  const order =
    entries.length === 3
      ? increasing
        ? ', and μ grows from light to heavy congestion, as Sec. 4.5 says'
        : ', but μ does not grow from light to heavy congestion here'
      : '';
  const remark =
    basis === 'time' && outside.length > 0
      ? ' Eq. (27) is about averages at congestion events; over time it is an open question (Remark 1).'
      : '';
  return `This run: ${where}${order}.${synchronyVerdict(entries)}${remark}`;
}

export interface MuScale {
  /** the scale's ends (it always shows 0 and 1) */
  lo: number;
  hi: number;
  /** % of the width */
  zeroAt: number;
  oneAt: number;
  marks: { level: CongestionLevel; at: number; from: number; to: number; label: string }[];
}

/** Positions (% of the width) of μ = 0, μ = 1 and each level's μ with its interval. */
export function muScale(entries: readonly MuEntry[]): MuScale {
  let lo = -0.1;
  let hi = 1.1;
  for (const e of entries) {
    lo = Math.min(lo, e.mu - e.halfWidth - 0.05);
    hi = Math.max(hi, e.mu + e.halfWidth + 0.05);
  }
  const pos = (v: number) => (100 * (v - lo)) / (hi - lo);
  return {
    lo,
    hi,
    zeroAt: pos(0),
    oneAt: pos(1),
    marks: entries.map((e) => ({
      level: e.level,
      at: pos(e.mu),
      from: pos(e.mu - e.halfWidth),
      to: pos(e.mu + e.halfWidth),
      label: fmt(e),
    })),
  };
}
