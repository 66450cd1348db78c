/**
 * One Reno flow alone on a DropTail link, as a deterministic fluid sawtooth (the model behind the
 * buffer-sizing rule of thumb, e.g. Appenzeller, Keslassy & McKeown 2004, Sec. 2): the window grows by
 * one packet per RTT, where the RTT is T_p while the pipe is not full (W < BDP) and W/C once the
 * queue holds W − BDP; the buffer overflows at W_max = BDP + B and the window halves. Independent
 * of the packet engine (a closed form of each phase), it is what the engine's Reno should come
 * close to on paper 003's Fig. 10 setup (a window within a few per cent: slow start, SACK recovery
 * and discrete packets aside), and the TCP-Illinois lab's "Reno model" line there.
 *
 *   W < BDP:  dW/dt = 1/T_p   →  ∫W dt = T_p (W₁² − W₀²)/2,   ∫rate dt = (W₁² − W₀²)/2
 *   W ≥ BDP:  dW/dt = C/W     →  ∫W dt = (W₁³ − W₀³)/(3C),   ∫rate dt = C·(W₁² − W₀²)/(2C)
 */
export interface SawtoothModel {
  /** BDP + B: the window at which the buffer overflows, packets */
  wmax: number;
  /** time-average window, packets */
  cwnd: number;
  /** fraction of the capacity used */
  utilization: number;
  /** one cycle (from W_max/2 to W_max), s */
  period: number;
}

/**
 * @param pps bottleneck capacity, packets/s
 * @param tp propagation RTT, s
 * @param buffer packets
 */
export function renoSawtooth(pps: number, tp: number, buffer: number): SawtoothModel {
  const bdp = pps * tp;
  const wmax = bdp + buffer;
  const w0 = wmax / 2;
  const mid = Math.min(Math.max(w0, bdp), wmax); // where the queue starts to build
  // below the BDP: the window's time integral and the packets sent
  const t1 = tp * (mid - w0);
  const area1 = (tp * (mid ** 2 - w0 ** 2)) / 2;
  const sent1 = (mid ** 2 - w0 ** 2) / 2;
  // above it: the link is full
  const t2 = (wmax ** 2 - mid ** 2) / (2 * pps);
  const area2 = (wmax ** 3 - mid ** 3) / (3 * pps);
  const sent2 = pps * t2;
  const period = t1 + t2;
  return {
    wmax,
    cwnd: (area1 + area2) / period,
    utilization: (sent1 + sent2) / (pps * period),
    period,
  };
}
