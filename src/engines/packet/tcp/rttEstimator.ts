/**
 * ns-2 2.35's retransmission-timer arithmetic (tcp.cc: rtt_init, rtt_update, rtt_timeout,
 * rtt_backoff), in integer clock ticks as BSD does: t_srtt_ holds 8 × srtt and t_rttvar_ 4 × rttvar
 * (T_SRTT_BITS 3, T_RTTVAR_BITS 2), RTO = (srtt + 4 rttvar) ticks, clamped below by minrto_ before
 * the backoff (RFC 2988, rfc2988_ true), above by maxrto_, and to at least two ticks.
 */
export interface RtoConfig {
  /** tcp_tick_, s */
  tick: number;
  minRto: number;
  maxRto: number;
  /** rtxcur_init_, s: the RTO before any measurement */
  initRto: number;
}

const SRTT_BITS = 3;
const RTTVAR_BITS = 2;
const RTTVAR_EXP = 2;

export class RttEstimator {
  /** last measured RTT in ticks */
  tRtt = 0;
  /** 8 × smoothed RTT, ticks */
  tSrtt: number;
  /** 4 × RTT variation, ticks */
  tRttvar: number;
  /** srtt + 4 rttvar, s */
  tRtxcur: number;
  /** exponential backoff multiplier (1, 2, 4 ...) */
  tBackoff = 1;

  constructor(
    private readonly cfg: RtoConfig,
    /**
     * ns-2 boot_time_: the agent's clock phase, uniform in [0, tick) (Random::uniform(tcp_tick_)).
     * A measured RTT counts the tick boundaries the packet's flight crosses on this clock.
     */
    readonly bootTime: number,
  ) {
    // rtt_init(): srtt_init_ 0, rttvar_init_ 12 s
    this.tSrtt = Math.trunc(0 / cfg.tick) << SRTT_BITS;
    this.tRttvar = Math.trunc(12 / cfg.tick) << RTTVAR_BITS;
    this.tRtxcur = cfg.initRto;
  }

  /** rtt_update(tao): one RTT measurement `tao` (s) ending at `now`. */
  update(tao: number, now: number): void {
    const tick = this.cfg.tick;
    const sendTime = now - tao + this.bootTime;
    const tickoff = sendTime % tick; // C fmod
    this.tRtt = Math.trunc((tao + tickoff) / tick);
    if (this.tRtt < 1) this.tRtt = 1;
    if (this.tSrtt !== 0) {
      // `register short delta` in ns-2: 16-bit arithmetic
      let delta = ((this.tRtt - (this.tSrtt >> SRTT_BITS)) << 16) >> 16;
      if ((this.tSrtt += delta) <= 0) this.tSrtt = 1;
      if (delta < 0) delta = -delta;
      delta -= this.tRttvar >> RTTVAR_BITS;
      if ((this.tRttvar += delta) <= 0) this.tRttvar = 1;
    } else {
      this.tSrtt = this.tRtt << SRTT_BITS;
      this.tRttvar = this.tRtt << (RTTVAR_BITS - 1);
    }
    this.tRtxcur =
      (((this.tRttvar << (RTTVAR_EXP + (SRTT_BITS - RTTVAR_BITS))) + this.tSrtt) >> SRTT_BITS) *
      tick;
  }

  /** rtt_timeout(): the current RTO in seconds, backoff included. */
  timeout(): number {
    const c = this.cfg;
    let t = this.tRtxcur < c.minRto ? c.minRto * this.tBackoff : this.tRtxcur * this.tBackoff;
    if (t > c.maxRto) t = c.maxRto;
    if (t < 2 * c.tick) t = 2 * c.tick;
    return t;
  }

  /** rtt_backoff(): double the RTO (while it stays below maxrto_); forget srtt after 8 backoffs. */
  backoff(): void {
    if (this.tBackoff < 64 || this.timeout() < this.cfg.maxRto) this.tBackoff *= 2;
    if (this.tBackoff > 8) {
      this.tRttvar += this.tSrtt >> SRTT_BITS;
      this.tSrtt = 0;
    }
  }

  /** The smoothed RTT in seconds (0 before the first measurement). */
  srttSeconds(): number {
    return (this.tSrtt >> SRTT_BITS) * this.cfg.tick;
  }
}
