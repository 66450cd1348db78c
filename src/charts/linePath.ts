import { line } from 'd3';

/**
 * An SVG path through interleaved x, y vertices, via D3's line generator (a NaN y breaks the
 * line). For the few hundred vertices of histograms and theory curves; long series go on canvas.
 */
export function linePath(
  points: Float64Array,
  x: (v: number) => number,
  y: (v: number) => number,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pts.push([points[i], points[i + 1]]);
  const gen = line<[number, number]>()
    .x((d) => x(d[0]))
    .y((d) => y(d[1]))
    .defined((d) => Number.isFinite(d[1]));
  return gen(pts) ?? '';
}
