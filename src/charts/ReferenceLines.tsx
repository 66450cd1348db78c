import { CHART_BG } from './palette';
import type { ReferenceLine } from './chartTypes';
import {
  referenceColor,
  referencePixel,
  type PlacedReferences,
  type ReferenceGeometry,
} from './referencePlacement';

interface ReferenceLinesProps {
  lines: readonly ReferenceLine[];
  /** the chart's layout with the lines' labels placed (placeReferences) */
  placed: PlacedReferences<ReferenceGeometry>;
  testid: string;
}

/**
 * Theory and reference lines in the SVG overlay, above the data: dashed, in the theory colour,
 * each labelled beside it where placeReferences found room (a label that found none is in the
 * legend). Lines outside the plot are not drawn. `<testid>.reference` (with data-label) on each.
 */
export function ReferenceLines({ lines, placed, testid }: ReferenceLinesProps) {
  const { places, geometry } = placed;
  const { innerW: width, innerH: height, sizes } = placed.layout;
  return (
    <g data-testid={`${testid}.references`}>
      {lines.map((r, i) => {
        const p = referencePixel(r, geometry, { width, height });
        if (!Number.isFinite(p)) return null;
        const color = referenceColor(r);
        const lineStyle = {
          stroke: color,
          strokeWidth: sizes.reference,
          strokeDasharray: r.dashed === false ? undefined : sizes.dash.join(' '),
        };
        const place = places[i];
        return (
          <g key={i} data-testid={`${testid}.reference`} data-label={r.label}>
            {r.y !== undefined ? (
              <line x1={0} x2={width} y1={p} y2={p} style={lineStyle} />
            ) : (
              <line x1={p} x2={p} y1={0} y2={height} style={lineStyle} />
            )}
            {place && (
              <text
                x={place.x}
                y={place.y}
                textAnchor={place.anchor}
                data-reference-label=""
                style={{
                  fill: color,
                  fontSize: sizes.tick,
                  fontWeight: 600,
                  stroke: CHART_BG,
                  strokeWidth: 4 * sizes.scale,
                  paintOrder: 'stroke',
                  strokeLinejoin: 'round',
                }}
              >
                {r.label}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
