import type { TooltipRow } from './Tooltip';
import type { LineChartProps } from './lineChartTypes';
import { bandAt, nearestVertex, nearestWithin } from './nearestPoint';

export interface LineHover {
  title: string;
  color: string;
  rows: TooltipRow[];
  /** the data point to ring */
  at: [number, number];
}

type Scale = ((v: number) => number) & { invert(v: number): number };

const MARK_RADIUS = 10;
const NO_POINTS = new Float64Array(0);

/**
 * What the tooltip shows for the pointer at (px, py) in the plot area: a mark within 10 px (its
 * triangle sits just above its point), else the nearest vertex of any series with its band or
 * error interval; null when that vertex is outside the plot.
 */
export function lineHover(
  p: LineChartProps,
  px: number,
  py: number,
  x: Scale,
  y: Scale,
  size: { width: number; height: number },
  fx: (v: number) => string,
  fy: (v: number) => string,
): LineHover | null {
  const xName = p.xLabel ?? 'x';
  const yName = p.yLabel ?? 'y';
  const marks = p.marks ?? [];
  const m = nearestWithin(
    marks.length,
    (i) => [x(marks[i].x), y(marks[i].y) - 5],
    px,
    py,
    MARK_RADIUS,
  );
  if (m >= 0) {
    const mark = marks[m];
    return {
      title: mark.label ?? p.marksLabel ?? 'mark',
      color: mark.color,
      rows: [
        { label: xName, value: fx(mark.x) },
        { label: yName, value: fy(mark.y) },
      ],
      at: [mark.x, mark.y],
    };
  }
  const hit = nearestVertex(
    p.series.map((s) => (s.hoverable === false ? NO_POINTS : s.points)),
    px,
    py,
    x,
    y,
    (v) => x.invert(v),
  );
  if (!hit) return null;
  // a vertex outside the plot (the view ahead of the data, say) is not shown
  const [hx, hy] = [x(hit.x), y(hit.y)];
  if (!(hx >= -1 && hx <= size.width + 1 && hy >= -1 && hy <= size.height + 1)) return null;
  const s = p.series[hit.series];
  const rows: TooltipRow[] = [
    { label: xName, value: fx(hit.x) },
    { label: yName, value: fy(hit.y) },
  ];
  const err = s.errors;
  if (err && 2 * hit.index + 1 < err.length) {
    const [lo, hi] = [err[2 * hit.index], err[2 * hit.index + 1]];
    rows.push({ label: 'interval', value: `[${fy(lo)}, ${fy(hi)}]` });
  }
  const extra = s.details?.[hit.index];
  if (extra) rows.push(...extra);
  for (const b of p.bands ?? []) {
    const at = bandAt(b.points, hit.x);
    if (at && at.x === hit.x) rows.push({ label: b.label, value: `[${fy(at.lo)}, ${fy(at.hi)}]` });
  }
  return { title: s.label, color: s.color, rows, at: [hit.x, hit.y] };
}
