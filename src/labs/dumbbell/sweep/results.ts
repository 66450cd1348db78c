import type { Estimate } from '../../../sweep/aggregate';

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
  runs: { seed: number; utilization: number }[];
}
