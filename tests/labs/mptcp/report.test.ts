import { describe, expect, it } from 'vitest';
import { buildReport, runScenario, slowestModeHint } from '../../../src/labs/mptcp/report';
import { MPTCP_SCHEMA } from '../../../src/labs/mptcp/scenario';
import { decodeQuery } from '../../../src/scenario/codec';

describe('impossible results', () => {
  it('a link price above 1 is flagged as no loss probability, in the report the page and CLI share', () => {
    // windows of 1e-5 packets on link 1: the fluid model's price there is far above 1
    const q = 'lab=mptcp&c1=0.001&c2=100000&rtt1=0.1&rtt2=10000&n1=5&n2=1&t=1';
    const report = buildReport(runScenario(decodeQuery(MPTCP_SCHEMA, q).scenario), false);
    expect(report.equilibrium.converged).toBe(true);
    expect(report.equilibrium.links[0].price).toBeGreaterThan(1);
    expect(report.impossible).toContainEqual(
      expect.stringMatching(
        /^equilibrium\.links\[0\]\.price = [\d.]+: a probability outside \[0, 1\]/,
      ),
    );
    // the default network's prices are small: nothing to flag, the report as it was
    const fine = buildReport(
      runScenario(decodeQuery(MPTCP_SCHEMA, 'lab=mptcp&t=5').scenario),
      false,
    );
    expect(fine.impossible).toBeUndefined();
  });
});

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
