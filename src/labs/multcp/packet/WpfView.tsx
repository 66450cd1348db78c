import { useMemo } from 'react';
import { BarChart, CHART_MUTED, ChartFrame, OKABE_ITO } from '../../../charts';
import { sweepCsv } from '../../../sweep/output';
import { COLORS } from '../chartSeries';
import { CRITERION_LABEL } from '../fairness';
import { FairnessPicture } from '../FairnessPicture';
import type { MultcpScenario } from '../scenario';
import { MULTCP_SWEEPS } from '../sweep/definition';
import type { MultcpPointResult } from '../sweep/results';
import { estimateText } from './charts';
import { simulatedPolicingCase } from './readouts';
import { wpfRows, wpfTheory, type WpfRow } from './wpf';
import { wpfLossNote } from './notesText';
import { sig } from '../../../format/numbers';

interface Props {
  spec: MultcpScenario;
  results: readonly MultcpPointResult[];
  height: number;
  embed: boolean;
}

const KEYS = ['weighted', 'proportional', 'maxMin', 'annexB'] as const;
const LABEL: Record<(typeof KEYS)[number], string> = {
  ...CRITERION_LABEL,
  annexB: 'Annex B’s law: gain(Nᵢ)/√(Σ p)',
};
const COLOR: Record<(typeof KEYS)[number], string> = {
  ...COLORS,
  annexB: OKABE_ITO.reddishPurple,
};

function Table({ rows }: { rows: WpfRow[] }) {
  const err = (sim: number | undefined, x: number) =>
    sim === undefined
      ? ''
      : ` (${sim >= x ? '+' : '−'}${Math.abs((100 * (sim - x)) / x).toFixed(0)} %)`;
  return (
    <section className="panel readout-table" data-testid="multcp.wpf.table">
      <h3>Per flow, Mbit/s on the wire: the packets and the allocations (the packets’ error)</h3>
      <table>
        <thead>
          <tr>
            <th>flow</th>
            <th>links</th>
            <th>N</th>
            <th>packets, 95 %</th>
            {KEYS.map((k) => (
              <th key={k}>{LABEL[k]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="multcp.wpf.row">
              <td>{r.id}</td>
              <td>{r.route.map((l) => `l${l}`).join(' ')}</td>
              <td>{sig(r.weight, 3)}</td>
              <td data-testid="multcp.wpf.simulated">{estimateText(r.simulated, 3)}</td>
              {KEYS.map((k) => (
                <td key={k}>
                  {sig(r[k], 4)}
                  <span className="muted">{err(r.simulated?.mean, r[k])}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The fairness view's network at packet level: each flow's rate beside the allocations. */
export function WpfView({ spec, results, height, embed }: Props) {
  const point = results[0] ?? null;
  const rows = useMemo(
    () => wpfRows(spec.links, spec.flows, point?.flows ?? null),
    [spec.links, spec.flows, point],
  );
  const theory = useMemo(() => wpfTheory(spec.links, spec.flows), [spec.links, spec.flows]);
  const sim = rows.map((r) => r.simulated?.mean ?? null);
  const k = point
    ? simulatedPolicingCase(
        rows.map((r) => r.route),
        rows.map((r) => r.weight),
        sim.map((v) => v ?? NaN),
      )
    : null;
  const categories = rows.map((r) => `${r.id} (N=${sig(r.weight, 3)})`);
  const lossNote = point ? wpfLossNote(spec, rows, point.flowsPerEvent) : null;
  const series = [
    { id: 'simulated', label: 'packets (mean of the runs)', color: CHART_MUTED, values: sim },
    ...KEYS.map((key) => ({
      id: key,
      label: LABEL[key],
      color: COLOR[key],
      values: rows.map((r) => r[key]),
    })),
  ];
  return (
    <>
      <ChartFrame
        title="Each flow’s throughput: packets against the allocations"
        subtitle="MulTCP(Nᵢ) flows on the network, Mbit/s on the wire; the allocations computed exactly on it"
        testid="chart.wpf"
        filename="multcp-wpf"
        csv={() => sweepCsv(MULTCP_SWEEPS, spec, results)}
        empty={point === null}
      >
        <BarChart
          title="Each flow’s throughput: packets against the allocations"
          testid="chart.wpf"
          height={height}
          categories={categories}
          series={series}
          xLabel="flow"
          yLabel="Mbit/s"
          formatValue={(v) => sig(v, 4)}
          details={(i) => [{ label: 'packets, 95 %', value: estimateText(rows[i].simulated, 3) }]}
        />
      </ChartFrame>
      {!embed && k && (
        <p className="caption" data-testid="multcp.wpf.fig6">
          Fig. 6 in the packets: {rows[k.big].id} runs MulTCP({sig(rows[k.big].weight, 3)}) yet gets{' '}
          {sig(sim[k.big], 3)} Mbit/s on l{k.shared}, less than {rows[k.small].id} with N ={' '}
          {sig(rows[k.small].weight, 3)} ({sig(sim[k.small], 3)} Mbit/s): its other link charges it
          too. The rate at one bottleneck does not reveal N (paper 004, Sec. 5).
        </p>
      )}
      {!embed && <Table rows={rows} />}
      {!embed && (
        <div className="multcp-net">
          <div className="panel">
            <FairnessPicture result={theory.fairness} />
          </div>
          <section className="panel multcp-why" data-testid="multcp.wpf.why">
            <h3>What the packets follow</h3>
            <p>
              Weighted proportional fairness charges a route the sum of its links’ prices: xᵢ = Nᵢ /
              Σ pₗ. A MulTCP(Nᵢ) flow reacts to the losses of its route instead, T = gain(Nᵢ) T₁
              with T₁ ∝ 1/(R √q) (Annex B), q about the sum of its links’ loss rates: on one
              bottleneck the two agree up to gain(N)/N (rates ∝ N, a few per cent above for N ≥ 2);
              a route over two busy links pays √(p₁ + p₂) rather than p₁ + p₂ and gets more than
              weighted proportional fairness gives it. The orange bars solve that law exactly (the
              same prices filling the same links). {lossNote}
            </p>
          </section>
        </div>
      )}
    </>
  );
}
