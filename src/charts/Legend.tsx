import { CHART_FG, CHART_BG } from './palette';
import type { ChartSizes } from './chartLayout';
import { legendMetrics, type LegendItem, type LegendPlacement } from './legendLayout';

interface LegendProps {
  items: readonly LegendItem[];
  placement: LegendPlacement;
  /** the legend's top-left in the SVG */
  x: number;
  y: number;
  sizes: ChartSizes;
  testid: string;
}

/**
 * The legend, drawn inside the chart's SVG so exported figures keep it. Laid out by layoutLegend;
 * `<testid>.legend` on the group, `<testid>.legend.item` (with data-series and data-swatch) on
 * each entry, whose swatch is its first child.
 */
export function Legend({ items, placement, x, y, sizes, testid }: LegendProps) {
  const m = legendMetrics(sizes);
  const mid = m.row / 2;
  return (
    <g transform={`translate(${x},${y})`} data-testid={`${testid}.legend`}>
      {items.map((item, i) => {
        const p = placement.positions[i];
        if (!p) return null;
        const lines = placement.lines[i] ?? [item.label];
        return (
          <g
            key={item.id}
            transform={`translate(${p.x},${p.y})`}
            data-testid={`${testid}.legend.item`}
            data-series={item.id}
            data-swatch={item.swatch}
          >
            <Swatch item={item} mid={mid} sizes={sizes} />
            <text
              x={m.swatch + m.gap}
              y={mid}
              dominantBaseline="central"
              style={{ fill: CHART_FG, fontSize: sizes.legend }}
            >
              {lines.length === 1
                ? item.label
                : lines.map((line, k) => (
                    <tspan key={k} x={m.swatch + m.gap} dy={k === 0 ? 0 : m.row}>
                      {line}
                    </tspan>
                  ))}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Swatch({ item, mid, sizes }: { item: LegendItem; mid: number; sizes: ChartSizes }) {
  const k = sizes.scale;
  const w = legendMetrics(sizes).swatch;
  switch (item.swatch) {
    case 'line':
    case 'dashed':
      return (
        <line
          x1={k}
          x2={w - k}
          y1={mid}
          y2={mid}
          style={{
            stroke: item.color,
            strokeWidth: sizes.series + k,
            strokeDasharray: item.swatch === 'dashed' ? sizes.dash.join(' ') : undefined,
          }}
        />
      );
    case 'area':
      return (
        <rect
          x={k}
          y={mid - 7 * k}
          width={w - 2 * k}
          height={14 * k}
          style={{ fill: item.color, fillOpacity: 0.3 }}
        />
      );
    case 'outline':
      return (
        <rect
          x={2 * k}
          y={mid - 7 * k}
          width={w - 4 * k}
          height={14 * k}
          style={{ fill: 'none', stroke: item.color, strokeWidth: sizes.outline }}
        />
      );
    case 'bar':
      return (
        <rect
          x={4 * k}
          y={mid - 8 * k}
          width={w - 8 * k}
          height={16 * k}
          style={{ fill: item.color }}
          rx={2 * k}
        />
      );
    case 'dot':
      return <circle cx={w / 2} cy={mid} r={4.5 * k} style={{ fill: item.color }} />;
    case 'point':
      return (
        <path
          d={`M${w / 2 - 5.5 * k},${mid - 5 * k}L${w / 2 + 5.5 * k},${mid - 5 * k}L${w / 2},${mid + 4 * k}Z`}
          style={{ fill: item.color, stroke: CHART_BG, strokeWidth: k }}
        />
      );
  }
}
