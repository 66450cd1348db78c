import { describe, expect, it } from 'vitest';
import { AckPool } from '../../../src/engines/packet/tcp/ackPool';
import { TcpReceiver } from '../../../src/engines/packet/tcp/receiver';
import { RttEstimator } from '../../../src/engines/packet/tcp/rttEstimator';
import { SackScoreboard } from '../../../src/engines/packet/tcp/sackScoreboard';

/** Feeds packets to a receiver; returns each ACK as [cumulative ack, ...blocks as [l, r)]. */
function acks(r: TcpReceiver, seqs: number[]): [number, ...[number, number][]][] {
  const pool = new AckPool(3);
  return seqs.map((s) => {
    r.receive(s);
    const slot = pool.alloc();
    r.writeAck(pool, slot, s);
    const out: [number, ...[number, number][]] = [pool.ackNo[slot]];
    for (let k = 0; k < pool.blockCount[slot]; k++) {
      out.push([
        pool.blocks[slot * pool.stride + 2 * k],
        pool.blocks[slot * pool.stride + 2 * k + 1],
      ]);
    }
    expect(pool.bytes[slot]).toBe(40 + 8 * pool.blockCount[slot]);
    pool.release(slot);
    return out;
  });
}

describe('TcpReceiver (ns-2 TCPSink / Sacker)', () => {
  it('acknowledges the highest in-order packet; a plain sink sends no SACK blocks', () => {
    expect(acks(new TcpReceiver(0, 40), [0, 1, 3, 4, 2])).toEqual([[0], [1], [1], [1], [4]]);
  });

  it('SACK: the block holding the new packet first, then the most recent older ones', () => {
    const r = new TcpReceiver(3, 40);
    // 0..4 in order; 5 lost; 6, 7; 9 lost; 10; 12
    const got = acks(r, [0, 1, 2, 3, 4, 6, 7, 10, 12]);
    expect(got.slice(5)).toEqual([
      [4, [6, 7]],
      [4, [6, 8]], // the stack's [6, 7) is covered by the new block: dropped
      [4, [10, 11], [6, 8]],
      [4, [12, 13], [10, 11], [6, 8]],
    ]);
    // 5 arrives: the cumulative ACK moves to 7 (8 is missing); everything up to the next hole is
    // covered, so the stack's [6, 8) goes; [12, 13) and [10, 11) remain
    expect(acks(r, [5])).toEqual([[7, [12, 13], [10, 11]]]);
    // 8, 9 and 11 fill the holes one by one; with no hole left there is no block
    expect(acks(r, [8, 9, 11])).toEqual([[8, [12, 13], [10, 11]], [10, [12, 13]], [12]]);
  });

  it('counts a packet received twice as a duplicate', () => {
    const r = new TcpReceiver(3, 40);
    r.receive(0);
    r.receive(2);
    expect(r.isDup).toBe(false);
    r.receive(2);
    expect(r.isDup).toBe(true);
    r.receive(0);
    expect(r.isDup).toBe(true);
    expect(r.receive(1)).toBe(2); // delivers 1 and 2 in order
  });
});

describe('SackScoreboard (ns-2 ScoreBoardRQ)', () => {
  const blocks = (...b: [number, number][]) => Int32Array.from(b.flat());

  it('holes are the unSACKed numbers below the highest SACKed block, each retransmitted once', () => {
    const sb = new SackScoreboard();
    sb.update(9, blocks([11, 13]), 0, 1); // 10 missing
    expect(sb.changed).toBe(true);
    sb.update(9, blocks([15, 16], [11, 13]), 0, 2); // 13, 14 missing
    expect(sb.nextRetran()).toBe(10);
    sb.markRetran(10);
    expect(sb.nextRetran()).toBe(13);
    sb.markRetran(13);
    expect(sb.nextRetran()).toBe(14);
    sb.markRetran(14);
    expect(sb.nextRetran()).toBe(-1); // nothing SACKed above 16
    sb.update(9, blocks([15, 16]), 0, 1);
    expect(sb.changed).toBe(false); // nothing new
  });

  it('a cumulative ACK clears the blocks below it', () => {
    const sb = new SackScoreboard();
    sb.update(9, blocks([11, 13], [15, 18]), 0, 2);
    sb.update(13, blocks([15, 18]), 0, 1);
    expect(sb.changed).toBe(true);
    expect(sb.isSacked(12)).toBe(false);
    expect(sb.isSacked(16)).toBe(true);
    expect(sb.nextRetran()).toBe(14);
    sb.clear();
    expect(sb.nextRetran()).toBe(-1);
  });
});

describe('RttEstimator (ns-2 rtt_update / rtt_timeout / rtt_backoff)', () => {
  const cfg = { tick: 0.01, minRto: 0.2, maxRto: 60, initRto: 3 };

  it('starts at rtxcur_init_ = 3 s', () => {
    expect(new RttEstimator(cfg, 0).timeout()).toBe(3);
  });

  it('first sample m ticks: srtt = m, rttvar = m/2, RTO = srtt + 4 rttvar = 3m ticks', () => {
    const e = new RttEstimator(cfg, 0);
    e.update(0.1033, 10.2049); // sent at 10.1016: the ticks 10.11 ... 10.20 are crossed
    expect(e.tRtt).toBe(10);
    expect(e.tSrtt).toBe(80); // 8 × 10
    expect(e.tRttvar).toBe(20); // 4 × 5
    expect(e.timeout()).toBeCloseTo(0.3, 12);
    // second sample 12 ticks: srtt += 12 - 10 -> 82; rttvar += |2| - 20/4 -> 17
    e.update(0.1233, 20.0049);
    expect(e.tRtt).toBe(12);
    expect(e.tSrtt).toBe(82);
    expect(e.tRttvar).toBe(17);
    expect(e.timeout()).toBeCloseTo(0.27, 12); // (8 × 17 + 82) >> 3 = 27 ticks
  });

  it('clamps at minrto before backing off, doubles per backoff, caps at maxrto', () => {
    const e = new RttEstimator(cfg, 0);
    e.update(0.0333, 1.0049); // 3 ticks -> RTO 9 ticks = 0.09 s < minrto
    expect(e.timeout()).toBe(0.2);
    e.backoff();
    expect(e.timeout()).toBe(0.4);
    for (let k = 0; k < 12; k++) e.backoff();
    expect(e.timeout()).toBe(60);
  });

  it('counts the tick boundaries crossed on the agent clock shifted by boot_time_', () => {
    // the same 0.1033 s flight: 10.1016 -> 10.2049 crosses 10 ticks; shifted by 6 ms,
    // 10.1076 -> 10.2109 crosses 11 (10.11 ... 10.21)
    const e = new RttEstimator(cfg, 0.006);
    e.update(0.1033, 10.2049);
    expect(e.tRtt).toBe(11);
  });
});
