/**
 * Presentation mode's scale for a screen this many CSS pixels wide. A projector's picture is as
 * wide on the wall whatever its resolution, so a pixel of a 1280-px projector is 1.5 times as large
 * as one of a 1920-px one: 1.5 at 1920 px and above (the 14-px ticks at 21 px), in proportion
 * below, and never under 1.2 (the back row of a room is as far on a small laptop). In steps of 0.05,
 * so that resizing a window does not lay the charts out again at every pixel.
 */
export function presentationScale(viewportWidth: number): number {
  const k = Number.isFinite(viewportWidth) ? (1.5 * viewportWidth) / 1920 : 1.5;
  return Math.round(Math.min(1.5, Math.max(1.2, k)) * 20) / 20;
}
