import { lowerBound, upperBound } from './decimateForPixels';
import type { Box } from './referenceLabels';

/**
 * Whether a box in the plot would cover drawn data: what a label placed there would be written
 * over. Each test takes the data as it is drawn (interleaved x, y vertices, x never decreasing)
 * and the scales that draw it, and looks only at the vertices under the box.
 */

type Scale = ((v: number) => number) & { invert(v: number): number };

/** The vertex range [first, end) whose segments can reach pixels [px0, px1] of x. */
function vertexRange(points: Float64Array, x: Scale, px0: number, px1: number): [number, number] {
  const a = x.invert(px0);
  const b = x.invert(px1);
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  const n = points.length >> 1;
  return [Math.max(0, lowerBound(points, lo) - 1), Math.min(n, upperBound(points, hi) + 1)];
}

const grow = (b: Box, pad: number): Box => ({
  x: b.x - pad,
  y: b.y - pad,
  width: b.width + 2 * pad,
  height: b.height + 2 * pad,
});

/** Whether a polyline of half-width `pad` (a NaN y breaks it) passes through the box. */
export function lineCovers(
  points: Float64Array,
  x: Scale,
  y: Scale,
  box: Box,
  pad: number,
): boolean {
  const b = grow(box, pad);
  const [first, end] = vertexRange(points, x, b.x, b.x + b.width);
  for (let i = first; i + 1 < end; i++) {
    const ya = y(points[2 * i + 1]);
    const yb = y(points[2 * i + 3]);
    if (!Number.isFinite(ya) || !Number.isFinite(yb)) continue;
    const xa = x(points[2 * i]);
    const xb = x(points[2 * i + 2]);
    const lo = Math.max(Math.min(xa, xb), b.x);
    const hi = Math.min(Math.max(xa, xb), b.x + b.width);
    if (lo > hi) continue;
    // the segment's y over the part of it above the box's x span
    const at = (px: number) => (xb === xa ? ya : ya + ((yb - ya) * (px - xa)) / (xb - xa));
    const [y0, y1] = xb === xa ? [ya, yb] : [at(lo), at(hi)];
    if (Math.max(y0, y1) >= b.y && Math.min(y0, y1) <= b.y + b.height) return true;
  }
  return false;
}

/** Whether any dot of radius `r` at the vertices falls in the box. */
export function dotsCover(points: Float64Array, x: Scale, y: Scale, box: Box, r: number): boolean {
  const b = grow(box, r);
  const [first, end] = vertexRange(points, x, b.x, b.x + b.width);
  for (let i = first; i < end; i++) {
    const px = x(points[2 * i]);
    const py = y(points[2 * i + 1]);
    if (px >= b.x && px <= b.x + b.width && py >= b.y && py <= b.y + b.height) return true;
  }
  return false;
}

/** Whether any vertical error bar (interleaved lo, hi per vertex) crosses the box. */
export function errorBarsCover(
  points: Float64Array,
  errors: Float64Array,
  x: Scale,
  y: Scale,
  box: Box,
  pad: number,
): boolean {
  const b = grow(box, pad);
  const [first, end] = vertexRange(points, x, b.x, b.x + b.width);
  for (let i = first; i < end && 2 * i + 1 < errors.length; i++) {
    const px = x(points[2 * i]);
    if (!(px >= b.x && px <= b.x + b.width)) continue;
    const lo = y(errors[2 * i]);
    const hi = y(errors[2 * i + 1]);
    if (!Number.isFinite(lo) || !Number.isFinite(hi)) continue;
    if (Math.max(lo, hi) >= b.y && Math.min(lo, hi) <= b.y + b.height) return true;
  }
  return false;
}

/** Whether any of the rectangles (bars, marks) overlaps the box. */
export function rectsCover(rects: readonly Box[], box: Box): boolean {
  return rects.some(
    (r) =>
      r.width > 0 &&
      r.height > 0 &&
      r.x < box.x + box.width &&
      box.x < r.x + r.width &&
      r.y < box.y + box.height &&
      box.y < r.y + r.height,
  );
}

/**
 * Whether the area between a polyline and the baseline below it (a filled histogram) reaches the
 * box: somewhere over the box's x span the line is above the box's bottom edge.
 */
export function areaCovers(points: Float64Array, x: Scale, y: Scale, box: Box): boolean {
  const [first, end] = vertexRange(points, x, box.x, box.x + box.width);
  const bottom = box.y + box.height;
  for (let i = first; i + 1 < end; i++) {
    const xa = x(points[2 * i]);
    const xb = x(points[2 * i + 2]);
    if (Math.max(xa, xb) < box.x || Math.min(xa, xb) > box.x + box.width) continue;
    if (Math.min(y(points[2 * i + 1]), y(points[2 * i + 3])) <= bottom) return true;
  }
  return false;
}
