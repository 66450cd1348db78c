import { typesetFixed } from '../../../format/numbers';

/**
 * Table IV's convergence time at window level as a statistic over seeds: one run gives a whole
 * number of seconds (1 s bins) that another seed moves by seconds, so the lab runs the dynamic part
 * for `seeds` seeds (seed, seed + 1, …) and reports every seed's time with their mean and range.
 * A seed whose run never converges is counted apart and left out of the statistic.
 */
export interface SeedConvergence {
  /** the seeds run, in order: seed, seed + 1, …, seed + K − 1 */
  seeds: number[];
  /** each seed's convergence time (s after 80 s), null when that run never converged */
  times: (number | null)[];
  /** over the seeds that converged; null when none did */
  mean: number | null;
  min: number | null;
  max: number | null;
  /** how many of the seeds never converged */
  notConverged: number;
}

/** The seeds of a scenario's convergence statistic: `count` of them from `seed` on. */
export const convergenceSeeds = (s: { seed: number; seeds: number }): number[] =>
  Array.from({ length: s.seeds }, (_, k) => s.seed + k);

/** The statistic of per-seed times (`times[k]` of `seeds[k]`). */
export function seedConvergence(
  seeds: readonly number[],
  times: readonly (number | null)[],
): SeedConvergence {
  if (seeds.length !== times.length || seeds.length === 0)
    throw new RangeError(`${times.length} convergence times for ${seeds.length} seeds`);
  const done = times.filter((t): t is number => t !== null);
  const some = done.length > 0;
  return {
    seeds: [...seeds],
    times: [...times],
    mean: some ? done.reduce((a, b) => a + b, 0) / done.length : null,
    min: some ? Math.min(...done) : null,
    max: some ? Math.max(...done) : null,
    notConverged: times.length - done.length,
  };
}

const seedWord = (n: number) => `${n} seed${n === 1 ? '' : 's'}`;

/** A time of the 1 s bins: whole seconds, written without the decimals they do not have. */
const whole = (v: number) => (Number.isInteger(v) ? String(v) : typesetFixed(v, 2));

/**
 * The statistic in a table cell: "5.2 (4–7 s, 5 seeds)"; "5.5 (4–7 s, 4 of 5 seeds)" when a seed
 * never converged; "1.0 (1 s, each of 5 seeds)" when they agree; "never (5 seeds)" when none
 * converged; "7 (1 seed)" for one.
 */
export function convergenceCell(c: SeedConvergence): string {
  const k = c.seeds.length;
  if (c.mean === null) return `never (${seedWord(k)})`;
  const of = c.notConverged > 0 ? `${k - c.notConverged} of ${k} seeds` : seedWord(k);
  if (k === 1) return `${whole(c.mean)} (${of})`;
  if (c.min === c.max)
    return `${typesetFixed(c.mean, 1)} (${whole(c.min!)} s, ${c.notConverged > 0 ? of : `each of ${k} seeds`})`;
  return `${typesetFixed(c.mean, 1)} (${whole(c.min!)}–${whole(c.max!)} s, ${of})`;
}

/** The seeds as a range of numbers: "seeds 1–5", "seed 3". */
export const seedsText = (seeds: readonly number[]): string =>
  seeds.length === 1 ? `seed ${seeds[0]}` : `seeds ${seeds[0]}–${seeds[seeds.length - 1]}`;

/** Every seed's time: "seed 1: 7 s, seed 2: 4 s, seed 3: never". */
export const perSeedText = (c: SeedConvergence): string =>
  c.seeds
    .map((seed, k) => {
      const t = c.times[k];
      return `seed ${seed}: ${t === null ? 'never' : `${whole(t)} s`}`;
    })
    .join(', ');

/** Why a statistic leaves seeds out, or null when every seed converged. */
export function notConvergedNote(c: SeedConvergence): string | null {
  if (c.notConverged === 0) return null;
  const k = c.seeds.length;
  const never = c.seeds.filter((_, j) => c.times[j] === null);
  const rule = 'within 10 % of its final average before the end';
  if (c.mean === null) return `never ${rule}, with any of the ${k} seeds`;
  return `never ${rule} with ${never.length === 1 ? 'seed' : 'seeds'} ${never.join(', ')} (${c.notConverged} of ${k}): the time is over the other ${k - c.notConverged}`;
}

/**
 * The statistic in a sentence: "Window level over seeds 1–5 (seeds=): seed 1: 7 s, …, seed 5: 5 s;
 * mean 4.6 s, from 3 to 7 s.", saying which seeds never converged and are left out.
 */
export function seedsSummary(c: SeedConvergence): string {
  const k = c.seeds.length;
  if (k === 1)
    return `Window level: one run, seed ${c.seeds[0]} (seeds= runs more): ${perSeedText(c)}.`;
  const never = c.seeds.filter((_, j) => c.times[j] === null);
  const stat =
    c.mean === null
      ? 'none converged'
      : `mean ${typesetFixed(c.mean, 1)} s, from ${whole(c.min!)} to ${whole(c.max!)} s${never.length > 0 ? ` over the ${k - never.length} that converged` : ''}`;
  return `Window level over ${seedsText(c.seeds)} (seeds=): ${perSeedText(c)}; ${stat}.`;
}
