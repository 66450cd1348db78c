import { describe, expect, it } from 'vitest';
import { analysisView } from '../../../src/labs/mptcp/analysisView';
import { fluidCompanion } from '../../../src/labs/mptcp/packet/companion';
import {
  buildPacketReport,
  runPacketScenario,
  type PacketLevelReport,
} from '../../../src/labs/mptcp/packet/packetReport';
import {
  fluidGapNote,
  GAP_FROM,
  MOST_OF,
  oscillationNote,
  STARVED_BELOW,
} from '../../../src/labs/mptcp/packet/windowNotes';
import { runScenario } from '../../../src/labs/mptcp/report';
import { MPTCP_SCHEMA, type MptcpScenario } from '../../../src/labs/mptcp/scenario';
import { horizonOf } from '../../../src/labs/mptcp/scenarioNetwork';
import { decodeQuery } from '../../../src/scenario/codec';

/**
 * The window level's sentences on why its numbers come out as they do, each held to the run it is
 * said of: the MP-TCP users against the fluid equilibrium (a starved route that still carries
 * traffic), the window oscillation against TCP's ½; each on a setup where it is said and on one
 * where the numbers are said instead.
 */
const scenario = (q: string): MptcpScenario => {
  const d = decodeQuery(MPTCP_SCHEMA, q);
  expect(d.problems).toEqual([]);
  return d.scenario;
};

/** A window-level run to its end and the fluid equilibrium beside it, as the page has them. */
function windowRun(q: string) {
  const s = scenario(`lab=mptcp&level=packet&${q}`);
  const run = runPacketScenario(s);
  const report = buildPacketReport(s, run, run.sim.summary(), false, null);
  const companion = fluidCompanion(s);
  const fluid = runScenario(companion);
  const view = analysisView(fluid.network, fluid.analysis, horizonOf(companion));
  return { s, report, view };
}

/** The first MP-TCP source with a route the fluid equilibrium starves, and its numbers. */
function starved(report: PacketLevelReport, view: ReturnType<typeof windowRun>['view']) {
  let flat = 0;
  for (const [k, src] of report.packet.sources.entries()) {
    const first = flat;
    flat += src.routes.length;
    if (src.algorithm === 'tcp' || src.routes.length < 2) continue;
    const j = src.routes.findIndex((_, r) => view.x[first + r] < STARVED_BELOW * view.totals[k]);
    if (j >= 0) return { route: src.routes[j], excess: src.total - view.totals[k] };
  }
  return null;
}

describe('the window level against the fluid equilibrium', () => {
  it('Table III’s network, Coupled over RED 80 ms: its starved route carries most of the excess', () => {
    const { report, view } = windowRun('net=two-links&alg=coupled');
    const gap = report.metrics.friendliness.mpMean / view.mpMean - 1;
    const st = starved(report, view)!;
    expect(gap).toBeGreaterThanOrEqual(GAP_FROM);
    expect(st.route.rate).toBeGreaterThanOrEqual(MOST_OF * st.excess);
    const note = fluidGapNote(report, view)!;
    expect(note).toContain('more than their fluid share');
    expect(note).toContain('which the fluid equilibrium starves');
    expect(note).toContain(`still carries ${st.route.rate.toFixed(2)} Mbit/s here`);
  });

  it('Balia on the same network: no route starved, the numbers alone', () => {
    const { report, view } = windowRun('net=two-links&alg=balia');
    expect(starved(report, view)).toBeNull();
    const note = fluidGapNote(report, view)!;
    expect(note).toMatch(/^The MP-TCP users get .* fluid share \([^)]*\)\.$/);
    expect(note).not.toContain('starves');
  });

  it('says nothing where a source leaves during the run (Table IV’s network)', () => {
    const { report, view } = windowRun('net=responsiveness&alg=coupled&seeds=1');
    expect(fluidGapNote(report, view)).toBeNull();
  });
});

describe('window oscillation against TCP’s ½', () => {
  it('Fig. 1 (friendliness), Balia: the MP-TCP source swings less than the TCP flow', () => {
    const { report } = windowRun('net=friendliness&alg=balia');
    const d = new Map(report.metrics.oscillation.map((o) => [o.source, o.D]));
    const [mp, tcp] = report.packet.sources;
    expect(d.get(mp.id)!).toBeLessThan(0.5);
    expect(d.get(mp.id)!).toBeLessThan(d.get(tcp.id)!);
    expect(oscillationNote(report)).toMatch(
      /^Here the MP-TCP source's measured D is 0\.\d{3}, the TCP flow's 0\.\d{3}: several paths make/,
    );
  });

  it('Table III’s network, Coupled: each of the five sources below every TCP flow’s ½', () => {
    const { report } = windowRun('net=two-links&alg=coupled');
    const mp = report.metrics.oscillation.filter((o) => o.source.startsWith('mp'));
    const sp = report.metrics.oscillation.filter((o) => o.source.startsWith('sp'));
    expect(mp).toHaveLength(5);
    for (const o of mp) expect(o.D).toBeLessThan(Math.min(0.5, ...sp.map((x) => x.D)));
    expect(oscillationNote(report)).toMatch(
      /^Here the MP-TCP sources' measured D is 0\.\d{3} to 0\.\d{3}, the TCP flows' 0\.500: several paths/,
    );
  });

  it('the numbers alone where a source does not swing less (Fig. 1’s run with its D set to ½)', () => {
    const { report } = windowRun('net=friendliness&alg=balia');
    const swung = {
      ...report,
      metrics: {
        ...report.metrics,
        oscillation: report.metrics.oscillation.map((o) =>
          o.source === 'mp' ? { ...o, D: 0.5 } : o,
        ),
      },
    };
    expect(oscillationNote(swung)).toBe(
      "Here the MP-TCP source's measured D is 0.500, the TCP flow's 0.500.",
    );
  });
});
