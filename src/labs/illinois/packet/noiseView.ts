import { OKABE_ITO, type LineSeries, type ReferenceLine } from '../../../charts';
import type { Estimate } from '../../../sweep/aggregate';
import { noiseSummary, type Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { VIEW_DEFAULTS } from '../experiments/views';
import { algName, csvTable, errorBars } from './style';

/** The three users of Fig. 15, the same colours in every panel. */
export const NOISE_ROLES = {
  both: { label: 'both noisy: each user', color: OKABE_ITO.blue, dashed: false },
  noisy: { label: 'one noisy: the noisy user', color: OKABE_ITO.vermillion, dashed: true },
  clean: { label: 'one noisy: the clean user', color: OKABE_ITO.bluishGreen, dashed: false },
} as const;

type Role = keyof typeof NOISE_ROLES;

/**
 * Fig. 15 as small multiples, one panel per algorithm: the throughput of each user against the
 * noise level σ, when both users' RTTs are noisy and when only one user's is, with C/2 and, for
 * Vegas, the σ beyond which eq. (33) expects its window to shrink (σ ≈ d_a* = Nγ/C). Pure.
 */
export function noiseView(s: IllinoisScenario, results: Results) {
  const cap = s.cap ?? VIEW_DEFAULTS.noise.cap;
  const panels = noiseSummary(s, results).map((a) => {
    const line = (role: Role): LineSeries => {
      const pts = (role === 'both' ? a.both : a.one).flatMap((p) => {
        if (!p) return [];
        // both noisy: the two users are alike, each gets half of the total
        const e: Estimate =
          role === 'both'
            ? {
                mean: (p.total.mean * cap) / 2,
                ci95: p.total.ci95
                  ? [(p.total.ci95[0] * cap) / 2, (p.total.ci95[1] * cap) / 2]
                  : null,
              }
            : role === 'noisy'
              ? p.noisy
              : p.other;
        return [{ x: p.sigma, e }];
      });
      return {
        id: `${a.algorithm}-${role}`,
        label: NOISE_ROLES[role].label,
        color: NOISE_ROLES[role].color,
        dashed: NOISE_ROLES[role].dashed,
        points: Float64Array.from(pts.flatMap((p) => [p.x, p.e.mean])),
        errors: errorBars(pts.map((p) => p.e)),
        showPoints: true,
      };
    };
    const references: ReferenceLine[] = [{ y: cap / 2, label: 'C/2' }];
    if (a.threshold !== null)
      references.push({ x: a.threshold, label: `d_a* = ${a.threshold.toFixed(1)} ms` });
    return {
      algorithm: a.algorithm,
      title: algName(a.algorithm),
      series: (['both', 'noisy', 'clean'] as const).map(line),
      references,
      threshold: a.threshold,
      empty: a.both.every((p) => p === null) && a.one.every((p) => p === null),
      summary: a,
    };
  });
  const xs = s.sigma;
  const csv = () =>
    csvTable(
      ['algorithm', 'sigma_ms', 'both_total_mbps', 'one_noisy_mbps', 'one_clean_mbps'],
      panels.flatMap((p) =>
        xs.map((x, k) => [
          p.algorithm,
          x,
          p.summary.both[k] ? p.summary.both[k]!.total.mean * cap : null,
          p.summary.one[k]?.noisy.mean,
          p.summary.one[k]?.other.mean,
        ]),
      ),
    );
  // at the largest σ: how each algorithm stands (empty until that point has run)
  const last = (p: (typeof panels)[number], g: 'both' | 'one') => p.summary[g].at(-1) ?? null;
  const findings = panels.map((p) => ({
    algorithm: p.algorithm,
    title: p.title,
    both: last(p, 'both'),
    one: last(p, 'one'),
  }));
  const span = xs[xs.length - 1] - xs[0];
  return {
    cap,
    panels,
    findings,
    sigmaMax: xs[xs.length - 1],
    xDomain: (span > 0 ? [xs[0], xs[xs.length - 1]] : [xs[0] - 1, xs[0] + 1]) as readonly [
      number,
      number,
    ],
    csv,
  };
}
