import { describe, expect, it } from 'vitest';
import { PacketSimulation } from '../../../src/engines/packet/simulation';
import { DropTail } from '../../../src/engines/packet/queues/dropTail';
import { LinkServer } from '../../../src/engines/packet/queues/linkServer';

/**
 * Hand calculations on the dumbbell with one flow, a buffer that never fills and a small window.
 * Links: access 100 Mb/s, bottleneck 10 Mb/s, each of the six one-way pieces R/6 of delay.
 * Packets: 1040 bytes on the wire, ACKs and the SYN 40 bytes (no SACK block without loss).
 */
const R = 0.1;
const C = 10e6;
const tx = (bytes: number, bps: number) => (8 * bytes) / bps;
const txData = tx(1040, 10 * C); // access link
const txDataB = tx(1040, C); // bottleneck
const txSmall = tx(40, 10 * C);
const txSmallB = tx(40, C);
/** RTT of a data packet when nothing queues: serialization on every link, both ways, plus R. */
const rttData = 2 * txData + txDataB + 2 * txSmall + txSmallB + R;
const rttSyn = 4 * txSmall + 2 * txSmallB + R;

function oneFlow(wmax: number, duration: number, warmup = 0): PacketSimulation {
  return new PacketSimulation({
    n: 1,
    rtt: [R],
    capacity: C,
    buffer: 1000,
    wmax,
    start: [0.5],
    duration,
    warmup,
    traceInterval: 0,
  });
}

describe('one flow, window-limited, no loss (exact)', () => {
  it('with wmax = 2, the packets that left the bottleneck by time T match the hand count', () => {
    // SYN leaves the bottleneck after its access link; its ACK arrives at a = 0.5 + rttSyn.
    // Packets 1 and 2 are sent at a and leave the bottleneck back to back at p1 and p1 + txDataB;
    // each ACK releases one packet, so packet 2k+1 starts at p1 + k rttData, 2k+2 txDataB later.
    const synStart = 0.5 + txSmall + R / 6;
    const a = 0.5 + rttSyn;
    const p1 = a + txData + R / 6;
    const count = (T: number) => {
      let k = 0;
      if (synStart <= T) k++;
      if (p1 <= T) k += Math.floor((T - p1) / rttData) + 1;
      if (p1 + txDataB <= T) k += Math.floor((T - p1 - txDataB) / rttData) + 1;
      return k;
    };
    for (const T of [0.55, 0.62, 1.2345, 7.777, 30.3]) {
      // no departure within a microsecond of T (the hand formula and the engine round differently)
      const near = (x: number) => Math.abs(((T - x) / rttData) % 1) * rttData < 1e-6;
      expect(near(p1) || near(p1 + txDataB)).toBe(false);
      const sim = oneFlow(2, T);
      expect(sim.run().packets, `T = ${T}`).toBe(count(T));
    }
  });

  it('with wmax = 10, throughput is wmax packets of 1040 bytes per RTT (bits on the wire)', () => {
    const s = oneFlow(10, 65, 5).run();
    const expected = (10 * 1040 * 8) / rttData / C;
    // the window pattern repeats every rttData: the 60 s window holds 60/rttData windows ± one
    const tol = (10 * 1040 * 8) / (C * 60);
    expect(Math.abs(s.utilization - expected)).toBeLessThanOrEqual(tol);
    // one flow: its throughput is the link's (Mbit/s)
    expect(s.flows[0].throughput).toBeCloseTo((s.utilization * C) / 1e6, 12);
    expect(s.drops).toBe(0);
    expect(s.timeouts).toBe(0);
  });

  it('time-average cwnd is wmax once the window is capped (exact integral)', () => {
    const s = oneFlow(10, 20, 10).run();
    expect(s.flows[0].cwnd).toBe(10);
  });
});

describe('DropTail (ns-2 queue/drop-tail.cc)', () => {
  it('a buffer of B counts the packet in transmission: a burst into an idle link keeps B', () => {
    for (const B of [2, 3, 5, 20]) {
      const server = new LinkServer(C, 0, 1, 0);
      const q = new DropTail(B);
      let accepted = 0;
      for (let k = 0; k < 50; k++) {
        server.advance(1);
        if (!q.drops(server)) {
          server.accept(1, 1040, 0);
          accepted++;
        }
      }
      expect(accepted, `B = ${B}`).toBe(B);
      expect(server.waitingPackets()).toBe(B - 1);
    }
  });

  it('space frees when a transmission ends, not before (a packet ending exactly now still counts)', () => {
    const server = new LinkServer(C, 0, 1, 0);
    const q = new DropTail(2);
    server.accept(0, 1040, 0); // in transmission until txDataB
    server.accept(0, 1040, 0); // waiting
    server.advance(txDataB);
    expect(q.drops(server)).toBe(true); // the first still ends at txDataB: 1 waiting
    server.advance(txDataB * 1.5);
    expect(q.drops(server)).toBe(false);
  });
});
