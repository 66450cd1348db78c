import { useMemo } from 'react';
import { ChartFrame, LineChart } from '../../../charts';
import type { Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { NOISE_ROLES, noiseView } from './noiseView';
import { percent } from '../../../format/numbers';

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
        <p>
          The noise is a real extra delay on the way back (uniform on [0, 2σ]): even Reno, which
          ignores delay, slows down when its own RTT grows, so a lone noisy user loses share
          whatever the algorithm. Vegas takes the noise for queueing: beyond σ ≈ d_a* (eq. 33) it
          shrinks its window and the link empties. Illinois uses the delay only for its pace: with
          both users noisy the link stays full; a lone noisy Illinois user sees a larger dₐ than its
          neighbour, so a smaller α and a larger β, and loses more than a Reno user would.
        </p>
      </section>
    </>
  );
}
