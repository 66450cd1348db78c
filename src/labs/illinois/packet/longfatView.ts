import type { BarSeries, ReferenceLine } from '../../../charts';
import { longfatSummary, type Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { algColor, algName, csvTable } from './style';

/**
 * Fig. 8 as bars: each algorithm's average window and utilization when it is alone on the
 * long-fat link, with the bandwidth-delay product and BDP + B (where the buffer overflows) as
 * references. Pure.
 */
export function longfatView(s: IllinoisScenario, results: Results) {
  const summary = longfatSummary(s, results);
  const rows = summary.rows;
  const color = (i: number) => algColor(rows[i]?.algorithm ?? '', s.gamma);
  const windows: BarSeries[] = [
    { id: 'cwnd', label: 'W̄', color, values: rows.map((r) => r.cwnd?.mean ?? null) },
  ];
  const utilization: BarSeries[] = [
    {
      id: 'util',
      label: 'utilization',
      color,
      values: rows.map((r) => r.utilization?.mean ?? null),
    },
  ];
  const references: ReferenceLine[] = [
    { y: summary.bdp, label: `BDP = ${summary.bdp.toFixed(0)}` },
    { y: summary.wmax, label: `BDP + B = ${summary.wmax.toFixed(0)} (overflow)` },
  ];
  const csv = () =>
    csvTable(
      ['algorithm', 'cwnd', 'cwnd_low', 'cwnd_high', 'utilization', 'timeouts'],
      rows.map((r) => [
        r.algorithm,
        r.cwnd?.mean,
        r.cwnd?.ci95?.[0],
        r.cwnd?.ci95?.[1],
        r.utilization?.mean,
        r.timeouts,
      ]),
    );
  return {
    summary,
    categories: rows.map((r) => algName(r.algorithm)),
    windows,
    utilization,
    references,
    empty: rows.every((r) => r.cwnd === null),
    csv,
  };
}
