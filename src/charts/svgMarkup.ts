import { canvasLayerDataUrl, layerBox } from './canvasLayer';
import { canvasPainterOf } from './canvasPainters';
import { vectorLayer } from './vectorLayer';
import { FALLBACK, readCssColor } from './palette';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Inherited presentation properties: written where they differ from the parent's. */
const INHERITED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linejoin',
  'stroke-linecap',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-numeric',
  'text-anchor',
  'paint-order',
  'visibility',
  'shape-rendering',
] as const;

/** Properties that do not inherit: written where they are not the initial value. */
const NOT_INHERITED: Record<string, string> = { opacity: '1', 'dominant-baseline': 'auto' };

export interface SvgExportOptions {
  /** pixels per CSS pixel of the embedded canvas image, for a layer without a painter (default 2) */
  scale?: number;
  /** a background colour; default the theme's --chart-bg; null for none (transparent) */
  background?: string | null;
}

/**
 * The chart as a standalone SVG document: the overlay with its computed styles inlined (so
 * theme variables become colours and the file renders anywhere), elements marked
 * data-export="skip" (hover marks, pointer targets) left out, the theme background behind it,
 * and the canvas layer (the data lines) at its place as vectors: its painter replayed into SVG
 * paths (vectorLayer.ts). Only a canvas no painter is registered for is embedded as a PNG.
 */
export function svgMarkup(
  svg: SVGSVGElement,
  canvas?: HTMLCanvasElement | null,
  options: SvgExportOptions = {},
): string {
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const skipped: Element[] = [];
  inlineStyles(svg, clone, null, skipped);
  for (const el of skipped) el.remove();

  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const layers: Element[] = [];
  const background =
    options.background === undefined
      ? readCssColor(svg, '--chart-bg', FALLBACK.bg)
      : options.background;
  if (background !== null) {
    const rect = document.createElementNS(SVG_NS, 'rect');
    rect.setAttribute('width', '100%');
    rect.setAttribute('height', '100%');
    rect.setAttribute('fill', background);
    layers.push(rect);
  }
  const painter = canvas ? canvasPainterOf(canvas) : null;
  if (canvas && painter) {
    layers.push(vectorLayer(painter, layerBox(svg, canvas), 'layer-clip'));
  } else if (canvas) {
    const box = layerBox(svg, canvas);
    const href = canvasLayerDataUrl(canvas, options.scale ?? 2);
    const image = document.createElementNS(SVG_NS, 'image');
    image.setAttribute('x', String(box.x));
    image.setAttribute('y', String(box.y));
    image.setAttribute('width', String(box.width));
    image.setAttribute('height', String(box.height));
    image.setAttribute('preserveAspectRatio', 'none');
    image.setAttribute('href', href);
    image.setAttributeNS(XLINK_NS, 'xlink:href', href); // for older editors
    layers.push(image);
  }
  // behind everything else, after <title> so it stays the document's first child
  const anchor = clone.querySelector(':scope > title')?.nextSibling ?? clone.firstChild;
  for (const el of layers) clone.insertBefore(el, anchor);
  const xml = new XMLSerializer().serializeToString(clone);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

function inlineStyles(
  src: Element,
  dst: Element,
  parent: CSSStyleDeclaration | null,
  skipped: Element[],
): void {
  if (src.getAttribute('data-export') === 'skip') {
    skipped.push(dst);
    return;
  }
  const cs = getComputedStyle(src);
  const decl: string[] = [];
  for (const p of INHERITED) {
    const v = cs.getPropertyValue(p);
    if (v !== '' && (parent === null || parent.getPropertyValue(p) !== v)) decl.push(`${p}:${v}`);
  }
  for (const [p, initial] of Object.entries(NOT_INHERITED)) {
    const v = cs.getPropertyValue(p);
    if (v !== '' && v !== initial) decl.push(`${p}:${v}`);
  }
  if (decl.length > 0) dst.setAttribute('style', decl.join(';'));
  else dst.removeAttribute('style');
  const from = src.children;
  const to = dst.children;
  for (let i = 0; i < from.length && i < to.length; i++) inlineStyles(from[i], to[i], cs, skipped);
}
