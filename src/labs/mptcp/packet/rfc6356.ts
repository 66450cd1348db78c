import type { TcpRatio } from './measures';

/**
 * RFC 6356's goal on the Fig. 1 network: an MP-TCP source with two routes through one bottleneck
 * should take no more than one TCP flow there. Measured with this lab's window level (the default
 * friendliness network: 10 Mbit/s, 20 ms, RED over 80 ms; t = 230 s, warm-up 50 s) for seeds 1-6,
 * and for two TCP flows sharing the same link (the spread one TCP's share has by chance).
 * tests/labs/mptcp/windowChecks.test.ts measures these again.
 */
export const RFC6356_SEEDS = {
  seeds: [1, 2, 3, 4, 5, 6],
  lia: { min: 0.999, max: 1.102, mean: 1.048 },
  coupled: { min: 0.923, max: 0.978, mean: 0.948 },
  /** TCP against TCP: the ratio's standard deviation over the seeds */
  tcpSd: 0.03,
} as const;

export type RatioVerdict = 'above' | 'within' | 'below';

/** Whether a run's ratio is above one TCP by more than its own 95 % interval, within, or below. */
export const ratioVerdict = (r: TcpRatio): RatioVerdict =>
  r.lo > 1 ? 'above' : r.hi < 1 ? 'below' : 'within';
