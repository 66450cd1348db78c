import { registerAimdSweepLab } from '../families/aimd/sweep/labs';

/**
 * Lab 2's sweep: N from 1 to 20 under rate-proportional (any one-flow policy gives Theorem 1)
 * against synchronized, 5 replications. 100,000 events per run put every point within its
 * interval of Theorem 1 (the engine's batch-means half-width is ~1e-6 there) and the default
 * sweep (20 N x 2 policies x 5 replications = 200 runs, 2e7 events) takes a few seconds on two
 * cores. First among the labs with AIMD sweeps: a sweep without lab= is Lab 2's.
 */
export const SOCKETS_SWEEP = registerAimdSweepLab('sockets', 0, {
  sweep: { param: 'n', kind: 'range', from: 1, to: 20 },
  policies: ['rate-proportional', 'synchronized'],
});
