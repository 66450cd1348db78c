/**
 * Paper 001's formulas as TeX for the lab's KaTeX panel, as re-derived and evaluated in this
 * folder (the extracted text of eqs. (3) and (8) is garbled or incomplete; see wuElOcla.ts and
 * chanPhases.ts). Keys name the equation numbers.
 */
export const PARALLEL_TCP_TEX = {
  /** eq. (1): Hacker et al.'s bound, as printed (no sqrt(3/2) constant) */
  hacker: String.raw`\text{Throughput} \le \frac{MSS}{RTT}\sum_{i=1}^{N} \frac{1}{\sqrt{p_i}}`,
  /** eq. (2): Wu and El-Ocla, per connection */
  wu: String.raw`\text{Throughput} = \frac{3B}{4N}\,\frac{B^2T^2 + 2BTQ + Q^2}{B^2T^2 + BTQ + Q^2}`,
  /** eq. (3): with the three extra rounds; S = one segment (1 packet) */
  wuS: String.raw`\text{Throughput} = \frac{3B}{4N}\,\frac{B^2T^2 + 2BTQ + Q^2 + 8NS(BT+Q)}{B^2T^2 + BTQ + Q^2 + 6NS(BT+Q)}`,
  /** eqs. (5), (7), (8): slow start */
  slowStart: String.raw`U_{SS} = \min\Bigl\{1 + \log_2\tfrac{BT+Q}{N},\ 1 + \log_2 SSTHRESH\Bigr\},\quad Y_{SS} = N\,(2^{U_{SS}} - 1),\quad T_{SS} = U_{SS}\,T`,
  /** eqs. (9), (10): congestion avoidance, rounds and packets */
  caPackets: String.raw`U_{CA} = \frac{BT+Q}{2N} + 1,\quad Y_{CA} = \frac{U_{CA}+1}{2}\,(BT + Q + N\,U_{CA})`,
  /** eqs. (11)-(13): congestion avoidance, durations */
  caTimes: String.raw`t_e = \max\Bigl\{0,\ T\Bigl(\frac{BT-Q}{2N} + 1\Bigr)\Bigr\},\quad t_q = \frac{Q\,(2BT + N + Q)}{2NB},\quad t_Q = \frac{BT+Q}{B}`,
  /** eq. (14) */
  caDuration: String.raw`T_{CA} = t_e + t_q + t_Q`,
  /** eqs. (15), (16): fast retransmit and recovery */
  fastRecovery: String.raw`T_{FF} = \frac{BT+Q}{B},\quad Y_{FF} = BT + Q + N - VN - XN`,
  /** eq. (17), with m = (A - T_SS)/(T_CA + T_FF) for a transfer of duration A */
  chan: String.raw`\text{Throughput} = \frac{Y_{SS} + m\,(Y_{CA} + Y_{FF})}{T_{SS} + m\,(T_{CA} + T_{FF})}`,
  /** eq. (18) */
  chanSteady: String.raw`\text{Throughput} = \frac{Y_{CA} + Y_{FF}}{T_{CA} + T_{FF}}`,
} as const;
