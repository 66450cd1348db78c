import type { Estimate } from '../../../sweep/aggregate';
import type { PointResultCore } from '../../../sweep/spec';
import type { PacketView } from '../packet/views';

/**
 * One point of a packet view: a value of the swept parameter and one series (a flavour of MulTCP,
 * or N separate TCPs, or one TCP), its replications combined (mean and 95 % interval over the
 * seeds). What a field means depends on the view; null where it does not apply.
 */
export interface MultcpPointResult extends PointResultCore {
  view: PacketView;
  series: string | null;
  /**
   * fig4: T(MulTCP) / T(TCP) (or the N TCPs' sum over one TCP); fig5: the spread of RTT ×
   * throughput over its mean; util: the bottleneck's utilization; rwnd: kB/s of payload; wpf: null
   */
  value: Estimate | null;
  /** fig5: the spread within pairs of equal RTT */
  pairSpread: Estimate | null;
  /**
   * fig4: Annex B's gain; util: 1 - 1/(4N) for the MulTCP, Theorem 1 for N TCPs; rwnd:
   * min(B_R / R, Annex B's T_loss), kB/s; else null
   */
  theory: number | null;
  /** fig4: Mbit/s of the MulTCP (or the N TCPs) and of the reference TCP; fig5: per flow */
  mbps: number | null;
  refMbps: number | null;
  /** timeouts per run: fig4 the MulTCP's (or the N TCPs'), fig5 per flow, util all, rwnd the flow */
  timeouts: number | null;
  /** fig4: the reference TCP's timeouts per run */
  refTimeouts: number | null;
  /** fig4, fig5: the bottleneck's utilization (mean over the runs) */
  utilization: number | null;
  /**
   * util (and wpf, flows per event only, at the first link): after the warm-up, the flows losing a
   * packet per congestion event (queue drops within a mean RTT of each other) and the packets lost
   * per event, means over the runs
   */
  flowsPerEvent: number | null;
  dropsPerEvent: number | null;
  /** wpf: each flow's Mbit/s on the wire */
  flows: Estimate[] | null;
  /** rwnd: the receive buffer of the point, kB (rwnd × pkt) */
  bufferKB: number | null;
  /** why the point has no value (N separate TCPs at a fractional N) */
  note: string | null;
  /** each replication's seed and main value */
  runs: { seed: number; value: number | null }[];
}
