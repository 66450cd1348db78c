import type { LineSeries } from '../../../charts';
import { OKABE_ITO } from '../../../charts/palette';
import type { AnalysisView } from '../analysisView';
import type { RouteClass } from '../groups';
import { meanOf, phaseLine } from '../liveTrajectory';
import type { LiveWindows } from './liveWindows';

/**
 * What the window-level charts draw: the windows of the drawn MP-TCP source's subflows and their
 * sum (Fig. 4's "red trajectory", what the application sees), the single-path flow's window; the
 * per-second throughput of each route (the mean over a group's copies) with the fluid equilibrium
 * dashed.
 */
/** The text colour (black or white with the theme): apart from every route's colour. */
export const SUM_COLOR = 'var(--fg)';

const classOf = (classes: readonly RouteClass[], f: number) =>
  classes.find((c) => c.flat.includes(f));

export function mpWindowSeries(
  data: LiveWindows,
  classes: readonly RouteClass[],
  mp: readonly number[],
  tMin: number,
): LineSeries[] {
  const out: LineSeries[] = mp.map((f, j) => {
    const c = classOf(classes, f);
    const links = c?.label.match(/\(([^)]*)\)$/)?.[1];
    return {
      id: `w-${f}`,
      label: `subflow ${j + 1}${links ? ` via ${links}` : ''}`,
      color: c?.color ?? OKABE_ITO.grey,
      points: data.windowLine([j], tMin),
      width: 1.5,
    };
  });
  if (mp.length > 1)
    out.push({
      id: 'w-sum',
      label: 'sum of the subflows',
      color: SUM_COLOR,
      points: data.windowLine(
        mp.map((_, j) => j),
        tMin,
      ),
      width: 2.5,
    });
  return out;
}

export function spWindowSeries(
  data: LiveWindows,
  classes: readonly RouteClass[],
  sp: readonly number[],
  offset: number,
  tMin: number,
  active?: { from: number; to: number },
): LineSeries[] {
  return sp.map((f, j) => ({
    id: `w-${f}`,
    label: classOf(classes, f)?.label ?? `flow ${f + 1}`,
    color: SUM_COLOR,
    points: data.windowLine([offset + j], tMin, active),
    width: 2.5,
  }));
}

/** Per route class: its per-second throughput (mean over copies) and the fluid equilibrium. */
export function throughputSeries(
  data: LiveWindows,
  classes: readonly RouteClass[],
  view: AnalysisView | null,
): LineSeries[] {
  const out: LineSeries[] = [];
  classes.forEach((c, k) => {
    out.push({
      id: `tp-${k}`,
      label: c.label,
      color: c.color,
      points: data.binLine(c.flat),
      width: 2,
    });
    if (view)
      out.push({
        id: `tp-${k}-eq`,
        label: `${c.label}, fluid equilibrium`,
        color: c.color,
        points: phaseLine(view.phases, (ph) => meanOf(ph.x, c.flat)),
        dashed: true,
        width: 1.5,
        hideInLegend: true,
        hoverable: false,
      });
  });
  return out;
}

/** The largest y of some series (for a shared axis), ignoring NaN. */
export function maxY(series: readonly LineSeries[]): number {
  let m = 0;
  for (const s of series)
    for (let i = 1; i < s.points.length; i += 2) if (s.points[i] > m) m = s.points[i];
  return m;
}
