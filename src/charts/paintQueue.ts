/**
 * The canvases waiting to be painted, painted in animation frames with a budget: each frame
 * paints queued canvases in the order they asked until BUDGET_MS have passed, and leaves the rest
 * to the next frame. A page that draws many charts at once (a trace read, a lab opened, the theme
 * switched) so spreads the painting, and the compositing of what was painted, over several frames
 * instead of one long task; a chart that asks again while queued keeps its place and is painted
 * once, with its latest painter.
 */

/** Painting time per frame before the rest waits for the next one, ms. */
export const BUDGET_MS = 6;

const queue = new Map<object, () => void>();
let frame = 0;

function drain(): void {
  frame = 0;
  const start = performance.now();
  for (const [key, paint] of queue) {
    queue.delete(key);
    paint();
    if (performance.now() - start >= BUDGET_MS) break;
  }
  if (queue.size > 0) frame = requestAnimationFrame(drain);
}

/** Paints with `paint` in a coming frame (the latest `paint` given for `key`). */
export function schedulePaint(key: object, paint: () => void): void {
  queue.set(key, paint);
  if (frame === 0) frame = requestAnimationFrame(drain);
}

/** Forgets `key`'s pending paint (its canvas is gone). */
export function cancelPaint(key: object): void {
  queue.delete(key);
}
