import { useEffect, useRef } from 'react';

/** True when a key press belongs to a form field, not to the shortcuts. */
export function typingInField(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (!t) return false;
  const tag = t.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
}

/**
 * Single-key shortcuts (KeyboardEvent.key → action) while the component is mounted: none with a
 * modifier, none while the user types in a field. The latest actions are called, so callers need
 * not memoise them. With `first`, the keys bound are caught before anyone else's shortcuts (the
 * window's capture phase) and go no further: a lecture's → then turns the scene, not the run.
 */
export function useKeys(
  bindings: Readonly<Record<string, () => void>>,
  { first = false }: { first?: boolean } = {},
): void {
  const latest = useRef(bindings);
  latest.current = bindings;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingInField(e)) return;
      const action = Object.hasOwn(latest.current, e.key) ? latest.current[e.key] : undefined;
      if (!action) return;
      action();
      e.preventDefault();
      if (first) e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, { capture: first });
    return () => window.removeEventListener('keydown', onKey, { capture: first });
  }, [first]);
}

/** A live run's shortcuts: space run/pause, → one step (a congestion event), r reset. */
export function useLabKeys(run: { toggle: () => void; step: () => void; reset: () => void }): void {
  useKeys({ ' ': run.toggle, ArrowRight: run.step, r: run.reset });
}

/** A sweep's shortcuts, as a live run's: space cancel / run again, r restart. */
export function useSweepKeys(run: {
  status: string;
  cancel: () => void;
  restart: () => void;
}): void {
  useKeys({ ' ': run.status === 'running' ? run.cancel : run.restart, r: run.restart });
}
