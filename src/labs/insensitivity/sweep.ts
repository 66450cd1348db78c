import { registerAimdSweepLab } from '../families/aimd/sweep/labs';

/**
 * Lab 3's sweep: Example 1's bias σ over 0.05..0.95 with four flows, rate-independent; each point
 * also measures the two classes, the second moments and the histograms (Theorem 2).
 */
export const INSENSITIVITY_SWEEP = registerAimdSweepLab('insensitivity', 1, {
  n: 4,
  sweep: { param: 'sigma', kind: 'linspace', from: 0.05, to: 0.95, count: 19 },
  policies: ['rate-independent'],
  detail: true,
});
