import { multcpConfig, slowStartCatchUpRtts, type MulTcpConfig } from './rules';

/**
 * Paper 004's Sec. 4.1 slow start, round by round: in each RTT a window of w packets is sent and its
 * floor(w) ACKs come back; MulTCP(N) adds 2 per ACK while cwnd < w_N, then 1 (the rules module's
 * ackIncrement), one TCP adds 1 per ACK. From one packet, MulTCP has 3^k after k RTTs and N TCPs
 * have N 2^k between them: equal after k_N = log N / (log 3 - log 2) RTTs, at w_N = 3^{k_N}.
 *
 * A round is computed in one step rather than ACK by ACK (a window of 10^8 packets would be 10^8
 * calls): the ACKs that see cwnd < w_N are the first ceil((w_N - w)/2) of them. The tests check
 * this against the rules' onAck, one ACK at a time.
 */
export interface SlowStartRound {
  /** RTTs since the first packet */
  k: number;
  /** MulTCP(N)'s window at the start of round k, packets */
  multcp: number;
  /** the N virtual TCPs' windows together: N 2^k */
  tcps: number;
}

/** The window after one round of slow start from w (ssthresh unbounded). */
export function nextRound(w: number, cfg: MulTcpConfig): number {
  const acks = Math.floor(w);
  const boosted = cfg.boostWindow > w ? Math.min(acks, Math.ceil((cfg.boostWindow - w) / 2)) : 0;
  return w + 2 * boosted + (acks - boosted);
}

/** How many rounds show the catch-up: past k_N by two, at least four. */
export const roundsFor = (n: number): number => Math.max(4, Math.ceil(slowStartCatchUpRtts(n)) + 2);

/** Rounds 0 … roundsFor(N) of MulTCP(N) and of N TCPs, each from one packet (the paper's start). */
export function slowStartRounds(n: number, rounds = roundsFor(n)): SlowStartRound[] {
  const cfg = multcpConfig({ n, initialWindow: 1 });
  const one = multcpConfig({ n: 1, initialWindow: 1 });
  const out: SlowStartRound[] = [];
  let w = cfg.initialWindow;
  let tcp = one.initialWindow;
  for (let k = 0; k <= rounds; k++) {
    out.push({ k, multcp: w, tcps: n * tcp });
    w = nextRound(w, cfg);
    tcp = nextRound(tcp, one);
  }
  return out;
}
