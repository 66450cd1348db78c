import type { Estimate } from '../../../sweep/aggregate';

/** Flow-bins by the window at their start: how many there were, how many lost a packet. */
export interface SignalCounts {
  w: number[];
  signalled: number[];
  total: number[];
}

/** Counts of several runs added window by window (w ascending). */
export function addSignalCounts(runs: readonly SignalCounts[]): SignalCounts {
  const byW = new Map<number, [number, number]>();
  for (const r of runs)
    r.w.forEach((w, k) => {
      const c = byW.get(w) ?? [0, 0];
      c[0] += r.signalled[k];
      c[1] += r.total[k];
      byW.set(w, c);
    });
  const w = [...byW.keys()].sort((a, b) => a - b);
  return { w, signalled: w.map((x) => byW.get(x)![0]), total: w.map((x) => byW.get(x)![1]) };
}

/** A point of a dumbbell sweep: the replications' statistics combined, with theory beside them. */
export interface DumbbellPointResult {
  index: number;
  /** the swept values, one per axis */
  coords: number[];
  /** the point's series: its threshold-dropper policy (selects=), null without one */
  series: string | null;
  /** bottleneck utilization after the warm-up: mean over replications and its 95 % interval */
  utilization: Estimate;
  /** Theorem 1 where it applies to this point's flows (the queue may still break assumption ONE) */
  theorem1: number | null;
  /** eq. (6): synchronized windows */
  synchronized: number | null;
  /** ns-2 2.35's utilization on this setup, where it was measured (see ns2Reference.ts) */
  ns2: number | null;
  /** means over replications */
  drops: number;
  timeouts: number;
  /** mean number of flows losing a packet per congestion event (Fig. 17's M_n) */
  syncMeanM: number;
  /**
   * P(signal | w) (paper 000, Figs. 13-14): flow-bins by window w, signalled and in all, summed
   * over the replications (w ascending)
   */
  signal: SignalCounts;
  runs: { seed: number; utilization: number }[];
}
