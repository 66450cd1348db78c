import { CHART_BG, CHART_FG, CHART_GRID, CHART_MUTED } from './palette';
import { DESKTOP, type ChartSizes } from './chartLayout';

export interface TooltipRow {
  label: string;
  value: string;
  /** a colour swatch before the label */
  color?: string;
}

export interface TooltipProps {
  /** the pointer, in the chart root's CSS pixels */
  x: number;
  y: number;
  /** the chart's size, to keep the box inside it */
  width: number;
  height: number;
  title?: string;
  titleColor?: string;
  rows: readonly TooltipRow[];
  /** default: desktop */
  sizes?: ChartSizes;
  testid: string;
}

const BOX_WIDTH = 240;

/**
 * The hover box with exact numbers, placed beside the pointer and flipped to the other side near
 * the chart's right or bottom edge. It is HTML (not exported) and ignores the pointer.
 */
export function Tooltip(props: TooltipProps) {
  const { x, y, width, height, title, titleColor, rows, sizes = DESKTOP, testid } = props;
  const k = sizes.scale;
  const box = BOX_WIDTH * k;
  const left = x + 16 * k + box > width ? Math.max(0, x - 16 * k - box) : x + 16 * k;
  const estHeight = (30 + rows.length * 22) * k;
  const top = Math.max(0, Math.min(y + 12 * k, height - estHeight));
  return (
    <div
      data-testid={`${testid}.tooltip`}
      style={{
        position: 'absolute',
        left,
        top,
        maxWidth: box,
        pointerEvents: 'none',
        background: CHART_BG,
        color: CHART_FG,
        border: `1px solid ${CHART_GRID}`,
        borderRadius: 6,
        boxShadow: '0 2px 8px rgba(0,0,0,0.18)',
        padding: `${6 * k}px ${10 * k}px`,
        fontSize: sizes.tooltip,
        lineHeight: 1.45,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      {title !== undefined && (
        <div style={{ fontWeight: 600, color: titleColor ?? CHART_FG }}>{title}</div>
      )}
      {rows.map((r, i) => (
        <div key={i} style={{ display: 'flex', gap: 8 * k, justifyContent: 'space-between' }}>
          <span style={{ color: CHART_MUTED }}>
            {r.color !== undefined && (
              <span
                style={{
                  display: 'inline-block',
                  width: 10 * k,
                  height: 10 * k,
                  marginRight: 6 * k,
                  borderRadius: 2,
                  background: r.color,
                }}
              />
            )}
            {r.label}
          </span>
          <span>{r.value}</span>
        </div>
      ))}
    </div>
  );
}
