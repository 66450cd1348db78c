import { useRef, useState, type ReactNode } from 'react';
import { useChartSizes } from './chartDisplay';
import { download, fileSlug } from './download';
import { CHART_BG, CHART_FG, CHART_GRID, CHART_MUTED } from './palette';
import { pngBlob } from './pngBlob';
import { svgMarkup } from './svgMarkup';

export interface ChartFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** the chart's testid: buttons get `<testid>.export.png|svg|csv`, the frame `<testid>.frame` */
  testid: string;
  /** the data of what is on screen, as CSV (see toCsv); without it the CSV button is disabled */
  csv?: () => string;
  /** file name without extension (default: from the title) */
  filename?: string;
  /** extra controls shown beside the export buttons */
  actions?: ReactNode;
  /**
   * Whether the chart has nothing to show yet (written as data-empty on the frame): every chart
   * says so, so that a test can check that a lab shows data soon after it opens.
   */
  empty: boolean;
  children: ReactNode;
}

const buttonStyle = { fontSize: 13, padding: '2px 8px', minWidth: 44 } as const;

/**
 * A titled frame around one chart with PNG, SVG and CSV downloads. PNG and SVG are made from the
 * chart's own SVG overlay and canvas layer (found in the frame by their data-chart-* markers).
 */
export function ChartFrame({
  title,
  subtitle,
  testid,
  csv,
  filename,
  actions,
  empty,
  children,
}: ChartFrameProps) {
  const body = useRef<HTMLDivElement>(null);
  const sizes = useChartSizes();
  const [problem, setProblem] = useState<string | null>(null);
  const base = filename ?? fileSlug(title);

  const parts = (): { svg: SVGSVGElement; canvas: HTMLCanvasElement | null } | null => {
    const svg = body.current?.querySelector<SVGSVGElement>('svg[data-chart-svg]') ?? null;
    if (!svg) return null;
    return {
      svg,
      canvas: body.current?.querySelector<HTMLCanvasElement>('canvas[data-chart-canvas]') ?? null,
    };
  };

  const exportPng = async (): Promise<void> => {
    const p = parts();
    if (!p) return;
    try {
      download(`${base}.png`, await pngBlob(p.svg, p.canvas), 'image/png');
      setProblem(null);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  const exportSvg = (): void => {
    const p = parts();
    if (!p) return;
    download(`${base}.svg`, svgMarkup(p.svg, p.canvas), 'image/svg+xml');
  };
  const exportCsv = (): void => {
    if (csv) download(`${base}.csv`, csv(), 'text/csv;charset=utf-8');
  };

  return (
    <figure
      data-testid={`${testid}.frame`}
      data-empty={empty}
      style={{
        margin: 0,
        padding: '10px 12px 8px',
        background: CHART_BG,
        color: CHART_FG,
        border: `1px solid ${CHART_GRID}`,
        borderRadius: 8,
        minWidth: 0,
      }}
    >
      <figcaption
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: '4px 12px',
          marginBottom: 4,
        }}
      >
        <span style={{ fontSize: sizes.title, fontWeight: 600 }} data-testid={`${testid}.title`}>
          {title}
        </span>
        {subtitle !== undefined && (
          <span
            style={{ fontSize: sizes.subtitle, color: CHART_MUTED }}
            data-testid={`${testid}.subtitle`}
          >
            {subtitle}
          </span>
        )}
        <span style={{ marginLeft: 'auto', display: 'flex', gap: 6, alignItems: 'center' }}>
          {actions}
          <button
            type="button"
            style={buttonStyle}
            data-testid={`${testid}.export.png`}
            aria-label={`PNG: download "${title}" as an image`}
            title="Download as PNG (2x resolution)"
            onClick={() => void exportPng()}
          >
            PNG
          </button>
          <button
            type="button"
            style={buttonStyle}
            data-testid={`${testid}.export.svg`}
            aria-label={`SVG: download "${title}" as a vector figure`}
            title="Download as SVG"
            onClick={exportSvg}
          >
            SVG
          </button>
          <button
            type="button"
            style={buttonStyle}
            data-testid={`${testid}.export.csv`}
            aria-label={`CSV: download the data of "${title}"`}
            title="Download the data shown as CSV"
            disabled={!csv}
            onClick={exportCsv}
          >
            CSV
          </button>
        </span>
      </figcaption>
      {problem !== null && (
        <div
          role="status"
          style={{ color: CHART_MUTED, fontSize: 13 }}
          data-testid={`${testid}.export.problem`}
        >
          Export failed: {problem}
        </div>
      )}
      <div ref={body}>{children}</div>
    </figure>
  );
}
