/**
 * What the MulTCP lab's try-this links share: the entry builder, the shapes of the command line's
 * reports the claims read, and the claims' small helpers (closedFormPresets.ts, packetPresets.ts).
 */
import type { SweepReport } from '../../sweep/output';
import type { Claim } from '../kit/claim';
import { rateIntervals } from '../kit/claim';
import type { TryThis } from '../kit/contract';
import { tryThisLink } from '../kit/tryThisLink';
import type { GainRow } from './gain';
import { MULTCP_SCHEMA, type MultcpView } from './scenario';
import type { MultcpPointResult } from './sweep/results';

/** A "try this" link and the view it opens (the theory panel lists each view's own first). */
export interface MultcpPreset extends TryThis {
  view: MultcpView;
  claim: Claim;
}

export const entry = (
  id: string,
  label: string,
  what: string,
  query: string,
  promise: Claim,
): MultcpPreset => {
  const link = tryThisLink(MULTCP_SCHEMA, { id, label, what, query, claim: promise });
  return { id, label, what, query: link.query, claim: promise, view: link.scenario.view };
};

/** What the claims read of the command line's reports, view by view. */
export interface GainReport {
  annexB: { gain: number };
  slowStart: { catchUpRtts: number; boostWindow: number };
  paper000: { maxGap: { ratio: number } };
  rows: GainRow[];
}
export type Allocation = 'weightedProportional' | 'proportional' | 'maxMin';
export interface FairnessReport {
  flows: { id: string; rate: Record<Allocation, number> }[];
}
export interface RbufferReport {
  tcp: { lossLimitedKBps: number; kneeKB: number };
  multcp: { kneeKB: number } | null;
  curve: { bufferKB: number; tcpKBps: number; multcpKBps?: number }[];
}
export type Packet = SweepReport<MultcpPointResult> & {
  allocations?: Record<Allocation, number[]>;
};

/** Annex B by hand: T(N)/T₁ = (2/√3)√(N(N − ¼)). */
export const annexB = (n: number) => (2 / Math.sqrt(3)) * Math.sqrt(n * (n - 0.25));
export const rate = (r: FairnessReport, id: string, a: Allocation) =>
  r.flows.find((f) => f.id === id)?.rate[a];
export const at = (r: Packet, series: string | null, ...coords: number[]) =>
  r.points.find((p) => p.series === series && coords.every((c, k) => p.coords[k] === c));
/** Every utilization interval of a packet view inside [0, 1]. */
export const intervals = (r: Packet) =>
  rateIntervals(
    'utilization',
    r.points.map((p) => ({
      at: `${p.series} ${p.coords.join(', ')}`,
      ci95: p.value?.ci95 ?? null,
    })),
    1,
  );
