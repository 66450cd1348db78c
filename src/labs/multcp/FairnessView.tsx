import { BarChart, ChartFrame } from '../../charts';
import { sig } from '../../format/numbers';
import { COLORS } from './chartSeries';
import { CRITERIA, CRITERION_LABEL, policingCase, type FairnessResult } from './fairness';
import { FairnessEditor } from './FairnessEditor';
import { FairnessPicture } from './FairnessPicture';
import { FairnessTable } from './FairnessTable';
import { linkId } from './network';
import type { MultcpScenario } from './scenario';
import { flowsCsv, linksCsv } from './tables';

interface Props {
  spec: MultcpScenario;
  result: FairnessResult;
  apply: (s: MultcpScenario, history?: 'push' | 'replace') => void;
  height: number;
  embed: boolean;
}

const total = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

/** One sentence per criterion, with the total it achieves here. */
function Criteria({ result }: { result: FairnessResult }) {
  const r = result;
  const say = {
    weighted:
      'maximises Σ Nᵢ log xᵢ: a flow paying Nᵢ gets xᵢ = Nᵢ / (the prices of its links). On one link, rates in proportion to N — what MulTCP(Nᵢ) flows aim at.',
    proportional:
      'the same with every Nᵢ = 1 (plain TCPs): no change can raise the rates by a larger sum of proportions than it costs; a flow crossing more busy links gets less.',
    maxMin:
      'raise every rate together until a link fills, freeze its flows, go on: no flow can gain without taking from one that has no more. The weights play no part.',
  };
  return (
    <div className="multcp-criteria" data-testid="multcp.criteria">
      {CRITERIA.map((c) => (
        <p key={c}>
          <span className="swatch" style={{ background: COLORS[c] }} />{' '}
          <strong>{CRITERION_LABEL[c]}</strong>: {say[c]}{' '}
          <span className="muted">Total here: {sig(total(r[c].rates), 4)} Mbit/s.</span>
        </p>
      ))}
    </div>
  );
}

/** Paper 004's Fig. 6 point, when the network shows it. */
function Policing({ result }: { result: FairnessResult }) {
  const k = policingCase(result);
  if (!k) return null;
  const f = result.net.flows;
  const x = result.weighted.rates;
  return (
    <p className="caption" data-testid="multcp.policing">
      {f[k.big].id} pays N = {sig(f[k.big].weight ?? 1, 4)} yet gets {sig(x[k.big], 3)} Mbit/s on{' '}
      {linkId(k.shared)}, less than {f[k.small].id} with N = {sig(f[k.small].weight ?? 1, 4)} (
      {sig(x[k.small], 3)} Mbit/s): {linkId(k.further)} charges {f[k.big].id} too. Rates measured at
      one bottleneck do not reveal N (paper 004, Sec. 5, Fig. 6).
    </p>
  );
}

/** Annex A: the network, the three allocations side by side, loads, prices, bottlenecks. */
export function FairnessView({ spec, result, apply, height, embed }: Props) {
  const flows = result.net.flows.map((f) => `${f.id} (N=${sig(f.weight ?? 1, 4)})`);
  const links = result.net.links.map((l) => l.id);
  const series = (values: (c: (typeof CRITERIA)[number]) => number[]) =>
    CRITERIA.map((c) => ({
      id: c,
      label: CRITERION_LABEL[c],
      color: COLORS[c],
      values: values(c),
    }));
  return (
    <>
      {!embed && (
        <div className="multcp-net">
          <FairnessEditor spec={spec} apply={apply} />
          <div className="panel">
            <FairnessPicture result={result} />
          </div>
        </div>
      )}
      {!embed && <Policing result={result} />}
      <div className="charts-row">
        <ChartFrame
          title="Rate of each flow under the three criteria"
          subtitle="Mbit/s; computed exactly on the network shown"
          testid="chart.rates"
          filename="multcp-rates"
          csv={() => flowsCsv(result)}
          empty={false}
        >
          <BarChart
            title="Rate of each flow under the three criteria"
            testid="chart.rates"
            height={height}
            categories={flows}
            series={series((c) => result[c].rates)}
            xLabel="flow"
            yLabel="rate, Mbit/s"
            formatValue={(v) => sig(v, 4)}
          />
        </ChartFrame>
        <ChartFrame
          title="Load of each link"
          subtitle="load / capacity: 1 is a saturated link, a bottleneck"
          testid="chart.loads"
          filename="multcp-loads"
          csv={() => linksCsv(result)}
          empty={false}
        >
          <BarChart
            title="Load of each link"
            testid="chart.loads"
            height={height}
            categories={links}
            series={series((c) =>
              result[c].loads.map((y, l) => y / result.net.links[l].capacityMbps),
            )}
            references={[{ y: 1, label: 'capacity' }]}
            xLabel="link"
            yLabel="load / capacity"
            formatValue={(v) => sig(v, 4)}
            details={(l) => [
              { label: 'capacity', value: `${sig(result.net.links[l].capacityMbps, 4)} Mbit/s` },
              { label: 'price, weighted', value: sig(result.weighted.prices[l], 4) },
              { label: 'price, proportional', value: sig(result.proportional.prices[l], 4) },
            ]}
          />
        </ChartFrame>
      </div>
      {!embed && <Criteria result={result} />}
      {!embed && <FairnessTable result={result} />}
    </>
  );
}
