import { afterEach, describe, expect, it } from 'vitest';
import { DumbbellClient } from '../../../../src/labs/dumbbell/worker/client';
import { createDumbbellWorkerApi } from '../../../../src/labs/dumbbell/worker/dumbbell.worker';
import { toFrameStats } from '../../../../src/labs/dumbbell/worker/frame';
import type { CongestionStep, DumbbellFrame } from '../../../../src/labs/dumbbell/worker/protocol';
import { channelWorker, testHost, until } from '../../../worker/channel';
import { headless, scenario } from './helpers';

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

/** The client on a worker API behind a MessageChannel: the page's path, in Node. */
function connect() {
  const host = testHost();
  const client = new DumbbellClient(() => channelWorker(createDumbbellWorkerApi(host)));
  const frames: DumbbellFrame[] = [];
  const errors: string[] = [];
  cleanup = () => client.dispose();
  return { client, host, frames, errors };
}

describe('the Dumbbell worker through Comlink', () => {
  it("streams frames to the end, with a headless run's numbers", async () => {
    const w = connect();
    const s = scenario({ n: 3, t: 30, warmup: 5 });
    // started paused, so that a frame of the warm-up comes whatever the machine's speed (at max
    // speed a fast machine may be through the 5 s of warm-up before the first 5 ms frame)
    await w.client.start(
      s,
      { speed: 'max', drawnFlows: [0, 2], frameMs: 5, paused: true },
      (f) => w.frames.push(f),
      (e) => w.errors.push(e),
    );
    await until(() => w.frames.length === 1);
    await w.client.resume();
    await until(() => w.frames.at(-1)?.status === 'done', 20_000);
    const last = w.frames.at(-1)!;
    expect(last.stats).toEqual(toFrameStats(headless(s).run()));
    expect(w.frames.some((f) => f.warmup !== null)).toBe(true);
    expect(w.frames.find((f) => f.traces)!.traces!.flows).toEqual(Int32Array.of(0, 2));
    expect(w.errors).toEqual([]);
  });

  it('starts paused, steps packets and congestion events, resumes, pauses, cancels', async () => {
    const w = connect();
    const s = scenario({ n: 4, t: 100, warmup: 1 });
    await w.client.start(
      s,
      { speed: 1, drawnFlows: [0], frameMs: 5, paused: true },
      (f) => w.frames.push(f),
      (e) => w.errors.push(e),
    );
    await until(() => w.frames.length === 1);
    expect(w.frames[0]).toMatchObject({ status: 'paused', now: 0, events: 0 });
    const packet = (await w.client.step('packet'))!;
    expect(packet.kind).toBe('packet');
    await until(() => w.frames.length === 2);
    const congestion = (await w.client.step('congestion')) as CongestionStep;
    expect(congestion.found).toBe(true);
    await until(() => w.frames.length === 3);
    expect(w.frames[2].now).toBeGreaterThanOrEqual(congestion.end);
    await w.client.setSpeed('max');
    await w.client.resume();
    await until(() => w.frames.at(-1)!.now > 20);
    await w.client.pause();
    await until(() => w.frames.at(-1)!.status === 'paused');
    await w.client.cancel();
    expect(await w.client.step('packet')).toBeNull();
    expect(w.errors).toEqual([]);
  });

  it('reports a failure inside a tick once, and the next start works', async () => {
    const w = connect();
    w.host.failAfter = 3;
    await w.client.start(
      scenario(),
      { speed: 'max', drawnFlows: [0], frameMs: 5 },
      (f) => w.frames.push(f),
      (e) => w.errors.push(e),
    );
    await until(() => w.errors.length > 0);
    expect(w.errors).toEqual([expect.stringMatching(/clock broke/)]);
    // the client dropped the failed worker: a new one runs the next start
    w.host.failAfter = Infinity;
    await w.client.start(
      scenario({ t: 5, warmup: 1 }),
      { speed: 'max', drawnFlows: [0], frameMs: 5 },
      (f) => w.frames.push(f),
      (e) => w.errors.push(e),
    );
    await until(() => w.frames.at(-1)?.status === 'done');
    expect(w.errors).toHaveLength(1);
  });
});
