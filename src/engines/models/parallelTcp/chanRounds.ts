/**
 * Paper 001's Figs. 1 and 2 drawn from the model: the aggregate window of the N connections round
 * by round, over the slow start and one cycle of congestion avoidance and fast retransmit/recovery,
 * as eqs. (5)-(16) count them. Nothing is computed a second time: every round is read off a
 * ChanResult (chanModel, the lab's throughput), its window from the per-round terms the paper sums
 * (N 2^k in slow start, eq. 5; (B T + Q)/2 + k N in congestion avoidance, eq. 10; T + j N/B while
 * the queue builds, eq. 12), so the rounds add up to the model's Y_SS, T_SS, Y_CA, T_CA, Y_FF,
 * T_FF and, with its m, to its Y and A (tests/engines/models/parallelTcp/chanRounds.test.ts).
 *
 * Real round counts (the paper applies no rounding: U_CA = 612.5/16 + 1 = 39.28125): the paper pins
 * each phase's last rounds (slow start ends at N 2^(U_SS - 1) = min{N SSTHRESH, B T + Q}, eq. 6;
 * round U_CA - 1 has B T + Q and round U_CA one N more, eq. 9), so the rounds are counted back from
 * there and the fraction of a round the count leaves is the phase's first round, of that weight.
 * Its packets are what the closed form counts for it (N (2^f - 1) in slow start, a little under
 * N; f ((B T + Q)/2 - N (1 - f)/2) in congestion avoidance) and its drawn window is that over f.
 * Likewise the round that straddles B T (part empty queue, part queueing) lasts what eqs. (11)-(12)
 * give its two parts.
 *
 * As printed, eq. (12) counts Q/N queueing rounds even when the window starts above B T
 * (Q > B T + 2N, where eq. 11 clamps t_e at 0): those rounds, between B T and (B T + Q)/2, are
 * timed but the window never has them (Y_CA does not count them). They are one piece of the
 * picture, `part: 'timed-only'`, with no packets, before the first round the window has.
 */
import type { ChanResult } from './chanModel';

export type ChanPhaseName = 'slow-start' | 'congestion-avoidance' | 'fast-recovery';

/** Where a round is in its phase, as the model times it. */
export type ChanRoundPart =
  /** slow start: one round of T (eq. 8) */
  | 'slow-start'
  /** congestion avoidance with the queue empty: rounds of T (eq. 11) */
  | 'empty-queue'
  /** congestion avoidance while the queue builds: T + j N/B (eq. 12) */
  | 'queueing'
  /** the round that perceives the loss, the buffer full: (B T + Q)/B (eq. 13) */
  | 'full-queue'
  /** rounds eq. (12) times that the window never has (Q > B T + 2N): no packets */
  | 'timed-only'
  /** fast retransmit and recovery: one round of (B T + Q)/B (eqs. 15-16) */
  | 'recovery';

export interface ChanRound {
  phase: ChanPhaseName;
  part: ChanRoundPart;
  /**
   * where the round starts in its phase's count of rounds (0: the phase's start; slow start's
   * rounds 0 … U_SS - 1, congestion avoidance's 0 … U_CA); real when the first round is a fraction,
   * below 0 for 'timed-only' (those rounds would come before round 0)
   */
  from: number;
  /** rounds it stands for: 1, the first round's fraction, or a group (see chanRounds' maxRounds) */
  weight: number;
  /** the aggregate window, packets: packets / weight (NaN for 'timed-only') */
  window: number;
  /** packets the model counts for it, all connections */
  packets: number;
  /** seconds from the start of the transfer */
  start: number;
  /** seconds */
  duration: number;
}

/** What the rounds of one phase add up to. */
export interface ChanPhaseTotals {
  /** rounds (real-valued, as the model counts them) */
  rounds: number;
  packets: number;
  /** seconds */
  duration: number;
}

export interface ChanRounds {
  /** slow start (from t = 0), then one cycle: congestion avoidance, fast retransmit/recovery */
  rounds: ChanRound[];
  slowStart: ChanPhaseTotals & {
    /** eq. (6): SSTHRESH (N SSTHRESH below the pipe) or the loss (the pipe B T + Q) */
    endedBy: 'ssthresh' | 'loss';
    /** the last round's window, min{N SSTHRESH, B T + Q}, packets */
    lastWindow: number;
  };
  congestionAvoidance: ChanPhaseTotals & {
    /** (B T + Q)/2 and B T + Q + N: round 0's window and round U_CA's, packets */
    firstWindow: number;
    lastWindow: number;
    /** the parts of its duration, seconds: t_e (eq. 11), t_q (12), t_Q (13) */
    emptyQueue: number;
    queueing: number;
    fullQueue: number;
  };
  fastRecovery: ChanPhaseTotals;
  /** congestion avoidance + fast retransmit/recovery: what eq. (17) repeats m times */
  cycle: { packets: number; duration: number };
  /** the pipe and buffer, B T + Q, packets */
  W: number;
  /** eq. (17)'s m; null for eq. (18) */
  m: number | null;
  /** Y_SS + m (cycle), packets; null for eq. (18) */
  Y: number | null;
  /** T_SS + m (cycle), seconds; null for eq. (18) */
  A: number | null;
  /** Y / A (eq. 17), or the cycle's packets / its duration (eq. 18), packets per second */
  throughput: number;
}

/** A fraction of a round this small is rounding, not a round (0.1 x 6 = 0.6000000000000001). */
const SLIVER = 1e-9;

/**
 * Cuts of [0, n] counted back from n: n, n - 1, … (each `singles` of the last rounds alone, then
 * groups of `group`), down to 0, ascending. A first piece thinner than SLIVER joins the next.
 */
function cutsFromEnd(n: number, singles: number, group: number): number[] {
  const down = [n];
  let x = n;
  for (let k = 0; x > SLIVER; k++) {
    x = k < singles ? n - (k + 1) : x - group;
    down.push(x > SLIVER ? x : 0);
  }
  if (down[down.length - 1] !== 0) down.push(0);
  return down.reverse();
}

/**
 * The rounds of a ChanResult: slow start from t = 0 and one cycle after it. A phase longer than
 * `maxRounds` (a big pipe over few connections: B T = 1.25e9 packets at the lab's extremes) is
 * drawn in groups of equal rounds counted back from its last two, each at its mean window; the
 * totals are the same.
 */
export function chanRounds(chan: ChanResult, maxRounds = 2000): ChanRounds {
  const { B, T, N } = chan.inputs;
  const W = chan.W;
  const ss = chan.slowStart;
  const ca = chan.congestionAvoidance;
  const ff = chan.fastRecovery;
  const rounds: ChanRound[] = [];

  // Slow start, eqs. (5)-(8): round k sends N 2^k and lasts T, so rounds a … b send
  // N (2^b - 2^a) = N 2^a (2^(b - a) - 1) (eq. 5 is this from 0 to U_SS).
  const ssCuts = cutsFromEnd(ss.U_SS, Infinity, 1);
  for (let k = 0; k + 1 < ssCuts.length; k++) {
    const [a, b] = [ssCuts[k], ssCuts[k + 1]];
    const packets = N * 2 ** a * Math.expm1((b - a) * Math.LN2);
    rounds.push({
      phase: 'slow-start',
      part: 'slow-start',
      from: a,
      weight: b - a,
      window: packets / (b - a),
      packets,
      start: T * a,
      duration: T * (b - a),
    });
  }
  let t = T * ss.U_SS;

  // Congestion avoidance, eqs. (9)-(14): round x has W/2 + x N, so rounds a … b send
  // (b - a)(W/2 + N (a + b - 1)/2) (eq. 10 is this from 0 to U_CA + 1). The first
  // e = (B T - Q)/(2N) + 1 rounds last T (eq. 11); the queueing round j = 1 … Q/N (at x = e + j - 1)
  // lasts T + j N/B, so queueing rounds y_a … y_b last (y_b - y_a)(T + (N/B)(y_a + y_b + 1)/2)
  // (eq. 12 is this from 0 to Q/N); the last round lasts (B T + Q)/B (eq. 13).
  const n = ca.U_CA + 1;
  const e = ca.emptyQueueRounds;
  const queueTime = (ya: number, yb: number) => (yb - ya) * (T + ((N / B) * (ya + yb + 1)) / 2);
  let emptyQueue = 0;
  let queueing = 0;
  if (e < 0) {
    const untimed = queueTime(0, -e);
    rounds.push({
      phase: 'congestion-avoidance',
      part: 'timed-only',
      from: e,
      weight: -e,
      window: Number.NaN,
      packets: 0,
      start: t,
      duration: untimed,
    });
    queueing += untimed;
    t += untimed;
  }
  const group = n > maxRounds ? Math.ceil((n - 2) / Math.max(1, maxRounds - 2)) : 1;
  const caCuts = cutsFromEnd(n, 2, group);
  for (let k = 0; k + 1 < caCuts.length; k++) {
    const [a, b] = [caCuts[k], caCuts[k + 1]];
    const last = k + 2 === caCuts.length;
    const packets = (b - a) * (W / 2 + (N * (a + b - 1)) / 2);
    const empty = T * Math.max(0, Math.min(b, e) - a);
    const queue = last ? 0 : queueTime(Math.max(0, a - e), Math.max(0, b - e));
    const duration = last ? ca.t_Q : empty + queue;
    emptyQueue += empty;
    queueing += queue;
    rounds.push({
      phase: 'congestion-avoidance',
      part: last ? 'full-queue' : b <= e ? 'empty-queue' : 'queueing',
      from: a,
      weight: b - a,
      window: packets / (b - a),
      packets,
      start: t,
      duration,
    });
    t += duration;
  }

  // Fast retransmit and recovery, eqs. (15)-(16): one round of (B T + Q)/B sending
  // B T + Q + N - V N - X N.
  rounds.push({
    phase: 'fast-recovery',
    part: 'recovery',
    from: 0,
    weight: 1,
    window: ff.Y_FF,
    packets: ff.Y_FF,
    start: t,
    duration: ff.T_FF,
  });

  const totals = (phase: ChanPhaseName): ChanPhaseTotals => {
    const mine = rounds.filter((r) => r.phase === phase);
    return {
      rounds: mine.reduce((s, r) => s + (r.part === 'timed-only' ? 0 : r.weight), 0),
      packets: mine.reduce((s, r) => s + r.packets, 0),
      duration: mine.reduce((s, r) => s + r.duration, 0),
    };
  };
  const ssTotals = totals('slow-start');
  const caTotals = totals('congestion-avoidance');
  const ffTotals = totals('fast-recovery');
  const cycle = {
    packets: caTotals.packets + ffTotals.packets,
    duration: caTotals.duration + ffTotals.duration,
  };
  const m = chan.m;
  const Y = m === null ? null : ssTotals.packets + m * cycle.packets;
  const A = m === null ? null : ssTotals.duration + m * cycle.duration;
  return {
    rounds,
    slowStart: {
      ...ssTotals,
      endedBy: ss.endedBy,
      lastWindow: N * ss.windowAtEnd,
    },
    congestionAvoidance: {
      ...caTotals,
      firstWindow: W / 2,
      lastWindow: W + N,
      // a round that straddles B T (position e) counts in both
      emptyQueue,
      queueing,
      fullQueue: ca.t_Q,
    },
    fastRecovery: ffTotals,
    cycle,
    W,
    m,
    Y,
    A,
    throughput: Y !== null && A !== null ? Y / A : cycle.packets / cycle.duration,
  };
}
