import { describePoint, enumeratePoints } from '../../sweep/plan';
import { signalRatio } from './sweep/definition';
import type { DumbbellPointResult } from './sweep/results';
import { dumbbellSeries, type DumbbellSpec } from './sweep/spec';
import { signalBarsOf, type Bars } from './statsView';
import { niceCeiling } from './traceView';

/** Panels drawn at most: beyond, a sweep's P(signal | w) is its CSV column (signal_ratio). */
export const MAX_SIGNAL_PANELS = 8;
/** A window seen in fewer flow-bins is left out of a panel's bars (a 1-in-1 is no estimate), not its CSV. */
export const MIN_PANEL_BINS = 10;

export interface SignalPanel {
  index: number;
  /** the point, as the CSV and the tooltips name it ("buffer = 5") */
  title: string;
  bars: Bars;
  /** the upper half of the windows' P(signal) over the lower half's (signalRatio) */
  ratio: number | null;
}

/**
 * Paper 000's Figs. 13-14 in their own form: one P(signal | w) panel per point of a small sweep
 * (sweep=buffer:5,10,15,20 gives the figure's four), each from its replications' flow-bins
 * together; points not run yet are left out. None for a sweep of more than MAX_SIGNAL_PANELS
 * points. Pure: the page draws what this returns.
 */
export function signalPanels(
  spec: DumbbellSpec,
  results: readonly DumbbellPointResult[],
): { panels: SignalPanel[]; yDomain: [number, number] } {
  const points = enumeratePoints(spec, dumbbellSeries(spec));
  if (points.length > MAX_SIGNAL_PANELS) return { panels: [], yDomain: [0, 1] };
  const byIndex = new Map(results.map((r) => [r.index, r]));
  const panels = points.flatMap((p) => {
    const r = byIndex.get(p.index);
    if (!r || r.signal.w.length === 0) return [];
    return [
      {
        index: p.index,
        title: describePoint(spec, p),
        bars: signalBarsOf(r.signal, MIN_PANEL_BINS),
        ratio: signalRatio(r),
      },
    ];
  });
  // one y axis for every panel, from 0 to a round number above the tallest bar (at most 1)
  let top = 0.01;
  for (const panel of panels) for (const v of panel.bars.values) top = Math.max(top, v);
  return { panels, yDomain: [0, Math.min(1, niceCeiling(top * 1.1))] };
}
