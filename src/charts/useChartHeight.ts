import { useLayoutEffect, useState, type RefObject } from 'react';
import { useChartDisplay } from './chartDisplay';

/** The margin a chart's frame keeps from the first screen's bottom edge. */
const MARGIN = 6;

/**
 * The height a chart is drawn at: the one asked for (a desktop height), times the display's scale
 * like everything else the chart draws, so that larger text does not eat the plot. Where the
 * display asks charts to fit the first screen (presentation mode), a chart that starts on the
 * first screen is made shorter (by up to half its height) so that it ends on it too: a lecturer
 * shows the figure without scrolling, whatever the screen and whatever is above it (a readout, a
 * row of tabs).
 */
export function useChartHeight(ref: RefObject<HTMLElement | null>, asked: number): number {
  const { fitFirstScreen, scale } = useChartDisplay();
  const height = Math.round(asked * scale);
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!fitFirstScreen || !el) {
      setRoom(null);
      return;
    }
    const measure = (): void => {
      const box = el.getBoundingClientRect();
      const top = box.top + window.scrollY;
      // what its frame holds under the chart (a note, the padding) ends on the screen too
      const frame = el.closest('figure');
      const below = frame ? Math.max(0, frame.getBoundingClientRect().bottom - box.bottom) : 0;
      const r =
        top < window.innerHeight ? Math.floor(window.innerHeight - top - below - MARGIN) : null;
      setRoom((prev) => (prev === r ? prev : r));
    };
    measure();
    // what is above the chart may change size later (a lazy panel, a wrapped row of tabs): the
    // page's height changes with it
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [fitFirstScreen, ref]);
  // a chart that would have to lose more than half its height to end on the first screen is one
  // further down the page, not the figure a lecturer shows first: it keeps its height
  if (!fitFirstScreen || room === null || room >= height || room < height / 2) return height;
  return room;
}
