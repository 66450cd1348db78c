import { afterEach, describe, expect, it } from 'vitest';
import {
  toFrameStats,
  frameTransferables,
} from '../../../../../src/labs/families/aimd/worker/frame';
import { createAimdWorkerApi } from '../../../../../src/labs/families/aimd/worker/aimd.worker';
import { makeRunner, plainRun, scenario } from './helpers';
import { connectLive, until } from '../../../../worker/channel';

/** The worker's API behind Comlink on a MessageChannel, with recorded frames and errors. */
const connect = () => connectLive(createAimdWorkerApi);

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('aimd.worker through Comlink', () => {
  it('streams frames to the end, with the numbers of a headless run', async () => {
    const w = connect();
    cleanup = w.close;
    const s = scenario({ n: 4, events: 40_000, warmup: 500 });
    const options = { speed: 'max' as const, drawnFlows: [0, 2], frameMs: 5 };
    await w.api.start(7, s, options, w.onFrame(), w.onError());
    await until(() => w.frames.at(-1)?.status === 'done');
    const last = w.frames.at(-1)!;
    expect(w.frames.every((f) => f.runId === 7)).toBe(true);
    expect(last.eventsDone).toBe(40_000);
    expect(last.stats).toEqual(toFrameStats(plainRun(s, s.events).summary()));
    expect(last.tail!.flows).toEqual(Int32Array.of(0, 2));
    expect(w.errors).toEqual([]);
  });

  it('pauses, steps, resumes, changes speed and cancels', async () => {
    const w = connect();
    cleanup = w.close;
    const s = scenario({ n: 3, events: 1_000_000, warmup: 0 });
    const options = { speed: 1, drawnFlows: [0, 1, 2], frameMs: 5, paused: true };
    await w.api.start(1, s, options, w.onFrame(), w.onError());
    await until(() => w.frames.length === 1);
    // Before any event, the first frame carries a keyframe alone: the start rates, no events.
    expect(w.frames[0]).toMatchObject({ status: 'paused', eventsDone: 0, tail: { startEvent: 0 } });
    expect(w.frames[0].tail?.events.time.length).toBe(0);

    const info = (await w.api.step())!;
    expect(info.event).toBe(1);
    expect(info.cutCount).toBe(1);
    await until(() => w.frames.length === 2);
    expect(w.frames[1]).toMatchObject({ status: 'paused', eventsDone: 1 });
    expect(w.frames[1].tail!.events.time).toEqual(Float64Array.of(info.time));

    await w.api.setSpeed(50);
    await w.api.resume();
    await until(() => w.frames.some((f) => f.status === 'running' && f.eventsDone > 20));
    await w.api.pause();
    await until(() => w.frames.at(-1)!.status === 'paused');
    const paused = w.frames.length;
    await sleep(30);
    expect(w.frames.length).toBe(paused);

    await w.api.setSpeed('max');
    await w.api.resume();
    await until(() => w.frames.at(-1)!.eventsDone > 10_000);
    await w.api.cancel();
    const cancelled = w.frames.length;
    await sleep(30);
    expect(w.frames.length).toBeLessThanOrEqual(cancelled + 2); // posted before the cancel
    expect(await w.api.step()).toBeNull(); // no run any more
  });

  it('a new start replaces the running one', async () => {
    const w = connect();
    cleanup = w.close;
    const s = scenario({ events: 1_000_000 });
    await w.api.start(
      1,
      s,
      { speed: 'max', drawnFlows: [0], frameMs: 5 },
      w.onFrame(),
      w.onError(),
    );
    await until(() => w.frames.length > 2);
    await w.api.start(
      2,
      s,
      { speed: 'max', drawnFlows: [0], frameMs: 5 },
      w.onFrame(),
      w.onError(),
    );
    const switched = w.frames.length;
    await until(() => w.frames.filter((f) => f.runId === 2).length > 3);
    // each start has its own callback channel, so a frame or two of run 1 may still be in flight
    expect(w.frames.slice(switched).filter((f) => f.runId === 1).length).toBeLessThanOrEqual(2);
    expect(w.frames.slice(-3).every((f) => f.runId === 2)).toBe(true);
  });

  it('rejects a start with invalid parameters, with a readable message', async () => {
    const w = connect();
    cleanup = w.close;
    const bad = scenario({ n: 2, beta: [0.5, 0.5, 0.5] });
    await expect(
      w.api.start(1, bad, { speed: 1, drawnFlows: [0] }, w.onFrame(), w.onError()),
    ).rejects.toThrow(/beta must have 2 values/);
    await expect(
      w.api.start(2, scenario(), { speed: -1, drawnFlows: [0] }, w.onFrame(), w.onError()),
    ).rejects.toThrow(/speed/);
  });

  it('reports an error inside a tick through onError and stops the run', async () => {
    const w = connect();
    cleanup = w.close;
    const s = scenario({ events: 1_000_000 });
    await w.api.start(
      3,
      s,
      { speed: 'max', drawnFlows: [0], frameMs: 5 },
      w.onFrame(),
      w.onError(),
    );
    await until(() => w.frames.length > 1);
    w.host.failAfter = 2;
    await until(() => w.errors.length > 0);
    expect(w.errors).toEqual([{ runId: 3, message: 'Error: clock broke' }]);
    const frames = w.frames.length;
    await sleep(30);
    expect(w.frames.length).toBe(frames);
    expect(await w.api.step()).toBeNull();
  });
});

describe('frames travel as transferred buffers', () => {
  it('lists every typed array buffer of a frame once', () => {
    const { runner, clock } = makeRunner(scenario({ n: 3 }), { drawnFlows: [0, 1, 2] });
    const frame = runner.tick(clock.at(0))!;
    const list = frameTransferables(frame);
    expect(new Set(list).size).toBe(list.length);
    expect(list.length).toBe(5 + 2 + 5 + 6);
    const copy = structuredClone(frame, { transfer: list });
    expect(frame.stats.throughput.length).toBe(0); // detached: moved, not copied
    expect(frame.tail!.cuts.before.length).toBe(0);
    expect(copy.tail!.events.time.length).toBeGreaterThan(0);
  });
});
