import { describe, expect, it } from 'vitest';
import { FLAVOURS, type CcSpec, type PacketParams } from '../../../src/engines/packet/params';
import { PacketSimulation } from '../../../src/engines/packet/simulation';

/**
 * A subflow alone on its source is Reno (paper 002 Sec. II-B: every algorithm "degenerates to TCP
 * NewReno if there is only one route per source"). Each module computes its increase so that with
 * one subflow it is exactly 1/w (see cc/multipath.ts), and each decrease is w/2: the whole run is
 * reno's to the last bit, for every loss-recovery flavour. EWTCP needs a = 1; Balia's 'kernel'
 * decrease falls back to Reno alone, as mptcp_balia.c does.
 */
const SCENARIO: Partial<PacketParams> = {
  n: 3,
  rtt: [0.04, 0.08, 0.12],
  buffer: 12,
  source: [0, 1, 2], // three sources of one subflow each
  duration: 100,
  warmup: 20,
  traceInterval: 0,
};

const MODULES: CcSpec[] = [
  { name: 'ewtcp', a: 1 },
  { name: 'coupled' },
  { name: 'semicoupled' },
  { name: 'lia' },
  { name: 'max' },
  { name: 'balia', 'balia-decrease': 'paper' },
  { name: 'balia', 'balia-decrease': 'fluid' },
  { name: 'balia', 'balia-decrease': 'kernel' },
  { name: 'olia' },
];

describe('an MP-TCP subflow alone is reno, bit for bit', () => {
  for (const flavour of FLAVOURS) {
    it(`${flavour}: ${MODULES.length} modules, whole runs`, () => {
      const reno = JSON.stringify(
        new PacketSimulation({ ...SCENARIO, flavour, cc: { name: 'reno' } }).run(),
      );
      for (const cc of MODULES) {
        const s = new PacketSimulation({ ...SCENARIO, flavour, cc }).run();
        expect(JSON.stringify(s), JSON.stringify(cc)).toBe(reno);
      }
    });
  }

  it('ewtcp with a != 1 is not', () => {
    const reno = new PacketSimulation({ ...SCENARIO, cc: { name: 'reno' } }).run();
    const ew = new PacketSimulation({ ...SCENARIO, cc: { name: 'ewtcp', a: 2 } }).run();
    expect(ew.flows[0].cwnd).not.toBe(reno.flows[0].cwnd);
  });
});
