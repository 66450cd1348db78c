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

/**
 * Presentation mode: every size a chart draws with is 1.5 times the desktop one (the smallest
 * chart text, the 14 px ticks, becomes 21 px), and the charts on the first screen end on it.
 */
export const PRESENTATION_DISPLAY: ChartDisplay = { scale: 1.5, fitFirstScreen: true };

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
