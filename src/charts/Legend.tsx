import { CHART_FG, CHART_BG } from './palette';
import { FONT, REFERENCE_DASH, STROKE } from './chartLayout';
import {
  LEGEND_ROW_PX,
  LEGEND_SWATCH_GAP,
  LEGEND_SWATCH_PX,
  type LegendItem,
  type LegendPlacement,
} from './legendLayout';

interface LegendProps {
  items: readonly LegendItem[];
  placement: LegendPlacement;
  /** the legend's top-left in the SVG */
  x: number;
  y: number;
  testid: string;
}

/**
 * The legend, drawn inside the chart's SVG so exported figures keep it. Laid out by layoutLegend;
 * `<testid>.legend` on the group, `<testid>.legend.item` (with data-series) on each entry.
 */
export function Legend({ items, placement, x, y, testid }: LegendProps) {
  const mid = LEGEND_ROW_PX / 2;
  return (
    <g transform={`translate(${x},${y})`} data-testid={`${testid}.legend`}>
      {items.map((item, i) => {
        const p = placement.positions[i];
        if (!p) return null;
        return (
          <g
            key={item.id}
            transform={`translate(${p.x},${p.y})`}
            data-testid={`${testid}.legend.item`}
            data-series={item.id}
          >
            <Swatch item={item} mid={mid} />
            <text
              x={LEGEND_SWATCH_PX + LEGEND_SWATCH_GAP}
              y={mid}
              dominantBaseline="central"
              style={{ fill: CHART_FG, fontSize: FONT.legend }}
            >
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Swatch({ item, mid }: { item: LegendItem; mid: number }) {
  const w = LEGEND_SWATCH_PX;
  switch (item.swatch) {
    case 'line':
    case 'dashed':
      return (
        <line
          x1={1}
          x2={w - 1}
          y1={mid}
          y2={mid}
          style={{
            stroke: item.color,
            strokeWidth: STROKE.series + 1,
            strokeDasharray: item.swatch === 'dashed' ? REFERENCE_DASH.join(' ') : undefined,
          }}
        />
      );
    case 'area':
      return (
        <rect
          x={1}
          y={mid - 7}
          width={w - 2}
          height={14}
          style={{ fill: item.color, fillOpacity: 0.3 }}
        />
      );
    case 'outline':
      return (
        <rect
          x={2}
          y={mid - 7}
          width={w - 4}
          height={14}
          style={{ fill: 'none', stroke: item.color, strokeWidth: STROKE.outline }}
        />
      );
    case 'bar':
      return (
        <rect x={4} y={mid - 8} width={w - 8} height={16} style={{ fill: item.color }} rx={2} />
      );
    case 'point':
      return (
        <path
          d={`M${w / 2 - 5.5},${mid - 5}L${w / 2 + 5.5},${mid - 5}L${w / 2},${mid + 4}Z`}
          style={{ fill: item.color, stroke: CHART_BG, strokeWidth: 1 }}
        />
      );
  }
}
