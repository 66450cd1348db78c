/**
 * Where the Linux kernel's TCP-Illinois (net/ipv4/tcp_illinois.c, S. Hemminger 2007, "implemented
 * from description in paper and ns-2 simulation") differs from the paper's Sec. 3 and Sec. 6.
 * `why` says what the difference does or where it comes from; the kernel source gives no reason
 * for its constants, and none is invented here.
 */
export interface RuleDifference {
  name: string;
  paper: string;
  linux: string;
  why: string;
}

export const LINUX_DIFFERENCES: readonly RuleDifference[] = Object.freeze([
  {
    name: 'α_min',
    paper: '0.1 (Sec. 6)',
    linux: 'ALPHA_MIN = ⌊3·128/10⌋/128 = 38/128 ≈ 0.297',
    why: 'a kernel constant ("~0.3"); at d_m the window grows about 3 times faster than with the paper\'s value',
  },
  {
    name: 'W_thresh',
    paper: '10 packets',
    linux: 'win_thresh = 15 (module parameter), compared with the integer cwnd',
    why: 'a module default: Reno behaviour (α = 1, β = ½) lasts up to a larger window',
  },
  {
    name: 'α arithmetic',
    paper: 'real numbers',
    linux: 'fixed point, units of 1/128 (ALPHA_SHIFT = 7); every division truncates',
    why: 'no floating point in the kernel; α moves in steps of 1/128',
  },
  {
    name: 'β arithmetic',
    paper: 'real numbers',
    linux: 'fixed point, units of 1/64 (BETA_SHIFT = 6): β ∈ {8, …, 32}/64, truncated',
    why: 'no floating point in the kernel; β moves in steps of 1/64',
  },
  {
    name: 'd₁, d₂, d₃',
    paper: 'η_i·d_m with η₁, η₂, η₃ parameters (0.01, 0.1, 0.8 in Sec. 6)',
    linux: '⌊d_m/100⌋, ⌊d_m/10⌋, ⌊8·d_m/10⌋ in whole µs, not tunable',
    why: "the paper's default η's, hard-wired and truncated",
  },
  {
    name: 'α formula',
    paper: 'κ₁/(κ₂ + dₐ) with κ₁, κ₂ from (4)',
    linux: '(d_m − d₁)·α_max / ((d_m − d₁) + ⌊(dₐ − d₁)(α_max − α_min)/α_min⌋)',
    why: 'the same function (multiply both terms by (α_max − α_min)/α_min), without negative κ₂ in unsigned arithmetic',
  },
  {
    name: 'T_min and T_max',
    paper: 'min and max of the per-RTT AVERAGE RTT (default option, footnote 4)',
    linux:
      'min and max of the individual RTT samples (the paper\'s alternative option); never aged ("TODO: age max_rtt?")',
    why: 'simpler; footnote 4 says the two agree unless the RTT is very noisy, where the average is better',
  },
  {
    name: 'RTT samples',
    paper: 'one per ACK, averaged over the last W ACKs (one RTT)',
    linux: 'one per ACK in whole µs, clamped to U32_MAX/ALPHA_MAX µs ≈ 3.36 s; dₐ = ⌊Σ/n⌋ − T_min',
    why: 'the clamp keeps the α arithmetic inside 32 bits',
  },
  {
    name: 'RTT round',
    paper: 'α, β updated once per RTT',
    linux:
      'the round ends at the first ACK beyond snd_nxt as it was when the round began (end_seq)',
    why: 'the usual kernel way to delimit one RTT',
  },
  {
    name: 'θ rule',
    paper: 'α returns to α_max only after dₐ has STAYED below d₁ for θ RTTs',
    linux:
      'counts low-delay rounds without resetting the count on a high-delay round; α_max on the θ-th (θ = 0 and 1 alike)',
    why: 'scattered low rounds add up, so α_max can come back sooner than the paper allows',
  },
  {
    name: 'increase',
    paper: 'W ← W + α/W per ACK (real W)',
    linux:
      'integer cwnd: acked packets are counted; when ⌊n·α/128⌋ ≥ W, W += ⌊that/W⌋ and the count restarts (remainder lost); only when cwnd-limited (RFC 2861)',
    why: 'integer windows; the same α packets per RTT up to truncation',
  },
  {
    name: 'decrease',
    paper: 'W ← W − βW',
    linux: 'ssthresh = max(W − ⌊W·β/64⌋, 2)',
    why: 'integer windows, at least 2 packets',
  },
  {
    name: 'timeout',
    paper: 'ssthresh = W/2; α = 1, β = ½, frozen until one RTT after slow start ends',
    linux:
      'ssthresh from the β in force (computed before the reset); α = 1, β = ½, θ memory cleared; α and β recomputed every round, in slow start too',
    why: 'the kernel has one ssthresh function for every loss; it has no freeze',
  },
  {
    name: 'initial α, β',
    paper: 'not stated',
    linux: 'α = α_max, β = β_max (BETA_BASE), overridden by win_thresh at the first round',
    why: 'kernel initialisation',
  },
]);
