import { CHART_BG, THEORY_COLOR } from './palette';
import { FONT, REFERENCE_DASH, STROKE, textWidth } from './chartLayout';
import type { ReferenceLine } from './chartTypes';
import { referenceLabelBaselines, verticalLabelPlace } from './referenceLabels';

interface ReferenceLinesProps {
  lines: readonly ReferenceLine[];
  /** data to plot-area pixels; a vertical line needs `x`, a horizontal one `y` */
  x?: (v: number) => number;
  y?: (v: number) => number;
  width: number;
  height: number;
  testid: string;
}

/**
 * Theory and reference lines in the SVG overlay, above the data: dashed, in the theory colour,
 * each labelled at its end (over a halo in the background colour so the label stays readable
 * where it crosses data). Lines outside the plot are not drawn.
 */
export function ReferenceLines({ lines, x, y, width, height, testid }: ReferenceLinesProps) {
  // Labels of horizontal lines close together are stacked instead of printed over each other.
  const rows = lines.flatMap((r, i) => (r.y !== undefined ? [{ i, py: y?.(r.y) ?? NaN }] : []));
  const baselines = referenceLabelBaselines(
    rows.map((r) => r.py),
    FONT.tick,
  );
  const baseline = new Map(rows.map((r, k) => [r.i, baselines[k]]));
  return (
    <g data-testid={`${testid}.references`}>
      {lines.map((r, i) => {
        const color = r.color ?? THEORY_COLOR;
        const dash = r.dashed === false ? undefined : REFERENCE_DASH.join(' ');
        const lineStyle = { stroke: color, strokeWidth: STROKE.reference, strokeDasharray: dash };
        const textStyle = {
          fill: color,
          fontSize: FONT.tick,
          fontWeight: 600,
          stroke: CHART_BG,
          strokeWidth: 4,
          paintOrder: 'stroke',
          strokeLinejoin: 'round' as const,
        };
        if (r.y !== undefined) {
          const py = y?.(r.y);
          if (py === undefined || !Number.isFinite(py) || py < -1 || py > height + 1) return null;
          return (
            <g key={i} data-testid={`${testid}.reference`} data-label={r.label}>
              <line x1={0} x2={width} y1={py} y2={py} style={lineStyle} />
              <text x={width - 6} y={baseline.get(i) ?? py - 7} textAnchor="end" style={textStyle}>
                {r.label}
              </text>
            </g>
          );
        }
        const px = x?.(r.x);
        if (px === undefined || !Number.isFinite(px) || px < -1 || px > width + 1) return null;
        const place = verticalLabelPlace(px, textWidth(r.label, FONT.tick), width);
        return (
          <g key={i} data-testid={`${testid}.reference`} data-label={r.label}>
            <line x1={px} x2={px} y1={0} y2={height} style={lineStyle} />
            <text x={place.x} y={FONT.tick + 4} textAnchor={place.anchor} style={textStyle}>
              {r.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
