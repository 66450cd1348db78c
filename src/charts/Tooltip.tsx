import { CHART_BG, CHART_FG, CHART_GRID, CHART_MUTED } from './palette';
import { FONT } from './chartLayout';

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
  testid: string;
}

const BOX_WIDTH = 240;

/**
 * The hover box with exact numbers, placed beside the pointer and flipped to the other side near
 * the chart's right or bottom edge. It is HTML (not exported) and ignores the pointer.
 */
export function Tooltip({ x, y, width, height, title, titleColor, rows, testid }: TooltipProps) {
  const left = x + 16 + BOX_WIDTH > width ? Math.max(0, x - 16 - BOX_WIDTH) : x + 16;
  const estHeight = 30 + rows.length * 22;
  const top = Math.max(0, Math.min(y + 12, height - estHeight));
  return (
    <div
      data-testid={`${testid}.tooltip`}
      style={{
        position: 'absolute',
        left,
        top,
        maxWidth: BOX_WIDTH,
        pointerEvents: 'none',
        background: CHART_BG,
        color: CHART_FG,
        border: `1px solid ${CHART_GRID}`,
        borderRadius: 6,
        boxShadow: '0 2px 8px rgba(0,0,0,0.18)',
        padding: '6px 10px',
        fontSize: FONT.tooltip,
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
        <div key={i} style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
          <span style={{ color: CHART_MUTED }}>
            {r.color !== undefined && (
              <span
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  marginRight: 6,
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
