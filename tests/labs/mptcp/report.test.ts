import { describe, expect, it } from 'vitest';
import { buildReport, runScenario, slowestModeHint } from '../../../src/labs/mptcp/report';
import { MPTCP_SCHEMA } from '../../../src/labs/mptcp/scenario';
import { decodeQuery } from '../../../src/scenario/codec';

describe('why a trajectory has not settled', () => {
  it("names J*'s slowest time constant and a horizon long enough, only when it matters", () => {
    expect(slowestModeHint(-1 / 26, 60)).toBe(
      ": J*'s slowest mode decays with a time constant of 26 s (try t=500)",
    );
    expect(slowestModeHint(-1, 60)).toBe(''); // settles within the run: another cause
    expect(slowestModeHint(0, 60)).toBe(''); // not a decaying mode (see the boundary-route note)
    expect(slowestModeHint(-1e-6, 60)).toContain('(try t=10000)'); // capped at the maximum t
  });

  it('a Reno source on a large bandwidth-delay product: decay 1/(tau^2 c), and the note says so', () => {
    // one TCP source over two links, RTT 2 (31 + 20) ms = 102 ms, bottleneck 20 Mbit/s = 2500 pkt/s
    const network = {
      links: [
        [24, 31],
        [20, 20],
      ],
      sources: [{ alg: 'tcp', routes: [[1, 2]] }],
    };
    const q = `lab=mptcp&net=custom&network=${encodeURIComponent(JSON.stringify(network))}`;
    const d = decodeQuery(MPTCP_SCHEMA, q);
    expect(d.problems).toEqual([]);
    const report = buildReport(runScenario(d.scenario), false);
    const decay = 1 / (0.102 ** 2 * 2500); // 1/(tau^2 c), from the linearised Reno fluid model
    expect(report.metrics.jacobian.spectralAbscissa).toBeCloseTo(-decay, 6);
    expect(report.notes.join(' ')).toMatch(/time constant of 26 s \(try t=500\)/);
  });
});
