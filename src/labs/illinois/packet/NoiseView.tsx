import { useMemo } from 'react';
import { ChartFrame, LineChart } from '../../../charts';
import type { Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { NOISE_ROLES, noiseView } from './noiseView';
import { percent } from '../../../format/numbers';
import { FIG15_LONE_NOISY } from './mechanismTraces';

interface Props {
  s: IllinoisScenario;
  results: Results;
  height: number;
}

/** Fig. 15: two users' throughput against the RTT noise, one panel per algorithm. */
export function NoiseView({ s, results, height }: Props) {
  const v = useMemo(() => noiseView(s, results), [s, results]);
  return (
    <>
      <p className="illinois-noise-key" data-testid="noise.key">
        {Object.values(NOISE_ROLES).map((r) => (
          <span key={r.label}>
            <span
              className="swatch"
              style={{ borderTopColor: r.color, borderTopStyle: r.dashed ? 'dashed' : 'solid' }}
            />
            {r.label}
          </span>
        ))}
        <span className="muted">dashed: C/2, and for Vegas eq. (33)'s threshold σ ≈ d_a*</span>
      </p>
      <div className="illinois-noise-grid">
        {v.panels.map((p) => (
          <ChartFrame
            key={p.algorithm}
            title={p.title}
            subtitle={
              p.threshold === null
                ? 'two users sharing the link'
                : `beyond σ ≈ d_a* = ${p.threshold.toFixed(1)} ms the window shrinks (eq. 33)`
            }
            testid={`chart.noise.${p.algorithm.replace(':', '-')}`}
            filename={`illinois-fig15-${p.algorithm.replace(':', '-')}`}
            csv={v.csv}
            empty={p.empty}
          >
            <LineChart
              title={`${p.title}: throughput of each user against the RTT noise σ`}
              testid={`chart.noise.${p.algorithm.replace(':', '-')}`}
              height={height}
              series={p.series}
              references={p.references}
              xDomain={v.xDomain}
              yDomain={[0, v.cap]}
              xLabel="σ, ms (ACK noise U[0, 2σ])"
              yLabel="Mbit/s"
              formatY={(y) => y.toFixed(1)}
              legend={false}
            />
          </ChartFrame>
        ))}
      </div>
      <section className="panel illinois-readout" data-testid="noise.readout">
        <table className="illinois-table" data-testid="noise.table">
          <caption>At the largest σ ({v.sigmaMax} ms)</caption>
          <thead>
            <tr>
              <th>algorithm</th>
              <th className="num">both noisy: link used</th>
              <th className="num">one noisy: noisy user, Mbit/s</th>
              <th className="num">one noisy: clean user, Mbit/s</th>
            </tr>
          </thead>
          <tbody>
            {v.findings.map((f) => (
              <tr key={f.algorithm}>
                <td>{f.title}</td>
                <td className="num">{f.both ? percent(f.both.total.mean, 0) : '—'}</td>
                <td className="num">{f.one ? f.one.noisy.mean.toFixed(2) : '—'}</td>
                <td className="num">{f.one ? f.one.other.mean.toFixed(2) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p data-testid="noise.why">
          {v.explanation.join(' ')}
          {v.panels.some((p) => p.algorithm === 'illinois') && (
            <>
              {' '}
              A lone noisy Illinois user does not lose by its pace: on{' '}
              <a href={`?${FIG15_LONE_NOISY.illinois}`}>a σ = 20 ms link</a> its α and β hardly
              differ from its clean neighbour's (α 0.18 against 0.20, β at its cuts 0.49 against
              0.50 on average).
            </>
          )}
        </p>
      </section>
    </>
  );
}
