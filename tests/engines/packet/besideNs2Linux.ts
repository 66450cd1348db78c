import { expect, it } from 'vitest';
import { PacketSimulation } from '../../../src/engines/packet';

/** One setup that ns-2 2.35's Agent/TCP/Linux ran, with what it measured after the warm-up. */
export interface Ns2LinuxCell {
  n: number;
  cap: number;
  rtt: number;
  buffer: number;
  /** utilization, and each flow's time-average cwnd */
  u: number;
  cwnd: number[];
}

/**
 * The engine's module on ns-2's setups (`ns bench/ns2/linuxcc.tcl ca=<cc> n= cap= rtt= buffer=
 * sim=300 warm=50`, the same dumbbell): the utilization within `utilTol`, the flows' mean windows
 * together within 5 %. ns-2's agent recovers as Linux does (rate halving), so only rough agreement.
 */
export function besideNs2Linux(cc: string, cells: readonly Ns2LinuxCell[], utilTol: number): void {
  for (const c of cells) {
    it(`N = ${c.n}, ${c.cap} Mb/s, ${c.rtt} ms, B ${c.buffer}: utilization and mean window within 5 %`, () => {
      const s = new PacketSimulation({
        n: c.n,
        capacity: c.cap * 1e6,
        rtt: [c.rtt / 1000],
        buffer: c.buffer,
        cc: { name: cc },
        start: Array.from({ length: c.n }, (_, i) => 0.01 * i),
        duration: 300,
        warmup: 50,
        traceInterval: 0,
      }).run();
      expect(Math.abs(s.utilization - c.u)).toBeLessThan(utilTol);
      const sum = (x: number[]) => x.reduce((a, b) => a + b, 0);
      const ours = sum(s.flows.map((f) => f.cwnd));
      expect(Math.abs(ours / sum(c.cwnd) - 1)).toBeLessThan(0.05);
    });
  }
}
