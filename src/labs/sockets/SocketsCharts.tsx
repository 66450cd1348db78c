import { useMemo } from 'react';
import { ChartFrame, LineChart, type Domain } from '../../charts';
import { fixed } from '../../format/numbers';
import { sweepCsv } from '../families/aimd/sweep/codec';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import type { PointResult } from '../families/aimd/sweep/results';
import type { SweepSnapshot } from '../kit/sweep/sweepStore';
import { SmallMultiples } from '../kit/sweep/SeriesKey';
import { readoutLines } from './readoutView';
import { socketsView, SWEEP_SUBTITLE } from './socketsData';

interface Props {
  spec: SweepSpec;
  run: SweepSnapshot<PointResult>;
  height: number;
  /** compare mode: the y range of both sides (else this sweep's own) */
  yDomain?: Domain | null;
}

const frameId = (k: number) => (k === 0 ? 'chart.sweep' : `chart.sweep.${k}`);

/** Utilization vs N: one chart, or one per member of a family, each exporting the sweep's CSV. */
export function SocketsCharts({ spec, run, height, yDomain }: Props) {
  const view = useMemo(() => socketsView(spec, run.results), [spec, run.results]);
  const csv = () => sweepCsv(spec, run.results);
  if (spec.sweep === null)
    return (
      <p className="panel muted" data-testid="chart.sweep.none">
        This sweep has no swept parameter (sweep=none): one point per policy. The Insensitivity lab
        compares the policies of one scenario side by side:{' '}
        <a href="?lab=insensitivity&n=2&sweep=none&policies=all">open the policy comparison</a>.
      </p>
    );
  const family = view.panels.length > 1;
  const subtitle = SWEEP_SUBTITLE;
  const frames = view.panels.map((p, k) => (
    <ChartFrame
      key={p.key}
      title={p.title ?? 'Utilization vs number of flows'}
      subtitle={family ? undefined : subtitle}
      testid={frameId(k)}
      filename={`sockets-sweep${family ? `-${k + 1}` : ''}`}
      csv={csv}
      empty={run.results.length === 0}
    >
      <LineChart
        title={`Utilization E[X]/c vs ${view.xLabel}${p.title ? `, ${p.title}` : ''}`}
        testid={frameId(k)}
        height={height}
        series={p.series}
        references={p.references}
        xDomain={view.xDomain}
        yDomain={yDomain ?? view.yDomain ?? undefined}
        yIncludesZero={false}
        xLabel={view.xLabel}
        yLabel="utilization E[X]/c"
        formatY={(v) => fixed(v, 5)}
        zoomable={!family}
        legend={family ? false : undefined}
      />
    </ChartFrame>
  ));
  if (!family) return <div className="single-chart">{frames}</div>;
  return (
    <SmallMultiples
      title={`Utilization vs number of flows, one panel per ${view.panels[0].title?.split(' =')[0]}`}
      subtitle={subtitle}
      keyItems={view.key}
      testid="chart.family"
    >
      {frames}
    </SmallMultiples>
  );
}

/** "The smallest N reaching 90 % (95 %) utilization", from theory and from the points. */
export function SocketsReadout({
  spec,
  run,
}: {
  spec: SweepSpec;
  run: SweepSnapshot<PointResult>;
}) {
  const lines = useMemo(() => readoutLines(spec, run.byIndex), [spec, run.byIndex]);
  if (lines.length === 0) return null;
  const family = lines.some((l) => l.member !== '');
  return (
    <section className="panel readout-table" data-testid="sockets.readout">
      <h3>The smallest N reaching 90 % and 95 % utilization</h3>
      <table>
        <thead>
          <tr>
            <th>policy</th>
            {family && <th>family</th>}
            <th>target</th>
            <th>theory</th>
            <th>simulated</th>
            <th>MulTCP(N)</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.key} data-testid="sockets.readout.row" data-agrees={l.agrees}>
              <td>{l.policy}</td>
              {family && <td>{l.member}</td>}
              <td>{l.target}</td>
              <td data-testid="sockets.readout.theory">{l.theory}</td>
              <td data-testid="sockets.readout.simulated">
                <strong>{l.simulated}</strong>
              </td>
              <td>{l.multcp}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Simulated: the smallest swept N whose 95 % interval reaches the target. MulTCP(N) is one
        flow emulating N (a reference, not a policy).
      </p>
    </section>
  );
}
