import { afterEach, describe, expect, it } from 'vitest';
import { decodeQuery } from '../../../../src/scenario/codec';
import { buildReport, runScenario } from '../../../../src/labs/mptcp/report';
import { reportCsv } from '../../../../src/labs/mptcp/reportFormat';
import { MPTCP_SCHEMA, type MptcpScenario } from '../../../../src/labs/mptcp/scenario';
import { createMptcpWorkerApi } from '../../../../src/labs/mptcp/worker/mptcp.worker';
import { MptcpClient } from '../../../../src/labs/mptcp/worker/client';
import type { MptcpFrame } from '../../../../src/labs/mptcp/worker/protocol';
import { connectLive, fakeWorker as liveWorker, until } from '../../../worker/channel';

const scenario = (q: string): MptcpScenario => decodeQuery(MPTCP_SCHEMA, q).scenario;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The worker's API behind Comlink on a MessageChannel: the same message path as a real Worker. */
const connect = () => connectLive(createMptcpWorkerApi);

/** A Worker stand-in for MptcpClient: the API on a MessageChannel, with a crash button. */
const fakeWorker = () => liveWorker(createMptcpWorkerApi);

let cleanup: (() => Promise<void> | void) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe('mptcp.worker through Comlink', () => {
  it('streams the equilibrium, the trajectory, the comparison and the CLI’s CSV', async () => {
    const w = connect();
    cleanup = w.close;
    const s = scenario('lab=mptcp&net=responsiveness&alg=balia');
    await w.api.start(4, s, { speed: 'max', frameMs: 5 }, w.onFrame(), w.onError());
    await until(() => w.frames.some((f) => f.comparisonDone && f.status === 'done'), 20_000);
    expect(w.errors).toEqual([]);
    expect(w.frames.every((f) => f.runId === 4)).toBe(true);
    expect(w.frames[0].analysis?.phases.length).toBe(3);
    // typed arrays arrive as typed arrays (transferred, not turned into objects)
    const withSamples = w.frames.find((f) => f.samples)!;
    expect(withSamples.samples!.t).toBeInstanceOf(Float64Array);
    expect(w.frames[0].analysis!.x).toBeInstanceOf(Float64Array);
    const report = w.frames.find((f) => f.report)!.report!;
    expect(report.csv).toBe(reportCsv(buildReport(runScenario(s), false)));
    expect(report.responsiveness?.convergenceTime).toBeCloseTo(0.375, 9);
    const rows = w.frames.flatMap((f) => f.comparison);
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.alg === 'balia')!.convergence).toBe(
      report.responsiveness!.convergenceTime,
    );
  });

  it('pauses and resumes; a new start replaces the run', async () => {
    const w = connect();
    cleanup = w.close;
    const s = scenario('lab=mptcp');
    const slow = { speed: { seconds: 30, log: false }, frameMs: 5, compare: false } as const;
    await w.api.start(1, s, slow, w.onFrame(), w.onError());
    await until(() => w.frames.some((f) => f.samples));
    await w.api.pause();
    await until(() => w.frames.at(-1)!.status === 'paused');
    const n = w.frames.length;
    await sleep(40);
    expect(w.frames.length).toBe(n);
    await w.api.resume();
    await w.api.setSpeed('max');
    await until(() => w.frames.some((f) => f.status === 'done'));
    await w.api.start(2, s, slow, w.onFrame(), w.onError());
    await until(() => w.frames.filter((f) => f.runId === 2).length > 2);
    expect(w.frames.at(-1)!.runId).toBe(2);
  });

  it('rejects a start it cannot run, with the reason', async () => {
    const w = connect();
    cleanup = w.close;
    const s = scenario('lab=mptcp');
    await expect(
      w.api.start(1, s, { speed: { seconds: -2, log: false } }, w.onFrame(), w.onError()),
    ).rejects.toThrow(/speed/);
  });

  it('reports an error inside a tick through onError and stops', async () => {
    const w = connect();
    cleanup = w.close;
    await w.api.start(
      3,
      scenario('lab=mptcp'),
      { speed: { seconds: 30, log: false }, frameMs: 5 },
      w.onFrame(),
      w.onError(),
    );
    await until(() => w.frames.length > 1);
    w.host.failAfter = 1;
    await until(() => w.errors.length > 0);
    expect(w.errors).toEqual([{ runId: 3, message: 'Error: clock broke' }]);
    const n = w.frames.length;
    await sleep(30);
    expect(w.frames.length).toBe(n);
  });
});

describe('MptcpClient', () => {
  it('runs, drops a replaced run’s frames, and starts a fresh worker after a crash', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const client = new MptcpClient(() => {
      const w = fakeWorker();
      workers.push(w);
      return w;
    });
    cleanup = () => client.dispose();
    const frames: MptcpFrame[] = [];
    const errors: string[] = [];
    const s = scenario('lab=mptcp&net=friendliness');
    const slow = { speed: { seconds: 30, log: false }, frameMs: 5, compare: false } as const;
    const first = await client.start(
      s,
      slow,
      (f) => frames.push(f),
      (m) => errors.push(m),
    );
    const second = await client.start(
      s,
      { ...slow, speed: 'max' },
      (f) => frames.push(f),
      (m) => errors.push(m),
    );
    await until(() => frames.some((f) => f.report));
    expect(frames.every((f) => f.runId === second)).toBe(true);
    expect(first).toBe(second - 1);
    workers[0].crash('out of memory');
    expect(errors).toEqual(['the fluid-model worker crashed: out of memory']);
    expect(workers[0].terminated).toBe(true);
    await client.pause(); // no worker: resolves quietly
    frames.length = 0;
    await client.start(
      s,
      { ...slow, speed: 'max' },
      (f) => frames.push(f),
      (m) => errors.push(m),
    );
    expect(workers).toHaveLength(2);
    await until(() => frames.some((f) => f.status === 'done'));
    expect(errors).toHaveLength(1);
  });

  it('reports a rejected start through onError', async () => {
    const client = new MptcpClient(() => fakeWorker());
    cleanup = () => client.dispose();
    const errors: string[] = [];
    await client.start(
      scenario('lab=mptcp'),
      { speed: { seconds: 0, log: true } },
      () => undefined,
      (m) => errors.push(m),
    );
    expect(errors[0]).toMatch(/speed/);
  });
});
