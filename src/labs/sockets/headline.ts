import { axisValues } from '../../sweep/axis';
import { sweepAxes } from '../../sweep/plan';
import type { HeadlineState } from '../../worker/headline';
import type { LabHeadline } from '../kit/contract';
import { smallestNReadout } from '../families/aimd/sweep/readout';
import {
  finalFigure,
  ownPointHeadline,
  ownSweepPoint,
  reportPoints,
  type PointsByIndex,
} from '../families/aimd/sweep/headline';
import { enumeratePoints } from '../families/aimd/sweep/plan';
import type { SweepSpec } from '../families/aimd/sweep/spec';

/** The lecture question of the lab: the smallest N that reaches this utilization. */
const TARGET = 0.9;

const nAxis = (s: SweepSpec) => sweepAxes(s).find((a) => a.param === 'n') ?? null;

/**
 * The points the headline needs, in the order to run them: the first series (first policy, first
 * value of another axis) by increasing N; with N not swept, the sweep's own point.
 */
export function socketsFirst(s: SweepSpec): number[] {
  const k = sweepAxes(s).findIndex((a) => a.param === 'n');
  if (k < 0) return [ownSweepPoint(s)?.index ?? 0];
  const points = enumeratePoints(s);
  const first = points[0];
  return points
    .filter(
      (p) =>
        p.series === first.series && p.coords.every((c, j) => j === k || c === first.coords[j]),
    )
    .sort((a, b) => a.coords[k] - b.coords[k])
    .map((p) => p.index);
}

/**
 * The headline from the points so far: the smallest swept N whose 95 % interval reaches 90 %
 * utilization in the first series (the readout table's first row), as soon as no point still
 * to come can change it; "not reached up to N = ..." when none does. Without N swept, the
 * utilization at the sweep's own point.
 */
export function socketsHeadline(s: SweepSpec, byIndex: PointsByIndex): HeadlineState {
  const axis = nAxis(s);
  const row = axis ? smallestNReadout(s, byIndex, [TARGET])[0] : undefined;
  if (!axis || !row) return ownPointHeadline(s, byIndex);
  const needed = socketsFirst(s);
  const progress = needed.filter((i) => byIndex[i] !== undefined).length / needed.length;
  // (a smallest N is only known once every smaller N is in: nothing is shown before)
  if (!row.complete) return { figure: null, final: false, progress };
  if (row.simulated !== null)
    return { figure: { value: row.simulated, interval: null }, final: true, progress: 1 };
  const nMax = Math.max(...axisValues(axis));
  return {
    figure: { value: null, interval: null, text: `not reached up to N = ${nMax}` },
    final: true,
    progress: 1,
  };
}

/** What the answer stands against: theory's smallest N, and MulTCP(N)'s. */
export function socketsNote(s: SweepSpec): string | null {
  const row = nAxis(s) ? smallestNReadout(s, [], [TARGET])[0] : undefined;
  if (!row) return null;
  const theory = !row.theoryApplies ? 'no closed form' : (row.theory ?? 'never');
  return `Theorem 1 or eq. (6): ${theory} · MulTCP(N): ${row.multcp ?? 'never'}`;
}

/** Lab 2 is about how many parallel flows fill the link: the smallest N reaching 90 %. */
export const SOCKETS_HEADLINE: LabHeadline<SweepSpec> = {
  label: (s) => {
    if (!nAxis(s)) {
      const own = ownSweepPoint(s);
      return `Simulated utilization${own ? ` at ${own.name}` : ''}: mean of ${s.reps} runs, with its 95 % interval`;
    }
    const first = enumeratePoints(s)[0];
    return `Smallest N whose simulated utilization reaches 90 % (${first?.series ?? ''}, the first series)`;
  },
  format: (v, s) => (nAxis(s) ? String(v) : v.toFixed(5)),
  fromReport: (report, s) => finalFigure(socketsHeadline(s, reportPoints(report))),
};
