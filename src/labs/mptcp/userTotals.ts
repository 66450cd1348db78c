import type { LineSeries } from '../../charts';
import { flowColor } from '../../charts/palette';
import { toCsv } from '../../charts/toCsv';
import type { AnalysisView } from './analysisView';
import type { RouteClass, SourceGroup } from './groups';
import { meanOf, phaseLine, type LiveTrajectory } from './liveTrajectory';
import { binEnd } from './packet/bins';
import type { LiveWindows } from './packet/liveWindows';
import { SUM_COLOR } from './packet/windowSeries';

/**
 * The paper's lower (Fig. 5) and right (Fig. 3) panels: each user's total throughput over time,
 * an MP-TCP source as the sum of its routes, a single-path one as its route. The sums are taken
 * from the very samples the per-route charts draw (the page's decimated, streamed ones), so the
 * two charts agree point by point. No DOM here: the charts only draw what these functions return.
 */

/** One user as drawn: a group of identical sources (shown once, as the route charts do). */
export interface User {
  group: number;
  label: string;
  color: string;
  /** the group's route classes, one per route of the source */
  classes: RouteClass[];
}

/**
 * The users in the groups' order. Colours follow the lab's: a one-route user is its route, so it
 * keeps its route's colour; the first MP-TCP user is drawn in the text colour as the window
 * level's sum of the subflows is (what the application sees); any further multi-route user takes
 * the palette's next colour after the routes'.
 */
export function usersOf(groups: readonly SourceGroup[], classes: readonly RouteClass[]): User[] {
  let next = classes.length;
  let sumTaken = false;
  return groups.map((g, gi) => {
    const mine = classes.filter((c) => c.group === gi);
    let color: string;
    if (mine.length === 1) color = mine[0].color;
    else if (!sumTaken) {
      color = SUM_COLOR;
      sumTaken = true;
    } else color = flowColor(next++);
    const label = mine.length === 1 ? mine[0].label : `${g.label} (sum of ${mine.length} routes)`;
    return { group: gi, label, color, classes: mine };
  });
}

/** Row-major samples: `count` rows of `width` values, row k taken at time(k). */
export interface Rows {
  count: number;
  width: number;
  values: ArrayLike<number>;
  time: (k: number) => number;
}

/**
 * Line points (interleaved t, y) of a sum of columns: for each row k from `from` on,
 * y = scale × Σ_{c ∈ columns} values[k·width + c].
 */
export function summedLine(
  rows: Rows,
  columns: readonly number[],
  scale = 1,
  from = 0,
): Float64Array {
  const k0 = Math.max(0, Math.min(from, rows.count));
  const out = new Float64Array(2 * (rows.count - k0));
  for (let k = k0; k < rows.count; k++) {
    let v = 0;
    for (const c of columns) v += rows.values[k * rows.width + c];
    out[2 * (k - k0)] = rows.time(k);
    out[2 * (k - k0) + 1] = scale * v;
  }
  return out;
}

const trajectoryRows = (data: LiveTrajectory): Rows => ({
  count: data.count,
  width: data.nR,
  values: data.x,
  time: (k) => data.t[k],
});

const binRows = (data: LiveWindows): Rows => ({
  count: data.bins,
  width: data.flows,
  values: data.rates,
  time: binEnd,
});

/**
 * A user's total rate in the fluid trajectory, from time tMin on: the sum of the routes the rates
 * chart draws (each route's first copy), sample by sample.
 */
export function userLine(data: LiveTrajectory, user: User, tMin = -Infinity): Float64Array {
  return summedLine(
    trajectoryRows(data),
    user.classes.map((c) => c.flat[0]),
    1,
    data.firstAt(tMin),
  );
}

/**
 * A user's throughput per bin at window level: the sum over its routes of each route's mean over
 * the group's copies (what the route throughput chart draws), bin by bin.
 */
export function userBinLine(data: LiveWindows, user: User): Float64Array {
  const copies = user.classes[0]?.flat.length ?? 1;
  return summedLine(
    binRows(data),
    user.classes.flatMap((c) => c.flat),
    1 / copies,
  );
}

/** A user's total at the fluid equilibrium of each phase (a step between starts and stops). */
export function userEquilibrium(view: AnalysisView, user: User, tMin = -Infinity): Float64Array {
  return phaseLine(
    view.phases,
    (ph) => user.classes.reduce((a, c) => a + meanOf(ph.x, c.flat), 0),
    tMin,
  );
}

/** Each user's line (solid) and its equilibrium (dashed, same colour, out of the legend). */
function withEquilibria(
  users: readonly User[],
  line: (u: User) => Float64Array,
  view: AnalysisView | null,
  eqLabel: string,
  tMin = -Infinity,
): LineSeries[] {
  const out: LineSeries[] = [];
  for (const u of users) {
    out.push({
      id: `user-${u.group}`,
      label: u.label,
      color: u.color,
      points: line(u),
      width: 2.5,
    });
    if (view)
      out.push({
        id: `user-${u.group}-eq`,
        label: `${u.label}, ${eqLabel}`,
        color: u.color,
        points: userEquilibrium(view, u, tMin),
        dashed: true,
        width: 1.5,
        hideInLegend: true,
        hoverable: false,
      });
  }
  return out;
}

/** The fluid level's "throughput of each user" chart. */
export function userSeries(
  data: LiveTrajectory,
  users: readonly User[],
  view: AnalysisView | null,
  tMin = -Infinity,
): LineSeries[] {
  return withEquilibria(users, (u) => userLine(data, u, tMin), view, 'at equilibrium', tMin);
}

/** The window level's "throughput of each user" chart, with the fluid equilibrium dashed. */
export function userBinSeries(
  data: LiveWindows,
  users: readonly User[],
  view: AnalysisView | null,
): LineSeries[] {
  return withEquilibria(users, (u) => userBinLine(data, u), view, 'fluid equilibrium');
}

const columnsOf = (users: readonly User[]) => users.map((u) => `${u.label} total (Mbit/s)`);

/** Transposes lines that share their x (time, then one column per line). */
function rowsOf(lines: readonly Float64Array[]): number[][] {
  const n = lines.length > 0 ? lines[0].length / 2 : 0;
  const rows: number[][] = [];
  for (let k = 0; k < n; k++) rows.push([lines[0][2 * k], ...lines.map((l) => l[2 * k + 1])]);
  return rows;
}

/** The fluid chart's data: time, then each user's total (Mbit/s), at every sample received. */
export function usersCsv(data: LiveTrajectory, users: readonly User[]): string {
  return toCsv(['time_s', ...columnsOf(users)], rowsOf(users.map((u) => userLine(data, u))));
}

/** The window level's chart data: bin end, then each user's throughput in the bin (Mbit/s). */
export function userBinsCsv(data: LiveWindows, users: readonly User[]): string {
  return toCsv(['bin_end_s', ...columnsOf(users)], rowsOf(users.map((u) => userBinLine(data, u))));
}
