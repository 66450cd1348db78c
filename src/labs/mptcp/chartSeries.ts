import type { LineSeries, ReferenceLine } from '../../charts';
import { toCsv } from '../../charts/toCsv';
import type { Network } from '../../engines/fluid/network';
import type { AnalysisView } from './analysisView';
import { linkColor, type RouteClass, type SourceGroup } from './groups';
import { meanOf, phaseLine, type LiveTrajectory } from './liveTrajectory';

/**
 * What the trajectory charts draw: for each drawn route its rate x_r(t) (solid) and its
 * equilibrium (dashed, same colour, one level per phase between starts and stops); for each link
 * its price p_l(t) in percent with its equilibrium.
 */
export const PRICE_SCALE = 100;

export function rateSeries(
  data: LiveTrajectory,
  classes: readonly RouteClass[],
  view: AnalysisView | null,
  tMin = -Infinity,
): LineSeries[] {
  const out: LineSeries[] = [];
  classes.forEach((c, k) => {
    out.push({
      id: `route-${k}`,
      label: c.label,
      color: c.color,
      points: data.routeLine(c.flat[0], tMin),
      width: 2.5,
    });
    if (view)
      out.push({
        id: `route-${k}-eq`,
        label: `${c.label} at equilibrium`,
        color: c.color,
        points: phaseLine(view.phases, (ph) => meanOf(ph.x, c.flat), tMin),
        dashed: true,
        width: 1.5,
        hideInLegend: true,
        hoverable: false,
      });
  });
  return out;
}

export function priceSeries(
  data: LiveTrajectory,
  net: Network,
  view: AnalysisView | null,
  tMin = -Infinity,
): LineSeries[] {
  const out: LineSeries[] = [];
  net.links.forEach((link, l) => {
    const color = linkColor(l);
    out.push({
      id: `link-${l}`,
      label: link.id,
      color,
      points: data.priceLine(l, PRICE_SCALE, tMin),
      width: 2.5,
    });
    if (view)
      out.push({
        id: `link-${l}-eq`,
        label: `${link.id} at equilibrium`,
        color,
        points: phaseLine(view.phases, (ph) => ph.p[l] * PRICE_SCALE, tMin),
        dashed: true,
        width: 1.5,
        hideInLegend: true,
        hoverable: false,
      });
  });
  return out;
}

/** Vertical lines where sources start or stop ("sp joins", "sp leaves"), and the time cursor. */
export function timeReferences(
  groups: readonly SourceGroup[],
  horizon: number,
  cursor: number | null,
): ReferenceLine[] {
  const out: ReferenceLine[] = [];
  const seen = new Map<number, string[]>();
  for (const g of groups) {
    if (g.startS > 0 && g.startS < horizon)
      seen.set(g.startS, [...(seen.get(g.startS) ?? []), `${g.label} joins`]);
    if (g.stopS < horizon) seen.set(g.stopS, [...(seen.get(g.stopS) ?? []), `${g.label} leaves`]);
  }
  for (const [x, labels] of [...seen].sort((a, b) => a[0] - b[0]))
    out.push({ x, label: labels.join(', '), dashed: true });
  // the cursor's label would sit on an event's label nearby: the run bar says the time anyway
  const crowded =
    cursor !== null && [...seen.keys()].some((x) => Math.abs(x - cursor) < 0.25 * horizon);
  if (cursor !== null && cursor > 0 && cursor < horizon)
    out.push({
      x: cursor,
      label: crowded ? '' : `t = ${cursor.toFixed(1)} s`,
      dashed: false,
      color: 'var(--accent)',
    });
  return out;
}

/** The rates chart's data: time, then one column per drawn route (Mbit/s). */
export function ratesCsv(data: LiveTrajectory, classes: readonly RouteClass[]): string {
  const rows: number[][] = [];
  for (let k = 0; k < data.count; k++)
    rows.push([data.t[k], ...classes.map((c) => data.x[k * data.nR + c.flat[0]])]);
  return toCsv(['time_s', ...classes.map((c) => `${c.label} (Mbit/s)`)], rows);
}

/** The prices chart's data: time, then one column per link (loss probability). */
export function pricesCsv(data: LiveTrajectory, net: Network): string {
  const rows: number[][] = [];
  for (let k = 0; k < data.count; k++)
    rows.push([data.t[k], ...net.links.map((_, l) => data.p[k * data.nL + l])]);
  return toCsv(['time_s', ...net.links.map((l) => `price ${l.id}`)], rows);
}
