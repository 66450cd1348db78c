import type { ReactNode } from 'react';
import { ChartFrame, LineChart } from '../../charts';
import type { CongestionLevel } from '../../engines/models/illinois';
import { muText } from './muReadout';
import { LEVEL_COLORS, LEVEL_TITLES, levelRange, type SmmCharts } from './smmView';
import { fixed } from '../../format/numbers';

interface Props {
  level: CongestionLevel;
  index: number;
  charts: SmmCharts;
  height: number;
  csv: () => string;
  /** the level congestion= names (its column is marked) */
  selected: boolean;
}

const flowTick = (v: number): string => (Number.isInteger(v) ? String(v) : '');
/** One congestion level of Figs. 2-7: x̄ᵢ/xᵢ*, Std/x̄ per flow, and log x̄ against log T. */
export function SmmLevelColumn({ level, index, charts, height, csv, selected }: Props) {
  const c = charts.levels[index];
  const title = LEVEL_TITLES[level];
  const id = (what: string) => `chart.smm.${level}.${what}`;
  const frame = (what: string, label: string, key: string, body: ReactNode) => (
    <ChartFrame
      title={label}
      subtitle={key}
      testid={id(what)}
      filename={`illinois-smm-${level}-${what}`}
      csv={csv}
      empty={c === null}
    >
      {body}
    </ChartFrame>
  );
  return (
    <div className="illinois-level" data-selected={selected} data-testid={`smm.level.${level}`}>
      <h3 style={{ borderColor: LEVEL_COLORS[level] }}>
        {title} congestion
        <span className="muted"> {c ? levelRange(level, c.mMax) : 'running…'}</span>
        <span className="level-mu" data-testid={`smm.mu.${level}`}>
          {c === null
            ? ''
            : c.mu === null
              ? 'equal RTTs: no slope'
              : muText({ level, mu: c.mu, halfWidth: c.muHalfWidth ?? NaN })}
        </span>
      </h3>
      {frame(
        'ratio',
        'x̄ᵢ/xᵢ*',
        'dashed: μ = 0 (at 1), μ = 1 (curve)',
        <LineChart
          title={`${title} congestion: x̄ᵢ/xᵢ* per flow (xᵢ* = equal windows)`}
          testid={id('ratio')}
          height={height}
          series={c?.ratio ?? []}
          references={charts.ratioRefs}
          xDomain={charts.flowDomain}
          yDomain={charts.ratioDomain}
          zoomable={false}
          legend={false}
          xLabel="flow i"
          formatX={flowTick}
          formatY={(v) => fixed(v, 2)}
        />,
      )}
      {frame(
        'cv',
        'Std(xᵢ)/x̄ᵢ',
        'with 95 % intervals',
        <LineChart
          title={`${title} congestion: Std(xᵢ)/x̄ᵢ per flow`}
          testid={id('cv')}
          height={height}
          series={c?.cv ?? []}
          xDomain={charts.flowDomain}
          yDomain={charts.cvDomain}
          zoomable={false}
          legend={false}
          xLabel="flow i"
          formatX={flowTick}
          formatY={(v) => fixed(v, 2)}
        />,
      )}
      {frame(
        'log',
        'log x̄ᵢ vs log Tᵢ',
        'line: fit; dashed: slopes −1, −2',
        <LineChart
          title={`${title} congestion: log10 of x̄ᵢ against log10 of Tᵢ, fitted slope −(1 + μ)`}
          testid={id('log')}
          height={height}
          series={c?.log ?? []}
          xDomain={charts.logXDomain}
          yDomain={charts.logYDomain}
          zoomable={false}
          legend={false}
          xLabel="log₁₀ Tᵢ (ms)"
          yLabel="log₁₀ x̄ᵢ"
          formatX={(v) => fixed(v, 2)}
          formatY={(v) => fixed(v, 2)}
        />,
      )}
    </div>
  );
}
