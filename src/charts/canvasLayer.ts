import { canvasPainterOf } from './canvasPainters';

/** Where a chart's canvas sits relative to its SVG overlay, in CSS pixels. */
export function layerBox(
  svg: Element,
  canvas: Element,
): { x: number; y: number; width: number; height: number } {
  const s = svg.getBoundingClientRect();
  const c = canvas.getBoundingClientRect();
  return { x: c.left - s.left, y: c.top - s.top, width: c.width, height: c.height };
}

/**
 * Paints a chart's canvas layer onto `ctx` (scaled `scale` device pixels per CSS pixel) at
 * `box`: repainted by the chart's registered painter when there is one, so exports are sharp at
 * any scale, or else copied from the on-screen pixels.
 */
export function drawCanvasLayer(
  ctx: CanvasRenderingContext2D,
  canvas: HTMLCanvasElement,
  box: { x: number; y: number; width: number; height: number },
  scale: number,
): void {
  const painter = canvasPainterOf(canvas);
  ctx.save();
  if (painter) {
    ctx.setTransform(scale, 0, 0, scale, box.x * scale, box.y * scale);
    painter.paint(ctx);
  } else if (canvas.width > 0 && canvas.height > 0) {
    ctx.drawImage(canvas, box.x * scale, box.y * scale, box.width * scale, box.height * scale);
  }
  ctx.restore();
}

/** The canvas layer alone as a PNG data URL at `scale` pixels per CSS pixel. */
export function canvasLayerDataUrl(canvas: HTMLCanvasElement, scale: number): string {
  const painter = canvasPainterOf(canvas);
  if (!painter) return canvas.toDataURL('image/png');
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(painter.width * scale));
  out.height = Math.max(1, Math.round(painter.height * scale));
  const ctx = out.getContext('2d');
  if (!ctx) return canvas.toDataURL('image/png');
  drawCanvasLayer(ctx, canvas, { x: 0, y: 0, width: painter.width, height: painter.height }, scale);
  return out.toDataURL('image/png');
}
