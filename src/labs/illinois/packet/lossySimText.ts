import { fixed, scientific } from '../../../format/numbers';
import { seedsText } from '../../kit/seeds';
import type { LossySim } from './lossySim';

/**
 * The sentences of Fig. 14's packet readout on why the measured ratio moves, each from the runs:
 * what timeouts and W_thresh do at the larger p_d, what got the stuck runs stuck, and what η₁
 * makes of d₁. A sentence states a reason only where the runs show it. Pure.
 */

/** Within this of 1 the ratio is "near 1". */
const NEAR_ONE = 0.25;
/** A stuck run's ratio under this fraction of its p_d's other runs: "far below". */
const FAR_BELOW = 0.5;

const p = (pd: number) => scientific(pd);
const per = (x: number) => fixed(x, x < 10 ? 1 : 0);

/** As p_d grows: where the ratio peaks, how far it falls, with the timeouts and W_thresh. */
export function trendText(sim: LossySim): string {
  const pts = sim.points;
  if (pts.length < 2) return '';
  const peak = pts.reduce((a, b) => (b.ratio.mean > a.ratio.mean ? b : a));
  const last = pts[pts.length - 1];
  if (last === peak || last.ratio.mean >= peak.ratio.mean)
    return `Over these p_d the ratio does not fall: ${fixed(pts[0].ratio.mean, 2)} at p_d = ${p(pts[0].pd)}, ${fixed(last.ratio.mean, 2)} at ${p(last.pd)}.`;
  const t = (x: typeof peak) => x.timeouts;
  const grow = t(last).illinois > t(peak).illinois && t(last).reno > t(peak).reno;
  const head = `Past p_d = ${p(peak.pd)} the ratio falls, from ${fixed(peak.ratio.mean, 2)} to ${fixed(last.ratio.mean, 2)} at ${p(last.pd)}`;
  const timeouts = grow
    ? `, as the timeouts grow (per run, Illinois ${per(t(peak).illinois)} → ${per(t(last).illinois)}, Reno ${per(t(peak).reno)} → ${per(t(last).reno)}: the paper's explanation of its "about 4")`
    : ` (timeouts per run, Illinois ${per(t(peak).illinois)} → ${per(t(last).illinois)}, Reno ${per(t(peak).reno)} → ${per(t(last).reno)})`;
  const w = last.illinois.mean;
  const reno =
    w < sim.wThresh
      ? `; there Illinois's window (W̄ = ${fixed(w, 1)}) is below W_thresh = ${sim.wThresh}, where it follows Reno's rules${Math.abs(last.ratio.mean - 1) < NEAR_ONE ? ', and the ratio is near 1' : ''}`
      : '';
  return `${head}${timeouts}${reno}.`;
}

/** Why the stuck runs got stuck, with their seeds, d_m and windows; null without any. */
export function stuckText(sim: LossySim): string | null {
  const runs = sim.stuckRuns;
  if (runs.length === 0) return null;
  const far = runs.every((r) => r.othersMean !== null && r.ratio < FAR_BELOW * r.othersMean);
  const pds = [...new Set(runs.map((r) => r.pd))];
  const each = pds
    .map((pd) => {
      const mine = runs.filter((r) => r.pd === pd);
      const others = mine[0].othersMean;
      const which = seedsText(mine.map((r) => r.seed));
      return `${mine.map((r) => fixed(r.ratio, 1)).join(', ')} times Reno's window at p_d = ${p(pd)} (${which})${others === null ? ' (no other run there)' : ` against ${fixed(others, 1)}`}`;
    })
    .join('; ');
  const dmMax = Math.max(...runs.map((r) => r.dm));
  return (
    `(${far ? 'far below the other runs of their p_d' : 'their windows against the other runs of their p_d'}: ${each}). ` +
    `A random loss came before slow start had built any queue, and d_m, the largest queueing delay seen, is still at most ${fixed(dmMax, 2)} ms at the end of the run, below ${fixed(sim.stuckMs, 1)} ms (ten packets' transmission): with random losses no queue built to raise it. ` +
    `Then d₁ = η₁·d_m is at most ${fixed(sim.eta1 * dmMax * 1000, 0)} µs, the transmission of ${fixed((sim.eta1 * dmMax) / sim.packetMs, 1)} packets (${fixed(sim.packetMs * 1000, 0)} µs each): by eq. (2) α falls towards α_min, and β rises towards β_max, once more than that is queued. The mean over the runs includes them.`
  );
}

/** η₁ against Sec. 6.3's 0.2: where d₁ stands against one packet's transmission time. */
export function eta1Text(sim: LossySim): string | null {
  if (sim.eta1 === 0.2) return null;
  const head = `Sec. 6.3 set η₁ = 0.2 for this experiment (here η₁ = ${sim.eta1})`;
  const pkt = `one packet's transmission time (${fixed(sim.packetMs * 1000, 0)} µs)`;
  if (sim.d1 === null) return `${head}.`;
  const { min, max, below, runs } = sim.d1;
  const range = `${fixed(min * 1000, 0)}-${fixed(max * 1000, 0)} µs over the runs`;
  return below > 0
    ? `${head}: d₁ = η₁·d_m is below ${pkt} in ${below} of ${runs} runs (${range}); in those a packet queued by the jitter of the ACK clock alone counts as congestion (α falls).`
    : `${head}: d₁ = η₁·d_m is above ${pkt} in every run (${range}).`;
}
