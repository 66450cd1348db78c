import { useCallback, useMemo, useState } from 'react';
import type { Domain } from '../../../charts';
import { liveWindow, type SharedAxes } from './SamplePathCharts';
import type { AimdScenario } from './scenario';
import type { AimdRun } from './useAimdRun';

type Range = [number, number] | null;

/** One control surface for both runs: they start, pause, step and reset together. */
export function usePairRun(a: AimdRun, b: AimdRun): AimdRun {
  return useMemo(
    () => ({
      ...a,
      toggle: () => {
        a.toggle();
        b.toggle();
      },
      step: (kind) => {
        a.step(kind);
        b.step(kind);
      },
      reset: () => {
        a.reset();
        b.reset();
      },
      setSpeed: (s) => {
        a.setSpeed(s);
        b.setSpeed(s);
      },
    }),
    [a, b],
  );
}

/**
 * The live sample paths of two runs on the same axes: one time window following the later of the
 * two (zoom one panel, both follow) and y ranges wide enough for both. Each panel reports the
 * range it would pick on its own; both then use the union.
 */
export function usePairAxes(
  a: { scenario: AimdScenario; run: AimdRun },
  b: { scenario: AimdScenario; run: AimdRun },
): { a: SharedAxes; b: SharedAxes } {
  const [zoom, setZoom] = useState<Domain | null>(null);
  const [axes, setAxes] = useState<{ a: Range; b: Range }>({ a: null, b: null });
  const reportA = useCallback(
    (top: number, bottom: number) =>
      setAxes((x) => (x.a?.[0] === top && x.a?.[1] === bottom ? x : { ...x, a: [top, bottom] })),
    [],
  );
  const reportB = useCallback(
    (top: number, bottom: number) =>
      setAxes((x) => (x.b?.[0] === top && x.b?.[1] === bottom ? x : { ...x, b: [top, bottom] })),
    [],
  );
  const W = Math.max(liveWindow(a.scenario), liveWindow(b.scenario));
  const edge = Math.max(a.run.data.viewTime, b.run.data.viewTime);
  const domain: Domain = zoom ?? [Math.max(0, edge - W), Math.max(edge, W)];
  const yTop = axes.a && axes.b ? Math.max(axes.a[0], axes.b[0]) : null;
  const yBottom = axes.a && axes.b ? Math.min(axes.a[1], axes.b[1]) : null;
  const shared = (report: SharedAxes['report']): SharedAxes => ({
    domain,
    zoomed: zoom !== null,
    onZoom: setZoom,
    yTop,
    yBottom,
    report,
  });
  return { a: shared(reportA), b: shared(reportB) };
}
