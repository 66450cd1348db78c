import { axisValues } from './axis';
import { sweepAxes, type SweepPoint } from './plan';
import type { SweepCore } from './spec';

/** The scenario's own value of a swept parameter: a number, a list's first, or none. */
function ownValue(s: SweepCore, param: string): number | null {
  const v = (s as unknown as Record<string, unknown>)[param];
  const x = Array.isArray(v) ? (v as unknown[])[0] : v;
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

/**
 * The sweep's point at the scenario's own values: on each axis the swept value nearest the
 * scenario's value of that parameter (the axis's first when the scenario has none), in the first
 * series. What a sweep link shows first: the point that stands for the scenario the link
 * describes (its headline), which the pool runs before the others. Null for a sweep without
 * points.
 */
export function ownPoint<P extends SweepPoint>(s: SweepCore, points: readonly P[]): P | null {
  if (points.length === 0) return null;
  const coords = sweepAxes(s).map((axis) => {
    const values = axisValues(axis);
    const own = ownValue(s, axis.param);
    if (own === null) return values[0];
    let best = values[0];
    for (const v of values) if (Math.abs(v - own) < Math.abs(best - own)) best = v;
    return best;
  });
  const series = points[0].series;
  return (
    points.find((p) => p.series === series && p.coords.every((c, k) => c === coords[k])) ??
    points[0]
  );
}
