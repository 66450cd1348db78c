import { Context } from 'svgcanvas';
import type { CanvasPainter } from './canvasPainters';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * A chart's canvas layer as SVG elements: its painter (the code that draws it on screen) replayed
 * on a Canvas 2D context that records paths instead of pixels (svgcanvas), so that an exported
 * SVG has its data lines as <path>s, not a picture of them. The painter already thins a long
 * series to at most a few vertices per pixel column (decimateForPixels), so the file stays small
 * whatever the run's length. Returns a <g> at `box` holding the drawing and its clip paths, their
 * ids renumbered `${prefix}-0`, `${prefix}-1`, … (the recorder draws random ones): the same chart
 * exports the same file.
 */
export function vectorLayer(
  painter: CanvasPainter,
  box: { x: number; y: number },
  prefix: string,
): SVGGElement {
  const recorder = new Context({ width: painter.width, height: painter.height });
  painter.paint(recorder as unknown as CanvasRenderingContext2D);
  const drawn = recorder.getSvg();
  const group = document.createElementNS(SVG_NS, 'g');
  group.setAttribute('transform', `translate(${box.x},${box.y})`);
  group.setAttribute('data-layer', 'vector');
  const ids = new Map<string, string>();
  for (const el of drawn.querySelectorAll('[id]')) {
    ids.set(el.id, `${prefix}-${ids.size}`);
    el.id = ids.get(el.id)!;
  }
  for (const el of drawn.querySelectorAll('*'))
    for (const attr of [...el.attributes]) {
      const m = /^url\(#(.+)\)$/.exec(attr.value);
      if (m && ids.has(m[1])) el.setAttribute(attr.name, `url(#${ids.get(m[1])})`);
    }
  for (const child of [...drawn.childNodes]) group.appendChild(child);
  return group;
}
