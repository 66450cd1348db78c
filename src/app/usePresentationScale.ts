import { useSyncExternalStore } from 'react';
import { presentationScale } from '../charts';

const subscribe = (changed: () => void): (() => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};

/**
 * Presentation mode's chart scale for the window's width, kept current as the window is resized
 * or moved to a projector (a new value only when the scale changes, not at every pixel).
 */
export function usePresentationScale(): number {
  return useSyncExternalStore(
    subscribe,
    () => presentationScale(window.innerWidth),
    () => presentationScale(1920),
  );
}
