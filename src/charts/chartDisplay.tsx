import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { chartSizes, type ChartSizes } from './chartLayout';

/**
 * How the page around the charts wants them drawn: at what scale (1 on a desktop; larger on a
 * projector, where the back row must read the ticks), and whether a chart near the top of the
 * page shrinks to end on the first screen (a lecturer does not scroll to show the figure).
 */
export interface ChartDisplay {
  scale: number;
  fitFirstScreen: boolean;
}

export const DESKTOP_DISPLAY: ChartDisplay = { scale: 1, fitFirstScreen: false };

const presentations = new Map<number, ChartDisplay>();

/**
 * Presentation mode at this scale (presentationScale: 1.5 on a 1920-px projector, the 14-px ticks
 * at 21 px): every size a chart draws with is that many times the desktop one, and the charts on
 * the first screen end on it. The same object for the same scale, so that a context holding it
 * changes only when the scale does.
 */
export function presentationDisplay(scale: number): ChartDisplay {
  let d = presentations.get(scale);
  if (!d) presentations.set(scale, (d = { scale, fitFirstScreen: true }));
  return d;
}

const DisplayContext = createContext<ChartDisplay>(DESKTOP_DISPLAY);

export function ChartDisplayProvider({
  display,
  children,
}: {
  display: ChartDisplay;
  children: ReactNode;
}) {
  return <DisplayContext.Provider value={display}>{children}</DisplayContext.Provider>;
}

export function useChartDisplay(): ChartDisplay {
  return useContext(DisplayContext);
}

/** The sizes to draw with under the current display. */
export function useChartSizes(): ChartSizes {
  const { scale } = useContext(DisplayContext);
  return useMemo(() => chartSizes(scale), [scale]);
}
