import { describe, expect, it } from 'vitest';
import { PacketSimulation, type PacketEvent } from '../../../src/engines/packet/simulation';

/** Steps a run event by event, with a copy of `lastEvent` after each one. */
function events(sim: PacketSimulation, count: number): PacketEvent[] {
  const out: PacketEvent[] = [];
  for (let k = 0; k < count && sim.step(); k++) out.push({ ...sim.lastEvent! });
  return out;
}

describe('PacketSimulation.lastEvent: the event the last step processed', () => {
  it('is null before the first event, then one object refilled by every event', () => {
    const sim = new PacketSimulation({ n: 2, start: [0.1, 0.2], traceInterval: 0 });
    expect(sim.lastEvent).toBeNull();
    sim.step();
    const first = sim.lastEvent;
    expect(first).toEqual({ kind: 'start', flow: 0, seq: -1, t: 0.1 });
    sim.step();
    expect(sim.lastEvent).toBe(first); // the same object: nothing allocated per event
    expect(first).toEqual({ kind: 'data', flow: 0, seq: 0, t: sim.now }); // the SYN at the bottleneck
  });

  it('names each event: starts, data at the bottleneck, ACKs at the senders, samples, a stop', () => {
    const sim = new PacketSimulation({
      n: 2,
      start: [0, 0.05],
      stop: [null, 2],
      duration: 3,
      warmup: 1,
      traceInterval: 0.5,
    });
    const all = events(sim, 1e6);
    expect(all.length).toBe(sim.events);
    const kinds = new Set(all.map((e) => e.kind));
    for (const k of ['start', 'data', 'ack', 'sample', 'stop'] as const) expect(kinds).toContain(k);
    expect(all.filter((e) => e.kind === 'start').map((e) => e.flow)).toEqual([0, 1]);
    expect(all.find((e) => e.kind === 'stop')).toEqual({ kind: 'stop', flow: 1, seq: -1, t: 2 });
    expect(all.filter((e) => e.kind === 'sample').every((e) => e.flow === -1)).toBe(true);
    // both flows' data packets reach the bottleneck, each flow's in sending order at first
    for (const f of [0, 1]) {
      const seqs = all.filter((e) => e.kind === 'data' && e.flow === f).map((e) => e.seq);
      expect(seqs.slice(0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
    // times never go back
    for (let k = 1; k < all.length; k++) expect(all[k].t).toBeGreaterThanOrEqual(all[k - 1].t);
  });

  it("an ACK's number is the sender's highest ACK after it (no reordering here)", () => {
    const sim = new PacketSimulation({ n: 3, buffer: 8, duration: 5, warmup: 1, traceInterval: 0 });
    let acks = 0;
    while (sim.step()) {
      const e = sim.lastEvent!;
      if (e.kind !== 'ack') continue;
      acks++;
      expect(e.seq).toBe(sim.senders[e.flow].highestAck);
      expect(e.t).toBe(sim.now);
    }
    expect(acks).toBeGreaterThan(1000);
  });

  it("a queue drop is the last event's packet, of the last event's flow", () => {
    const sim = new PacketSimulation({
      n: 4,
      buffer: 5,
      duration: 20,
      warmup: 1,
      traceInterval: 0,
    });
    let drops = 0;
    let before = sim.lastDrop;
    while (sim.step()) {
      const d = sim.lastDrop;
      if (d === before) continue;
      before = d;
      if (d === null || d.cause !== 'queue') continue;
      drops++;
      expect(sim.lastEvent).toMatchObject({ kind: 'data', flow: d.flow, seq: d.seq, t: d.t });
    }
    expect(drops).toBeGreaterThan(10);
  });

  it('says the flow of an ACK queued on a finite reverse bottleneck', () => {
    const sim = new PacketSimulation({
      n: 2,
      start: [0, 0],
      reverseBuffer: 50,
      duration: 2,
      warmup: 0.5,
      traceInterval: 0,
    });
    const hops = events(sim, 1e6).filter((e) => e.kind === 'ack-hop');
    expect(hops.length).toBeGreaterThan(100);
    expect(new Set(hops.map((e) => e.flow))).toEqual(new Set([0, 1]));
  });

  it('changes nothing in the run: stepping gives the same summary as running', () => {
    const p = { n: 3, buffer: 10, duration: 20, warmup: 5, seed: 4 } as const;
    const stepped = new PacketSimulation(p);
    while (stepped.step());
    expect(stepped.summary()).toEqual(new PacketSimulation(p).run());
  });
});
