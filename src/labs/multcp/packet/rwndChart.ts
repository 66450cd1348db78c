import type { TooltipRow } from '../../../charts';
import { rbufferChart } from '../chartSeries';
import { rbufferView } from '../rbuffer';
import type { MultcpScenario } from '../scenario';
import type { MultcpPointResult } from '../sweep/results';
import { estimateText, pointsSeries, type PacketChart } from './charts';

/** Fig. 2 at packet level: phase 1's min(B_R/R, T_loss) and the simulated points on the same axes. */
export function rwndChart(s: MultcpScenario, results: readonly MultcpPointResult[]): PacketChart {
  const v = rbufferView(s);
  const top = Math.max(v.brmax, ...results.map((r) => r.bufferKB ?? 0));
  const base = rbufferChart({ ...v, brmax: top }, s.rtt);
  const rows = (r: MultcpPointResult): TooltipRow[] => [
    { label: 'B_R', value: `${r.bufferKB ?? '—'} kB (${r.coords[0]} packets)` },
    { label: 'simulated, kB/s', value: estimateText(r.value) },
    { label: 'min(B_R/R, T_loss)', value: r.theory === null ? '—' : r.theory.toPrecision(4) },
    { label: 'timeouts per run', value: r.timeouts === null ? '—' : r.timeouts.toPrecision(3) },
  ];
  const names = v.multcp ? ['tcp', 'multcp'] : ['tcp'];
  return {
    xDomain: [0, top],
    references: base.references,
    series: [
      ...base.series.map((x) => ({ ...x, hoverable: false, width: x.width ?? 1.5 })),
      ...names.map((n) => ({
        ...pointsSeries(
          results,
          n,
          'rwnd',
          (r) => r.value,
          rows,
          1,
          (r) => r.bufferKB ?? 0,
        ),
        id: `sim-${n}`,
        label: n === 'multcp' ? `MulTCP(${s.rn}), simulated` : 'one TCP, simulated',
      })),
    ],
  };
}
