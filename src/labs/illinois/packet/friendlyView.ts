import { OKABE_ITO, type BarSeries } from '../../../charts';
import { friendlySummary, type Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { algColor, algName, csvTable } from './style';

/**
 * Fig. 11 left as bars: for each algorithm, n of its flows against n Reno flows on one link, the
 * two groups' throughputs side by side, and each algorithm's share. Pure.
 */
export function friendlyView(s: IllinoisScenario, results: Results) {
  const rows = friendlySummary(s, results);
  const categories = rows.map((r) => algName(r.algorithm));
  const series: BarSeries[] = [
    {
      id: 'other',
      label: `the algorithm's ${s.nmix === 1 ? 'flow' : `${s.nmix} flows`}`,
      color: (i) => algColor(rows[i]?.algorithm ?? '', s.gamma),
      values: rows.map((r) => r.other.mean),
    },
    {
      id: 'reno',
      label: `Reno's ${s.nmix === 1 ? 'flow' : `${s.nmix} flows`}`,
      color: OKABE_ITO.grey,
      values: rows.map((r) => r.reno.mean),
    },
  ];
  const share = (alg: string) => rows.find((r) => r.algorithm === alg)?.share ?? null;
  const ill = share('illinois');
  // Fig. 11's point: Illinois takes less from Reno than the others do
  const against = rows
    .filter((r) => r.algorithm !== 'illinois' && r.algorithm !== 'reno')
    .map((r) => ({
      algorithm: r.algorithm,
      illinoisLess: ill === null ? null : ill.mean < r.share.mean,
      separated:
        ill?.ci95 && r.share.ci95
          ? ill.ci95[1] < r.share.ci95[0] || ill.ci95[0] > r.share.ci95[1]
          : null,
    }));
  const csv = () =>
    csvTable(
      ['algorithm', 'share', 'share_low', 'share_high', 'algorithm_mbps', 'reno_mbps'],
      rows.map((r) => [
        r.algorithm,
        r.share.mean,
        r.share.ci95?.[0],
        r.share.ci95?.[1],
        r.other.mean,
        r.reno.mean,
      ]),
    );
  // the algorithm taking the largest share of the link from Reno in these runs (Reno aside)
  const most = rows
    .filter((r) => r.algorithm !== 'reno')
    .reduce<{ algorithm: string; share: number } | null>(
      (a, r) =>
        a === null || r.share.mean > a.share ? { algorithm: r.algorithm, share: r.share.mean } : a,
      null,
    );
  return { rows, categories, series, against, most, empty: rows.length === 0, csv };
}
