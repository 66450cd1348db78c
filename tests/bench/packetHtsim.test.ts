import { describe, expect, it } from 'vitest';
import { htsimArgs, parseHtsimLine } from '../../bench/htsim/native';
import { bdpPackets, engineParams, htsimCases } from '../../bench/packetHtsim';

/** The htsim bench's plumbing, without g++: scenarios, arguments, the driver's output line. */
describe('bench/packetHtsim', () => {
  it('sizes the buffers in BDPs of 1040-byte packets', () => {
    expect(bdpPackets(1000, 20)).toBe(2404);
    expect(bdpPackets(1000, 100)).toBe(12019);
    const [a, b, c] = htsimCases(false);
    expect(htsimArgs(a)).toEqual(['10', '10', '120', '20', '600']);
    expect(htsimArgs(b)).toEqual(['100', '1000', '20', '2404', '20']);
    expect(c.n).toBe(1000);
    expect(htsimCases(true).map((s) => s.duration)).toEqual([60, 2, 2]);
  });

  it("gives the engine the same dumbbell with htsim's TCP settings", () => {
    const p = engineParams(htsimCases(false)[0]);
    expect(p).toMatchObject({ n: 10, capacity: 10e6, rtt: [0.12], buffer: 20, duration: 600 });
    expect(p).toMatchObject({ flavour: 'newreno', iw: 10, minRto: 0.25, limitedTransmit: false });
  });

  it("reads the driver's line and nothing else", () => {
    const out =
      'Should be _established 2\n' +
      'htsim packets=614954 events=7447794 sim_s=600 wall_s=0.354522099 cpu_s=0.347883428\n';
    const run = parseHtsimLine(out)!;
    expect([run.packets, run.events]).toEqual([614954, 7447794]);
    expect(run.wallMs).toBeCloseTo(354.522099, 9);
    expect(run.cpuMs).toBeCloseTo(347.883428, 9);
    expect(parseHtsimLine('htsim packets=1 events=2\n')).toBeNull();
    expect(parseHtsimLine('')).toBeNull();
  });
});
