/** When a batch is applied: the next animation frame in the page, a fake in tests. */
export interface FrameScheduler {
  request(run: () => void): number;
  cancel(handle: number): void;
}

export const animationFrames: FrameScheduler = {
  request: (run) => requestAnimationFrame(run),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Frames of a run applied together once per animation frame, so that React renders at most once
 * per screen refresh however many frames the worker sends; `cancel` drops what has not been
 * applied (the run was replaced or the page left).
 */
export function frameBatcher<F>(
  apply: (frames: F[]) => void,
  scheduler: FrameScheduler = animationFrames,
): { push: (frame: F) => void; cancel: () => void } {
  let pending: F[] = [];
  let handle: number | null = null;
  const drain = () => {
    handle = null;
    const frames = pending;
    pending = [];
    apply(frames);
  };
  return {
    push: (frame) => {
      pending.push(frame);
      handle ??= scheduler.request(drain);
    },
    cancel: () => {
      if (handle !== null) scheduler.cancel(handle);
      handle = null;
      pending = [];
    },
  };
}
