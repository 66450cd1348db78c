import type { ConnectionFit } from '../../trace/fit/connection';
import { sawtoothModel } from '../../trace/fit/sawtooth';
import { valueAt } from '../../trace/seriesAt';
import type { Series, TraceConnection } from '../../trace/types';

export { valueAt };

/**
 * What the charts draw of a connection, made in the worker that read the trace (a big capture has
 * millions of samples: the page gets at most MAX_VERTICES per line, the extremes of each stretch
 * kept, so a sawtooth keeps its peaks and troughs) together with the fitted model's window over
 * the measured one. Pure, DOM-free.
 */

/** Vertices per line at most: two per pixel column of the widest chart, and more. */
export const MAX_VERTICES = 8000;

/** A series as interleaved (t, v) pairs, what the line charts draw. */
export function interleave(s: Series | null | undefined): Float64Array | null {
  if (!s) return null;
  const n = Math.min(s.t.length, s.v.length);
  const out = new Float64Array(2 * n);
  for (let k = 0; k < n; k++) {
    out[2 * k] = s.t[k];
    out[2 * k + 1] = s.v[k];
  }
  return out;
}

/**
 * At most `max` vertices (max >= 4) of interleaved (t, v) vertices: unchanged when there are no
 * more; else the vertices cut into max / 2 runs of consecutive ones, and of each run its lowest
 * and highest vertex, in their order. Every local extreme that is a run's survives, so the drawn
 * line keeps the envelope of the full one at any width up to max / 2 runs.
 */
export function decimateLine(points: Float64Array, max = MAX_VERTICES): Float64Array {
  const n = points.length >> 1;
  if (n <= max) return points;
  const runs = max >> 1;
  const out = new Float64Array(4 * runs);
  let w = 0;
  for (let r = 0; r < runs; r++) {
    const a = Math.floor((r * n) / runs);
    const b = Math.floor(((r + 1) * n) / runs);
    let lo = a;
    let hi = a;
    for (let k = a + 1; k < b; k++) {
      if (points[2 * k + 1] < points[2 * lo + 1]) lo = k;
      if (points[2 * k + 1] > points[2 * hi + 1]) hi = k;
    }
    const [first, second] = lo <= hi ? [lo, hi] : [hi, lo];
    out[w++] = points[2 * first];
    out[w++] = points[2 * first + 1];
    if (second !== first) {
      out[w++] = points[2 * second];
      out[w++] = points[2 * second + 1];
    }
  }
  return out.slice(0, w);
}

/** The fitted model's window over the trace, and what it is. */
export interface ModelLine {
  points: Float64Array;
  /** "AIMD(α = 0.95, β = 0.42)", "CUBIC(β = 0.70, C = 0.4)" */
  label: string;
}

/** One connection's lines for the charts. */
export interface ConnectionLines {
  cwnd: Float64Array | null;
  rtt: Float64Array | null;
  throughput: Float64Array;
  /** interleaved (t, cwnd there) of each loss event; cwnd 0 where the trace has none */
  losses: Float64Array;
  /** the fitted model's window (null: the connection was not fitted, or the fit cannot say) */
  model: ModelLine | null;
}

/**
 * The model of a fitted connection over its cwnd: CUBIC's when the fit says CUBIC, else
 * AIMD(alpha, beta) with the fitted numbers, driven by the measured loss events (sawtooth.ts).
 */
export function modelLine(c: TraceConnection, f: ConnectionFit | undefined): ModelLine | null {
  const beta = f?.aimd.beta?.mean ?? null;
  const rttMs = f?.meanRttMs ?? null;
  if (!f || !c.cwnd || beta === null || rttMs === null) return null;
  const common = {
    cwnd: c.cwnd.series,
    lossEvents: c.lossEvents,
    rtt: rttMs / 1000,
    beta,
    end: c.end,
  };
  const b = beta.toFixed(2);
  if (f.kind === 'cubic') {
    const points = sawtoothModel({ ...common, kind: 'cubic' });
    return points && { points, label: `CUBIC model (β = ${b}, C = 0.4)` };
  }
  const alpha = f.aimd.alpha?.mean;
  if (alpha === undefined) return null;
  const points = sawtoothModel({ ...common, kind: 'aimd', alpha });
  return points && { points, label: `AIMD model (α = ${alpha.toFixed(2)}, β = ${b})` };
}

export function connectionLines(c: TraceConnection, fit?: ConnectionFit): ConnectionLines {
  const losses = new Float64Array(2 * c.lossEvents.length);
  c.lossEvents.forEach((t, k) => {
    losses[2 * k] = t;
    losses[2 * k + 1] = c.cwnd ? (valueAt(c.cwnd.series, t) ?? 0) : 0;
  });
  const thin = (p: Float64Array | null) => (p ? decimateLine(p) : null);
  const model = modelLine(c, fit);
  return {
    cwnd: thin(interleave(c.cwnd?.series)),
    rtt: thin(interleave(c.rttSeries)),
    throughput: decimateLine(interleave(c.throughputSeries) ?? new Float64Array(0)),
    losses,
    model: model && { ...model, points: decimateLine(model.points) },
  };
}
