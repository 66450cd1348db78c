import type { ScaleContinuousNumeric } from 'd3';
import { DESKTOP, STROKE, type ChartSizes } from './chartLayout';
import { decimateForPixels, visibleRange } from './decimateForPixels';
import { dotRadius, markBox } from './lineChartModel';
import type { LineBand, LineMark, LineSeries } from './lineChartTypes';

export interface LineLayer {
  series: readonly LineSeries[];
  bands: readonly LineBand[];
  marks: readonly LineMark[];
  x: ScaleContinuousNumeric<number, number>;
  y: ScaleContinuousNumeric<number, number>;
  /** plot area, CSS px */
  width: number;
  height: number;
  xTicks: readonly number[];
  yTicks: readonly number[];
  gridColor: string;
  /** the background, used to ring the marks so they stand out on the lines */
  bgColor: string;
  /** pixel-column decimation (only meaningful for a linear x) */
  decimate: boolean;
  /** line widths, dashes and markers (default: desktop) */
  sizes?: ChartSizes;
}

/** Paints grid, bands, series and marks, clipped to the plot area. Does not clear. */
export function paintLineLayer(ctx: CanvasRenderingContext2D, layer: LineLayer): void {
  const { width, height, x, y } = layer;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  ctx.clip();
  paintGrid(ctx, layer);
  for (const band of layer.bands) paintBand(ctx, band, x, y);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const s of layer.series) paintSeries(ctx, s, layer);
  paintMarks(ctx, layer.marks, layer);
  ctx.restore();
}

function paintGrid(ctx: CanvasRenderingContext2D, layer: LineLayer): void {
  ctx.strokeStyle = layer.gridColor;
  ctx.lineWidth = (layer.sizes ?? DESKTOP).grid;
  ctx.setLineDash([]);
  ctx.beginPath();
  for (const t of layer.xTicks) {
    const px = Math.round(layer.x(t)) + 0.5;
    ctx.moveTo(px, 0);
    ctx.lineTo(px, layer.height);
  }
  for (const t of layer.yTicks) {
    const py = Math.round(layer.y(t)) + 0.5;
    ctx.moveTo(0, py);
    ctx.lineTo(layer.width, py);
  }
  ctx.stroke();
}

function paintBand(
  ctx: CanvasRenderingContext2D,
  band: LineBand,
  x: LineLayer['x'],
  y: LineLayer['y'],
): void {
  const p = band.points;
  const n = Math.floor(p.length / 3);
  if (n < 2) return;
  ctx.fillStyle = band.color;
  ctx.globalAlpha = band.opacity ?? 0.2;
  // runs of finite lo/hi are filled separately so a missing interval leaves a gap
  let start = -1;
  const fillRun = (a: number, b: number): void => {
    if (b - a < 2) return;
    ctx.beginPath();
    for (let i = a; i < b; i++) ctx.lineTo(x(p[3 * i]), y(p[3 * i + 2]));
    for (let i = b - 1; i >= a; i--) ctx.lineTo(x(p[3 * i]), y(p[3 * i + 1]));
    ctx.closePath();
    ctx.fill();
  };
  for (let i = 0; i <= n; i++) {
    const ok = i < n && Number.isFinite(p[3 * i + 1]) && Number.isFinite(p[3 * i + 2]);
    if (ok && start < 0) start = i;
    if (!ok && start >= 0) {
      fillRun(start, i);
      start = -1;
    }
  }
  ctx.globalAlpha = 1;
}

function paintSeries(ctx: CanvasRenderingContext2D, s: LineSeries, layer: LineLayer): void {
  const [d0, d1] = layer.x.domain();
  const pts = layer.decimate ? decimateForPixels(s.points, d0, d1, layer.width) : s.points;
  const { x, y } = layer;
  const sizes = layer.sizes ?? DESKTOP;
  ctx.strokeStyle = s.color;
  ctx.lineWidth = (s.width ?? STROKE.series) * sizes.scale;
  ctx.setLineDash(s.dashed ? [...sizes.dash] : []);
  ctx.beginPath();
  let pen = false;
  for (let i = 0; i + 1 < pts.length; i += 2) {
    const py = y(pts[i + 1]);
    if (!Number.isFinite(py)) {
      pen = false;
      continue;
    }
    const px = x(pts[i]);
    if (pen) ctx.lineTo(px, py);
    else ctx.moveTo(px, py);
    pen = true;
  }
  if (s.connect !== false) ctx.stroke();
  ctx.setLineDash([]);
  if (s.errors) paintErrorBars(ctx, s, layer);
  if (s.showPoints) {
    ctx.fillStyle = s.color;
    const r = dotRadius(s, sizes.scale);
    const [first, end] = visibleRange(s.points, d0, d1);
    for (let i = first; i < end; i++) {
      const py = y(s.points[2 * i + 1]);
      if (!Number.isFinite(py)) continue;
      ctx.beginPath();
      ctx.arc(x(s.points[2 * i]), py, r, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
}

function paintErrorBars(ctx: CanvasRenderingContext2D, s: LineSeries, layer: LineLayer): void {
  const e = s.errors;
  if (!e) return;
  const { x, y } = layer;
  const [d0, d1] = x.domain();
  const [first, end] = visibleRange(s.points, d0, d1);
  const k = (layer.sizes ?? DESKTOP).scale;
  const cap = 5 * k;
  ctx.lineWidth = Math.max(1.5, (s.width ?? STROKE.series) * 0.75) * k;
  ctx.beginPath();
  for (let i = first; i < end && 2 * i + 1 < e.length; i++) {
    const lo = y(e[2 * i]);
    const hi = y(e[2 * i + 1]);
    if (!Number.isFinite(lo) || !Number.isFinite(hi)) continue;
    const px = x(s.points[2 * i]);
    ctx.moveTo(px, lo);
    ctx.lineTo(px, hi);
    ctx.moveTo(px - cap, lo);
    ctx.lineTo(px + cap, lo);
    ctx.moveTo(px - cap, hi);
    ctx.lineTo(px + cap, hi);
  }
  ctx.stroke();
}

function paintMarks(
  ctx: CanvasRenderingContext2D,
  marks: readonly LineMark[],
  layer: LineLayer,
): void {
  if (marks.length === 0) return;
  const { x, y, width, height } = layer;
  const k = (layer.sizes ?? DESKTOP).scale;
  ctx.lineWidth = 1.5 * k;
  ctx.strokeStyle = layer.bgColor;
  for (const m of marks) {
    const px = x(m.x);
    const py = y(m.y);
    if (!(px >= -6 * k && px <= width + 6 * k && py >= -6 * k && py <= height + 6 * k)) continue;
    ctx.fillStyle = m.color;
    ctx.beginPath();
    // a downward triangle: "cut here"
    const b = markBox(px, py, k);
    ctx.moveTo(b.x, b.y);
    ctx.lineTo(b.x + b.width, b.y);
    ctx.lineTo(px, b.y + b.height);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
}
