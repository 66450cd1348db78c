import { useMemo } from 'react';
import { ChartFrame, LineChart } from '../../../charts';
import { sweepCsv } from '../../../sweep/output';
import type { MultcpScenario } from '../scenario';
import { MULTCP_SWEEPS } from '../sweep/definition';
import type { MultcpPointResult } from '../sweep/results';
import { fig4Chart, fig5Chart, utilChart, type PacketChart } from './charts';
import { Fig4Notes, Fig5Notes, RwndNotes, UtilNotes } from './Notes';
import { rwndChart } from './rwndChart';

interface Props {
  spec: MultcpScenario;
  results: readonly MultcpPointResult[];
  height: number;
  embed: boolean;
}

const TEXT: Record<string, { title: string; subtitle: string; x: string; y: string }> = {
  fig4: {
    title: 'Throughput gain of MulTCP(N) over one TCP (paper 004, Fig. 4)',
    subtitle:
      'T(MulTCP(N)) / T(TCP) on the Fig. 3 network, per loss-recovery flavour (solid); N separate TCPs in its place (dashed); 95 % intervals over the runs',
    x: 'N',
    y: 'T(MulTCP) / T(TCP)',
  },
  fig5: {
    title: 'Fairness among MulTCPs with the same N (paper 004, Fig. 5)',
    subtitle:
      'std of RTT × throughput over its mean, all senders (solid, the paper’s measure) and within pairs of equal RTT (dashed)',
    x: 'N',
    y: 'std / mean, %',
  },
  util: {
    title: 'One MulTCP(N) against N TCPs on a DropTail dumbbell (paper 000, Sec. II-B.4)',
    subtitle: 'utilization of the bottleneck; closed forms for β = ½ under the points',
    x: 'N',
    y: 'utilization',
  },
  rwnd: {
    title: 'Throughput against the receive buffer (paper 004, Fig. 2)',
    subtitle: 'simulated points (95 % intervals) on the closed form min(B_R/R, T_loss)',
    x: 'receive buffer B_R, kB',
    y: 'throughput, kB/s of payload',
  },
};

function chartOf(s: MultcpScenario, results: readonly MultcpPointResult[]): PacketChart {
  if (s.view === 'fig4') return fig4Chart(s, results);
  if (s.view === 'fig5') return fig5Chart(s, results);
  if (s.view === 'util') return utilChart(s, results);
  return rwndChart(s, results);
}

/** fig4, fig5, util, rwnd: the swept value on x, one line per series, the closed forms. */
export function LineView({ spec, results, height, embed }: Props) {
  const chart = useMemo(() => chartOf(spec, results), [spec, results]);
  const t = TEXT[spec.view];
  return (
    <>
      <ChartFrame
        title={t.title}
        subtitle={t.subtitle}
        testid={`chart.${spec.view}`}
        filename={`multcp-${spec.view}`}
        csv={() => sweepCsv(MULTCP_SWEEPS, spec, results)}
        empty={results.every((r) => r.value === null)}
      >
        <LineChart
          title={t.title}
          testid={`chart.${spec.view}`}
          height={height}
          series={chart.series}
          references={chart.references}
          bands={chart.bands}
          xDomain={chart.xDomain}
          xLabel={t.x}
          yLabel={t.y}
          yIncludesZero={spec.view !== 'util'}
        />
      </ChartFrame>
      {!embed && spec.view === 'fig4' && <Fig4Notes spec={spec} results={results} />}
      {!embed && spec.view === 'fig5' && <Fig5Notes spec={spec} results={results} />}
      {!embed && spec.view === 'util' && <UtilNotes spec={spec} results={results} />}
      {!embed && spec.view === 'rwnd' && <RwndNotes spec={spec} results={results} />}
    </>
  );
}
