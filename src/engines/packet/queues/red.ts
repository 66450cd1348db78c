/**
 * ns-2 2.35 Queue/RED (queue/red.cc) in the mode ns-2's defaults give, with use_mark_p_ true,
 * setbit_ false (drop, no ECN), drop_tail_ (the arriving packet is the victim), not adaptive.
 *
 * On each arrival: the average is updated from the queue *waiting* (bytes or packets, without the
 * arriving packet and without the one in transmission): ave <- (1-w)^(m+1) ave + w q, where m =
 * int(ptc × idle time) when the link was idle (ptc = C / (8 × mean_pktsize) packets per second:
 * the average decays as if m small packets had arrived while idle). count and count_bytes count
 * arrivals since the last drop. If ave >= th_min and the queue is not empty: on the first such
 * arrival only count restarts (count = 1); afterwards the packet is dropped with probability
 *   p_b = max_p (ave - th_min)/(th_max - th_min)       (ave < th_max)
 *   p_b = max_p + (1 - max_p)(ave - th_max)/th_max    (gentle, th_max <= ave < 2 th_max), capped at 1
 * made uniform between drops: with wait_, p = 0 if c p_b < 1, p_b / (2 - c p_b) if c p_b < 2, else 1,
 * where c = count (packet mode) or int(count_bytes / mean_pktsize) (byte mode); in byte mode p is
 * then scaled by size / mean_pktsize. Independently, an arrival finding the waiting queue at or
 * above the limit (limit × mean_pktsize bytes in byte mode) is a forced drop.
 */
import type { Xoshiro128 } from '../../common/rng';
import type { QueueDiscipline } from './discipline';
import type { LinkServer } from './linkServer';

export interface RedConfig {
  /** queue limit in packets (ns-2 limit_) */
  buffer: number;
  /** thresholds in packets (ns-2 thresh_, maxthresh_; scaled by meanPktSize in byte mode) */
  minThresh: number;
  maxThresh: number;
  maxP: number;
  weight: number;
  gentle: boolean;
  wait: boolean;
  bytes: boolean;
  meanPktSize: number;
}

export class Red implements QueueDiscipline {
  /** average queue (bytes or packets) */
  ave = 0;
  count = 0;
  countBytes = 0;
  /** ns-2 edv_.old: the average was above th_min at the previous arrival */
  private old = false;
  readonly thMin: number;
  readonly thMax: number;
  private readonly limit: number;
  private readonly ptc: number;
  private readonly vA: number;
  private readonly vB: number;
  private readonly vC: number;
  private readonly vD: number;
  /** early and forced drops so far */
  earlyDrops = 0;
  forcedDrops = 0;

  constructor(
    readonly cfg: RedConfig,
    capacityBps: number,
    private readonly rng: Xoshiro128,
  ) {
    const unit = cfg.bytes ? cfg.meanPktSize : 1;
    this.thMin = cfg.minThresh * unit;
    this.thMax = cfg.maxThresh * unit;
    this.limit = cfg.buffer * unit;
    this.ptc = capacityBps / (8 * cfg.meanPktSize);
    let diff = this.thMax - this.thMin;
    if (diff === 0) diff = 1; // as ns-2
    this.vA = 1 / diff;
    this.vB = -this.thMin / diff;
    this.vC = (1 - cfg.maxP) / this.thMax;
    this.vD = 2 * cfg.maxP - 1;
  }

  /** calculate_p_new(): the drop probability p_b at average `ave`. */
  probability(ave: number): number {
    let p: number;
    if (ave >= this.thMax) p = this.cfg.gentle ? this.vC * ave + this.vD : 1;
    else p = (this.vA * ave + this.vB) * this.cfg.maxP;
    return p > 1 ? 1 : p;
  }

  /** modify_p(): uniform inter-drop spacing, then the byte-mode size scaling. */
  modifiedProbability(pb: number, count: number, countBytes: number, size: number): number {
    const c = this.cfg;
    const count1 = c.bytes ? Math.trunc(countBytes / c.meanPktSize) : count;
    let p = pb;
    if (c.wait) {
      if (count1 * p < 1) p = 0;
      else if (count1 * p < 2) p /= 2 - count1 * p;
      else p = 1;
    } else if (count1 * p < 1) p /= 1 - count1 * p;
    else p = 1;
    if (c.bytes && p < 1) p = (p * size) / c.meanPktSize;
    return p > 1 ? 1 : p;
  }

  drops(server: LinkServer, t: number, _flow: number, bytes: number): boolean {
    const c = this.cfg;
    const qlen = c.bytes ? server.waitingBytes() : server.waitingPackets();
    // idle link: decay the average as if m packets had arrived meanwhile
    const m = server.count === 0 ? Math.trunc(this.ptc * (t - server.idleSince())) : 0;
    this.ave = decay(this.ave, 1 - c.weight, m + 1) + c.weight * qlen;
    this.count++;
    this.countBytes += bytes;
    let drop = false;
    let forced = false;
    if (this.ave >= this.thMin && qlen > 1) {
      if (!this.old) {
        this.count = 1;
        this.countBytes = bytes;
        this.old = true;
      } else {
        const p = this.modifiedProbability(
          this.probability(this.ave),
          this.count,
          this.countBytes,
          bytes,
        );
        if (this.rng.nextDouble() <= p) {
          this.count = 0;
          this.countBytes = 0;
          drop = true;
        }
      }
    } else {
      this.old = false;
    }
    if (qlen >= this.limit) {
      forced = true;
      drop = true;
      this.count = 0;
      this.countBytes = 0;
    }
    if (forced) this.forcedDrops++;
    else if (drop) this.earlyDrops++;
    return drop;
  }
}

/** x × f^k by repeated squaring: exact IEEE products, the same on every platform (no Math.pow). */
function decay(x: number, f: number, k: number): number {
  let r = x;
  let base = f;
  let e = k;
  while (e > 0) {
    if (e % 2 === 1) r *= base;
    e = Math.floor(e / 2);
    if (e > 0) base *= base;
    if (r === 0) break;
  }
  return r;
}
