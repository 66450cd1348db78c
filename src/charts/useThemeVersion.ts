import { useSyncExternalStore } from 'react';

/**
 * A number that changes whenever the theme may have changed (a `data-theme` or `class` attribute
 * anywhere in the page, or the system colour scheme), so canvas layers, which cannot use CSS
 * variables, repaint with the new colours. One observer serves every chart.
 */
let version = 0;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function bump(): void {
  version++;
  for (const l of listeners) l();
}

function start(): () => void {
  const observer = new MutationObserver(bump);
  observer.observe(document.documentElement, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-theme'],
  });
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', bump);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', bump);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stop && typeof MutationObserver !== 'undefined') stop = start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      stop();
      stop = null;
    }
  };
}

const snapshot = (): number => version;

export function useThemeVersion(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
