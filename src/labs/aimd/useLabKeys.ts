import { useEffect } from 'react';
import { typingInField } from '../../app/useShellKeys';

/** The lab's shortcuts: space run/pause, → one congestion event, r reset. */
export function useLabKeys(run: { toggle: () => void; step: () => void; reset: () => void }): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingInField(e)) return;
      if (e.key === ' ') run.toggle();
      else if (e.key === 'ArrowRight') run.step();
      else if (e.key === 'r') run.reset();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);
}
