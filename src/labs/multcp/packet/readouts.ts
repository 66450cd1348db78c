import type { Estimate } from '../../../sweep/aggregate';
import type { MultcpPointResult } from '../sweep/results';
import { seriesLabel } from './charts';

/**
 * What the packet views say in words, from the points that have arrived (pure): per series, its
 * value at the largest swept value reached so far; the Fig. 6 case among the simulated rates.
 */
export interface SeriesReadout {
  series: string;
  label: string;
  x: number;
  value: Estimate;
  theory: number | null;
}

/** Per series, the point with the largest x that has a value. */
export function lastPoints(
  results: readonly MultcpPointResult[],
  names: readonly string[],
  view: string,
): SeriesReadout[] {
  return names.flatMap((series) => {
    const mine = results
      .filter((r) => r.series === series && r.value !== null && Number.isFinite(r.value.mean))
      .sort((a, b) => b.coords[0] - a.coords[0]);
    const r = mine[0];
    return r && r.value
      ? [
          {
            series,
            label: seriesLabel(series, view),
            x: r.coords[0],
            value: r.value,
            theory: r.theory,
          },
        ]
      : [];
  });
}

/**
 * Fig. 6 in the packets: a flow with the larger N that gets less than a flow with a smaller N on a
 * link they share (its other bottleneck charges it). Indices, or null.
 */
export function simulatedPolicingCase(
  routes: readonly (readonly number[])[],
  weights: readonly number[],
  rates: readonly number[],
): { big: number; small: number; shared: number } | null {
  for (let i = 0; i < routes.length; i++)
    for (let j = 0; j < routes.length; j++) {
      if (!(weights[i] > weights[j] && rates[i] < rates[j])) continue;
      const shared = routes[i].find((l) => routes[j].includes(l));
      if (shared !== undefined && routes[i].length > 1) return { big: i, small: j, shared };
    }
  return null;
}
