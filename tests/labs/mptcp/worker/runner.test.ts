import { describe, expect, it } from 'vitest';
import { decodeQuery } from '../../../../src/scenario/codec';
import { buildReport, runScenario } from '../../../../src/labs/mptcp/report';
import { reportCsv, reportJson } from '../../../../src/labs/mptcp/reportFormat';
import { MPTCP_SCHEMA, type MptcpScenario } from '../../../../src/labs/mptcp/scenario';
import type { MptcpFrame, MptcpRunOptions } from '../../../../src/labs/mptcp/worker/protocol';
import { MptcpRunner, mptcpFrameTransferables } from '../../../../src/labs/mptcp/worker/runner';

const scenario = (q: string): MptcpScenario => decodeQuery(MPTCP_SCHEMA, q).scenario;

/** A runner on a fake clock: each read of the clock advances it by `step` ms. */
function drive(s: MptcpScenario, options: MptcpRunOptions, step = 1, maxTicks = 1e6) {
  let now = 0;
  const clock = () => (now += step);
  const r = new MptcpRunner(1, s, options, clock);
  const frames: MptcpFrame[] = [];
  for (let k = 0; k < maxTicks && r.busy; k++) {
    const f = r.tick(clock());
    if (f) frames.push(f);
  }
  return { r, frames, now: () => now };
}

/** A frozen wall clock, for runners that are built and never ticked. */
const wall0 = () => 0;

const samplesOf = (frames: MptcpFrame[]) => frames.flatMap((f) => Array.from(f.samples?.t ?? []));

describe('the Multipath TCP runner', () => {
  for (const q of [
    'lab=mptcp',
    'lab=mptcp&net=friendliness&alg=ewtcp',
    'lab=mptcp&net=responsiveness&alg=coupled',
    'lab=mptcp&alg=generalized&gbeta=0.5&gn=2&geta=1&rtt1=10&rtt2=50',
  ])
    it(`reports byte for byte what the CLI prints: ${q}`, () => {
      const s = scenario(q);
      const cli = buildReport(runScenario(s), false);
      const { frames } = drive(s, { speed: 'max', workMs: 5, compare: false });
      const reports = frames.filter((f) => f.report);
      expect(reports).toHaveLength(1);
      expect(reports[0].report!.csv).toBe(reportCsv(cli));
      expect(reports[0].report!.json).toBe(reportJson(cli));
      expect(reports[0].report!.notes).toEqual(cli.notes);
    });

  it('sends the equilibrium first, then samples in time order, then the report', () => {
    const { frames } = drive(scenario('lab=mptcp&net=responsiveness'), {
      speed: 'max',
      workMs: 3,
      compare: false,
    });
    expect(frames[0].analysis).not.toBeNull();
    expect(frames[0].samples).toBeNull();
    expect(frames[0].analysis!.phases).toHaveLength(3);
    expect(frames.slice(1).every((f) => f.analysis === null)).toBe(true);
    const t = samplesOf(frames);
    expect(t[0]).toBe(0);
    expect(t.at(-1)).toBe(150);
    for (let k = 1; k < t.length; k++) expect(t[k]).toBeGreaterThan(t[k - 1]);
    // 1001 even samples (one in 30 of the report's), plus the step ends of the first 3 s
    expect(t.filter((v) => Math.abs(v / 0.15 - Math.round(v / 0.15)) < 1e-9).length).toBe(1001);
    expect(t.length).toBeLessThan(1001 + 600);
    expect(frames.at(-1)!.status).toBe('done');
    const f = frames.find((x) => x.samples)!;
    expect(f.samples!.x.length).toBe(3 * f.samples!.t.length);
    expect(f.samples!.p.length).toBe(2 * f.samples!.t.length);
    expect(mptcpFrameTransferables(f)).toHaveLength(3);
    expect(mptcpFrameTransferables(frames[0]).length).toBeGreaterThan(5);
  });

  it('paces the trajectory to the clock: linear, or evenly on a log axis', () => {
    const s = scenario('lab=mptcp');
    let now = 0;
    const wall = () => now;
    const lin = new MptcpRunner(1, s, { speed: { seconds: 6, log: false }, compare: false }, wall);
    lin.tick(now); // the equilibrium; the run starts now
    now = 1000; // one wall second: a sixth of 60 s
    lin.tick(now);
    expect(lin.time).toBeGreaterThanOrEqual(10);
    expect(lin.time).toBeLessThan(12);
    const log = new MptcpRunner(
      1,
      s,
      { speed: { seconds: 6, log: true, from: 0.06 }, compare: false },
      wall,
    );
    now = 0;
    log.tick(now);
    now = 3000; // half the time: the geometric middle of [0.06, 60]
    log.tick(now);
    expect(log.time).toBeGreaterThanOrEqual(Math.sqrt(0.06 * 60));
    expect(log.time).toBeLessThan(3);
  });

  it('pauses, resumes and changes speed', () => {
    const s = scenario('lab=mptcp&net=responsiveness');
    let now = 0;
    const wall = () => now;
    const r = new MptcpRunner(1, s, { speed: { seconds: 10, log: false }, compare: false }, wall);
    r.tick(now);
    now = 1000;
    r.tick(now);
    const t1 = r.time;
    r.pause();
    expect(r.status).toBe('paused');
    now = 5000;
    expect(r.tick(now)).toBeNull();
    expect(r.time).toBe(t1);
    r.resume(now);
    r.setSpeed('max');
    while (r.busy) r.tick(now);
    expect(r.status).toBe('done');
    expect(r.time).toBe(150);
    expect(() => r.setSpeed({ seconds: -1, log: false })).toThrow(/speed/);
  });

  it('fills in the comparison of every algorithm while it waits for the clock', () => {
    const s = scenario('lab=mptcp&net=friendliness');
    const { frames } = drive(s, { speed: { seconds: 1000, log: false }, workMs: 10 }, 1, 2000);
    const rows = frames.flatMap((f) => f.comparison);
    expect(rows.map((r) => r.alg)).toEqual([
      'ewtcp',
      'semicoupled',
      'max',
      'balia',
      'coupled',
      'balia-window',
    ]);
    const done = frames.findIndex((f) => f.comparisonDone);
    expect(done).toBeGreaterThan(0);
    // the trajectory is paced: it is still running when the comparison is complete
    expect(frames[done].status).toBe('running');
    expect(frames[done].comparisonTotal).toBe(6);
  });

  it('rejects a bad speed and an invalid scenario at once', () => {
    const s = scenario('lab=mptcp');
    expect(() => new MptcpRunner(1, s, { speed: { seconds: 0, log: false } }, wall0)).toThrow(
      /speed/,
    );
    const broken = { ...s, net: 'custom' as const, network: { links: [], sources: [] } };
    expect(() => new MptcpRunner(1, broken, { speed: 'max' }, wall0)).toThrow(/no links/);
  });
});
