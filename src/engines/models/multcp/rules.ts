/**
 * MulTCP(N) window rules (paper 004, Crowcroft & Oechslin, Sec. 4.1) as pure functions of
 * (cwnd, ssthresh) in packets, so a packet-level congestion-control module can call them without
 * this file knowing any simulator type. N is real-valued, N >= 1; with N = 1 every rule is Reno's
 * (ns-2 / RFC 5681 style: +1 per ACK in slow start, +1/cwnd in congestion avoidance, halve on loss).
 */

/** Validates the MulTCP multiplier: a finite real number >= 1 (N < 1 would be "less than one TCP"). */
export function checkN(n: number, field = 'n'): number {
  if (!(Number.isFinite(n) && n >= 1))
    throw new RangeError(`${field}: MulTCP's N must be a finite number >= 1, got ${n}`);
  return n;
}

/**
 * k_N of Sec. 4.1: the number of RTTs after which one MulTCP that sends three packets per ACK
 * (window x3 per RTT, 3^k after k RTTs from one packet) has the window of N TCPs in slow start
 * (each doubling from one packet: N 2^k). 3^k = N 2^k gives k = log N / (log 3 - log 2).
 * N = 1: 0; N = 2: 1.7095; N = 4: 3.4190; N = 10: 5.6789 RTTs.
 */
export function slowStartCatchUpRtts(n: number): number {
  return Math.log(checkN(n)) / (Math.log(3) - Math.log(2));
}

/**
 * w_N = 3^(k_N) = N 2^(k_N) = N^(log 3 / log 1.5): the window up to which slow start adds 2 per ACK
 * (the pseudo code's pow(3.0, log(N)/(log(3)-log(2)))). N = 1: 1; N = 2: 6.541; N = 4: 42.78;
 * N = 10: 512.3. The paper starts from one packet; starting from an initial window iw, both MulTCP
 * (iw 3^k) and N TCPs (N iw 2^k) scale by iw, so the catch-up window is iw w_N (same k_N).
 */
export function slowStartBoostWindow(n: number, initialWindow = 1): number {
  return initialWindow * Math.exp(slowStartCatchUpRtts(n) * Math.log(3));
}

/**
 * The fraction of the window kept on a loss in congestion avoidance: (N - 1/2)/N. Of N virtual
 * TCPs with W/N each, the one that sees the loss halves, removing W/(2N) (Sec. 4.1). N = 1: 1/2;
 * N = 2: 3/4; N = 4: 7/8; N = 10: 19/20. In paper 000's AIMD notation this is the kept factor
 * beta' = 1 - (1 - beta)/N with beta = 1/2.
 */
export function lossKeptFraction(n: number): number {
  return (checkN(n) - 0.5) / n;
}

/** Congestion-avoidance increase per ACK, N/cwnd: N virtual TCPs each add one packet per RTT. */
export function congestionAvoidanceIncrement(cwnd: number, n: number): number {
  return checkN(n) / cwnd;
}

export interface MulTcpWindow {
  /** congestion window, packets (real-valued, as in ns-2) */
  cwnd: number;
  /** slow-start threshold, packets */
  ssthresh: number;
}

export interface MulTcpOptions {
  /** N, real >= 1 */
  n: number;
  /** the window slow start starts from, packets (the paper: 1; ns-2 2.35's default: 2) */
  initialWindow?: number;
  /** lower bound on ssthresh after a reduction, packets (RFC 5681 and ns-2: 2) */
  minSsthresh?: number;
  /** the paper's `ssthresh = int(cwnd)` (and ns-2's); false keeps the real value */
  truncateSsthresh?: boolean;
  /** cwnd after a timeout, packets (RFC 5681's loss window and ns-2's wnd_restart_: 1) */
  lossWindow?: number;
}

/** Validated options with the slow-start boost window precomputed (the paper's footnote 3: cache it). */
export interface MulTcpConfig {
  readonly n: number;
  readonly initialWindow: number;
  readonly minSsthresh: number;
  readonly truncateSsthresh: boolean;
  readonly lossWindow: number;
  /** w_N: slow start adds 2 per ACK while cwnd < boostWindow, 1 per ACK above */
  readonly boostWindow: number;
  /** (N - 1/2)/N */
  readonly keptFraction: number;
}

export function multcpConfig(o: MulTcpOptions): MulTcpConfig {
  checkN(o.n, 'n');
  const iw = o.initialWindow ?? 1;
  if (!(Number.isFinite(iw) && iw >= 1))
    throw new RangeError(`initialWindow: must be a finite number >= 1 packet, got ${iw}`);
  const minS = o.minSsthresh ?? 2;
  if (!(Number.isFinite(minS) && minS >= 1))
    throw new RangeError(`minSsthresh: must be a finite number >= 1 packet, got ${minS}`);
  const lw = o.lossWindow ?? 1;
  if (!(Number.isFinite(lw) && lw >= 1))
    throw new RangeError(`lossWindow: must be a finite number >= 1 packet, got ${lw}`);
  return {
    n: o.n,
    initialWindow: iw,
    minSsthresh: minS,
    truncateSsthresh: o.truncateSsthresh ?? true,
    lossWindow: lw,
    boostWindow: slowStartBoostWindow(o.n, iw),
    keptFraction: lossKeptFraction(o.n),
  };
}

/** The window a connection opens with: cwnd = initial window, ssthresh unbounded (slow start). */
export function initialWindow(cfg: MulTcpConfig): MulTcpWindow {
  return { cwnd: cfg.initialWindow, ssthresh: Infinity };
}

export function inSlowStart(w: MulTcpWindow): boolean {
  return w.cwnd < w.ssthresh;
}

/**
 * cwnd increase for one new ACK. Slow start: +2 (three packets out per ACK) while cwnd < w_N, then
 * +1; congestion avoidance: +N/cwnd. The pseudo code tests `cwnd <= w_N`; we use `<` so that with
 * N = 1 (w_1 = 1) the first ACK adds 1 as in Reno, not 2: MulTCP(1) = Reno exactly. Like ns-2,
 * slow start is not clipped at ssthresh (it may overshoot by at most the increment).
 */
export function ackIncrement(w: MulTcpWindow, cfg: MulTcpConfig): number {
  if (inSlowStart(w)) return w.cwnd < cfg.boostWindow ? 2 : 1;
  return cfg.n / w.cwnd;
}

export function onAck(w: MulTcpWindow, cfg: MulTcpConfig): MulTcpWindow {
  return { cwnd: w.cwnd + ackIncrement(w, cfg), ssthresh: w.ssthresh };
}

/**
 * The window after a congestion signal: halved in slow start (the window is up to twice too large
 * there: the paper's `if (cwnd < ssthresh) cwnd = cwnd/2`), else cwnd (N - 1/2)/N; never below one
 * packet (a smaller window clocks nothing out; only reachable by a loss signal at cwnd < 2).
 */
export function reducedWindow(w: MulTcpWindow, cfg: MulTcpConfig): number {
  return Math.max(inSlowStart(w) ? w.cwnd / 2 : w.cwnd * cfg.keptFraction, 1);
}

/** ssthresh after a congestion signal: the reduced window, `int()` as in the paper, at least minSsthresh. */
export function reducedSsthresh(w: MulTcpWindow, cfg: MulTcpConfig): number {
  const r = reducedWindow(w, cfg);
  return Math.max(cfg.truncateSsthresh ? Math.trunc(r) : r, cfg.minSsthresh);
}

/**
 * A loss detected by duplicate ACKs (fast retransmit; multiplicative decrease of Sec. 4.1):
 * cwnd and ssthresh both go to the reduced window (ssthresh truncated and floored), so the
 * connection continues in congestion avoidance (unless the floor lifts ssthresh above cwnd).
 * Fast-recovery inflation is the sender's business.
 */
export function onLoss(w: MulTcpWindow, cfg: MulTcpConfig): MulTcpWindow {
  return { cwnd: reducedWindow(w, cfg), ssthresh: reducedSsthresh(w, cfg) };
}

/**
 * A retransmission timeout (Sec. 4.1, "Timeout"): transmission restarts with a slow start from
 * the loss window (one packet), and ssthresh goes to (N - 1/2)/N of the window "rather than halve
 * it", so that when slow start ends the window is that of N TCPs after one of them has timed out:
 * (N - 1) W/N + W/(2N) = W (N - 1/2)/N. Reno's timeout sets ssthresh to half the window, not half
 * of the old ssthresh, so "of its value" reads as "of the window"; MulTCP(1) is then Reno.
 * In slow start the window is halved instead, as for a loss (one ssthresh rule, as Linux's
 * tcp_congestion_ops.ssthresh serves both). The slow start that follows uses the +2 boost again
 * below w_N, as the pseudo code does (it tests cwnd only).
 */
export function onTimeout(w: MulTcpWindow, cfg: MulTcpConfig): MulTcpWindow {
  return { cwnd: cfg.lossWindow, ssthresh: reducedSsthresh(w, cfg) };
}
