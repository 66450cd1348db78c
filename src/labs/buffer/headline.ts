import { enumeratePoints, describePoint } from '../../sweep/plan';
import { ownPoint } from '../../sweep/ownPoint';
import { resultsByIndex, type SweepReport } from '../../sweep/output';
import { checkedFigure, type HeadlineFigure, type HeadlineState } from '../../worker/headline';
import type { LabHeadline } from '../kit/contract';
import { modelsAt } from './evaluate';
import type { BufferReport } from './report';
import type { BufferScenario } from './scenario';
import { pointScenario } from './sweep/plan';
import type { BufferPointResult } from './sweep/results';
import type { BufferSpec } from './sweep/spec';

/** The link's own point (ownPoint: at its own N, Q, RTT ...): the whole link without a sweep. */
const own = (s: BufferSpec) => ownPoint(s, enumeratePoints(s, null));

/** The point the headline stands for, which the pool runs first (its simulation is the note's). */
export const headlinePoint = (s: BufferSpec): number[] => [own(s)?.index ?? 0];

/** The scenario at the headline's point (the link's own N, Q, RTT … among the swept values). */
export function headlineScenario(s: BufferSpec): BufferScenario | null {
  const p = own(s);
  return p ? pointScenario(s, p) : null;
}

const chanFigure = (chan: number | null | undefined, note: string | null): HeadlineFigure =>
  chan !== null && chan !== undefined
    ? checkedFigure({ value: chan, interval: null })
    : { value: null, interval: null, text: note ?? 'outside the model’s domain' };

/**
 * The headline: Chan et al.'s model (paper 001, eqs. 5-18) at the link's own point, the aggregate
 * throughput of N parallel connections through the DropTail buffer, Mbit/s. A closed form: on
 * screen at once, and the same number as the command line's report.
 */
export function bufferHeadline(s: BufferSpec): HeadlineState {
  const at = headlineScenario(s);
  const m = at ? modelsAt(at) : { note: 'no point' };
  return {
    figure: chanFigure('note' in m ? null : m.chan, 'note' in m ? m.note : null),
    final: true,
    progress: 1,
  };
}

/** The packet engine's throughput at the same point, and the model's error, once it is in. */
export function bufferNote(
  s: BufferSpec,
  byIndex: readonly (BufferPointResult | undefined)[],
): string | null {
  const r = byIndex[headlinePoint(s)[0]];
  if (!r?.simulated) return null;
  const err = r.errors?.chan;
  const e =
    err === null || err === undefined
      ? ''
      : ` (model ${err >= 0 ? '+' : '−'}${Math.abs(100 * err).toFixed(1)} %)`;
  return `packet engine, same setup: ${r.simulated.mean.toFixed(2)} Mbit/s${e}`;
}

export const BUFFER_HEADLINE: LabHeadline<BufferSpec> = {
  label: (s) => {
    const p = own(s);
    const at = p && p.coords.length > 0 ? ` at ${describePoint(s, p)}` : ` at N = ${s.n}`;
    return `Chan et al.'s model: aggregate throughput of the parallel connections${at}, Mbit/s`;
  },
  format: (v) => v.toFixed(2),
  fromReport: (report, s) => {
    if (s.sweep === null) {
      const r = report as Partial<BufferReport>;
      return r.models === undefined ? null : chanFigure(r.models?.chan, r.modelNote ?? null);
    }
    const points = (report as Partial<SweepReport<BufferPointResult>>).points ?? [];
    const r = resultsByIndex(points)[headlinePoint(s)[0]];
    return r ? chanFigure(r.models?.chan, r.modelNote) : null;
  },
};
