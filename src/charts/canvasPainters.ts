/**
 * How a chart's canvas layer paints itself, so an export can repaint it at any resolution instead
 * of upscaling the on-screen pixels. Charts register their canvas; exports look it up.
 */
export interface CanvasPainter {
  /** the layer's size in CSS pixels */
  width: number;
  height: number;
  /** paints onto `ctx`, already scaled so that one unit is one CSS pixel; does not clear */
  paint(ctx: CanvasRenderingContext2D): void;
}

const painters = new WeakMap<HTMLCanvasElement, () => CanvasPainter>();

export function registerCanvasPainter(canvas: HTMLCanvasElement, get: () => CanvasPainter): void {
  painters.set(canvas, get);
}

export function unregisterCanvasPainter(canvas: HTMLCanvasElement): void {
  painters.delete(canvas);
}

export function canvasPainterOf(canvas: HTMLCanvasElement): CanvasPainter | null {
  return painters.get(canvas)?.() ?? null;
}
