import { OKABE_ITO, type LineSeries, type ReferenceLine } from '../../../charts';
import type { Estimate } from '../../../sweep/aggregate';
import { noiseSummary, type Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { VIEW_DEFAULTS } from '../experiments/views';
import { algName, csvTable, errorBars } from './style';
import { percent } from '../../../format/numbers';

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
    explanation: noiseExplanation(panels, xs[0], xs[xs.length - 1]),
    sigmaMax: xs[xs.length - 1],
    xDomain: (span > 0 ? [xs[0], xs[xs.length - 1]] : [xs[0] - 1, xs[0] + 1]) as readonly [
      number,
      number,
    ],
    csv,
  };
}

/** What the sentences read of a panel: the algorithm, its title, Vegas's d_a*, the runs. */
interface Panel {
  algorithm: string;
  title: string;
  threshold: number | null;
  summary: ReturnType<typeof noiseSummary>[number];
}
type Row = NonNullable<Panel['summary']['one'][number]>;

/** Fewer than this fraction of the link used: the link has emptied. */
export const EMPTIED_BELOW = 0.9;
/** At least this fraction: the link stays full. */
export const FULL_FROM = 0.95;

const mbps = (x: number) => x.toFixed(1);
const share = (a: number, b: number) => (a + b > 0 ? a / (a + b) : NaN);

/**
 * The sentences under Fig. 15, each from the runs at the largest σ (Vegas's window also at the
 * smallest): who a lone noisy user is (what it gets, its share of the drops), whether Vegas's link
 * empties past d_a* with its windows shrunk, whether Illinois's stays full, and how a lone noisy
 * Illinois user fares against a lone noisy Reno user. A sentence says why only where its numbers
 * show it; otherwise it gives the numbers. Pure.
 */
export function noiseExplanation(panels: readonly Panel[], sigmaMin: number, sigmaMax: number) {
  const at = (p: Panel, g: 'both' | 'one', sigma: number): Row | null =>
    p.summary[g].find((r) => r?.sigma === sigma) ?? null;
  const out: string[] = [
    'The noise is a real extra delay on the way back, uniform on [0, 2σ] for every ACK.',
  ];
  // one noisy user
  const lone = panels.flatMap((p) => {
    const r = at(p, 'one', sigmaMax);
    if (!r) return [];
    const x = share(r.noisy.mean, r.other.mean);
    const d = share(r.drops.noisy, r.drops.other);
    const drops = Number.isFinite(d) ? `${percent(d, 0)} of the drops` : 'no drops';
    return [
      {
        text: `${p.title}, ${mbps(r.noisy.mean)} against ${mbps(r.other.mean)} Mbit/s, ${drops}`,
        dropped: r.noisy.mean < r.other.mean && d > x,
      },
    ];
  });
  const dropped = lone.filter((l) => l.dropped);
  const others = lone.filter((l) => !l.dropped);
  if (dropped.length > 0)
    out.push(
      `At σ = ${sigmaMax} ms a lone noisy user gets less than the clean one and is dropped far more than its share of the traffic would have it: ${dropped.map((l) => l.text).join('; ')}.`,
    );
  if (others.length > 0)
    out.push(
      `A lone noisy user at σ = ${sigmaMax} ms, against the clean one: ${others.map((l) => l.text).join('; ')}.`,
    );
  // Vegas, both users noisy
  for (const p of panels) {
    if (p.threshold === null) continue;
    const hi = at(p, 'both', sigmaMax);
    const lo = at(p, 'both', sigmaMin);
    if (!hi) continue;
    const w = (r: Row) => (r.cwnd.noisy + r.cwnd.other) / 2;
    const used = `the link is ${percent(hi.total.mean, 0)} used at σ = ${sigmaMax} ms`;
    const d = `d_a* = ${p.threshold.toFixed(1)} ms`;
    if (lo && sigmaMax > p.threshold && hi.total.mean < EMPTIED_BELOW && w(hi) < w(lo))
      out.push(
        `${p.title} takes the noise for queueing (eq. 33): with both users noisy, past ${d}, its windows shrink from ${w(lo).toFixed(0)} packets at σ = ${sigmaMin} ms to ${w(hi).toFixed(0)}, and ${used}.`,
      );
    else out.push(`${p.title}, both users noisy: ${used} (${d}).`);
  }
  // Illinois
  const ill = panels.find((p) => p.algorithm === 'illinois');
  const both = ill && at(ill, 'both', sigmaMax);
  if (both)
    out.push(
      both.total.mean >= FULL_FROM
        ? `Illinois uses the delay only for its pace, never for the direction: with both users noisy the link stays full (${percent(both.total.mean, 0)} at σ = ${sigmaMax} ms).`
        : `Illinois, both users noisy: the link is ${percent(both.total.mean, 0)} used at σ = ${sigmaMax} ms.`,
    );
  const reno = panels.find((p) => p.algorithm === 'reno');
  const a = ill && at(ill, 'one', sigmaMax);
  const b = reno && at(reno, 'one', sigmaMax);
  if (a && b)
    out.push(
      `A lone noisy Illinois user gets ${a.noisy.mean < b.noisy.mean ? 'less than' : 'at least as much as'} a lone noisy Reno user (${mbps(a.noisy.mean)} against ${mbps(b.noisy.mean)} Mbit/s).`,
    );
  return out;
}
