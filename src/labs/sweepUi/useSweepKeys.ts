import { useEffect } from 'react';
import { typingInField } from '../../app/useShellKeys';
import type { SweepRun } from './useSweep';

/** The sweep pages' shortcuts, as the Loss-policies lab's: space cancel / run again, r restart. */
export function useSweepKeys(
  run: Pick<SweepRun<{ index: number }>, 'status' | 'cancel' | 'restart'>,
): void {
  const { status, cancel, restart } = run;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingInField(e)) return;
      if (e.key === ' ') {
        if (status === 'running') cancel();
        else restart();
      } else if (e.key === 'r') restart();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [status, cancel, restart]);
}
