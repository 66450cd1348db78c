import { describe, expect, it } from 'vitest';
import type { Flavour } from '../../../src/engines/packet/params';
import { PacketSimulation } from '../../../src/engines/packet/simulation';
import { CWND_ACTION_EXITED } from '../../../src/engines/packet/tcp/sender';

/**
 * One flow, buffer never full, window capped at `wmax`: the only losses are the scripted ones, so
 * each flavour's response can be checked against ns-2's rules (tcp.cc, tcp-reno.cc,
 * tcp-newreno.cc, tcp-sack1.cc). By seq 100 slow start has ended at cwnd = wmax = 40, so the
 * window in use at the loss is 40 and one halving gives cwnd = ssthresh = 20.
 */
function flow(flavour: Flavour, drops: { seq: number; count?: number }[], wmax = 40) {
  return new PacketSimulation(
    {
      n: 1,
      rtt: [0.1],
      capacity: 10e6,
      buffer: 1000,
      wmax,
      flavour,
      start: [0.5],
      duration: 30,
      warmup: 0,
      traceInterval: 0,
    },
    { scriptedDrops: drops.map((d) => ({ flow: 0, ...d })) },
  );
}

/** Steps until `cond` holds (or the run ends). */
function stepUntil(sim: PacketSimulation, cond: () => boolean): void {
  while (!cond() && sim.step());
}

describe('loss recovery after scripted drops (ns-2 semantics)', () => {
  it('tahoe: fast retransmit halves ssthresh and goes back to slow start with cwnd = 1', () => {
    const sim = flow('tahoe', [{ seq: 100 }]);
    const s = sim.senders[0];
    stepUntil(sim, () => s.fastRetransmits === 1);
    expect(s.w.cwnd).toBe(1);
    expect(s.w.ssthresh).toBe(20);
    expect(s.tSeqno).toBe(101); // go back N: the next packet out is the lost one (100 was just sent)
    const end = sim.run();
    expect(end.timeouts).toBe(0);
    expect(end.fastRetransmits).toBe(1);
  });

  it('reno: halves once (cwnd = ssthresh = 20) and leaves recovery on the first new ACK', () => {
    const sim = flow('reno', [{ seq: 100 }]);
    const s = sim.senders[0];
    stepUntil(sim, () => s.fastRetransmits === 1);
    expect(s.w.cwnd).toBe(20);
    expect(s.w.ssthresh).toBe(20);
    stepUntil(sim, () => s.highestAck >= 100);
    expect(s.lastCwndAction).toBe(CWND_ACTION_EXITED);
    expect(s.w.cwnd).toBe(20 + 1 / 20); // deflated, then one congestion-avoidance step
    const end = sim.run();
    expect(end.timeouts).toBe(0);
    expect(end.retransmits).toBe(1);
  });

  it('reno cannot repair a second loss of the same window without a timeout; newreno can', () => {
    const drops = [{ seq: 100 }, { seq: 110 }];
    const reno = flow('reno', drops).run();
    expect(reno.timeouts).toBe(1);
    const newreno = flow('newreno', drops).run();
    expect(newreno.timeouts).toBe(0);
    expect(newreno.fastRetransmits).toBe(1); // one window reduction for the two losses
    expect(newreno.retransmits).toBe(2); // the partial ACK retransmits the second hole
  });

  it('sack: one reduction for three losses, and only the three holes are sent again', () => {
    const sim = flow('sack', [{ seq: 100 }, { seq: 105 }, { seq: 110 }]);
    const s = sim.senders[0];
    const sack = s as unknown as { fastRecov: boolean };
    stepUntil(sim, () => s.fastRetransmits === 1);
    expect(s.w.cwnd).toBe(20);
    stepUntil(sim, () => !sack.fastRecov);
    expect(s.w.cwnd).toBe(20); // no growth on the ACK that ends recovery (tcp-sack1.cc)
    expect(s.w.ssthresh).toBe(20);
    const end = sim.run();
    expect(end.retransmits).toBe(3);
    expect(end.fastRetransmits).toBe(1);
    expect(end.timeouts).toBe(0);
  });

  it('losing a whole window needs the timer; the RTO doubles at each further loss', () => {
    // wmax = 10: packets 50..59 are all in flight when ACK 49 arrives; all are lost, and the
    // retransmission of 50 is lost twice more.
    const drops: { seq: number; count?: number }[] = [{ seq: 50, count: 3 }];
    for (let q = 51; q < 60; q++) drops.push({ seq: q });
    const sim = flow('sack', drops, 10);
    const s = sim.senders[0];
    stepUntil(sim, () => s.highestAck >= 49);
    // RTT ≈ 0.101 s measured in 10 ms ticks: srtt + 4 rttvar stays below minrto = 0.2 s
    expect(s.rtt.tRtxcur).toBeLessThan(0.2);
    const times: number[] = [];
    for (let k = 1; k <= 3; k++) {
      stepUntil(sim, () => s.timeouts === k);
      times.push(sim.now);
      expect(s.w.cwnd).toBe(1);
    }
    expect(times[1] - times[0]).toBeCloseTo(0.4, 9); // minrto 0.2 × backoff 2
    expect(times[2] - times[1]).toBeCloseTo(0.8, 9); // × 4
    expect(s.w.ssthresh).toBe(2); // halved from 10 at the first timeout, then from 1 (at least 2)
    const end = sim.run();
    expect(end.timeouts).toBe(3);
    expect(s.rtt.tBackoff).toBe(1); // reset by the first new RTT measurement
    expect(s.highestAck).toBeGreaterThan(1000); // the transfer went on
  });
});
