import { drawCanvasLayer, layerBox } from './canvasLayer';
import { FALLBACK, readCssColor } from './palette';
import { svgMarkup } from './svgMarkup';

export interface PngOptions {
  /** device pixels per CSS pixel (default 2: sharp on slides and in papers) */
  scale?: number;
  /** default the theme's --chart-bg */
  background?: string;
}

/**
 * The chart as a PNG: the theme background, the canvas layer (repainted at `scale` when the chart
 * registered its painter) and the SVG overlay rasterised on top, at `scale` times the on-screen
 * size.
 */
export async function pngBlob(
  svg: SVGSVGElement,
  canvas?: HTMLCanvasElement | null,
  options: PngOptions = {},
): Promise<Blob> {
  const scale = options.scale ?? 2;
  const { width, height } = svg.getBoundingClientRect();
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(width * scale));
  out.height = Math.max(1, Math.round(height * scale));
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('PNG export: no 2D canvas context');
  ctx.fillStyle = options.background ?? readCssColor(svg, '--chart-bg', FALLBACK.bg);
  ctx.fillRect(0, 0, out.width, out.height);
  if (canvas) drawCanvasLayer(ctx, canvas, layerBox(svg, canvas), scale);
  const overlay = await loadImage(
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgMarkup(svg, null, { background: null }))}`,
  );
  ctx.drawImage(overlay, 0, 0, out.width, out.height);
  return new Promise<Blob>((resolve, reject) => {
    out.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG export: encoding failed'))),
      'image/png',
    );
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('PNG export: the SVG overlay did not load'));
    img.src = src;
  });
}
