import { useMemo, useState } from 'react';
import { ChartFrame, LineChart } from '../../charts';
import { sig } from '../../format/numbers';
import type { Domain } from '../../charts';
import { BETA_REMOVED_EXPLANATION, BETA_REMOVED_LABEL } from '../../engines/models/illinois';
import { curvesView, VARIANT_NAMES } from './curvesView';
import { LinuxTable } from './LinuxTable';
import type { IllinoisScenario } from './scenario';

interface Props {
  s: IllinoisScenario;
  height: number;
  embed: boolean;
}

/** Fig. 1: α and β (removed) over the queueing delay, zoomed together, with what defines them. */
export function CurvesPanel({ s, height, embed }: Props) {
  const v = useMemo(() => curvesView(s), [s]);
  // both charts share one dₐ range: zooming one zooms the other (reset when d_m changes)
  const [zoom, setZoom] = useState<{ dm: number; domain: Domain } | null>(null);
  const xDomain = zoom !== null && zoom.dm === s.dm ? zoom.domain : v.xDomain;
  const onZoom = (d: Domain | null) => setZoom(d === null ? null : { dm: s.dm, domain: d });
  const xLabel = 'dₐ: average queueing delay, ms';
  const subtitle = v.other
    ? `solid: ${VARIANT_NAMES[v.main.variant]}; dashed: ${VARIANT_NAMES[v.other.variant]}`
    : VARIANT_NAMES[v.main.variant];
  const p = v.main.params;
  return (
    <div className="illinois-curves" data-testid="illinois.curves">
      <ChartFrame
        title="α = f₁(dₐ)"
        subtitle={`${subtitle} · eq. (2) · wheel or drag to zoom both`}
        testid="chart.alpha"
        filename="illinois-alpha-beta"
        csv={v.csv}
        empty={false}
      >
        <LineChart
          title="α = f₁(dₐ): window increase per RTT against the queueing delay"
          testid="chart.alpha"
          height={height}
          series={v.alpha.series}
          references={v.alpha.references}
          xDomain={xDomain}
          onXDomainChange={onZoom}
          yDomain={v.alpha.yDomain}
          xLabel={xLabel}
          yLabel="α, packets/RTT"
          formatY={(y) => y.toFixed(1)}
          formatX={(v) => sig(v, 4)}
        />
      </ChartFrame>
      <ChartFrame
        title={`${BETA_REMOVED_LABEL} = f₂(dₐ)`}
        subtitle={`${subtitle} · eq. (3) · fraction of the window removed at a loss`}
        testid="chart.beta"
        filename="illinois-alpha-beta"
        csv={v.csv}
        empty={false}
      >
        <LineChart
          title="β (removed) = f₂(dₐ): fraction of the window removed at a loss"
          testid="chart.beta"
          height={height}
          series={v.beta.series}
          references={v.beta.references}
          xDomain={xDomain}
          onXDomainChange={onZoom}
          yDomain={v.beta.yDomain}
          xLabel={xLabel}
          yLabel={BETA_REMOVED_LABEL}
          formatY={(y) => y.toFixed(2)}
          formatX={(v) => sig(v, 4)}
        />
      </ChartFrame>
      {!embed && (
        <section className="panel illinois-readout" data-testid="illinois.kappas">
          <p className="readout">
            {v.thresholds.map((t) => (
              <span key={t}>{t}</span>
            ))}
          </p>
          <p className="readout">
            {v.kappas.map((t) => (
              <span key={t} data-testid="illinois.kappa">
                {t}
              </span>
            ))}
          </p>
          {v.main.clampedDm !== null && (
            <p className="hint">
              The kernel clamps RTT samples to {sig(v.main.clampedDm, 4)} ms (so that α·RTT fits in
              32 bits): d_m is cut there.
            </p>
          )}
          <p>
            <strong>θ rule.</strong> {v.rules.theta}
          </p>
          <p>
            <strong>W_thresh rule.</strong> {v.rules.wthresh}
          </p>
          <p className="muted">
            <strong>{BETA_REMOVED_LABEL}.</strong> {BETA_REMOVED_EXPLANATION} Here β_min ={' '}
            {sig(p.betaRemovedMin, 4)} removed keeps {sig(1 - p.betaRemovedMin, 4)} of the window.
          </p>
        </section>
      )}
      {!embed && <LinuxTable open={s.variant === 'linux' || s.overlay} />}
    </div>
  );
}
