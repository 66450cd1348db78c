import { describe, expect, it } from 'vitest';
import type { PacketSummary } from '../../../src/engines/packet';
import { modelsAt, simulate as simulateOnce } from '../../../src/labs/buffer/evaluate';
import { BUFFER_DEFAULTS, type BufferScenario } from '../../../src/labs/buffer/scenario';

/**
 * Paper 001's claims against the packet engine on its Fig. 4 setups (45 Mbit/s, RTT 100 ms, a
 * 300 s transfer measured after 50 s): Chan et al.'s model lands within the paper's stated range of
 * the simulation, 0-5.8 % with Q = 50 KB and under 1.5 % with Q = BDP for N > 1 (Sec. 4).
 */
const setup = (q: number | 'bdp', n: number): BufferScenario => ({ ...BUFFER_DEFAULTS, q, n });

/** Each setup's run, once for the file: Q = 50 KB and N = 2 is read by two tests. */
const runs = new Map<string, PacketSummary>();
function simulate(s: BufferScenario): PacketSummary {
  const key = JSON.stringify(s);
  if (!runs.has(key)) runs.set(key, simulateOnce(s));
  return runs.get(key)!;
}

describe("paper 001's models against the packet engine (Fig. 4's setups)", () => {
  for (const [q, bound] of [
    [50, 0.058],
    ['bdp', 0.015],
  ] as const) {
    it(`Chan et al. within ${(bound * 100).toFixed(1)} % of the simulation with Q = ${q}`, () => {
      for (const n of [2, 32]) {
        const s = setup(q, n);
        const sim = simulate(s).utilization * s.bw;
        const m = modelsAt(s);
        if ('note' in m) throw new Error(m.note);
        expect(Math.abs(m.chan - sim) / sim, `N = ${n}`).toBeLessThan(bound);
      }
    });
  }

  it("Hacker's bound with a loss rate that ignores N overshoots the simulation as N grows", () => {
    // The bound is "useful when the network is not congested" (Sec. 2): it takes each connection's
    // loss rate as given. Measured alone (N = 1) the loss-event rate p is one recovery per
    // sawtooth; keeping that p for N connections makes them N times one, while on the congested
    // link the loss rate grows with N and the simulation stays below the link rate.
    const one = simulate(setup(50, 1));
    const events = one.fastRetransmits + one.timeouts;
    const p = events / one.packets;
    for (const n of [2, 8]) {
      const s = setup(50, n);
      const sim = simulate(s).utilization * s.bw;
      // eq. (1) in Mbit/s: N connections of MSS / (T sqrt(p)), MSS = 1000 bytes, T = 0.1 s
      const hacker = (n * 1000 * 8) / (0.1 * Math.sqrt(p)) / 1e6;
      expect(hacker, `N = ${n}`).toBeGreaterThan(sim);
    }
  });
});
