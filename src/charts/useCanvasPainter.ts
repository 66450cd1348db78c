import { useEffect, useRef, type RefObject } from 'react';
import { registerCanvasPainter, unregisterCanvasPainter } from './canvasPainters';
import { cancelPaint, schedulePaint } from './paintQueue';

export interface LayerPainter {
  /** the layer's size in CSS pixels */
  width: number;
  height: number;
  /** the theme version: the chart re-renders when it changes, and so the layer repaints */
  version?: number;
  /**
   * Paints onto `ctx` (scaled so one unit is one CSS pixel; already cleared). `themeSource` is the
   * on-screen canvas: read CSS custom properties from it, also when painting for an export.
   */
  paint(ctx: CanvasRenderingContext2D, themeSource: Element): void;
}

/**
 * Keeps a canvas painted: sized to the device pixel ratio, repainted at most once per animation
 * frame however often the data changes (frames arrive every 50 ms), the page's canvases sharing
 * each frame's painting budget (paintQueue.ts), and registered so exports can repaint it at their
 * own resolution. The painter may be a new object on every render (pass the theme version in it
 * so a theme switch repaints); only the latest one is used.
 */
export function useCanvasPainter(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  painter: LayerPainter,
): void {
  const latest = useRef(painter);

  useEffect(() => {
    latest.current = painter;
    const canvas = canvasRef.current;
    if (canvas) schedulePaint(canvas, () => paintNow(canvas, latest.current));
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    registerCanvasPainter(canvas, () => {
      const p = latest.current;
      return { width: p.width, height: p.height, paint: (ctx) => p.paint(ctx, canvas) };
    });
    return () => {
      cancelPaint(canvas);
      unregisterCanvasPainter(canvas);
    };
  }, [canvasRef]);
}

function paintNow(canvas: HTMLCanvasElement, p: LayerPainter): void {
  const dpr = window.devicePixelRatio || 1;
  const w = Math.max(1, Math.round(p.width * dpr));
  const h = Math.max(1, Math.round(p.height * dpr));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, w, h);
  if (!(p.width > 0 && p.height > 0)) return;
  ctx.setTransform(w / p.width, 0, 0, h / p.height, 0, 0);
  p.paint(ctx, canvas);
}
