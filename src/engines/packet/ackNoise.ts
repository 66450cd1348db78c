/**
 * RTT noise of paper 003, Sec. 6.4 (Fig. 15): "an extra white noise term in the RTT measurement
 * ... uniformly distributed between [0, 2σ] (the noise term is an extra delay due to reasons other
 * than propagation and queueing, so it is non-negative)", RTT = T_p + d + n.
 *
 * Here it is a real extra delay of each ACK on its way back, drawn per ACK from the flow's own
 * seeded generator (another flow's noise never moves this one's draws), so both the per-ACK RTT
 * samples and the ACK clock see it. ACKs keep their order: an ACK never reaches the sender before
 * the flow's previous one (it waits for it, as behind a jittery reverse path), so the mean extra
 * delay is σ when ACKs are spaced by more than 2σ and somewhat more when they are closer.
 */
import type { Xoshiro128 } from '../common/rng';

export class AckNoise {
  /** per flow, when its latest ACK reaches the sender */
  private readonly last: Float64Array;

  constructor(
    /** per flow, the width 2σ of the uniform extra delay, s (0: none) */
    private readonly width: Float64Array,
    /** per flow, its generator (null where the width is 0) */
    private readonly rng: readonly (Xoshiro128 | null)[],
  ) {
    this.last = new Float64Array(width.length);
  }

  /** When an ACK of flow f that would arrive at t without noise reaches the sender. */
  arrival(f: number, t: number): number {
    const w = this.width[f];
    if (w === 0) return t;
    let a = t + (this.rng[f] as Xoshiro128).nextDouble() * w;
    if (a < this.last[f]) a = this.last[f];
    this.last[f] = a;
    return a;
  }
}
