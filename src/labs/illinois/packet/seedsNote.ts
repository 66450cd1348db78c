import { formatNumber, scientific } from '../../../format/numbers';
import { enumeratePoints, pointSeeds } from '../../../sweep/plan';
import { seedList } from '../../kit/seeds';
import { AXIS_PARAM, experimentJob, seriesOf, VARIANTS } from '../experiments/job';
import { packetView, runLength } from '../experiments/views';
import type { IllinoisScenario } from '../scenario';

/**
 * The seeds of a packet view's runs, for the line under its setup. A run's seed hashes the view's
 * seed= with the point's swept value (B, p_d or σ) and the replication's number, not the series
 * (src/sweep/seeds.ts): every algorithm (and setup) at a point runs on the same seeds. Computed
 * from the job, the very seeds its points run with, known before they run. Pure.
 */

/** One swept value's replications (x null: a view without an axis). */
export interface SeedGroup {
  x: number | null;
  seeds: number[];
}

/** Each swept value (or the view's only setup) with its replications' seeds, in order. */
export function seedGroups(s: IllinoisScenario): SeedGroup[] {
  const job = experimentJob(s);
  const series = seriesOf(job);
  if (job.sweep === null || series.length === 0) return [];
  const groups: SeedGroup[] = [];
  // one series' points: the others run on the same seeds; the replication's number comes last
  for (const p of enumeratePoints(job, [series[0]])) {
    const x = p.coords.length > 1 ? p.coords[0] : null;
    const last = groups[groups.length - 1];
    const group = last && last.x === x ? last : { x, seeds: [] };
    if (group !== last) groups.push(group);
    group.seeds.push(...pointSeeds(job, p));
  }
  return groups;
}

const SYMBOL: Record<'buffer' | 'pd' | 'sigma', { name: string; value: (v: number) => string }> = {
  buffer: { name: 'B', value: formatNumber },
  pd: { name: 'p_d', value: scientific },
  sigma: { name: 'σ', value: (v) => `${formatNumber(v)} ms` },
};

/** At most this many seeds are listed in the line itself; more go under it, in a closed box. */
export const INLINE_SEEDS = 8;

/**
 * The note: its line, and the list of the seeds when they are too many for it (else null: the
 * line has them).
 */
export interface SeedsNoteText {
  line: string;
  more: string | null;
}

/**
 * "Seeds of replications 1–4, the same for every algorithm: … (hashed from seed=1 and the
 * replication’s number; also in the command line’s CSV)."; with an axis, "Seeds of replications
 * 1–3 at each B (15 seeds), the same for every algorithm (…):" over the list "B = 10: …; B = 20:
 * …". Null outside the packet views.
 */
export function seedsNote(s: IllinoisScenario): SeedsNoteText | null {
  const v = packetView(s);
  const groups = seedGroups(s);
  if (v === null || groups.length === 0) return null;
  const reps = runLength(s)?.reps ?? groups[0].seeds.length;
  const shared =
    seriesOf(s).length > 1
      ? `, the same for every algorithm${VARIANTS[v] ? ' and setup' : ''}`
      : '';
  const param = AXIS_PARAM[v];
  const axis = param === undefined || groups[0].x === null ? null : SYMBOL[param];
  const of = reps === 1 ? 'Seed of the run' : `Seeds of replications 1–${reps}`;
  const which = axis === null ? of : `${of} at each ${axis.name}`;
  const hashed = `(hashed from seed=${s.seed}${axis === null ? '' : `, ${axis.name}`} and the replication’s number; also in the command line’s CSV)`;
  const list = groups
    .map((g) => (axis === null ? '' : `${axis.name} = ${axis.value(g.x!)}: `) + seedList(g.seeds))
    .join('; ');
  const count = groups.reduce((n, g) => n + g.seeds.length, 0);
  return count <= INLINE_SEEDS
    ? { line: `${which}${shared}: ${list} ${hashed}.`, more: null }
    : { line: `${which} (${count} seeds)${shared} ${hashed}:`, more: `${list}.` };
}
