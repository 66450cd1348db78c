/**
 * TCP connections from captured segments, counted as tcptrace counts them (so its `-l -r` output
 * is the reference the tests hold this to):
 *
 * - unique bytes: payload sequence space covered at least once; a retransmission counts once;
 * - retransmissions: data segments that overlap sequence space sent before (tcptrace's "rexmt
 *   data pkts"; tcptrace also counts a resent bare SYN or FIN, this does not);
 * - RTT samples: an ACK gives one for the transmission it ends exactly (SYN and FIN included,
 *   as in tcptrace), unless that was retransmitted (Karn) or something below it was sent after
 *   it; segments acknowledged cumulatively give none.
 *
 * Every time is the capture point's. At the sender (the common case) a data -> ACK time is the
 * path's round trip; at the receiver it is only the receiver's ACK delay, which tcptrace reports
 * all the same: this reader does too, and adds a note when the handshake shows the capture was
 * taken next to a direction's receiver.
 */
import type { TraceConnection } from '../types';
import { Direction } from './direction';
import { ACK, SYN, endpointText, type TcpSegment } from './segment';
import { summarize } from './summary';

type Key = number | string;

/** One TCP connection: `a` is the side of its first captured packet. */
interface Connection {
  aKey: Key;
  a: Direction;
  b: Direction;
  start: number;
  end: number;
  /** handshake times: the SYN, the SYN-ACK, the client's first ACK after it (NaN until seen) */
  synT: number;
  synAckT: number;
  ackT: number;
  /** the side that sent the SYN */
  client: Direction | null;
}

/**
 * The handshake tells where the capture was taken: next to the client, the SYN -> SYN-ACK gap is
 * the round trip and SYN-ACK -> ACK is short; next to the server, the other way round. A
 * direction whose receiver is the near end has RTT samples that are only the receiver's ACK
 * delays; this much imbalance (and at least this absolute gap, s) is needed to say so.
 */
const SIDE_RATIO = 4;
const SIDE_MIN_GAP = 0.001;

/** Reads TCP segments, one at a time, into connections. */
export class ConnectionTracker {
  private readonly table = new Map<Key, Map<Key, Connection>>();
  private readonly all: Connection[] = [];

  segment(seg: TcpSegment): void {
    const srcLow = seg.srcKey < seg.dstKey;
    const lo = srcLow ? seg.srcKey : seg.dstKey;
    const hi = srcLow ? seg.dstKey : seg.srcKey;
    let inner = this.table.get(lo);
    if (!inner) this.table.set(lo, (inner = new Map()));
    let c = inner.get(hi);
    const t = seg.t;
    // A SYN with another ISN on a known 4-tuple is a new connection reusing the ports.
    if (c && (seg.flags & (SYN | ACK)) === SYN) {
      const d = c.aKey === seg.srcKey ? c.a : c.b;
      if (d.synSeen && d.isn !== seg.seq) c = undefined;
    }
    if (!c) {
      c = {
        aKey: seg.srcKey,
        a: new Direction(endpointText(seg.buf, seg.srcAddrOff, seg.v6, seg.srcPort), t),
        b: new Direction(endpointText(seg.buf, seg.dstAddrOff, seg.v6, seg.dstPort), t),
        start: t,
        end: t,
        synT: NaN,
        synAckT: NaN,
        ackT: NaN,
        client: null,
      };
      inner.set(hi, c);
      this.all.push(c);
    }
    const fromA = c.aKey === seg.srcKey;
    const d = fromA ? c.a : c.b;
    const peer = fromA ? c.b : c.a;
    if (t < c.start) c.start = t;
    if (t > c.end) c.end = t;
    this.handshake(c, d, seg);
    d.send(seg, peer);
    if ((seg.flags & ACK) !== 0) peer.ackIn(seg.ack, t);
    d.lastWindow = seg.window;
  }

  /** the connections' directions that carried data, by start time; notes about them */
  finish(): { connections: TraceConnection[]; notes: string[] } {
    const out: TraceConnection[] = [];
    const notes: string[] = [];
    const conns = this.all.slice().sort((x, y) => x.start - y.start);
    for (const c of conns) {
      for (const [d, peer] of [
        [c.a, c.b],
        [c.b, c.a],
      ] as const) {
        if (d.bytes === 0) continue;
        out.push(summarize(d, peer, c.start, c.end));
        const note = receiverSideNote(c, d, peer);
        if (note) notes.push(note);
      }
    }
    return { connections: out, notes };
  }

  private handshake(c: Connection, d: Direction, seg: TcpSegment): void {
    const f = seg.flags & (SYN | ACK);
    if (f === SYN && Number.isNaN(c.synT)) {
      c.synT = seg.t;
      c.client = d;
    } else if (f === (SYN | ACK) && Number.isNaN(c.synAckT) && c.client && c.client !== d) {
      c.synAckT = seg.t;
    } else if (f === ACK && d === c.client && Number.isNaN(c.ackT) && !Number.isNaN(c.synAckT)) {
      c.ackT = seg.t;
    }
  }
}

function receiverSideNote(c: Connection, d: Direction, peer: Direction): string | null {
  if (!c.client || Number.isNaN(c.ackT) || d.rttCount === 0) return null;
  const toServer = c.synAckT - c.synT; // the round trip when captured at the client
  const toClient = c.ackT - c.synAckT; // the round trip when captured at the server
  const atClient = toServer > SIDE_RATIO * toClient && toServer - toClient > SIDE_MIN_GAP;
  const atServer = toClient > SIDE_RATIO * toServer && toClient - toServer > SIDE_MIN_GAP;
  const receiverIsNear = (d === c.client && atServer) || (d !== c.client && atClient);
  if (!receiverIsNear) return null;
  const rtt = (Math.max(toServer, toClient) * 1000).toFixed(1);
  return (
    `${d.endpoint} -> ${peer.endpoint}: the capture was taken next to the receiver (the ` +
    `handshake's round trip, ${rtt} ms, shows on the other side), so its RTT samples are the ` +
    `receiver's ACK delays, not the path's round trip`
  );
}
