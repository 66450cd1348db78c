import { formatNumber } from '../format/numbers';
import { axisValues, type SweepAxis } from './axis';
import { repSeed, type Coordinate } from './seeds';
import type { SweepCore } from './spec';

/**
 * The points of a sweep, in their canonical order: the first axis's values outermost, then the
 * second axis's, then the series. The CSV lists them in this order; a pool hands them out in
 * this order (so the chart fills from the left for every series at once); shard i/k takes the
 * points whose index is i modulo k (so the shards get similar mixes of cheap and costly points).
 */
export interface SweepPoint<T extends string | null = string | null> {
  /** 0-based position in the canonical order */
  index: number;
  /** the series (AIMD: a loss policy); null for a lab without series */
  series: T;
  /** the swept values, one per axis (sweep, then sweep2) */
  coords: number[];
}

export const sweepAxes = (s: SweepCore): SweepAxis[] =>
  [s.sweep, s.sweep2].filter((a): a is SweepAxis => a !== null);

/** The swept parameters, in axis order (the CSV's first columns). */
export const sweptParams = (s: SweepCore): string[] => sweepAxes(s).map((a) => a.param);

/** Points of a sweep without listing them: the axes' values combined, times the series. */
export function pointCount(s: SweepCore, series: readonly string[] | null): number {
  return sweepAxes(s).reduce((p, a) => p * axisValues(a).length, 1) * (series?.length ?? 1);
}

export function enumeratePoints<T extends string>(
  s: SweepCore,
  series: readonly T[] | null,
): SweepPoint<T | null>[] {
  const axes = sweepAxes(s);
  const first = axes[0] ? axisValues(axes[0]) : [null];
  const second = axes[1] ? axisValues(axes[1]) : [null];
  const out: SweepPoint<T | null>[] = [];
  for (const a of first) {
    for (const b of second) {
      const coords = [a, b].filter((v): v is number => v !== null);
      for (const name of series ?? [null]) out.push({ index: out.length, series: name, coords });
    }
  }
  return out;
}

/** A shard: every `count`-th point starting at `index` (0-based). */
export interface Shard {
  index: number;
  count: number;
}

export const inShard = (p: SweepPoint, shard: Shard | null): boolean =>
  shard === null || p.index % shard.count === shard.index;

export function pointCoordinates(s: SweepCore, p: SweepPoint): Coordinate[] {
  return sweptParams(s).map((param, k) => ({ param, value: p.coords[k] }));
}

/** The seeds of a point's replications (see seeds.ts): the series does not enter them. */
export function pointSeeds(s: SweepCore, p: SweepPoint): number[] {
  const coords = pointCoordinates(s, p);
  return Array.from({ length: s.reps }, (_, rep) => repSeed(s.seed, coords, rep));
}

/** "n = 5, beta = 0.3, synchronized": a point for people (messages, tooltips). */
export function describePoint(s: SweepCore, p: SweepPoint): string {
  const coords = pointCoordinates(s, p).map((c) => `${c.param} = ${formatNumber(c.value)}`);
  return [...coords, ...(p.series === null ? [] : [p.series])].join(', ');
}
