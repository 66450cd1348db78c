import type { MptcpScenario, MultipathAlgorithm } from './scenario';
import { MPTCP_DEFAULTS } from './scenario';

/**
 * The paper's ns-2 measurements (paper 002, Sec. V), shown beside the fluid model's numbers as a
 * reference. They are packet-level simulations with slow start, timeouts and queues: the fluid
 * model reproduces their order, not their decimals. "ours" in the paper is Balia, eq. (12).
 */
export interface PaperTableIII {
  mp: number;
  sp: number;
}
export interface PaperTableIV {
  convergence: number;
  sp: number;
}

/** Table III: TCP friendliness, same RTTs (Mbit/s per user). */
export const PAPER_TABLE_III: Partial<Record<MultipathAlgorithm, PaperTableIII>> = {
  ewtcp: { mp: 2.98, sp: 1.01 },
  semicoupled: { mp: 2.64, sp: 1.32 },
  max: { mp: 2.58, sp: 1.35 },
  balia: { mp: 2.25, sp: 1.61 },
  coupled: { mp: 2.22, sp: 1.67 },
};

/** Table IV: convergence time of MP-TCP (s) and throughput of single-path TCP (Mbit/s). */
export const PAPER_TABLE_IV: Partial<Record<MultipathAlgorithm, PaperTableIV>> = {
  ewtcp: { convergence: 1.0, sp: 1.02 },
  semicoupled: { convergence: 2.5, sp: 1.17 },
  max: { convergence: 4.5, sp: 1.3 },
  balia: { convergence: 4.5, sp: 1.57 },
  coupled: { convergence: 54.0, sp: 1.72 },
};

export const PAPER_SETTING = {
  tableIII: 'Fig. 2 with N₁ = N₂ = 5, c₁ = c₂ = 10 Mbit/s, τ₁ = τ₂ = 20 ms',
  tableIV:
    'Fig. 2 with one MP-TCP and one single-path flow (on [40 s, 80 s)), c = 2 Mbit/s, τ = 20 ms',
} as const;

/** Whether the scenario is Table III's setting (the two-links preset at its default sizes). */
export function isTableIIISetting(s: MptcpScenario): boolean {
  const d = MPTCP_DEFAULTS;
  return (
    s.net === 'two-links' &&
    s.n1 === d.n1 &&
    s.n2 === d.n2 &&
    s.c1 === d.c1 &&
    s.c2 === d.c2 &&
    s.rtt1 === d.rtt1 &&
    s.rtt2 === d.rtt2
  );
}

/** Whether the scenario is Table IV's setting. */
export const isTableIVSetting = (s: MptcpScenario): boolean => s.net === 'responsiveness';
