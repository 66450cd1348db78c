import type { TooltipRow } from '../../charts';

/**
 * How the pages name the seeds of the runs behind a stochastic number (a packet-level point, a
 * replication of the AIMD model): the same words everywhere, in a tooltip and in a line under a
 * chart. Pure.
 */

/** "seed" for one run, "seeds" for several. */
export const seedsWord = (count: number): string => (count === 1 ? 'seed' : 'seeds');

/** The seeds as the CSV's `seeds` column writes them: "11 12 13". */
export const seedList = (seeds: readonly number[]): string => seeds.join(' ');

/** "seed 11", "seeds 11 12 13"; empty without any run. */
export const seedsText = (seeds: readonly number[]): string =>
  seeds.length === 0 ? '' : `${seedsWord(seeds.length)} ${seedList(seeds)}`;

/**
 * A point's hover rows for its runs: how many replications, and their seeds (none without a run,
 * a closed form).
 */
export function seedRows(seeds: readonly number[]): TooltipRow[] {
  if (seeds.length === 0) return [];
  return [
    { label: 'replications', value: String(seeds.length) },
    { label: seedsWord(seeds.length), value: seedList(seeds) },
  ];
}
