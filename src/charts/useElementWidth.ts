import { useEffect, useState, type RefObject } from 'react';

/** The element's content width in CSS pixels, kept current with a ResizeObserver (0 until known). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The observer reports the initial size too, right after observe().
    const observer = new ResizeObserver((entries) => {
      const w = entries[entries.length - 1].contentRect.width;
      setWidth(Math.max(0, Math.floor(w)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
