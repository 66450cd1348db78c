import { describe, expect, it } from 'vitest';
import { FLAVOURS, type PacketParams } from '../../../src/engines/packet/params';
import { PacketSimulation } from '../../../src/engines/packet/simulation';

/**
 * MulTCP(1) is Reno (paper 004 Sec. 4.1 with N = 1): whole runs, every loss-recovery flavour, on
 * a scenario with fast retransmits, timeouts and slow starts after them, give the same summary to
 * the last bit (the JSON of every number). Unequal RTTs and a small buffer make the flows' paths
 * differ, so a single different decision anywhere would show.
 */
const SCENARIO: Partial<PacketParams> = {
  n: 3,
  rtt: [0.04, 0.08, 0.12],
  buffer: 12,
  duration: 150,
  warmup: 20,
  traceInterval: 0,
};

describe('MulTCP(1) is reno, bit for bit', () => {
  for (const flavour of FLAVOURS) {
    it(`${flavour}: whole run`, () => {
      const reno = new PacketSimulation({ ...SCENARIO, flavour, cc: { name: 'reno' } }).run();
      const multcp = new PacketSimulation({
        ...SCENARIO,
        flavour,
        cc: { name: 'multcp', weight: 1 },
      }).run();
      expect(reno.fastRetransmits).toBeGreaterThan(50);
      expect(reno.timeouts).toBeGreaterThan(0);
      expect(JSON.stringify(multcp)).toBe(JSON.stringify(reno));
    });
  }
});
