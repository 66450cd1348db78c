/**
 * Paper 000's Figs. 13-14 in two numbers: P(signal | w) for the flow-bins whose window is at or
 * below the median window, and for those above it. Rate-proportional losses (a flow signalled in
 * proportion to its rate, i.e. its window at a common RTT) make the ratio of the two about the
 * ratio of the halves' mean windows; a larger ratio means larger windows are signalled more than
 * in proportion.
 */
export interface SignalHalves {
  /** the median window of the flow-bins, packets */
  median: number;
  low: { p: number; bins: number; meanWindow: number };
  high: { p: number; bins: number; meanWindow: number };
  /** (p_high − p_low) in standard errors of a two-proportion test: how clear the difference is */
  z: number;
}

export function signalHalves(s: {
  w: readonly number[];
  signalled: readonly number[];
  total: readonly number[];
}): SignalHalves {
  const all = s.total.reduce((a, x) => a + x, 0);
  let cum = 0;
  let median = s.w[s.w.length - 1] ?? 0;
  for (let k = 0; k < s.w.length; k++) {
    cum += s.total[k];
    if (cum >= all / 2) {
      median = s.w[k];
      break;
    }
  }
  const half = (keep: (w: number) => boolean) => {
    let hits = 0;
    let bins = 0;
    let windows = 0;
    s.w.forEach((w, k) => {
      if (!keep(w)) return;
      hits += s.signalled[k];
      bins += s.total[k];
      windows += w * s.total[k];
    });
    return { p: hits / bins, bins, meanWindow: windows / bins };
  };
  const low = half((w) => w <= median);
  const high = half((w) => w > median);
  const p = (low.p * low.bins + high.p * high.bins) / (low.bins + high.bins);
  const z = (high.p - low.p) / Math.sqrt(p * (1 - p) * (1 / low.bins + 1 / high.bins));
  return { median, low, high, z };
}
