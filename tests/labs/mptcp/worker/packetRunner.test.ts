import { describe, expect, it } from 'vitest';
import { packetReportCsv, packetReportJson } from '../../../../src/labs/mptcp/packet/packetFormat';
import {
  buildPacketReport,
  runPacketScenario,
} from '../../../../src/labs/mptcp/packet/packetReport';
import {
  runWindowPoint,
  windowComparisonRow,
  windowComparisonSpec,
  windowPoints,
} from '../../../../src/labs/mptcp/packet/windowComparison';
import { OtherSeedRuns } from '../../../../src/labs/mptcp/packet/seedRuns';
import { MPTCP_SCHEMA, type MptcpScenario } from '../../../../src/labs/mptcp/scenario';
import type {
  PacketFrame,
  PacketRunOptions,
} from '../../../../src/labs/mptcp/worker/packetProtocol';
import {
  PacketRunner,
  packetFrameTransferables,
} from '../../../../src/labs/mptcp/worker/packetRunner';
import { decodeQuery } from '../../../../src/scenario/codec';

const scenario = (q: string): MptcpScenario => {
  const d = decodeQuery(MPTCP_SCHEMA, q);
  expect(d.problems).toEqual([]);
  return d.scenario;
};

/** A runner on a fake clock: each read of the clock advances it by `step` ms. */
function drive(s: MptcpScenario, options: PacketRunOptions, step = 1, maxTicks = 1e6) {
  let now = 0;
  const clock = () => (now += step);
  const r = new PacketRunner(1, s, options, clock);
  const frames: PacketFrame[] = [];
  for (let k = 0; k < maxTicks && r.busy; k++) {
    const f = r.tick(clock());
    if (f) frames.push(f);
  }
  return { r, frames };
}

describe('the window-level runner', () => {
  for (const q of [
    'lab=mptcp&level=packet&t=20&warmup=5',
    'lab=mptcp&level=packet&net=responsiveness&alg=coupled&t=100',
    'lab=mptcp&level=packet&net=friendliness&alg=olia&t=30&buffer=40&queue=droptail',
  ])
    it(`reports byte for byte what the CLI prints: ${q}`, () => {
      const s = scenario(q);
      const run = runPacketScenario(s);
      const cli = buildPacketReport(
        s,
        run,
        run.sim.summary(),
        false,
        new OtherSeedRuns(s).finish(),
      );
      const { frames } = drive(s, { speed: 'max', drawn: [0, 1], workMs: 4 });
      const reports = frames.filter((f) => f.report);
      expect(reports).toHaveLength(1);
      expect(reports[0].report!.json).toBe(packetReportJson(cli));
      expect(reports[0].report!.csv).toBe(packetReportCsv(cli));
    });

  it('streams the drawn windows in time order and every bin once, paced by the clock', () => {
    const s = scenario('lab=mptcp&level=packet&net=friendliness&t=30&warmup=5');
    // the whole run in 2 s of (fake) wall clock, 50 ms frames of 1 ms clock reads
    const { frames } = drive(s, { speed: { seconds: 2, log: false }, drawn: [0, 1, 2] }, 1);
    const t = frames.flatMap((f) => Array.from(f.windows?.t ?? []));
    expect(t[0]).toBe(0);
    expect(t.at(-1)).toBeCloseTo(30, 9);
    for (let k = 1; k < t.length; k++) expect(t[k]).toBeGreaterThan(t[k - 1]);
    expect(frames.flatMap((f) => Array.from(f.windows?.cwnd ?? [])).length).toBe(3 * t.length);
    const bins = frames.filter((f) => f.bins).map((f) => f.bins!);
    let next = 0;
    for (const b of bins) {
      expect(b.from).toBe(next);
      next += b.rates.length / 3;
    }
    expect(next).toBe(30);
    expect(frames.length).toBeGreaterThan(10);
    for (const f of frames)
      expect(packetFrameTransferables(f).length).toBe((f.windows ? 2 : 0) + (f.bins ? 1 : 0));
  });

  it('runs the other seeds of Table IV’s convergence time in the slack of a paced run', () => {
    const s = scenario('lab=mptcp&level=packet&net=responsiveness&alg=coupled&t=100&seeds=3');
    // the whole run in 2 s of (fake) wall clock: the other seeds are done by its end
    const { frames } = drive(s, { speed: { seconds: 2, log: false }, drawn: [0, 1] }, 1);
    const done = frames.findIndex((f) => f.status === 'done');
    expect(done).toBeGreaterThan(0);
    expect(frames.findIndex((f) => f.report)).toBe(done);
    const stat = frames[done].report!.report.responsiveness!.convergenceOverSeeds!;
    expect(stat.seeds).toEqual([1, 2, 3]);
    const run = runPacketScenario(s);
    const cli = buildPacketReport(s, run, run.sim.summary(), false, new OtherSeedRuns(s).finish());
    expect(frames[done].report!.json).toBe(packetReportJson(cli));
  });

  it('rejects a drawn flow that does not exist', () => {
    expect(
      () =>
        new PacketRunner(
          1,
          scenario('lab=mptcp&level=packet'),
          { speed: 'max', drawn: [99] },
          () => 0,
        ),
    ).toThrow(/drawn flow 99/);
  });
});

describe('the window-level comparison', () => {
  it('one point per algorithm (OLIA too); the current algorithm’s row is the page’s own run', () => {
    const s = scenario('lab=mptcp&level=packet&net=friendliness&alg=coupled&t=60&warmup=10');
    const spec = windowComparisonSpec(s);
    expect(windowPoints(spec).map((p) => p.series)).toEqual([
      'ewtcp',
      'semicoupled',
      'max',
      'balia',
      'coupled',
      'balia-window',
      'olia',
    ]);
    const row = runWindowPoint(spec, windowPoints(spec)[4]);
    const main = buildPacketReport(
      s,
      runPacketScenario(s),
      runPacketScenario(s).sim.summary(),
      false,
      null,
    );
    expect(row.mpMean).toBe(main.metrics.friendliness.mpMean);
    expect(row.spMean).toBe(main.metrics.friendliness.spMean);
    expect(row.convergence).not.toBeUndefined();
  });

  it('Table IV at window level: Coupled takes longer to refill the second route than EWTCP', () => {
    const s = scenario('lab=mptcp&level=packet&net=responsiveness');
    const ew = windowComparisonRow(s, 'ewtcp');
    const co = windowComparisonRow(s, 'coupled');
    expect(ew.convergence).not.toBeNull();
    expect(co.convergence!).toBeGreaterThan(ew.convergence!);
    // while it is there the TCP flow gets more against Coupled than against EWTCP
    expect(co.spAverage).toBeGreaterThan(ew.spAverage);
  });
});
