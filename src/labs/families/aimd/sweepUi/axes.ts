import type { Domain } from '../../../../charts';
import type { SweepParam } from '../sweep/spec';

/** How the swept parameters are written on axes and in labels. */
const SYMBOL: Record<SweepParam, string> = {
  n: 'N',
  beta: 'β',
  sigma: 'σ',
  c: 'c',
  eta: 'η',
  rtt: 'RTT',
  p: 'p',
  events: 'events',
  warmup: 'warm-up',
};

const TITLE: Record<SweepParam, string> = {
  n: 'N (parallel flows)',
  beta: 'β (kept at a cut)',
  sigma: 'σ (bias of class 1)',
  c: 'capacity c',
  eta: 'η (increase rate)',
  rtt: 'RTT',
  p: 'p (cut probability)',
  events: 'events per run',
  warmup: 'warm-up events',
};

/** (an axis's parameter is a name; an unknown one is written as is) */
export const paramSymbol = (p: string): string => SYMBOL[p as SweepParam] ?? p;
export const axisTitle = (p: string): string => TITLE[p as SweepParam] ?? p;

/** The swept values' extent with a little room on each side, so that no point sits on the frame. */
export function paddedDomain(values: readonly number[]): Domain {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [0, 1];
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  const pad = hi > lo ? (hi - lo) * 0.03 : Math.max(Math.abs(lo) * 0.1, 0.5);
  return [lo - pad, hi + pad];
}
