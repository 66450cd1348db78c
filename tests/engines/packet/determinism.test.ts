import { describe, expect, it } from 'vitest';
import type { PacketParams } from '../../../src/engines/packet/params';
import { PacketSimulation } from '../../../src/engines/packet/simulation';

/** Every source of randomness at once: start times, RED, random loss, the dropper's draws. */
const RANDOM: Partial<PacketParams> = {
  n: 6,
  queue: 'red',
  buffer: 30,
  loss: 0.002,
  duration: 60,
  warmup: 10,
  seed: 11,
  traceInterval: 0.05,
};

describe('deterministic replay', () => {
  it('the same parameters give the same summary, bit for bit', () => {
    const a = JSON.stringify(new PacketSimulation(RANDOM).run());
    const b = JSON.stringify(new PacketSimulation(RANDOM).run());
    expect(a).toBe(b);
    const t = { ...RANDOM, queue: 'threshold' as const, policy: 'rate-proportional' as const };
    expect(JSON.stringify(new PacketSimulation(t).run())).toBe(
      JSON.stringify(new PacketSimulation(t).run()),
    );
  });

  it('another seed gives another run', () => {
    const a = new PacketSimulation(RANDOM).run();
    const b = new PacketSimulation({ ...RANDOM, seed: 12 }).run();
    expect(a.packets).not.toBe(b.packets);
  });

  it('running in slices (a live view) or one event at a time gives the same run as one call', () => {
    const whole = new PacketSimulation(RANDOM);
    whole.run();
    const sliced = new PacketSimulation(RANDOM);
    for (let t = 0.013; !sliced.done; t += 0.013) sliced.runUntil(t);
    expect(JSON.stringify(sliced.summary())).toBe(JSON.stringify(whole.summary()));
    const stepped = new PacketSimulation({ ...RANDOM, duration: 12 });
    while (stepped.step());
    const once = new PacketSimulation({ ...RANDOM, duration: 12 });
    once.run();
    expect(JSON.stringify(stepped.summary())).toBe(JSON.stringify(once.summary()));
  });

  it('drops can be visited one at a time', () => {
    const sim = new PacketSimulation({ ...RANDOM, duration: 20 });
    let last = -1;
    let drops = 0;
    for (let d = sim.runUntilDrop(); d !== null; d = sim.runUntilDrop()) {
      expect(d.t).toBeGreaterThanOrEqual(last);
      expect(sim.now).toBe(d.t);
      last = d.t;
      drops++;
    }
    expect(drops).toBe(sim.summary().drops);
    expect(sim.done).toBe(true);
  });
});
