import { afterEach, describe, expect, it } from 'vitest';
import { AimdClient } from '../../../../../src/labs/families/aimd/worker/client';
import type { AimdFrame, RunOptions } from '../../../../../src/labs/families/aimd/worker/protocol';
import { createAimdWorkerApi } from '../../../../../src/labs/families/aimd/worker/aimd.worker';
import type { AimdWorkerApi } from '../../../../../src/labs/families/aimd/worker/protocol';
import { fakeWorker, until, type FakeWorker } from '../../../../worker/channel';
import { scenario } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function setup() {
  const workers: FakeWorker<AimdWorkerApi>[] = [];
  const client = new AimdClient(() => {
    const w = fakeWorker(createAimdWorkerApi);
    workers.push(w);
    return w;
  });
  const frames: AimdFrame[] = [];
  const errors: string[] = [];
  const onFrame = (f: AimdFrame) => void frames.push(f);
  const onError = (m: string) => void errors.push(m);
  return { client, workers, frames, errors, onFrame, onError };
}

let dispose: (() => void) | null = null;
afterEach(() => {
  dispose?.();
  dispose = null;
});

const long = scenario({ events: 1_000_000 });
const fast: RunOptions = { speed: 'max', drawnFlows: [0], frameMs: 5 };

describe('AimdClient', () => {
  it('runs, steps and drops the frames of a replaced run', async () => {
    const t = setup();
    dispose = () => t.client.dispose();
    const first = await t.client.start(long, fast, t.onFrame, t.onError);
    await until(() => t.frames.length > 2);
    const firstFrames: AimdFrame[] = [];
    const second = await t.client.start(long, fast, (f) => void firstFrames.push(f), t.onError);
    expect(second).toBe(first + 1);
    const before = t.frames.length;
    await until(() => firstFrames.length > 3);
    expect(t.frames.length).toBe(before); // the first run's handler gets nothing more
    expect(firstFrames.every((f) => f.runId === second)).toBe(true);

    await t.client.pause();
    const info = await t.client.step();
    expect(info!.event).toBeGreaterThan(0);
    await t.client.setSpeed(2);
    await t.client.resume();
    await t.client.cancel();
    const count = firstFrames.length;
    await sleep(30);
    expect(firstFrames.length).toBe(count);
    expect(t.workers).toHaveLength(1);
    expect(t.errors).toEqual([]);
  });

  it("recovers from the worker's error event with a fresh worker", async () => {
    const t = setup();
    dispose = () => t.client.dispose();
    await t.client.start(long, fast, t.onFrame, t.onError);
    await until(() => t.frames.length > 1);
    t.workers[0].crash('out of memory');
    expect(t.errors).toEqual(['the simulation worker crashed: out of memory']);
    expect(t.workers[0].terminated).toBe(true);
    expect(await t.client.step()).toBeNull(); // calls on a dead worker settle

    const frames = t.frames.length;
    await t.client.start(scenario({ events: 2000 }), fast, t.onFrame, t.onError);
    await until(() => t.frames.at(-1)!.status === 'done');
    expect(t.frames.length).toBeGreaterThan(frames);
    expect(t.workers).toHaveLength(2);
    expect(t.errors).toHaveLength(1);
  });

  it('reports a rejected call (invalid parameters) and starts afresh', async () => {
    const t = setup();
    dispose = () => t.client.dispose();
    await t.client.start(scenario({ n: 2, x0: [0.9, 0.9] }), fast, t.onFrame, t.onError);
    expect(t.errors).toHaveLength(1);
    expect(t.errors[0]).toMatch(/initial rates sum to 1\.8/);
    expect(t.workers[0].terminated).toBe(true);
    await t.client.start(long, fast, t.onFrame, t.onError);
    await until(() => t.frames.length > 0);
    expect(t.workers).toHaveLength(2);
  });

  it('reports an error raised inside a tick', async () => {
    const t = setup();
    dispose = () => t.client.dispose();
    await t.client.start(long, fast, t.onFrame, t.onError);
    await until(() => t.frames.length > 0);
    t.workers[0].host.failAfter = 1;
    await until(() => t.errors.length > 0);
    expect(t.errors).toEqual(['Error: clock broke']);
    expect(t.workers[0].terminated).toBe(true);
  });

  it('reports an exception of the frame handler', async () => {
    const t = setup();
    dispose = () => t.client.dispose();
    const throwing = () => {
      throw new TypeError('no canvas');
    };
    await t.client.start(long, fast, throwing, t.onError);
    await until(() => t.errors.length > 0);
    expect(t.errors).toEqual(['drawing a frame failed: no canvas']);
    expect(t.workers[0].terminated).toBe(true);
  });

  it('dispose terminates the worker', async () => {
    const t = setup();
    await t.client.start(long, fast, t.onFrame, t.onError);
    t.client.dispose();
    expect(t.workers[0].terminated).toBe(true);
    await t.client.pause(); // harmless afterwards
  });
});
