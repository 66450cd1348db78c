import { Coverage, Outstanding } from './seqSpace';
import { BoundedSeries, ByteBins } from './series';
import { FIN, SYN, type TcpSegment } from './segment';

/**
 * Without any RTT sample, retransmissions closer than this (s) to the last loss event belong to
 * it: Linux's minimum retransmission timeout, the shortest time a sender waits to resend.
 */
export const LOSS_GROUPING_WITHOUT_RTT = 0.2;
/** loss events kept per direction at most */
const LOSS_EVENTS_CAP = 100_000;

/**
 * One direction of a connection, as its sender's segments and the peer's ACKs show it from the
 * capture point. Positions are unwrapped sequence numbers relative to `base` (the ISN when the
 * SYN was captured, else the first sequence number seen), so 32-bit wraparound is handled as
 * long as consecutive segments are less than 2 GiB apart in sequence space.
 */
export class Direction {
  hasBase = false;
  base = 0;
  synSeen = false;
  isn = 0;
  /** the MSS option of this side's SYN, -1 without */
  mssOption = -1;
  tsOption = false;
  maxSegment = 0;
  /** highest sequence-space end sent: the reference for unwrapping */
  hi = 0;
  dataLo = Infinity;
  dataMax = -Infinity;
  /** highest ACK the peer sent for this direction */
  ackMax = -Infinity;
  /** the window this side last advertised (unscaled), -1 before any packet */
  lastWindow = -1;
  packets = 0;
  bytes = 0;
  retransmissions = 0;
  readonly coverage = new Coverage();
  readonly outstanding = new Outstanding();
  rttCount = 0;
  rttMin = Infinity;
  rttMax = -Infinity;
  rttSum = 0;
  /** smoothed RTT (s), RFC 6298's gain of 1/8, for grouping retransmissions into loss events */
  srtt = 0;
  readonly lossEvents: number[] = [];
  rttSeries: BoundedSeries | null = null;
  flightSeries: BoundedSeries | null = null;
  bins: ByteBins | null = null;
  /** bytes in flight, and the integral of it over time since `origin` */
  flight = 0;
  private flightT: number;
  flightArea = 0;

  constructor(
    readonly endpoint: string,
    private readonly origin: number,
  ) {
    this.flightT = origin;
  }

  /** position of a 32-bit sequence (or acknowledgement) number of this direction */
  unwrap(seq: number): number {
    return this.hi + ((seq - ((this.base + this.hi) >>> 0)) | 0);
  }

  /** A segment this side sent; `peer` is the other direction (for its advertised window). */
  send(seg: TcpSegment, peer: Direction): void {
    this.packets++;
    const syn = (seg.flags & SYN) !== 0 ? 1 : 0;
    const fin = (seg.flags & FIN) !== 0 ? 1 : 0;
    if (syn) {
      if (!this.synSeen) {
        this.synSeen = true;
        this.isn = seg.seq;
      }
      if (seg.mss > 0) this.mssOption = seg.mss;
      this.tsOption = seg.tsval >= 0;
    }
    if (!this.hasBase) {
      this.hasBase = true;
      this.base = seg.seq;
    }
    const len = seg.payload + syn + fin;
    if (len === 0) return;
    // Like tcptrace, a segment sent into a zero window is a window probe, not a retransmission;
    // its bytes count when sent again once the window opens.
    if (!syn && peer.packets > 0 && peer.lastWindow === 0) return;
    const t = seg.t;
    const start = this.unwrap(seg.seq);
    const end = start + len;
    this.outstanding.send(start, end, t, this.coverage);
    if (syn) this.coverage.add(start, start + 1);
    if (fin) this.coverage.add(end - 1, end);
    if (end > this.hi) this.hi = end;
    if (seg.payload === 0) return;
    const ds = start + syn;
    const de = ds + seg.payload;
    const again = this.coverage.add(ds, de);
    const fresh = seg.payload - again;
    if (seg.payload > this.maxSegment) this.maxSegment = seg.payload;
    if (again > 0) this.retransmitted(t);
    if (fresh > 0) {
      this.bytes += fresh;
      (this.bins ??= new ByteBins(this.origin)).add(t, fresh);
    }
    if (ds < this.dataLo) this.dataLo = ds;
    if (de > this.dataMax) this.dataMax = de;
    this.updateFlight(t);
  }

  /** An ACK from the peer up to `ack` (32-bit) at t. */
  ackIn(ack: number, t: number): void {
    if (!this.hasBase) return;
    const a = this.unwrap(ack);
    const sample = this.outstanding.ack(a, t);
    if (sample >= 0) this.rttSample(sample, t);
    if (a > this.ackMax) {
      this.ackMax = a;
      this.updateFlight(t);
    }
  }

  /** closes the flight's integral at the connection's end */
  finish(end: number): void {
    if (end > this.flightT) this.flightArea += this.flight * (end - this.flightT);
    this.flightT = Math.max(this.flightT, end);
  }

  private retransmitted(t: number): void {
    this.retransmissions++;
    // A retransmission more than one RTT after the last loss event's start opens a new event;
    // closer ones are the same recovery (more holes of the same window, or the same hole again).
    const window = this.rttCount > 0 ? this.srtt : LOSS_GROUPING_WITHOUT_RTT;
    const last = this.lossEvents.length > 0 ? this.lossEvents[this.lossEvents.length - 1] : NaN;
    if (!(t - last <= window) && this.lossEvents.length < LOSS_EVENTS_CAP) this.lossEvents.push(t);
  }

  private rttSample(s: number, t: number): void {
    this.rttCount++;
    if (s < this.rttMin) this.rttMin = s;
    if (s > this.rttMax) this.rttMax = s;
    this.rttSum += s;
    this.srtt = this.rttCount === 1 ? s : 0.875 * this.srtt + 0.125 * s;
    (this.rttSeries ??= new BoundedSeries('mean')).add(t, s * 1000);
  }

  /** bytes in flight: the highest data sent less the highest ACK, never below the first byte */
  private updateFlight(t: number): void {
    const f =
      this.dataMax > this.dataLo
        ? Math.max(0, this.dataMax - Math.max(this.ackMax, this.dataLo))
        : 0;
    if (f === this.flight) return;
    if (t > this.flightT) {
      this.flightArea += this.flight * (t - this.flightT);
      this.flightT = t;
    }
    this.flight = f;
    (this.flightSeries ??= new BoundedSeries('max')).add(t, f);
  }
}
