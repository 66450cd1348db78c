import { useCallback, type MutableRefObject } from 'react';

/**
 * Frames of a run applied together once per animation frame, so that React renders at most once
 * per screen refresh however many frames the worker sends; `cancel` drops what has not been
 * applied (the run was replaced or the page left).
 */
export function frameBatcher<F>(apply: (frames: F[]) => void): {
  push: (frame: F) => void;
  cancel: () => void;
} {
  let pending: F[] = [];
  let raf: number | null = null;
  const drain = () => {
    raf = null;
    const frames = pending;
    pending = [];
    apply(frames);
  };
  return {
    push: (frame) => {
      pending.push(frame);
      raf ??= requestAnimationFrame(drain);
    },
    cancel: () => {
      if (raf !== null) cancelAnimationFrame(raf);
      raf = null;
      pending = [];
    },
  };
}

type PlayState = 'running' | 'paused' | 'done' | 'error' | 'starting' | 'idle';

/**
 * The run bar's play/pause button of both levels: a finished or failed run starts again, a paused
 * one resumes (shown as running at once), a running one pauses (the worker's next frame says so).
 */
export function usePlayToggle<S extends PlayState>(
  client: { pause(): Promise<void>; resume(): Promise<void> },
  statusRef: MutableRefObject<S>,
  setStatus: (status: S) => void,
  restart: () => void,
): () => void {
  return useCallback(() => {
    const st = statusRef.current;
    if (st === 'done' || st === 'error') restart();
    else if (st === 'paused') {
      void client.resume();
      statusRef.current = 'running' as S;
      setStatus('running' as S);
    } else if (st === 'running') void client.pause();
  }, [client, statusRef, setStatus, restart]);
}
