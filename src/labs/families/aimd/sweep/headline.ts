import { resultsByIndex, type SweepReport } from '../../../../sweep/output';
import { ownPoint } from '../../../../sweep/ownPoint';
import { describePoint } from '../../../../sweep/plan';
import type { HeadlineFigure, HeadlineState } from '../../../../worker/headline';
import { estimateFigure, pointHeadline } from '../../../kit/headline';
import { enumeratePoints } from './plan';
import type { PointResult } from './results';
import type { SweepSpec } from './spec';

/** An AIMD sweep's points so far (a page's), or all of them (a report's), by index. */
export type PointsByIndex = readonly (PointResult | undefined)[];

/** The points of a command line's sweep report, by index (none for another report). */
export const reportPoints = (report: unknown): PointsByIndex =>
  resultsByIndex((report as Partial<SweepReport<PointResult>>).points ?? []);

/** The sweep's own point (ownPoint: at the link's own N, β, σ ...; the first policy). */
export function ownSweepPoint(s: SweepSpec): { index: number; name: string } | null {
  const p = ownPoint(s, enumeratePoints(s));
  return p && { index: p.index, name: describePoint(s, p) };
}

/** The utilization at the sweep's own point, with its 95 % interval (none before it is in). */
export const ownPointHeadline = (s: SweepSpec, byIndex: PointsByIndex): HeadlineState =>
  pointHeadline(ownSweepPoint(s)?.index ?? null, byIndex, (r) => estimateFigure(r.utilization));

/** The figure of a state that is final, else null (a report's is: it holds every point). */
export const finalFigure = (h: HeadlineState): HeadlineFigure | null => (h.final ? h.figure : null);
