import { formatNumber } from '../../format/numbers';
import { enumeratePoints } from '../../sweep/plan';
import { headlinePoint } from './headline';
import { bufferPackets } from './scenario';
import { pointScenario } from './sweep/plan';
import type { BufferPointResult } from './sweep/results';
import type { BufferSpec } from './sweep/spec';

/** At or above this utilization the simulated link is busy all but a hundredth of the time. */
export const BUSY_FROM = 0.99;
/** A buffer of at least this fraction of the bandwidth-delay product is "near" it. */
export const NEAR_BDP = 0.9;

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/**
 * The theory panel's sentence on Theorem 1 (paper 000's AIMD model, no buffer) against the
 * simulation at the headline's point, from its run: with a buffer near the bandwidth-delay product
 * or larger, the link busy (utilization >= BUSY_FROM) and above Theorem 1, that the buffer keeps
 * the link busy through the decrease and lifts the simulation above it; with a smaller buffer and
 * the simulation below Theorem 1, how much of the time the link is idle; otherwise the numbers
 * alone. Pure.
 */
export function theorem1Note(spec: BufferSpec, results: readonly BufferPointResult[]): string {
  if (!spec.sim) return 'Here nothing is simulated (sim=0) to hold Theorem 1 against.';
  const index = headlinePoint(spec)[0];
  const p = enumeratePoints(spec, null).find((x) => x.index === index);
  if (p === undefined) return '';
  const s = pointScenario(spec, p);
  const at = `N = ${s.n}, B = ${formatNumber(s.bw)} Mbit/s, T = ${formatNumber(s.rtt)} ms`;
  const r = results.find((x) => x.index === index);
  if (!r?.simulated) return `At ${at}: the simulation's numbers come when its point is in.`;
  const u = r.simulated.mean / s.bw;
  const t1 = r.theorem1 / s.bw;
  const q = r.q;
  const bdp = bufferPackets({ ...s, q: 'bdp' });
  const buffer = `Q = ${q} packets, ${q >= bdp ? 'at or above' : 'below'} the bandwidth-delay product of ${bdp}`;
  const numbers = `the simulation uses ${pct(u)} of the link, Theorem 1 gives ${pct(t1)}`;
  const head = `At ${at} (${buffer}): ${numbers}`;
  if (q >= NEAR_BDP * bdp && u >= BUSY_FROM && u > t1)
    return `${head}. The buffer keeps the link busy through the decrease (idle ${pct(1 - u)} of the time) and lifts the simulation above Theorem 1.`;
  if (q < bdp && u < t1)
    return `${head}. The link is idle ${pct(1 - u)} of the time, more than Theorem 1's ${pct(1 - t1)}.`;
  return `${head}.`;
}
