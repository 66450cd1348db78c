import { describe, expect, it } from 'vitest';
import { frameBatcher, type FrameScheduler } from '../../../../src/labs/kit/live/frameBatcher';

/** Animation frames by hand: `flush` runs the one requested. */
function fakeFrames() {
  let next = 0;
  const requested = new Map<number, () => void>();
  const scheduler: FrameScheduler = {
    request: (run) => {
      requested.set(++next, run);
      return next;
    },
    cancel: (handle) => void requested.delete(handle),
  };
  const flush = () => {
    const runs = [...requested.values()];
    requested.clear();
    runs.forEach((run) => run());
  };
  return { scheduler, flush, requested };
}

describe('frameBatcher', () => {
  it('applies the frames of one animation frame together, in order, asking for one frame', () => {
    const f = fakeFrames();
    const batches: number[][] = [];
    const b = frameBatcher<number>((frames) => batches.push(frames), f.scheduler);
    b.push(1);
    b.push(2);
    b.push(3);
    expect(f.requested.size).toBe(1);
    f.flush();
    b.push(4);
    f.flush();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('drops what was not applied when cancelled (the run was replaced)', () => {
    const f = fakeFrames();
    const batches: number[][] = [];
    const b = frameBatcher<number>((frames) => batches.push(frames), f.scheduler);
    b.push(1);
    b.cancel();
    expect(f.requested.size).toBe(0);
    f.flush();
    expect(batches).toEqual([]);
    b.push(2);
    f.flush();
    expect(batches).toEqual([[2]]);
  });
});
